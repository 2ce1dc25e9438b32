/**
 * The back-office frame (decision 0029): skip link, side navigation filtered by role, content. No
 * storefront header, footer, cookie bar, age gate or popups (those live in layout-default.tsx only), noindex.
 * Editors and admins may enter; a guest is sent to the login page, a customer gets the 403 page (without the
 * admin navigation: this layout's own error boundary renders it). Child routes check their own role again.
 */
import { Form, NavLink, Outlet, useLocation } from 'react-router';
import type { Route } from './+types/layout';
import { hasAdminRole } from '@/domain/back-office/roles';
import { AdminErrorBoundary } from '~/components/admin/admin-error';
import { ADMIN_NAV } from '~/components/admin/admin-nav';
import { adminInputClass, adminSecondaryButton } from '~/components/admin/admin-styles';
import { requireAdminPage, type AdminRouteHandle } from '~/lib/admin/admin-guard.server';
import { useT } from '~/lib/root/use-root-data';
// registers the back office's texts in the browser too (they are not in the storefront catalogs)
import '@/i18n/admin';

export const handle = { adminRole: 'editor' } satisfies AdminRouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage(request, context, handle.adminRole);
  const isAdmin = hasAdminRole(user.scope, 'admin');
  return {
    user: { name: `${user.firstname} ${user.lastname}`.trim() || user.email, role: isAdmin ? ('admin' as const) : ('editor' as const) },
    nav: ADMIN_NAV.filter((item) => hasAdminRole(user.scope, item.role)),
  };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };
}

export const meta: Route.MetaFunction = () => [{ title: 'Administrácia' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { user, nav } = loaderData;
  const location = useLocation();
  // the box keeps the text on the results page
  const searchText = location.pathname === '/admin/hladat' ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  return (
    <div className="min-h-screen bg-surface desktop:flex" data-admin>
      <a
        href="#admin-obsah"
        className="sr-only z-[100] rounded-md bg-brand-dark px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus-visible:outline-white"
      >
        {t('common.skip_to_content')}
      </a>
      {/* the column stretches to the page's height (its background reaches the bottom of long pages); its content
          stays in view while the page scrolls (decision 0090) */}
      <header className="border-b border-line bg-white desktop:w-60 desktop:shrink-0 desktop:border-r desktop:border-b-0">
        <div className="desktop:sticky desktop:top-0 desktop:max-h-screen desktop:overflow-y-auto">
          <div className="flex items-center justify-between gap-3 px-4 py-3 desktop:block">
            <p className="text-lg font-extrabold text-brand-dark">
              <a href="/admin" className="focus-visible:underline">
                {t('app.title')} · {t('admin.title')}
              </a>
            </p>
            <p className="text-xs text-muted desktop:mt-1">
              {t('admin.signed_in_as', { name: user.name })} ({t(user.role === 'admin' ? 'admin.role.admin' : 'admin.role.editor')})
            </p>
          </div>
          {user.role === 'admin' ? (
            <Form method="get" action="/admin/hladat" role="search" aria-label={t('admin.search.form')} className="flex gap-1 px-4 pb-3">
              <label htmlFor="admin-hladat" className="sr-only">
                {t('admin.search.label')}
              </label>
              <input
                id="admin-hladat"
                name="q"
                type="search"
                maxLength={100}
                placeholder={t('admin.search.label')}
                key={searchText}
                className={`${adminInputClass()} min-w-0 flex-1`}
                defaultValue={searchText}
              />
              <button type="submit" className={adminSecondaryButton}>
                {t('admin.search.submit')}
              </button>
            </Form>
          ) : null}
          <nav aria-label={t('admin.nav_label')} className="px-2 pb-3">
            <ul className="flex flex-wrap gap-1 desktop:flex-col">
              {nav.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    className={({ isActive }) =>
                      `flex min-h-10 items-center rounded-md px-3 text-sm font-semibold ${isActive ? 'bg-brand-dark text-white' : 'text-ink hover:bg-brand-light'}`
                    }
                  >
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
              <li className="desktop:mt-4 desktop:border-t desktop:border-line desktop:pt-4">
                <a href="/" className="flex min-h-10 items-center rounded-md px-3 text-sm text-brand-dark underline hover:bg-brand-light">
                  {t('admin.nav.storefront')}
                </a>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <main id="admin-obsah" tabIndex={-1} className="min-w-0 flex-1 p-4 tablet:p-6 desktop:p-8">
        <Outlet />
      </main>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <main id="admin-obsah" className="min-h-screen bg-surface p-6">
      <AdminErrorBoundary />
    </main>
  );
}
