/**
 * /admin/kupony/novy and /admin/kupony/{id}: create or edit a voucher with every limit the cart enforces
 * (decision 0034) — type and value (gross in the main currency with two decimals, decision 0080, or percent), total and per-customer uses, validity window
 * (Bratislava time), minimal cart value, service type, e-mail required, owner influencer and commission, active.
 * The same zod schema as POST/PUT /api/admin/vouchers; after a refused post the typed values come back. The edit page
 * lists the orders that used the voucher and the audit log.
 */
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/vouchers-edit';
import { createVoucher, listVoucherOwnerOptions, loadAdminVoucherDetail, updateVoucher } from '@/domain/vouchers/admin-vouchers';
import {
  VOUCHER_FORM_FIELDS,
  VOUCHER_TYPES,
  voucherFormErrors,
  voucherFormSchema,
  voucherToFormValues,
  voucherTypeLabel,
  voucherValueLabel,
  type VoucherFormValues,
} from '@/domain/vouchers/admin-vouchers-schema';
import type { MessageKey } from '@/i18n';
import { loadMainCurrency } from '@/domain/pricing/main-currency';
import { convertCzkMinor, formatMoney } from '@/domain/pricing/pricing';
import { formatZodError, type FieldErrors } from '@/lib/validation';
import { AdminErrorBoundary } from '~/components/admin/admin-error';
import { adminLinkClass, adminPrimaryButton } from '~/components/admin/admin-styles';
import { AuditLogPanel, formatAdminDateTime } from '~/components/admin/audit-log-panel';
import { DataTable } from '~/components/admin/data-table';
import { FlashMessage, UrlFlash, withFlash } from '~/components/admin/flash-message';
import { AdminField } from '~/components/admin/form-field';
import { AdminPageHeader, AdminSection } from '~/components/admin/page-header';
import { adminMeta } from '~/lib/admin/admin-meta';
import { adminNotFound, adminParamId, requireAdminPage, type AdminRouteHandle } from '~/lib/admin/admin-guard.server';
import { readForm } from '~/lib/session/auth-session.server';
import { useT } from '~/lib/root/use-root-data';
import { UnsavedChangesGuard } from '~/components/admin/unsaved-changes-guard';

export const handle = { adminRole: 'admin' } satisfies AdminRouteHandle;

const NEW_VOUCHER: VoucherFormValues = { voucherType: 'percent', serviceType: 'eshop', isActive: 'on' };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminPage(request, context, handle.adminRole);
  const { db } = context.services;
  // amounts are typed and read gross in the main currency (decision 0080)
  const main = await loadMainCurrency(db);
  if (params.id === undefined) {
    return { detail: null, values: NEW_VOUCHER, owners: await listVoucherOwnerOptions(db, null), main };
  }
  const id = adminParamId(params.id, context);
  const detail = await loadAdminVoucherDetail(db, id);
  if (!detail) return adminNotFound(context);
  return {
    detail,
    values: voucherToFormValues(detail.voucher),
    owners: await listVoucherOwnerOptions(db, detail.voucher.ownerUserId),
    main,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdminPage(request, context, handle.adminRole);
  const id = params.id === undefined ? null : adminParamId(params.id, context);
  const { db, t } = context.services;
  const form = await readForm(request);
  const values: VoucherFormValues = Object.fromEntries(
    VOUCHER_FORM_FIELDS.filter((k) => k in form).map((k) => [k, form[k]!.slice(0, 200)]),
  );
  const fail = (errors: FieldErrors) =>
    data({ ok: false as const, errors: voucherFormErrors(errors), values, message: t('validation.summary') }, { status: 422 });
  const parsed = voucherFormSchema.safeParse(values);
  if (!parsed.success) return fail(formatZodError(parsed.error, values, t));
  const result = id === null ? await createVoucher(db, parsed.data, user.id, t) : await updateVoucher(db, id, parsed.data, user.id, t);
  if (!result.ok) {
    if ('notFound' in result) return adminNotFound(context);
    return fail(result.errors);
  }
  throw redirect(withFlash(`/admin/kupony/${result.id}`, id === null ? 'admin.flash.created' : 'admin.flash.saved'));
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches, data: loaderData }) => {
  const code = (loaderData as { detail?: { voucher: { code: string } } | null } | undefined)?.detail?.voucher.code;
  return adminMeta(matches, code ? { text: `Kupón ${code}` } : 'admin.vouchers.new');
};

export default function AdminVoucherEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { detail, owners, main } = loaderData;
  const symbol = main.symbol_after || main.code;
  const failed = actionData && !actionData.ok ? actionData : null;
  const values: VoucherFormValues = failed ? failed.values : loaderData.values;
  const errors: FieldErrors = failed?.errors ?? {};
  const busy = useNavigation().state !== 'idle';
  const v = detail?.voucher;
  // the form is keyed by the loaded values so that a saved change resets the uncontrolled fields
  const formKey = JSON.stringify(loaderData.values) + (failed ? JSON.stringify(failed.values) : '');
  return (
    <UnsavedChangesGuard>
      <p className="mb-2">
        <Link to="/admin/kupony" className={adminLinkClass}>
          ← {t('admin.vouchers.back')}
        </Link>
      </p>
      <AdminPageHeader
        title={v ? t('admin.vouchers.edit_title', { code: v.code }) : t('admin.vouchers.new')}
        intro={
          v ? (
            <>
              {voucherTypeLabel(t, v.voucherType)} · {voucherValueLabel(v, main)} ·{' '}
              {v.quantity === null
                ? t('admin.vouchers.used_of_unlimited', { used: v.usedCount })
                : t('admin.vouchers.used_of', { used: v.usedCount, total: v.quantity })}
            </>
          ) : undefined
        }
      />
      <UrlFlash />
      {failed ? <FlashMessage kind="error" text={failed.message} /> : null}
      <Form method="post" key={formKey} className="flex flex-col gap-6" noValidate>
        <AdminSection title={t('admin.vouchers.section.basic')} id="voucher-basic">
          <div className="grid grid-cols-1 gap-4 tablet:grid-cols-2">
            <AdminField
              name="code"
              label={t('admin.vouchers.code')}
              defaultValue={values.code}
              errors={errors.code}
              required
              maxLength={64}
              autoComplete="off"
              hint={t('admin.vouchers.code_hint')}
            />
            <AdminField
              name="voucherType"
              as="select"
              label={t('admin.vouchers.type')}
              defaultValue={values.voucherType}
              errors={errors.voucherType}
              required
              options={VOUCHER_TYPES.map((type) => ({ value: type, label: voucherTypeLabel(t, type) }))}
            />
            <AdminField
              name="value"
              label={t('admin.vouchers.value')}
              defaultValue={values.value}
              errors={errors.value}
              required
              inputMode="decimal"
              hint={t('admin.vouchers.value_hint', { currency: symbol })}
            />
            {/* the storefront's own service type is internal: shown only when a code carries another one (it is then off in the shop) */}
            {(values.serviceType ?? 'eshop') === 'eshop' && !errors.serviceType ? (
              <input type="hidden" name="serviceType" value="eshop" />
            ) : (
              <AdminField
                name="serviceType"
                label={t('admin.vouchers.service_type')}
                defaultValue={values.serviceType}
                errors={errors.serviceType}
                maxLength={32}
                hint={t('admin.vouchers.service_type_hint')}
              />
            )}
            <AdminField
              name="isActive"
              type="checkbox"
              label={t('admin.vouchers.is_active')}
              defaultChecked={values.isActive === 'on'}
              errors={errors.isActive}
            />
            <AdminField
              name="requiresEmail"
              type="checkbox"
              label={t('admin.vouchers.requires_email')}
              defaultChecked={values.requiresEmail === 'on'}
              errors={errors.requiresEmail}
            />
            <AdminField
              name="isCombinable"
              type="checkbox"
              label={t('admin.vouchers.is_combinable')}
              defaultChecked={values.isCombinable === 'on'}
              errors={errors.isCombinable}
            />
            <AdminField
              name="firstPurchaseOnly"
              type="checkbox"
              label={t('admin.vouchers.first_purchase_only')}
              defaultChecked={values.firstPurchaseOnly === 'on'}
              errors={errors.firstPurchaseOnly}
            />
            <AdminField
              name="discountsDelivery"
              type="checkbox"
              label={t('admin.vouchers.discounts_delivery')}
              defaultChecked={values.discountsDelivery === 'on'}
              errors={errors.discountsDelivery}
            />
          </div>
        </AdminSection>
        <AdminSection title={t('admin.vouchers.section.limits')} id="voucher-limits">
          <div className="grid grid-cols-1 gap-4 tablet:grid-cols-2">
            <AdminField
              name="quantity"
              type="number"
              min={1}
              label={t('admin.vouchers.quantity')}
              defaultValue={values.quantity}
              errors={errors.quantity}
              hint={t('admin.vouchers.unlimited_hint')}
            />
            <AdminField
              name="quantityPerUser"
              type="number"
              min={1}
              label={t('admin.vouchers.quantity_per_user')}
              defaultValue={values.quantityPerUser}
              errors={errors.quantityPerUser}
              hint={t('admin.vouchers.unlimited_hint')}
            />
            <AdminField
              name="activeFrom"
              type="datetime-local"
              label={t('admin.vouchers.active_from')}
              defaultValue={values.activeFrom}
              errors={errors.activeFrom}
            />
            <AdminField
              name="activeTo"
              type="datetime-local"
              label={t('admin.vouchers.active_to')}
              defaultValue={values.activeTo}
              errors={errors.activeTo}
            />
            <AdminField
              name="minimalPrice"
              label={t('admin.vouchers.minimal_price', { currency: symbol })}
              defaultValue={values.minimalPrice}
              errors={errors.minimalPrice}
              inputMode="decimal"
              hint={t('admin.vouchers.minimal_price_hint')}
            />
          </div>
        </AdminSection>
        <AdminSection title={t('admin.vouchers.section.influencer')} id="voucher-influencer">
          <div className="grid grid-cols-1 gap-4 tablet:grid-cols-2">
            <AdminField
              name="ownerUserId"
              as="select"
              label={t('admin.vouchers.owner')}
              emptyLabel={t('admin.vouchers.owner_none')}
              defaultValue={values.ownerUserId}
              errors={errors.ownerUserId}
              options={owners.map((o) => ({ value: String(o.id), label: o.label }))}
            />
            <AdminField
              name="commissionPercent"
              type="number"
              min={0}
              max={100}
              label={t('admin.vouchers.commission')}
              defaultValue={values.commissionPercent}
              errors={errors.commissionPercent}
              hint={t('admin.vouchers.commission_hint')}
            />
          </div>
        </AdminSection>
        <div>
          <button type="submit" className={adminPrimaryButton} disabled={busy}>
            {v ? t('admin.vouchers.save') : t('admin.vouchers.create')}
          </button>
        </div>
      </Form>
      {detail ? (
        <div className="mt-6 flex flex-col gap-6">
          <AdminSection title={t('admin.vouchers.uses')} id="voucher-uses">
            <DataTable
              caption={t('admin.vouchers.uses')}
              rows={detail.uses}
              rowKey={(u) => u.id}
              empty={t('admin.vouchers.uses_empty')}
              columns={[
                {
                  key: 'order',
                  label: t('admin.vouchers.use_order'),
                  render: (u) => (
                    <Link to={`/admin/objednavky/${u.orderId}`} className={adminLinkClass}>
                      {u.orderNumber}
                    </Link>
                  ),
                },
                {
                  key: 'date',
                  label: t('admin.vouchers.use_date'),
                  render: (u) => <time dateTime={u.createdAt}>{formatAdminDateTime(u.createdAt)}</time>,
                },
                {
                  key: 'customer',
                  label: t('admin.vouchers.use_customer'),
                  render: (u) => (
                    <>
                      {u.userId ? (
                        <Link to={`/admin/zakaznici/${u.userId}`} className={adminLinkClass}>
                          {u.customerName ?? u.email}
                        </Link>
                      ) : (
                        (u.customerName ?? '')
                      )}
                      <span className="block text-xs text-muted">{u.email}</span>
                    </>
                  ),
                },
                { key: 'state', label: t('admin.vouchers.use_state'), render: (u) => t(`order.state.${u.orderState}` as MessageKey) },
                {
                  key: 'commission',
                  label: t('admin.vouchers.commission'),
                  align: 'right',
                  render: (u) =>
                    u.commissionAmount === null ? (
                      ''
                    ) : (
                      <span className="whitespace-nowrap">
                        {formatMoney(convertCzkMinor(u.commissionAmount, main), main)}
                        <span className="block text-xs text-muted">
                          {u.commissionPaidAt ? t('admin.vouchers.commission_paid') : t('admin.vouchers.commission_unpaid')}
                        </span>
                      </span>
                    ),
                },
              ]}
            />
          </AdminSection>
          <AuditLogPanel entries={detail.audit} />
        </div>
      ) : null}
    </UnsavedChangesGuard>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
