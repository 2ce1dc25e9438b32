/**
 * /admin/zakaznici: the customer list: accounts and guest buyers (decision 0089), search by name (accents ignored),
 * e-mail, company or IČO, filter by group and kind, sorting and paging through the query string; links to the
 * groups and influencers pages.
 */
import { Link } from 'react-router';
import type { Route } from './+types/customers';
import { CUSTOMER_SORTS, listAdminCustomers, listCustomerGroups, type AdminCustomerRow } from '@/domain/accounts/admin-customers';
import { customerListFilterSchema } from '@/domain/accounts/admin-customers-schema';
import { ADMIN_DIR_PARAM, ADMIN_SORT_PARAM, parseListQuery } from '@/domain/back-office/list-query';
import { formatMoney } from '@/domain/pricing/pricing';
import { AdminErrorBoundary } from '~/components/admin/admin-error';
import { adminLinkClass, adminSecondaryButton } from '~/components/admin/admin-styles';
import { formatAdminDateTime } from '~/components/admin/audit-log-panel';
import { DataTable, type DataColumn } from '~/components/admin/data-table';
import { FilterForm } from '~/components/admin/filter-form';
import { AdminField } from '~/components/admin/form-field';
import { AdminPageHeader } from '~/components/admin/page-header';
import { AdminPagination } from '~/components/admin/pagination';
import { adminMeta } from '~/lib/admin/admin-meta';
import { requireAdminPage, type AdminRouteHandle } from '~/lib/admin/admin-guard.server';
import { useT } from '~/lib/root/use-root-data';

export const handle = { adminRole: 'admin' } satisfies AdminRouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context, handle.adminRole);
  const { db } = context.services;
  const params = new URL(request.url).searchParams;
  const filters = customerListFilterSchema.parse(Object.fromEntries(params));
  const query = parseListQuery(params, { sortable: CUSTOMER_SORTS, defaultSort: 'created_at' });
  const [page, groups] = await Promise.all([listAdminCustomers(db, filters, query), listCustomerGroups(db)]);
  return { page, groups, filters, sort: query.sort, dir: query.dir };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.customers.title');

export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { page, groups, filters, sort, dir } = loaderData;
  const eur = { decimals: 2, symbol_before: '', symbol_after: '€' };
  const columns: DataColumn<AdminCustomerRow>[] = [
    {
      key: 'name',
      label: t('admin.customers.name'),
      sortable: true,
      render: (c) =>
        c.guest ? (
          // a guest buyer has no account page: their orders are the order list searched by the e-mail (decision 0089)
          <>
            <Link to={`/admin/objednavky?q=${encodeURIComponent(c.email)}`} className={adminLinkClass}>
              {c.name || c.email}
              <span className="sr-only"> – {t('admin.customers.guest_orders_link')}</span>
            </Link>{' '}
            <span
              className="inline-block rounded-full border border-line bg-surface px-2 text-xs font-semibold text-ink"
              data-testid="guest-badge"
            >
              {t('admin.customers.guest_badge')}
            </span>
          </>
        ) : (
          <Link to={`/admin/zakaznici/${c.id}`} className={adminLinkClass}>
            {c.name || c.email}
          </Link>
        ),
    },
    { key: 'email', label: t('admin.customers.email'), sortable: true, render: (c) => c.email },
    {
      key: 'company',
      label: t('admin.customers.company'),
      render: (c) => (
        <>
          {c.company ?? ''}
          {c.ico ? <span className="block text-xs text-muted">{t('admin.customers.ico_value', { ico: c.ico })}</span> : null}
        </>
      ),
    },
    {
      key: 'group',
      label: t('admin.customers.group'),
      render: (c) => (c.guest ? '' : (c.groupName ?? t('admin.customers.group_none'))),
    },
    { key: 'orders', label: t('admin.customers.orders'), sortable: true, align: 'right', render: (c) => c.orders },
    {
      key: 'total',
      label: t('admin.customers.total'),
      align: 'right',
      render: (c) => <span className="whitespace-nowrap">{formatMoney(c.total, eur)}</span>,
    },
    {
      key: 'created_at',
      label: t('admin.customers.since'),
      sortable: true,
      render: (c) => <time dateTime={c.createdAt}>{formatAdminDateTime(c.createdAt)}</time>,
    },
  ];
  return (
    <>
      <AdminPageHeader
        title={t('admin.customers.title')}
        actions={
          <>
            <Link to="/admin/zakaznici/skupiny" className={adminSecondaryButton}>
              {t('admin.groups.title')}
            </Link>
            <Link to="/admin/zakaznici/influenceri" className={adminSecondaryButton}>
              {t('admin.influencers.title')}
            </Link>
          </>
        }
      />
      <FilterForm resetTo="/admin/zakaznici" keep={{ [ADMIN_SORT_PARAM]: sort, [ADMIN_DIR_PARAM]: dir }}>
        <AdminField
          name="q"
          type="search"
          label={t('admin.customers.search')}
          hint={t('admin.customers.search_hint')}
          defaultValue={filters.q}
          maxLength={100}
        />
        <AdminField
          name="group"
          as="select"
          label={t('admin.customers.group')}
          emptyLabel={t('admin.filter.any')}
          defaultValue={filters.group ? String(filters.group) : ''}
          options={groups.map((g) => ({ value: String(g.id), label: g.name }))}
        />
        <AdminField
          name="kind"
          as="select"
          label={t('admin.customers.kind')}
          defaultValue={filters.kind}
          options={[
            { value: 'all', label: t('admin.customers.kind_all') },
            { value: 'accounts', label: t('admin.customers.kind_accounts') },
            { value: 'guests', label: t('admin.customers.kind_guests') },
          ]}
        />
      </FilterForm>
      <DataTable
        caption={t('admin.customers.caption')}
        columns={columns}
        rows={page.rows}
        rowKey={(c) => (c.guest ? `guest:${c.email}` : c.id!)}
        sort={sort}
        dir={dir}
      />
      <AdminPagination page={page.page} pageSize={page.pageSize} total={page.total} />
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
