/**
 * /admin/objednavky/{id}: an order in the back office: state and the allowed next states as buttons,
 * customer, items, totals, delivery and invoice data, state history and the audit log. Each state change is one
 * form post (works without JavaScript; cancel asks for confirmation with JavaScript): e-mails the customer, writes
 * the history and the audit log; an illegal change answers 422 with a message.
 */
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/order-detail';
import type { OrderState } from '@/db/schema';
import { listOrderDocuments } from '@/domain/invoices/invoices';
import { changeOrderStateAsAdmin } from '@/domain/orders/admin-order-actions';
import { orderStateChangeSchema, orderStateFormInput, TRACKING_NUMBER_MAX } from '@/domain/orders/admin-order-state-schema';
import { ORDER_STATE_VALUES } from '@/domain/orders/admin-order-transitions';
import { formatMoney } from '@/domain/pricing/pricing';
import { loadAdminOrderDetail } from '@/domain/orders/admin-orders';
import type { MessageKey } from '@/i18n';
import { formatZodError, type FieldErrors } from '@/lib/validation';
import { AdminErrorBoundary } from '~/components/admin/admin-error';
import { adminLinkClass, adminPrimaryButton, adminSecondaryButton } from '~/components/admin/admin-styles';
import { AuditLogPanel, formatAdminDateTime } from '~/components/admin/audit-log-panel';
import { OrderDocumentsPanel } from '~/components/admin/order-documents-panel';
import { OrderShipmentPanel } from '~/components/admin/order-shipment-panel';
import { ConfirmButton } from '~/components/admin/confirm-button';
import { FlashMessage, UrlFlash, withFlash } from '~/components/admin/flash-message';
import { AdminField } from '~/components/admin/form-field';
import { StateBadge } from '~/components/admin/order-state-badge';
import { AdminPageHeader, AdminSection } from '~/components/admin/page-header';
import { OrderAddresses, OrderItemsTable, OrderTotals } from '~/components/order/order-summary-view';
import { adminMeta } from '~/lib/admin/admin-meta';
import { adminNotFound, adminParamId, requireAdminPage, type AdminRouteHandle } from '~/lib/admin/admin-guard.server';
import { readForm } from '~/lib/session/auth-session.server';
import { createShipmentPageAction, shipmentDeps } from '~/lib/admin/admin-shipments.server';
import { loadOrderShipmentPanel } from '@/domain/shipments/shipments';
import { useT } from '~/lib/root/use-root-data';

export const handle = { adminRole: 'admin' } satisfies AdminRouteHandle;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminPage(request, context, handle.adminRole);
  const id = adminParamId(params.id, context);
  const detail = await loadAdminOrderDetail(context.services.db, id);
  if (!detail) return adminNotFound(context);
  return {
    detail,
    documents: await listOrderDocuments(context.services.db, id),
    shipment: await loadOrderShipmentPanel(shipmentDeps(context), id), // decision 0104
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdminPage(request, context, handle.adminRole);
  const id = adminParamId(params.id, context);
  const { t, db, mailer, mailOutbox, config, now } = context.services;
  const form = await readForm(request);
  if (form.intent === 'create-shipment') return createShipmentPageAction(context, id, user); // decision 0104
  const to = form.state as OrderState | undefined;
  if (!to || !(ORDER_STATE_VALUES as readonly string[]).includes(to)) {
    return data({ ok: false as const, message: t('admin.order.error.state_invalid') }, { status: 422 });
  }
  // the same schema as POST /api/admin/orders/{id}/state (decision 0072)
  const parsed = orderStateChangeSchema.safeParse(orderStateFormInput({ ...form, note: form.note?.slice(0, 500) }));
  if (!parsed.success) {
    return data({ ok: false as const, message: t('validation.summary'), errors: formatZodError(parsed.error, form, t) }, { status: 422 });
  }
  const { note, trackingNumber, notifyCustomer } = parsed.data;
  const result = await changeOrderStateAsAdmin({ db, mailer, mailOutbox, t, publicUrl: config.publicUrl, now }, id, to, {
    userId: user.id,
    note,
    trackingNumber,
    notifyCustomer,
  });
  if (!result.ok && result.code === 'not_found') return adminNotFound(context);
  if (!result.ok) {
    const label = (s: OrderState) => t(`order.state.${s}` as MessageKey);
    return data(
      { ok: false as const, message: t('admin.order.error.illegal', { from: label(result.from), to: label(result.to) }) },
      { status: 422 },
    );
  }
  // the e-mail went out, or waits in the mail outbox because SMTP failed just now (decision 0128), or was not asked for
  const flash = !notifyCustomer
    ? 'admin.order.flash.changed_silent'
    : result.mailed
      ? 'admin.order.flash.changed'
      : 'admin.order.flash.changed_queued';
  throw redirect(withFlash(`/admin/objednavky/${id}`, flash));
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches, data: loaderData }) => {
  const number = (loaderData as { detail?: { summary: { number: string } } } | undefined)?.detail?.summary.number;
  return adminMeta(matches, number ? { text: `Objednávka ${number}` } : 'admin.orders.title');
};

export default function AdminOrderDetail({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { detail } = loaderData;
  const { summary } = detail;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const stateLabel = (s: OrderState) => t(`order.state.${s}` as MessageKey);
  return (
    <>
      <p className="mb-2">
        <Link to="/admin/objednavky" className={adminLinkClass}>
          ← {t('admin.order.back')}
        </Link>
      </p>
      <AdminPageHeader
        title={t('admin.order.title', { number: summary.number })}
        intro={
          <>
            {formatAdminDateTime(summary.createdAt)} · <StateBadge state={summary.state} label={stateLabel(summary.state)} /> ·{' '}
            <span data-testid="paid-state">
              {summary.paidAt ? t('admin.order.paid_at', { date: formatAdminDateTime(summary.paidAt) }) : t('admin.order.unpaid')}
            </span>
          </>
        }
        actions={
          <>
            {detail.editable ? (
              <Link to={`/admin/objednavky/${summary.id}/upravit`} className={adminSecondaryButton}>
                {t('admin.order_edit.button')}
              </Link>
            ) : null}
            <a href={`/admin/objednavky/${summary.id}/dodaci-list`} className={adminSecondaryButton} target="_blank" rel="noopener">
              {t('admin.order.print_slip')}
            </a>
            <a href={detail.summaryPath} className={adminSecondaryButton} target="_blank" rel="noopener">
              {t('admin.order.summary_link')}
            </a>
          </>
        }
      />
      <UrlFlash />
      {actionData && !actionData.ok ? <FlashMessage kind="error" text={actionData.message} /> : null}

      <div className="grid gap-6 desktop:grid-cols-[2fr_1fr]">
        <div className="flex min-w-0 flex-col gap-6">
          <OrderItemsTable summary={summary} showCodes />
          <OrderTotals summary={summary} />
          {detail.balanceDue !== 0 ? (
            <p className="rounded-md border-l-4 border-orange bg-white px-4 py-3 text-sm font-semibold shadow-sm" data-testid="balance-due">
              {t('admin.order_edit.balance_title')}:{' '}
              {detail.balanceDue > 0
                ? t('admin.order_edit.balance.collect', { amount: formatMoney(detail.balanceDue, summary.currency) })
                : t('admin.order_edit.balance.refund', { amount: formatMoney(-detail.balanceDue, summary.currency) })}
            </p>
          ) : null}
          <OrderAddresses summary={summary} />
        </div>
        {/* on a phone the state change comes first, above the fold (decision 0090) */}
        <div className="order-first flex min-w-0 flex-col gap-6 desktop:order-none">
          <AdminSection title={t('admin.order.actions')} id="order-actions">
            {detail.nextStates.length === 0 ? (
              <p className="text-sm text-muted">{t('admin.order.actions_none')}</p>
            ) : (
              // keyed by the state: a successful change empties the note, so the next change does not repeat it (decision 0071)
              <Form key={summary.state} method="post" className="flex flex-col gap-3">
                <AdminField name="note" label={t('admin.order.action_note')} maxLength={500} />
                {detail.nextStates.includes('shipped') ? (
                  <AdminField
                    name="trackingNumber"
                    label={t('admin.order.tracking_number')}
                    hint={t('admin.order.tracking_hint')}
                    maxLength={TRACKING_NUMBER_MAX}
                    autoComplete="off"
                    defaultValue={summary.delivery.tracking?.number ?? undefined}
                    errors={actionData && 'errors' in actionData ? (actionData.errors as FieldErrors).trackingNumber : undefined}
                  />
                ) : null}
                <NotifyCustomerCheckbox label={t('admin.order.notify_customer')} />
                <div className="flex flex-wrap gap-2">
                  {detail.nextStates.map((to) =>
                    to === 'cancelled' ? (
                      <ConfirmButton key={to} name="state" value={to} message={t('admin.order.confirm_cancel')} disabled={busy}>
                        {t('admin.order.action.cancelled')}
                      </ConfirmButton>
                    ) : (
                      <button key={to} type="submit" name="state" value={to} className={adminPrimaryButton} disabled={busy}>
                        {t(`admin.order.action.${to}` as MessageKey)}
                      </button>
                    ),
                  )}
                </div>
              </Form>
            )}
          </AdminSection>
          <AdminSection title={t('admin.order.customer')} id="order-customer">
            <dl className="flex flex-col gap-1 text-sm">
              <div>
                <dt className="sr-only">{t('admin.orders.customer')}</dt>
                <dd className="font-semibold">{summary.invoice.name}</dd>
              </div>
              <div>
                <dt className="sr-only">{t('admin.orders.email')}</dt>
                <dd>
                  <a href={`mailto:${summary.email}`} className={adminLinkClass}>
                    {summary.email}
                  </a>
                </dd>
              </div>
              {detail.phone ? (
                <div>
                  <dt className="inline text-muted">{t('admin.order.phone')}: </dt>
                  <dd className="inline">
                    <a href={`tel:${detail.phone.replace(/[^\d+]/g, '')}`} className={adminLinkClass}>
                      {detail.phone}
                    </a>
                  </dd>
                </div>
              ) : null}
              <div>
                <dt className="sr-only">{t('admin.order.customer')}</dt>
                <dd className="text-muted">
                  {detail.userId ? t('admin.order.registered', { id: detail.userId }) : t('admin.order.guest')}
                </dd>
              </div>
              <div>
                <dt className="inline text-muted">{t('admin.order.payment')}: </dt>
                <dd className="inline">{summary.payment.methodName}</dd>
              </div>
            </dl>
          </AdminSection>
          <AdminSection title={t('admin.order.history')} id="order-history">
            <ol className="flex flex-col gap-2 text-sm" data-testid="state-history">
              {historyRows(detail).map((row) =>
                row.kind === 'edit' ? (
                  <li key={`edit-${row.entry.id}`} data-testid="history-edit">
                    <time dateTime={row.entry.at} className="text-muted">
                      {formatAdminDateTime(row.entry.at)}
                    </time>{' '}
                    <span className="font-semibold">{t('admin.order.history_edited')}</span>
                    {row.entry.userName ? <span className="text-muted"> · {row.entry.userName}</span> : null}
                    <ul className="mt-1 flex flex-col gap-0.5 text-muted">
                      {row.entry.changes.map((c) => (
                        <li key={c.label} className="break-words">
                          {c.label}: {c.from ?? '∅'} → {c.to ?? '∅'}
                        </li>
                      ))}
                    </ul>
                  </li>
                ) : (
                  <HistoryStateRow key={row.entry.id} h={row.entry} stateLabel={stateLabel} />
                ),
              )}
            </ol>
          </AdminSection>
          {loaderData.shipment ? <OrderShipmentPanel orderId={summary.id} panel={loaderData.shipment} /> : null}
          <OrderDocumentsPanel orderId={summary.id} documents={loaderData.documents} currency={summary.currency} />
        </div>
      </div>
      <div className="mt-6">
        <AuditLogPanel entries={detail.audit} />
      </div>
    </>
  );
}

type Detail = Route.ComponentProps['loaderData']['detail'];

/** State changes and edits, oldest first. */
function historyRows(detail: Detail) {
  const rows = [
    ...detail.history.map((entry) => ({ kind: 'state' as const, at: entry.at, entry })),
    ...detail.edits.map((entry) => ({ kind: 'edit' as const, at: entry.at, entry })),
  ];
  return rows.sort((a, b) => a.at.localeCompare(b.at));
}

function HistoryStateRow({ h, stateLabel }: { h: Detail['history'][number]; stateLabel: (s: OrderState) => string }) {
  const t = useT();
  return (
    <li key={h.id}>
      <time dateTime={h.at} className="text-muted">
        {formatAdminDateTime(h.at)}
      </time>{' '}
      <span className="font-semibold">
        {h.from
          ? t('admin.order.history_from_to', { from: stateLabel(h.from), to: stateLabel(h.to) })
          : t('admin.order.history_created', { to: stateLabel(h.to) })}
      </span>
      {h.userName ? <span className="text-muted"> · {h.userName}</span> : null}
      {h.note ? <span className="block text-muted">{h.note}</span> : null}
    </li>
  );
}

/**
 * "Poslať zákazníkovi e-mail", ticked by default (decision 0072): the box posts 1 before the hidden 0, and the first
 * value of a field wins, so an unticked box posts 0.
 */
function NotifyCustomerCheckbox({ label }: { label: string }) {
  return (
    <div className="flex items-center gap-2">
      <input type="checkbox" id="admin-notifyCustomer" name="notifyCustomer" value="1" defaultChecked className="size-4" />
      <input type="hidden" name="notifyCustomer" value="0" />
      <label htmlFor="admin-notifyCustomer" className="text-sm font-semibold text-ink">
        {label}
      </label>
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
