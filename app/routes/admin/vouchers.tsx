/**
 * /admin/kupony: the voucher list: search by code, filter by type and active flag, sorting and paging
 * through the query string; each code links to its edit page with the uses.
 */
import { Link } from 'react-router';
import type { Route } from './+types/vouchers';
import { ADMIN_DIR_PARAM, ADMIN_SORT_PARAM, parseListQuery } from '@/domain/back-office/list-query';
import { listAdminVouchers, VOUCHER_SORTS, type AdminVoucher, type AdminVoucherStatus } from '@/domain/vouchers/admin-vouchers';
import { VOUCHER_TYPES, voucherListFilterSchema, voucherTypeLabel, voucherValueLabel } from '@/domain/vouchers/admin-vouchers-schema';
import { loadMainCurrency } from '@/domain/pricing/main-currency';
import { formatMoney } from '@/domain/pricing/pricing';
import { AdminErrorBoundary } from '~/components/admin/admin-error';
import { adminLinkClass, adminPrimaryButton } from '~/components/admin/admin-styles';
import { DataTable, type DataColumn } from '~/components/admin/data-table';
import { FilterForm } from '~/components/admin/filter-form';
import { UrlFlash } from '~/components/admin/flash-message';
import { AdminField } from '~/components/admin/form-field';
import { AdminPageHeader } from '~/components/admin/page-header';
import { AdminPagination } from '~/components/admin/pagination';
import { shopDateTimeFormat } from '@/lib/shop-time';
import { adminMeta } from '~/lib/admin/admin-meta';
import { requireAdminPage, type AdminRouteHandle } from '~/lib/admin/admin-guard.server';
import { useT } from '~/lib/root/use-root-data';

export const handle = { adminRole: 'admin' } satisfies AdminRouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context, handle.adminRole);
  const params = new URL(request.url).searchParams;
  const filters = voucherListFilterSchema.parse(Object.fromEntries(params));
  const query = parseListQuery(params, { sortable: VOUCHER_SORTS, defaultSort: 'created_at' });
  const [page, main] = await Promise.all([listAdminVouchers(context.services.db, filters, query), loadMainCurrency(context.services.db)]);
  return { page, filters, sort: query.sort, dir: query.dir, main };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.vouchers.title');

const STATUS_CLASS: Record<AdminVoucherStatus, string> = {
  active: 'font-semibold text-success',
  scheduled: 'text-ink',
  expired: 'text-muted',
  used_up: 'text-muted',
  inactive: 'text-muted',
};

/** Validity bounds in shop time to the minute ('31. 12. 2030 23:59'): the owner types them so. */
const formatShopDateTime = (iso: string) =>
  shopDateTimeFormat('sk-SK', { day: 'numeric', month: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

export default function AdminVouchers({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { page, filters, sort, dir, main } = loaderData;
  const columns: DataColumn<AdminVoucher>[] = [
    {
      key: 'code',
      label: t('admin.vouchers.code'),
      sortable: true,
      render: (v) => (
        <Link to={`/admin/kupony/${v.id}`} className={adminLinkClass}>
          {v.code}
        </Link>
      ),
    },
    { key: 'type', label: t('admin.vouchers.type'), render: (v) => voucherTypeLabel(t, v.voucherType) },
    {
      key: 'value',
      label: t('admin.vouchers.value'),
      align: 'right',
      render: (v) => <span className="whitespace-nowrap">{voucherValueLabel(v, main)}</span>,
    },
    {
      key: 'used',
      label: t('admin.vouchers.used'),
      sortable: true,
      align: 'right',
      render: (v) =>
        v.quantity === null
          ? t('admin.vouchers.used_of_unlimited', { used: v.usedCount })
          : t('admin.vouchers.used_of', { used: v.usedCount, total: v.quantity }),
    },
    {
      key: 'minimal_price',
      label: t('admin.vouchers.minimum'),
      align: 'right',
      render: (v) => <span className="whitespace-nowrap">{v.minimalAmount === null ? '–' : formatMoney(v.minimalAmount, main)}</span>,
    },
    {
      key: 'per_user',
      label: t('admin.vouchers.per_customer'),
      align: 'right',
      render: (v) => (v.quantityPerUser === null ? t('admin.vouchers.unlimited') : `${v.quantityPerUser}×`),
    },
    {
      key: 'active_to',
      label: t('admin.vouchers.validity'),
      sortable: true,
      render: (v) => (
        <span className="text-xs whitespace-nowrap">
          {v.activeFrom ? <time dateTime={v.activeFrom}>{formatShopDateTime(v.activeFrom)}</time> : '…'} –{' '}
          {v.activeTo ? <time dateTime={v.activeTo}>{formatShopDateTime(v.activeTo)}</time> : '…'}
        </span>
      ),
    },
    { key: 'owner', label: t('admin.vouchers.owner'), render: (v) => v.ownerName ?? '' },
    {
      key: 'active',
      label: t('admin.vouchers.state'),
      render: (v) => <span className={STATUS_CLASS[v.status]}>{t(`admin.vouchers.status.${v.status}`)}</span>,
    },
  ];
  return (
    <>
      <AdminPageHeader
        title={t('admin.vouchers.title')}
        actions={
          <Link to="/admin/kupony/novy" className={adminPrimaryButton}>
            {t('admin.vouchers.new')}
          </Link>
        }
      />
      <UrlFlash />
      <FilterForm resetTo="/admin/kupony" keep={{ [ADMIN_SORT_PARAM]: sort, [ADMIN_DIR_PARAM]: dir }}>
        <AdminField name="q" type="search" label={t('admin.vouchers.search')} defaultValue={filters.q} maxLength={64} />
        <AdminField
          name="type"
          as="select"
          label={t('admin.vouchers.type')}
          emptyLabel={t('admin.filter.any')}
          defaultValue={filters.type}
          options={VOUCHER_TYPES.map((v) => ({ value: v, label: voucherTypeLabel(t, v) }))}
        />
        <AdminField
          name="active"
          as="select"
          label={t('admin.vouchers.state')}
          emptyLabel={t('admin.filter.any')}
          defaultValue={filters.active}
          options={[
            { value: '1', label: t('admin.vouchers.active') },
            { value: '0', label: t('admin.vouchers.inactive') },
          ]}
        />
      </FilterForm>
      <DataTable caption={t('admin.vouchers.caption')} columns={columns} rows={page.rows} rowKey={(v) => v.id} sort={sort} dir={dir} />
      <AdminPagination page={page.page} pageSize={page.pageSize} total={page.total} />
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
