/**
 * /admin/objednavky: the order list with filters (state, dates, payment, delivery, pickup branch), search
 * (number, customer name, e-mail), paging and sorting through the query string, and the CSV export of the filtered
 * list (GET /api/admin/orders/export with the same query).
 */
import { Link } from 'react-router';
import type { Route } from './+types/orders';
import type { OrderState } from '@/db/schema';
import { orderFilterSearch, parseOrderFilters, parseOrderListQuery } from '@/domain/orders/admin-order-filters';
import { ORDER_STATE_VALUES } from '@/domain/orders/admin-order-transitions';
import { listAdminOrders, loadOrderFilterOptions } from '@/domain/orders/admin-orders';
import { ADMIN_DIR_PARAM, ADMIN_SORT_PARAM } from '@/domain/back-office/list-query';
import { formatMoney } from '@/domain/pricing/pricing';
import type { MessageKey } from '@/i18n';
import { AdminErrorBoundary } from '~/components/admin/admin-error';
import { BulkCheckbox } from '~/components/admin/bulk-action-bar';
import { ORDER_BULK_FORM, OrderBulkBar } from '~/components/admin/order-bulk-bar';
import { adminLinkClass, adminSecondaryButton } from '~/components/admin/admin-styles';
import { formatAdminDateTime } from '~/components/admin/audit-log-panel';
import { DataTable, type DataColumn } from '~/components/admin/data-table';
import { FilterForm } from '~/components/admin/filter-form';
import { AdminField } from '~/components/admin/form-field';
import { AdminPageHeader } from '~/components/admin/page-header';
import { AdminPagination } from '~/components/admin/pagination';
import { StateBadge } from '~/components/admin/order-state-badge';
import { adminMeta } from '~/lib/admin/admin-meta';
import { requireAdminPage, type AdminRouteHandle } from '~/lib/admin/admin-guard.server';
import { orderBulkAction } from '~/lib/admin/admin-order-bulk.server';
import { shipmentBulkPageAction } from '~/lib/admin/admin-shipments.server';
import { useT } from '~/lib/root/use-root-data';

export const handle = { adminRole: 'admin' } satisfies AdminRouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context, handle.adminRole);
  const { db } = context.services;
  const params = new URL(request.url).searchParams;
  const filters = parseOrderFilters(params);
  const query = parseOrderListQuery(params);
  const [page, options] = await Promise.all([listAdminOrders(db, filters, query), loadOrderFilterOptions(db)]);
  return {
    page,
    filters,
    sort: query.sort,
    dir: query.dir,
    exportHref: `/api/admin/orders/export${orderFilterSearch(filters)}`,
    options: { ...options, stores: options.stores.map((s) => ({ value: String(s.id), label: s.name })) },
  };
}

/** bulk mark paid / ship of the selected orders (decision 0099) */
export async function action(args: Route.ActionArgs) {
  // carrier shipments of the selected orders (decision 0104)
  const form = await args.request.clone().formData();
  if (form.get('intent') === 'shipments') return shipmentBulkPageAction(args, form);
  return orderBulkAction(args);
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.orders.title');

type Row = Route.ComponentProps['loaderData']['page']['rows'][number];

const money = (r: Row) =>
  formatMoney(r.total, {
    decimals: 2,
    symbol_before: '',
    symbol_after: r.currencyCode === 'EUR' ? '€' : r.currencyCode === 'CZK' ? 'Kč' : r.currencyCode,
  });

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { page, filters, sort, dir, options, exportHref } = loaderData;
  const stateLabel = (state: OrderState) => t(`order.state.${state}` as MessageKey);
  const columns: DataColumn<Row>[] = [
    {
      key: 'select',
      label: t('admin.bulk.title'),
      rowHeader: false,
      render: (r) => <BulkCheckbox form={ORDER_BULK_FORM} value={r.id} label={t('admin.bulk.select_order', { number: r.number })} />,
    },
    {
      key: 'number',
      label: t('admin.orders.number'),
      sortable: true,
      render: (r) => (
        <Link to={`/admin/objednavky/${r.id}`} className={adminLinkClass} aria-label={t('admin.orders.detail_link', { number: r.number })}>
          {r.number}
        </Link>
      ),
    },
    {
      key: 'created_at',
      label: t('admin.orders.created_at'),
      sortable: true,
      render: (r) => <time dateTime={r.createdAt}>{formatAdminDateTime(r.createdAt)}</time>,
    },
    {
      key: 'state',
      label: t('admin.orders.state'),
      sortable: true,
      render: (r) => <StateBadge state={r.state} label={stateLabel(r.state)} />,
    },
    {
      key: 'customer',
      label: t('admin.orders.customer'),
      sortable: true,
      render: (r) => (
        <>
          {r.customerName}
          {r.company ? <span className="block text-xs text-muted">{r.company}</span> : null}
          <span className="block text-xs text-muted">{r.email}</span>
        </>
      ),
    },
    { key: 'payment', label: t('admin.orders.payment'), render: (r) => r.paymentName },
    {
      key: 'delivery',
      label: t('admin.orders.delivery'),
      render: (r) => (r.pickupStoreName ? `${r.carrierName} – ${r.pickupStoreName}` : r.carrierName),
    },
    {
      key: 'total',
      label: t('admin.orders.total'),
      sortable: true,
      align: 'right',
      render: (r) => <span className="whitespace-nowrap">{money(r)}</span>,
    },
  ];
  return (
    <>
      <AdminPageHeader
        title={t('admin.orders.title')}
        actions={
          <a href={exportHref} className={adminSecondaryButton} download>
            {t('admin.orders.export_csv')}
          </a>
        }
      />
      <FilterForm
        resetTo="/admin/objednavky"
        keep={{ [ADMIN_SORT_PARAM]: sort, [ADMIN_DIR_PARAM]: dir }}
        moreActive={Boolean(filters.state || filters.from || filters.to || filters.payment || filters.delivery || filters.store)}
        more={
          <>
            <AdminField
              name="state"
              as="select"
              label={t('admin.orders.state')}
              emptyLabel={t('admin.filter.any')}
              defaultValue={filters.state}
              options={ORDER_STATE_VALUES.map((s) => ({ value: s, label: stateLabel(s) }))}
            />
            <AdminField name="from" type="date" label={t('admin.orders.date_from')} defaultValue={filters.from} />
            <AdminField name="to" type="date" label={t('admin.orders.date_to')} defaultValue={filters.to} />
            <AdminField
              name="payment"
              as="select"
              label={t('admin.orders.payment')}
              emptyLabel={t('admin.filter.any')}
              defaultValue={filters.payment}
              options={options.methods.map((m) => ({ value: m.code, label: m.name }))}
            />
            <AdminField
              name="delivery"
              as="select"
              label={t('admin.orders.delivery')}
              emptyLabel={t('admin.filter.any')}
              defaultValue={filters.delivery}
              options={options.carriers.map((m) => ({ value: m.code, label: m.name }))}
            />
            <AdminField
              name="store"
              as="select"
              label={t('admin.orders.store')}
              emptyLabel={t('admin.filter.any')}
              defaultValue={filters.store ? String(filters.store) : ''}
              options={options.stores}
            />
          </>
        }
      >
        <AdminField
          name="q"
          type="search"
          label={t('admin.orders.search')}
          hint={t('admin.orders.search_hint')}
          defaultValue={filters.q}
          maxLength={100}
        />
      </FilterForm>
      <OrderBulkBar />
      {/* phones: one card per order with what the owner needs to act on it (decision 0090); wider screens: the table */}
      <ul className="flex flex-col gap-3 tablet:hidden" aria-label={t('admin.orders.caption')} data-testid="order-cards">
        {page.rows.length === 0 ? (
          <li className="rounded-lg border border-line bg-white p-4 text-sm text-muted">{t('admin.table.empty')}</li>
        ) : null}
        {page.rows.map((r) => (
          <li key={r.id} className="rounded-lg border border-line bg-white p-3 text-sm shadow-sm" data-testid="order-card">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <BulkCheckbox form={ORDER_BULK_FORM} value={r.id} label={t('admin.bulk.select_order', { number: r.number })} />
              <Link
                to={`/admin/objednavky/${r.id}`}
                className={adminLinkClass}
                aria-label={t('admin.orders.detail_link', { number: r.number })}
              >
                {r.number}
              </Link>
              <StateBadge state={r.state} label={stateLabel(r.state)} />
            </div>
            <p className="mt-1 font-semibold">
              {r.customerName}
              {r.company ? <span className="font-normal text-muted"> · {r.company}</span> : null}
            </p>
            <p className="mt-1 flex flex-wrap justify-between gap-x-3">
              <span>{r.paymentName}</span>
              <span className="font-semibold whitespace-nowrap">{money(r)}</span>
            </p>
            <p className="mt-1 text-xs text-muted">
              <time dateTime={r.createdAt}>{formatAdminDateTime(r.createdAt)}</time>
            </p>
          </li>
        ))}
      </ul>
      <div className="hidden tablet:block">
        <DataTable caption={t('admin.orders.caption')} columns={columns} rows={page.rows} rowKey={(r) => r.id} sort={sort} dir={dir} />
      </div>
      <AdminPagination page={page.page} pageSize={page.pageSize} total={page.total} />
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
