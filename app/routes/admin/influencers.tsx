/**
 * /admin/zakaznici/influenceri: influencers (decision 0035): the influencer group and every voucher owner
 * with their commission rate (editable), vouchers used/total, unpaid commission and total margin — the figures of
 * the influencer's own account page (src/domain/accounts/influencer.ts), here in the shop's main currency — and "mark paid", which
 * records the payout of the commission shown (earned up to the moment the page was loaded).
 */
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/influencers';
import { listAudit, type AuditEntry } from '@/domain/back-office/audit-log';
import { listInfluencers, markInfluencerCommissionPaid, setInfluencerCommission } from '@/domain/accounts/admin-customers';
import { commissionRateSchema, markPaidSchema } from '@/domain/accounts/admin-customers-schema';
import { formatMoney } from '@/domain/pricing/pricing';
import { loadMainCurrency } from '@/domain/pricing/main-currency';
import { formatZodError } from '@/lib/validation';
import { AdminErrorBoundary } from '~/components/admin/admin-error';
import { adminLinkClass, adminPrimaryButton, adminSecondaryButton } from '~/components/admin/admin-styles';
import { AuditLogPanel } from '~/components/admin/audit-log-panel';
import { ConfirmButton } from '~/components/admin/confirm-button';
import { FlashMessage, UrlFlash, withFlash } from '~/components/admin/flash-message';
import { AdminField } from '~/components/admin/form-field';
import { AdminPageHeader, AdminSection } from '~/components/admin/page-header';
import { adminMeta } from '~/lib/admin/admin-meta';
import { adminNotFound, requireAdminPage, type AdminRouteHandle } from '~/lib/admin/admin-guard.server';
import { readForm } from '~/lib/session/auth-session.server';
import { useT } from '~/lib/root/use-root-data';

export const handle = { adminRole: 'admin' } satisfies AdminRouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context, handle.adminRole);
  const { db, now } = context.services;
  const asOf = now().toISOString();
  // the figures in the shop's main currency (decision 0080)
  const [influencers, main] = await Promise.all([listInfluencers(db), loadMainCurrency(db)]);
  const audits = await Promise.all(influencers.map((i) => listAudit(db, 'users', i.id, 20)));
  const audit: AuditEntry[] = audits
    .flat()
    .filter((a) => a.action === 'mark_paid' || (a.changes && typeof a.changes === 'object' && 'commissionPercent' in a.changes))
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, 50);
  return { influencers, asOf, audit, main };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage(request, context, handle.adminRole);
  const { db, t, now } = context.services;
  const form = await readForm(request);
  const target = form.id && /^\d{1,9}$/.test(form.id) ? Number(form.id) : null;
  if (target === null)
    return data(
      { ok: false as const, target, errors: {} as Record<string, string[]>, message: t('admin.influencers.error.no_target') },
      { status: 422 },
    );
  if (form.intent === 'mark-paid') {
    const values = { asOf: form.asOf || undefined };
    const parsed = markPaidSchema.safeParse(values);
    if (!parsed.success)
      return data(
        { ok: false as const, target, errors: formatZodError(parsed.error, values, t), message: t('validation.summary') },
        { status: 422 },
      );
    const at = now();
    const result = await markInfluencerCommissionPaid(db, target, user.id, at, parsed.data.asOf ? new Date(parsed.data.asOf) : at);
    if (!result.ok) return adminNotFound(context);
    throw redirect(
      withFlash(
        '/admin/zakaznici/influenceri',
        result.uses > 0 ? 'admin.influencers.flash.paid' : 'admin.influencers.flash.nothing_to_pay',
      ),
    );
  }
  const values = { commissionPercent: form.commissionPercent ?? '' };
  const parsed = commissionRateSchema.safeParse(values);
  if (!parsed.success)
    return data(
      { ok: false as const, target, errors: formatZodError(parsed.error, values, t), message: t('validation.summary') },
      { status: 422 },
    );
  const result = await setInfluencerCommission(db, target, parsed.data.commissionPercent, user.id);
  if (!result.ok) return adminNotFound(context);
  throw redirect(withFlash('/admin/zakaznici/influenceri', 'admin.flash.saved'));
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.influencers.title');

export default function AdminInfluencers({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { influencers, asOf, audit, main } = loaderData;
  const busy = useNavigation().state !== 'idle';
  const failed = actionData && !actionData.ok ? actionData : null;
  return (
    <>
      <p className="mb-2">
        <Link to="/admin/zakaznici" className={adminLinkClass}>
          ← {t('admin.customers.back')}
        </Link>
      </p>
      <AdminPageHeader title={t('admin.influencers.title')} intro={t('admin.influencers.intro')} />
      <UrlFlash />
      {failed ? <FlashMessage kind="error" text={failed.message} /> : null}
      {influencers.length === 0 ? <p className="text-sm text-muted">{t('admin.influencers.empty')}</p> : null}
      <div className="flex flex-col gap-6">
        {influencers.map((i) => {
          const f = failed && failed.target === i.id ? failed : null;
          return (
            <AdminSection key={i.id} title={i.name || i.email} id={`influencer-${i.id}`}>
              <div className="grid gap-4 desktop:grid-cols-[2fr_1fr_1fr]">
                <dl className="flex flex-col gap-1 text-sm" data-testid={`influencer-${i.id}-figures`}>
                  <div className="flex flex-wrap gap-x-2">
                    <dt className="text-muted">{t('admin.customers.email')}:</dt>
                    <dd>
                      <Link to={`/admin/zakaznici/${i.id}`} className={adminLinkClass}>
                        {i.email}
                      </Link>
                    </dd>
                  </div>
                  <div className="flex flex-wrap gap-x-2">
                    <dt className="text-muted">{t('admin.influencers.vouchers')}:</dt>
                    <dd>
                      {i.vouchers.length === 0
                        ? '–'
                        : i.vouchers.map((v, index) => (
                            <span key={v.id}>
                              {index > 0 ? ', ' : ''}
                              <Link to={`/admin/kupony/${v.id}`} className={adminLinkClass}>
                                {v.code}
                              </Link>{' '}
                              (
                              {v.total === null
                                ? t('admin.vouchers.used_of_unlimited', { used: v.used })
                                : t('admin.vouchers.used_of', { used: v.used, total: v.total })}
                              )
                            </span>
                          ))}
                    </dd>
                  </div>
                  <div className="flex flex-wrap gap-x-2">
                    <dt className="text-muted">{t('admin.influencers.unpaid')}:</dt>
                    <dd className="font-semibold" data-testid="unpaid">
                      {formatMoney(i.unpaidCommission, main)}
                    </dd>
                  </div>
                  <div className="flex flex-wrap gap-x-2">
                    <dt className="text-muted">{t('admin.influencers.margin')}:</dt>
                    <dd className="font-semibold">{formatMoney(i.totalMargin, main)}</dd>
                  </div>
                  <div className="flex flex-wrap gap-x-2">
                    <dt className="text-muted">{t('admin.influencers.turnover')}:</dt>
                    <dd>{t('admin.influencers.turnover_value', { amount: formatMoney(i.turnover, main), orders: i.orders })}</dd>
                  </div>
                </dl>
                <Form method="post" className="flex flex-col gap-2">
                  <input type="hidden" name="id" value={i.id} />
                  <input type="hidden" name="intent" value="rate" />
                  <AdminField
                    id={`influencer-${i.id}-rate`}
                    name="commissionPercent"
                    type="number"
                    min={0}
                    max={100}
                    label={t('admin.influencers.rate')}
                    defaultValue={i.commissionPercent}
                    errors={f?.errors.commissionPercent}
                    hint={t('admin.influencers.rate_hint')}
                  />
                  <div>
                    <button type="submit" className={adminSecondaryButton} disabled={busy}>
                      {t('admin.influencers.save_rate')}
                    </button>
                  </div>
                </Form>
                <Form method="post" className="flex flex-col items-start gap-2">
                  <input type="hidden" name="id" value={i.id} />
                  <input type="hidden" name="asOf" value={asOf} />
                  {i.unpaidCommission > 0 ? (
                    <ConfirmButton
                      name="intent"
                      value="mark-paid"
                      className={adminPrimaryButton}
                      message={t('admin.influencers.confirm_paid', { amount: formatMoney(i.unpaidCommission, main) })}
                      disabled={busy}
                    >
                      {t('admin.influencers.mark_paid', { amount: formatMoney(i.unpaidCommission, main) })}
                    </ConfirmButton>
                  ) : (
                    <p className="text-sm text-muted">{t('admin.influencers.nothing_unpaid')}</p>
                  )}
                </Form>
              </div>
            </AdminSection>
          );
        })}
        <AuditLogPanel entries={audit} />
      </div>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
