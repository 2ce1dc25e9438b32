/**
 * /admin/zakaznici/{id}: a customer: contact and invoice data, group (changeable: its discount applies to
 * the customer's next cart view and order), influencer figures when the customer owns vouchers, orders, addresses
 * and the audit log.
 */
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/customers-detail';
import { changeCustomerGroup, listCustomerGroups, loadAdminCustomer } from '@/domain/accounts/admin-customers';
import { roleLabels } from '@/domain/back-office/roles';
import { customerGroupChangeSchema } from '@/domain/accounts/admin-customers-schema';
import { formatMoney } from '@/domain/pricing/pricing';
import type { MessageKey } from '@/i18n';
import { formatZodError } from '@/lib/validation';
import { InfluencerHistory } from '~/components/account/influencer-history';
import { AdminErrorBoundary } from '~/components/admin/admin-error';
import { adminLinkClass, adminPrimaryButton, adminSecondaryButton } from '~/components/admin/admin-styles';
import { AuditLogPanel, formatAdminDateTime } from '~/components/admin/audit-log-panel';
import { DataTable } from '~/components/admin/data-table';
import { FlashMessage, UrlFlash, withFlash } from '~/components/admin/flash-message';
import { AdminField } from '~/components/admin/form-field';
import { AdminPageHeader, AdminSection } from '~/components/admin/page-header';
import { adminMeta } from '~/lib/admin/admin-meta';
import { adminNotFound, adminParamId, requireAdminPage, type AdminRouteHandle } from '~/lib/admin/admin-guard.server';
import { readForm } from '~/lib/session/auth-session.server';
import { useT } from '~/lib/root/use-root-data';

export const handle = { adminRole: 'admin' } satisfies AdminRouteHandle;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminPage(request, context, handle.adminRole);
  const id = adminParamId(params.id, context);
  const { db } = context.services;
  const [detail, groups] = await Promise.all([loadAdminCustomer(db, id), listCustomerGroups(db)]);
  if (!detail) return adminNotFound(context);
  return { detail, groups };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdminPage(request, context, handle.adminRole);
  const id = adminParamId(params.id, context);
  const { db, t } = context.services;
  const form = await readForm(request);
  const values = { groupId: form.groupId ?? undefined };
  const parsed = customerGroupChangeSchema.safeParse(values);
  if (!parsed.success)
    return data({ ok: false as const, errors: formatZodError(parsed.error, values, t), message: t('validation.summary') }, { status: 422 });
  const result = await changeCustomerGroup(db, id, parsed.data.groupId, user.id);
  if (!result.ok && result.reason === 'not_found') return adminNotFound(context);
  if (!result.ok)
    return data(
      { ok: false as const, errors: { groupId: [t('admin.customers.error.unknown_group')] }, message: t('validation.summary') },
      { status: 422 },
    );
  throw redirect(withFlash(`/admin/zakaznici/${id}`, 'admin.customers.flash.group_changed'));
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches, data: loaderData }) => {
  const name = (loaderData as { detail?: { customer: { name: string; email: string } } } | undefined)?.detail?.customer;
  return adminMeta(matches, name ? { text: name.name || name.email } : 'admin.customers.title');
};

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-muted">{label}:</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}

export default function AdminCustomerDetail({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { detail, groups } = loaderData;
  const { customer, orders, addresses, influencer } = detail;
  const busy = useNavigation().state !== 'idle';
  const failed = actionData && !actionData.ok ? actionData : null;
  return (
    <>
      <p className="mb-2">
        <Link to="/admin/zakaznici" className={adminLinkClass}>
          ← {t('admin.customers.back')}
        </Link>
      </p>
      <AdminPageHeader
        title={customer.name || customer.email}
        intro={customer.email}
        actions={
          <Link to={`/admin/zakaznici/${customer.id}/osobne-udaje`} className={adminSecondaryButton}>
            {t('admin.personal_data.link')}
          </Link>
        }
      />
      <UrlFlash />
      {failed ? <FlashMessage kind="error" text={failed.message} /> : null}
      <div className="grid gap-6 desktop:grid-cols-[2fr_1fr]">
        <div className="flex min-w-0 flex-col gap-6">
          <AdminSection title={t('admin.customers.section.data')} id="customer-data">
            <dl className="flex flex-col gap-1 text-sm">
              <Row label={t('admin.customers.email')} value={customer.email} />
              <Row label={t('admin.customers.phone')} value={customer.phone} />
              <Row label={t('admin.customers.company')} value={customer.company} />
              <Row label={t('admin.customers.ico')} value={customer.ico} />
              <Row label="DIČ" value={customer.dic} />
              <Row label="IČ DPH" value={customer.icDph} />
              <Row
                label={t('admin.customers.address')}
                value={[customer.street, [customer.zip, customer.city].filter(Boolean).join(' '), customer.countryCode]
                  .filter(Boolean)
                  .join(', ')}
              />
              <Row label={t('admin.customers.created_at')} value={formatAdminDateTime(customer.createdAt)} />
              <Row
                label={t('admin.customers.last_login')}
                value={customer.lastLoginAt ? formatAdminDateTime(customer.lastLoginAt) : null}
              />
              <Row label={t('admin.customers.roles')} value={roleLabels(t, customer.scope)} />
            </dl>
          </AdminSection>
          <AdminSection title={t('admin.customers.orders')} id="customer-orders">
            <DataTable
              caption={t('admin.customers.orders')}
              rows={orders}
              rowKey={(o) => o.id}
              empty={t('admin.customers.orders_empty')}
              columns={[
                {
                  key: 'number',
                  label: t('admin.customers.order_number'),
                  render: (o) => (
                    <>
                      <Link to={`/admin/objednavky/${o.id}`} className={adminLinkClass}>
                        {o.number}
                      </Link>
                      {o.guest ? <span className="block text-xs text-muted">{t('admin.customers.order_guest')}</span> : null}
                    </>
                  ),
                },
                {
                  key: 'date',
                  label: t('admin.customers.order_date'),
                  render: (o) => <time dateTime={o.createdAt}>{formatAdminDateTime(o.createdAt)}</time>,
                },
                { key: 'state', label: t('admin.customers.order_state'), render: (o) => t(`order.state.${o.state}` as MessageKey) },
                {
                  key: 'total',
                  label: t('admin.customers.order_total'),
                  align: 'right',
                  render: (o) => <span className="whitespace-nowrap">{formatMoney(o.total, o.currency)}</span>,
                },
              ]}
            />
          </AdminSection>
          {influencer ? (
            <AdminSection title={t('account.influencer_orders_title')} id="customer-influencer-orders">
              <div className="flex flex-col gap-3">
                <InfluencerHistory
                  overview={influencer}
                  money={(minor) => formatMoney(minor, influencer.currency)}
                  orderHref={(id) => `/admin/objednavky/${id}`}
                  linkClass={adminLinkClass}
                  ordersHeading={false}
                />
              </div>
            </AdminSection>
          ) : null}
          <AdminSection title={t('admin.customers.addresses')} id="customer-addresses">
            {addresses.length === 0 ? (
              <p className="text-sm text-muted">{t('admin.customers.addresses_empty')}</p>
            ) : (
              <ul className="flex flex-col gap-2 text-sm">
                {addresses.map((a) => (
                  <li key={a.id}>
                    {a.name ? <span className="font-semibold">{a.name}: </span> : null}
                    {a.text}
                    {a.isDefault ? <span className="text-muted"> ({t('admin.customers.address_default')})</span> : null}
                  </li>
                ))}
              </ul>
            )}
          </AdminSection>
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <AdminSection title={t('admin.customers.group')} id="customer-group">
            <Form method="post" className="flex flex-col gap-3">
              <AdminField
                name="groupId"
                as="select"
                label={t('admin.customers.group')}
                emptyLabel={t('admin.customers.group_none')}
                defaultValue={customer.groupId === null ? '' : String(customer.groupId)}
                errors={failed?.errors.groupId}
                options={groups.map((g) => ({
                  value: String(g.id),
                  label: t('admin.customers.group_option', { name: g.name, discount: g.discount }),
                }))}
              />
              <div>
                <button type="submit" className={adminPrimaryButton} disabled={busy}>
                  {t('admin.customers.change_group')}
                </button>
              </div>
            </Form>
          </AdminSection>
          {influencer ? (
            <AdminSection title={t('admin.influencers.figures')} id="customer-influencer">
              <dl className="flex flex-col gap-1 text-sm">
                <Row
                  label={t('admin.influencers.rate')}
                  value={customer.commissionPercent === null ? '–' : `${customer.commissionPercent} %`}
                />
                <Row label={t('admin.influencers.vouchers')} value={influencer.vouchers.map((v) => v.code).join(', ') || '–'} />
                <Row label={t('admin.influencers.unpaid')} value={formatMoney(influencer.unpaidCommission, influencer.currency)} />
                <Row label={t('admin.influencers.margin')} value={formatMoney(influencer.totalMargin, influencer.currency)} />
                <Row label={t('account.voucher_pending')} value={formatMoney(influencer.pendingCommission, influencer.currency)} />
              </dl>
              <p className="mt-3">
                <Link to="/admin/zakaznici/influenceri" className={adminLinkClass}>
                  {t('admin.influencers.manage')}
                </Link>
              </p>
            </AdminSection>
          ) : null}
        </div>
      </div>
      <div className="mt-6">
        <AuditLogPanel entries={detail.audit} />
      </div>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
