/**
 * /admin/hladat?q=…: the results of the header search (decision 0099), grouped: orders, customers, products, each a
 * list of links to the detail. Diacritics are ignored (src/domain/admin/global-search.ts).
 */
import { Link } from 'react-router';
import type { Route } from './+types/search';
import { searchBackOffice } from '@/domain/admin/global-search';
import { AdminErrorBoundary } from '~/components/admin/admin-error';
import { adminLinkClass } from '~/components/admin/admin-styles';
import { AdminPageHeader, AdminSection } from '~/components/admin/page-header';
import { adminMeta } from '~/lib/admin-meta';
import { requireAdminPage, type AdminRouteHandle } from '~/lib/admin-guard.server';
import { useT } from '~/lib/use-root-data';

export const handle = { adminRole: 'admin' } satisfies AdminRouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context, handle.adminRole);
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 100);
  return { q, result: await searchBackOffice(context.services.db, q) };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.search.title');

function Group({
  id,
  title,
  empty,
  links,
}: {
  id: string;
  title: string;
  empty: string;
  links: { to: string; text: string; key: number }[];
}) {
  return (
    <AdminSection id={id} title={title}>
      {links.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {links.map((l) => (
            <li key={l.key}>
              <Link to={l.to} className={adminLinkClass}>
                {l.text}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}

export default function AdminSearch({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { q, result } = loaderData;
  return (
    <>
      <AdminPageHeader title={t('admin.search.title')} />
      <p className="mb-4 text-sm text-ink" role="status">
        {q.length < 2 ? t('admin.search.too_short') : t('admin.search.for', { q })}
      </p>
      <div className="space-y-4">
        <Group
          id="hladat-objednavky"
          title={t('admin.search.orders')}
          empty={t('admin.search.none')}
          links={result.orders.map((o) => ({ key: o.id, to: `/admin/objednavky/${o.id}`, text: `${o.number} · ${o.name} · ${o.email}` }))}
        />
        <Group
          id="hladat-zakaznici"
          title={t('admin.search.customers')}
          empty={t('admin.search.none')}
          links={result.customers.map((c) => ({ key: c.id, to: `/admin/zakaznici/${c.id}`, text: `${c.name || c.email} · ${c.email}` }))}
        />
        <Group
          id="hladat-produkty"
          title={t('admin.search.products')}
          empty={t('admin.search.none')}
          links={result.products.map((p) => ({
            key: p.id,
            to: `/admin/produkty/${p.id}`,
            text: p.code ? `${p.name} (${p.code})` : p.name,
          }))}
        />
      </div>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
