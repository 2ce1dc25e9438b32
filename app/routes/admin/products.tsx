/**
 * /admin/produkty: the product list of the back office: search by name (diacritics ignored), product or
 * variant code or EAN; filters category (with its subcategories), visibility and stock; sorting and paging through
 * the query string (GET /api/admin/products answers the same list).
 */
import { Link } from 'react-router';
import type { Route } from './+types/products';
import { parseProductListFilters, PRODUCT_SORTS } from '@/domain/catalog/admin-catalog-schema';
import { listAdminProducts, loadCatalogFormOptions } from '@/domain/catalog/admin-catalog-products';
import { ADMIN_DIR_PARAM, ADMIN_SORT_PARAM, parseListQuery } from '@/domain/back-office/list-query';
import { formatMoney } from '@/domain/pricing/pricing';
import { loadMainCurrency } from '@/domain/pricing/main-currency';
import { AdminErrorBoundary } from '~/components/admin/admin-error';
import { BulkCheckbox } from '~/components/admin/bulk-action-bar';
import { PRODUCT_BULK_FORM, ProductBulkBar } from '~/components/admin/product-bulk-bar';
import { adminLinkClass, adminPrimaryButton, adminSecondaryButton } from '~/components/admin/admin-styles';
import { formatAdminDateTime } from '~/components/admin/audit-log-panel';
import { DataTable, type DataColumn } from '~/components/admin/data-table';
import { FilterForm } from '~/components/admin/filter-form';
import { UrlFlash } from '~/components/admin/flash-message';
import { AdminField } from '~/components/admin/form-field';
import { AdminPageHeader } from '~/components/admin/page-header';
import { AdminPagination } from '~/components/admin/pagination';
import { adminMeta } from '~/lib/admin/admin-meta';
import { requireAdminPage, type AdminRouteHandle } from '~/lib/admin/admin-guard.server';
import { productBulkAction } from '~/lib/admin/admin-product-bulk.server';
import { mediaUrl } from '~/lib/format/media';
import { useT } from '~/lib/root/use-root-data';

export const handle = { adminRole: 'admin' } satisfies AdminRouteHandle;

/** bulk show / hide, price and stock changes of the selected products (decision 0099) */
export async function action(args: Route.ActionArgs) {
  return productBulkAction(args);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context, handle.adminRole);
  const { db } = context.services;
  const params = new URL(request.url).searchParams;
  const filters = parseProductListFilters(params);
  const query = parseListQuery(params, { sortable: PRODUCT_SORTS, defaultSort: 'updated_at', defaultDir: 'desc' });
  const [page, options, main] = await Promise.all([
    listAdminProducts(db, filters, query),
    loadCatalogFormOptions(db),
    loadMainCurrency(db),
  ]);
  // prices as the owner types and the shop shows them: gross in the main currency (decision 0080)
  return { page, filters, sort: query.sort, dir: query.dir, categories: options.categories, stores: options.stores, main };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.products.title');

type Row = Route.ComponentProps['loaderData']['page']['rows'][number];

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { page, filters, sort, dir, categories, stores, main } = loaderData;
  const columns: DataColumn<Row>[] = [
    {
      key: 'select',
      label: t('admin.bulk.title'),
      rowHeader: false,
      render: (r) => <BulkCheckbox form={PRODUCT_BULK_FORM} value={r.id} label={t('admin.bulk.select_product', { name: r.name })} />,
    },
    { key: 'id', label: t('admin.products.col.id'), sortable: true, render: (r) => r.id },
    {
      key: 'name',
      label: t('admin.products.col.name'),
      sortable: true,
      rowHeader: false,
      render: (r) => {
        const src = mediaUrl(r.image, 80);
        return (
          <span className="flex items-center gap-2">
            {src ? (
              <img src={src} alt="" width={40} height={40} loading="lazy" className="h-10 w-10 shrink-0 rounded object-cover" />
            ) : (
              <span className="h-10 w-10 shrink-0 rounded bg-surface" aria-hidden="true" />
            )}
            <Link to={`/admin/produkty/${r.id}`} className={adminLinkClass} aria-label={t('admin.products.edit_link', { name: r.name })}>
              {r.name}
            </Link>
          </span>
        );
      },
    },
    {
      key: 'code',
      label: t('admin.products.col.code'),
      sortable: true,
      render: (r) => <span className="whitespace-nowrap">{r.code}</span>,
    },
    { key: 'category', label: t('admin.products.col.category'), render: (r) => r.categoryName ?? '—' },
    {
      key: 'price',
      label: t('admin.products.col.price'),
      sortable: true,
      align: 'right',
      render: (r) => <span className="whitespace-nowrap">{formatMoney(r.priceGross, main)}</span>,
    },
    {
      key: 'stock',
      label: t('admin.products.col.stock'),
      sortable: true,
      align: 'right',
      render: (r) => (
        <span className="whitespace-nowrap">
          {r.isService ? t('admin.products.service') : r.stock}
          <span className="block text-xs text-muted">{t('admin.products.variants_count', { count: r.variantCount })}</span>
        </span>
      ),
    },
    {
      key: 'state',
      label: t('admin.products.col.state'),
      render: (r) => (
        <span className={r.isVisible ? 'font-semibold text-success' : 'font-semibold text-muted'}>
          {r.isVisible ? t('admin.products.visibility.visible') : t('admin.products.visibility.hidden')}
        </span>
      ),
    },
    {
      key: 'updated_at',
      label: t('admin.products.col.updated_at'),
      sortable: true,
      render: (r) => <time dateTime={r.updatedAt}>{formatAdminDateTime(r.updatedAt)}</time>,
    },
  ];
  return (
    <>
      <AdminPageHeader
        title={t('admin.products.title')}
        actions={
          <>
            <Link to="/admin/produkty/import" className={adminSecondaryButton}>
              {t('admin.product_csv.link')}
            </Link>
            <Link to="/admin/produkty/novy" className={adminPrimaryButton}>
              {t('admin.products.new')}
            </Link>
          </>
        }
      />
      <UrlFlash />
      <FilterForm resetTo="/admin/produkty" keep={{ [ADMIN_SORT_PARAM]: sort, [ADMIN_DIR_PARAM]: dir }}>
        <AdminField
          name="q"
          type="search"
          label={t('admin.products.search')}
          hint={t('admin.products.search_hint')}
          defaultValue={filters.q}
          maxLength={100}
        />
        <AdminField
          name="kategoria"
          as="select"
          label={t('admin.products.category')}
          emptyLabel={t('admin.filter.any')}
          defaultValue={filters.kategoria ? String(filters.kategoria) : ''}
          options={categories.map((c) => ({ value: String(c.id), label: `${'— '.repeat(c.depth)}${c.name}` }))}
        />
        <AdminField
          name="viditelnost"
          as="select"
          label={t('admin.products.visibility')}
          emptyLabel={t('admin.filter.any')}
          defaultValue={filters.viditelnost}
          options={[
            { value: 'visible', label: t('admin.products.visibility.visible') },
            { value: 'hidden', label: t('admin.products.visibility.hidden') },
          ]}
        />
        <AdminField
          name="sklad"
          as="select"
          label={t('admin.products.stock')}
          emptyLabel={t('admin.filter.any')}
          defaultValue={filters.sklad}
          options={[
            { value: 'in', label: t('admin.products.stock.in') },
            { value: 'out', label: t('admin.products.stock.out') },
          ]}
        />
      </FilterForm>
      <ProductBulkBar stores={stores} currency={main.symbol_after || main.code} />
      <DataTable caption={t('admin.products.caption')} columns={columns} rows={page.rows} rowKey={(r) => r.id} sort={sort} dir={dir} />
      <AdminPagination page={page.page} pageSize={page.pageSize} total={page.total} />
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
