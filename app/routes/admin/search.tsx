/**
 * /admin/hladat?q=…: the search box across the back office (decision 0089): the first orders, customers (accounts
 * and guest buyers) and products matching the text, accents ignored, each section linking to its list with the
 * same search.
 */
import { Link } from 'react-router';
import type { Route } from './+types/search';
import { searchBackOffice } from '@/domain/back-office/back-office-search';
import { formatMoney } from '@/domain/pricing/pricing';
import type { MessageKey } from '@/i18n';
import { AdminErrorBoundary } from '~/components/admin/admin-error';
import { adminLinkClass } from '~/components/admin/admin-styles';
import { formatAdminDateTime } from '~/components/admin/audit-log-panel';
import { StateBadge } from '~/components/admin/order-state-badge';
import { AdminPageHeader, AdminSection } from '~/components/admin/page-header';
import { adminMeta } from '~/lib/admin/admin-meta';
import { requireAdminPage, type AdminRouteHandle } from '~/lib/admin/admin-guard.server';
import { useT } from '~/lib/root/use-root-data';

export const handle = { adminRole: 'admin' } satisfies AdminRouteHandle;

const SECTION_LIMIT = 5;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context, handle.adminRole);
  const q = new URL(request.url).searchParams.get('q') ?? '';
  return { found: await searchBackOffice(context.services.db, q, { limit: SECTION_LIMIT }) };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.search.title');

const money = (minor: number, code: string) =>
  formatMoney(minor, { decimals: 2, symbol_before: '', symbol_after: code === 'EUR' ? '€' : code === 'CZK' ? 'Kč' : code });

export default function AdminSearch({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { found } = loaderData;
  const q = encodeURIComponent(found.q);
  const more = (to: string, count: number) =>
    count > SECTION_LIMIT ? (
      <p className="mt-3 text-sm">
        <Link to={to} className={adminLinkClass}>
          {t('admin.search.show_all', { count })}
        </Link>
      </p>
    ) : null;
  const none = <p className="text-sm text-muted">{t('admin.search.none')}</p>;
  return (
    <>
      <AdminPageHeader
        title={t('admin.search.title')}
        intro={found.q ? t('admin.search.intro', { q: found.q }) : t('admin.search.empty_query')}
      />
      {found.q ? (
        <div className="grid gap-6 desktop:grid-cols-3">
          <AdminSection title={t('admin.search.orders', { count: found.totals.orders })} id="search-orders">
            {found.orders.length === 0 ? (
              none
            ) : (
              <ul className="flex flex-col gap-3 text-sm">
                {found.orders.map((o) => (
                  <li key={o.id}>
                    <Link to={`/admin/objednavky/${o.id}`} className={adminLinkClass}>
                      {o.number}
                    </Link>{' '}
                    <StateBadge state={o.state} label={t(`order.state.${o.state}` as MessageKey)} />
                    <span className="block">
                      {o.customerName} · {money(o.total, o.currencyCode)}
                    </span>
                    <span className="block text-xs text-muted">{formatAdminDateTime(o.createdAt)}</span>
                  </li>
                ))}
              </ul>
            )}
            {more(`/admin/objednavky?q=${q}`, found.totals.orders)}
          </AdminSection>
          <AdminSection title={t('admin.search.customers', { count: found.totals.customers })} id="search-customers">
            {found.customers.length === 0 ? (
              none
            ) : (
              <ul className="flex flex-col gap-3 text-sm">
                {found.customers.map((c) => (
                  <li key={c.guest ? `guest:${c.email}` : c.id}>
                    <Link
                      to={c.guest ? `/admin/objednavky?q=${encodeURIComponent(c.email)}` : `/admin/zakaznici/${c.id}`}
                      className={adminLinkClass}
                    >
                      {c.name || c.email}
                    </Link>
                    {c.guest ? <span className="text-xs text-muted"> ({t('admin.customers.guest_badge')})</span> : null}
                    <span className="block text-xs text-muted">
                      {c.email} · {t('admin.search.order_count', { count: c.orders })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {more(`/admin/zakaznici?q=${q}`, found.totals.customers)}
          </AdminSection>
          <AdminSection title={t('admin.search.products', { count: found.totals.products })} id="search-products">
            {found.products.length === 0 ? (
              none
            ) : (
              <ul className="flex flex-col gap-3 text-sm">
                {found.products.map((p) => (
                  <li key={p.id}>
                    <Link to={`/admin/produkty/${p.id}`} className={adminLinkClass}>
                      {p.name}
                    </Link>
                    <span className="block text-xs text-muted">{p.code}</span>
                  </li>
                ))}
              </ul>
            )}
            {more(`/admin/produkty?q=${q}`, found.totals.products)}
          </AdminSection>
        </div>
      ) : null}
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
