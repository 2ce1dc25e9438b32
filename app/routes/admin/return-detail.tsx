/**
 * /admin/vratenia/{id}: one return request or complaint (decision 0102): the customer, the order, the lines and their
 * value, the IBAN of a withdrawal, the defect and photos of a complaint, the legal deadline, the credit note of a
 * refund, and exactly the next steps the state machine allows (src/domain/returns/return-states.ts): a rejection asks
 * for its reason, a settled complaint for its resolution. The change goes through the same schema and domain function
 * as POST /api/admin/returns/{id}/state; the history is the audit log.
 */
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/return-detail';
import { RETURN_RESOLUTIONS, type ReturnState } from '@/lib/return-enums';
import { listAudit } from '@/domain/back-office/audit-log';
import { formatMoney } from '@/domain/pricing/pricing';
import { changeReturnState, loadReturnRequestForAdmin } from '@/domain/returns/return-requests';
import { returnTransitionSchema } from '@/domain/returns/return-schemas';
import { formatZodError, type FieldErrors } from '@/lib/validation';
import { AdminErrorBoundary } from '~/components/admin/admin-error';
import { adminCardClass, adminDangerButton, adminLinkClass, adminPrimaryButton, adminTextareaClass } from '~/components/admin/admin-styles';
import { AuditLogPanel, formatAdminDateTime } from '~/components/admin/audit-log-panel';
import { FlashMessage, UrlFlash, withFlash } from '~/components/admin/flash-message';
import { AdminPageHeader, AdminSection } from '~/components/admin/page-header';
import { ReturnDeadline, ReturnStateBadge } from '~/components/returns/return-badges';
import { adminMeta } from '~/lib/admin/admin-meta';
import { adminNotFound, adminParamId, requireAdminPage, type AdminRouteHandle } from '~/lib/admin/admin-guard.server';
import { readForm } from '~/lib/session/auth-session.server';
import { useT } from '~/lib/root/use-root-data';

export const handle = { adminRole: 'admin' } satisfies AdminRouteHandle;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminPage(request, context, handle.adminRole);
  const id = adminParamId(params.id, context);
  const { db, now } = context.services;
  const request_ = await loadReturnRequestForAdmin(db, id, now());
  if (!request_) adminNotFound(context);
  const audit = await listAudit(db, 'return_requests', id);
  return { request: request_, audit };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdminPage(request, context, handle.adminRole);
  const id = adminParamId(params.id, context);
  const services = context.services;
  const form = await readForm(request);
  const input = { to: form.to, reason: form.reason || undefined, resolution: form.resolution || undefined };
  const parsed = returnTransitionSchema.safeParse(input);
  if (!parsed.success)
    return data(
      { ok: false as const, to: form.to ?? '', errors: formatZodError(parsed.error, input, services.t), message: null },
      { status: 422 },
    );
  const result = await changeReturnState({ ...services, publicUrl: services.config.publicUrl }, id, parsed.data, user);
  if (!result.ok && result.code === 'not_found') adminNotFound(context);
  if (!result.ok)
    return data(
      { ok: false as const, to: form.to ?? '', errors: {} as FieldErrors, message: services.t('admin.returns.error.illegal') },
      { status: 409 },
    );
  throw redirect(withFlash(`/admin/vratenia/${id}`, 'admin.returns.flash.changed'));
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.returns.title');

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold text-muted uppercase">{label}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

export default function AdminReturnDetail({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { request: r, audit } = loaderData;
  const busy = useNavigation().state !== 'idle';
  const errors: FieldErrors = actionData && !actionData.ok ? actionData.errors : {};
  const buttonLabel = (to: ReturnState) =>
    to === 'accepted' && r.kind === 'withdrawal'
      ? t('admin.returns.to.accepted_withdrawal')
      : t(`admin.returns.to.${to as Exclude<ReturnState, 'received'>}`);
  const money = (minor: number) => formatMoney(minor, r.currency);
  return (
    <>
      <AdminPageHeader
        title={t('admin.returns.detail_title', { kind: t(`returns.kind.${r.kind}`), number: r.number })}
        actions={
          <Link to="/admin/vratenia" className={adminLinkClass}>
            {t('admin.returns.back')}
          </Link>
        }
      />
      <UrlFlash />
      {actionData && !actionData.ok && actionData.message ? <FlashMessage kind="error" text={actionData.message} /> : null}
      <div className={`${adminCardClass} mb-4`}>
        <dl className="grid grid-cols-1 gap-3 tablet:grid-cols-3">
          <Fact label={t('admin.returns.col.state')}>
            <ReturnStateBadge state={r.state} />
            {r.resolution ? <span className="ml-2">{t(`returns.resolution.${r.resolution}`)}</span> : null}
          </Fact>
          <Fact label={t('admin.returns.deadline')}>
            <span className="mr-1">
              {t(r.kind === 'withdrawal' ? 'admin.returns.deadline_withdrawal' : 'admin.returns.deadline_complaint')}
            </span>
            <ReturnDeadline deadline={r.deadline} />
          </Fact>
          <Fact label={t('admin.returns.created')}>
            <time dateTime={r.createdAt}>{formatAdminDateTime(r.createdAt)}</time>
          </Fact>
          <Fact label={t('admin.returns.order')}>
            <Link to={`/admin/objednavky/${r.orderId}`} className={adminLinkClass}>
              {r.orderNumber}
            </Link>
          </Fact>
          <Fact label={t('admin.returns.customer')}>{r.customerName}</Fact>
          <Fact label={t('admin.returns.email')}>{r.email}</Fact>
          {r.iban ? <Fact label={t('admin.returns.iban')}>{r.iban.replace(/(.{4})/g, '$1 ').trim()}</Fact> : null}
          {r.rejectReason ? <Fact label={t('admin.returns.reject_reason')}>{r.rejectReason}</Fact> : null}
          {r.creditNote ? (
            <Fact label={t('admin.invoices.documents')}>
              <a
                href={`/api/admin/orders/${r.orderId}/documents/${r.creditNote.id}`}
                className={adminLinkClass}
                data-testid="credit-note-link"
              >
                {t('admin.returns.credit_note', { number: r.creditNote.number })}
              </a>
            </Fact>
          ) : null}
        </dl>
        {r.description ? (
          <div className="mt-3">
            <p className="text-xs font-semibold text-muted uppercase">{t('admin.returns.description')}</p>
            <p className="break-words whitespace-pre-line text-ink">{r.description}</p>
          </div>
        ) : null}
      </div>

      <AdminSection title={t('admin.returns.items')}>
        <ul className="mb-2 list-disc pl-5">
          {r.items.map((item) => (
            <li key={item.orderItemId}>
              {item.quantity} × {item.name} ({money(item.unitPrice)})
            </li>
          ))}
        </ul>
        <p>
          {t('admin.returns.value')}: <strong>{money(r.value)}</strong>
        </p>
      </AdminSection>

      {r.photoIds.length > 0 ? (
        <AdminSection title={t('admin.returns.photos')}>
          <ul className="flex flex-wrap gap-3">
            {r.photoIds.map((photoId, i) => (
              <li key={photoId}>
                <a href={`/admin/vratenia/${r.id}/foto/${photoId}`} className={adminLinkClass}>
                  <img
                    src={`/admin/vratenia/${r.id}/foto/${photoId}`}
                    alt={t('admin.returns.photo', { n: i + 1 })}
                    className="h-32 w-auto rounded border border-line"
                    loading="lazy"
                  />
                </a>
              </li>
            ))}
          </ul>
        </AdminSection>
      ) : null}

      <AdminSection title={t('admin.returns.actions')}>
        {r.next.length === 0 ? <p className="text-muted">{t('admin.returns.no_actions')}</p> : null}
        <div className="flex flex-col gap-4">
          {r.next.map((to) =>
            to === 'rejected' ? (
              <Form key={to} method="post" className={`${adminCardClass} flex flex-col gap-2`}>
                <input type="hidden" name="to" value="rejected" />
                <label htmlFor="return-reason" className="text-sm font-semibold text-ink">
                  {t('admin.returns.reject_reason')}
                </label>
                <textarea
                  id="return-reason"
                  name="reason"
                  required
                  maxLength={1000}
                  aria-invalid={errors.reason ? true : undefined}
                  aria-describedby={errors.reason ? 'return-reason-error' : undefined}
                  className={adminTextareaClass(Boolean(errors.reason))}
                />
                {errors.reason ? (
                  <p id="return-reason-error" className="text-sm text-danger">
                    {errors.reason.join(' ')}
                  </p>
                ) : null}
                <button type="submit" className={`${adminDangerButton} self-start`} disabled={busy}>
                  {t('admin.returns.to.rejected')}
                </button>
              </Form>
            ) : to === 'resolved' ? (
              <Form key={to} method="post" className={`${adminCardClass} flex flex-col gap-2`}>
                <input type="hidden" name="to" value="resolved" />
                <fieldset aria-describedby={errors.resolution ? 'return-resolution-error' : undefined}>
                  <legend className="mb-1 text-sm font-semibold text-ink">{t('admin.returns.resolution')}</legend>
                  {RETURN_RESOLUTIONS.map((resolution) => (
                    <label key={resolution} className="flex min-h-11 items-center gap-3 text-sm">
                      <input type="radio" name="resolution" value={resolution} required className="size-5 shrink-0" />
                      <span>{t(`returns.resolution.${resolution}`)}</span>
                    </label>
                  ))}
                </fieldset>
                {errors.resolution ? (
                  <p id="return-resolution-error" className="text-sm text-danger">
                    {errors.resolution.join(' ')}
                  </p>
                ) : null}
                <button type="submit" className={`${adminPrimaryButton} self-start`} disabled={busy}>
                  {t('admin.returns.to.resolved')}
                </button>
              </Form>
            ) : (
              <Form key={to} method="post">
                <button type="submit" name="to" value={to} className={adminPrimaryButton} disabled={busy}>
                  {buttonLabel(to)}
                </button>
              </Form>
            ),
          )}
        </div>
      </AdminSection>
      <AuditLogPanel entries={audit} />
    </>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
