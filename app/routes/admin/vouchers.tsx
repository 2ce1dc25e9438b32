/**
 * /admin/kupony: the voucher list: search by code, filter by type and active flag, sorting and paging
 * through the query string; each code links to its edit page with the uses.
 */
import { Link } from 'react-router';
import type { Route } from './+types/vouchers';
import { ADMIN_DIR_PARAM, ADMIN_SORT_PARAM, parseListQuery } from '@/domain/admin/list-query';
import { listAdminVouchers, VOUCHER_SORTS, type AdminVoucher } from '@/domain/admin/vouchers';
import { VOUCHER_TYPES, voucherListFilterSchema, voucherTypeLabel, voucherValueLabel } from '@/domain/admin/vouchers-schema';
import { AdminErrorBoundary } from '~/components/admin/admin-error';
import { adminLinkClass, adminPrimaryButton } from '~/components/admin/admin-styles';
import { formatAdminDateTime } from '~/components/admin/audit-log-panel';
import { DataTable, type DataColumn } from '~/components/admin/data-table';
import { FilterForm } from '~/components/admin/filter-form';
import { UrlFlash } from '~/components/admin/flash-message';
import { AdminField } from '~/components/admin/form-field';
import { AdminPageHeader } from '~/components/admin/page-header';
import { AdminPagination } from '~/components/admin/pagination';
import { adminMeta } from '~/lib/admin-meta';
import { requireAdminPage, type AdminRouteHandle } from '~/lib/admin-guard.server';
import { useT } from '~/lib/use-root-data';

export const handle = { adminRole: 'admin' } satisfies AdminRouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context, handle.adminRole);
  const params = new URL(request.url).searchParams;
  const filters = voucherListFilterSchema.parse(Object.fromEntries(params));
  const query = parseListQuery(params, { sortable: VOUCHER_SORTS, defaultSort: 'created_at' });
  const page = await listAdminVouchers(context.services.db, filters, query);
  return { page, filters, sort: query.sort, dir: query.dir };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.vouchers.title');

export default function AdminVouchers({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { page, filters, sort, dir } = loaderData;
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
      render: (v) => <span className="whitespace-nowrap">{voucherValueLabel(v)}</span>,
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
      key: 'active_to',
      label: t('admin.vouchers.validity'),
      sortable: true,
      render: (v) => (
        <span className="text-xs">
          {v.activeFrom ? formatAdminDateTime(v.activeFrom) : '…'} – {v.activeTo ? formatAdminDateTime(v.activeTo) : '…'}
        </span>
      ),
    },
    { key: 'owner', label: t('admin.vouchers.owner'), render: (v) => v.ownerName ?? '' },
    {
      key: 'active',
      label: t('admin.vouchers.state'),
      render: (v) =>
        v.isActive ? (
          <span className="font-semibold text-success">{t('admin.vouchers.active')}</span>
        ) : (
          <span className="text-muted">{t('admin.vouchers.inactive')}</span>
        ),
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
