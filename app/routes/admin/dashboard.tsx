/**
 * /admin: the back-office dashboard. Admins see orders and revenue (today / 7 / 30 days), orders waiting
 * for payment and low-stock variants; editors (content only) see where their screens are.
 */
import { Link } from 'react-router';
import type { Route } from './+types/dashboard';
import { hasAdminRole } from '@/domain/back-office/roles';
import { loadDashboard, type DashboardFigures } from '@/domain/back-office/dashboard';
import { formatMoney } from '@/domain/pricing/pricing';
import { AdminErrorBoundary } from '~/components/admin/admin-error';
import { adminLinkClass } from '~/components/admin/admin-styles';
import { AdminPageHeader, AdminSection } from '~/components/admin/page-header';
import { adminMeta } from '~/lib/admin/admin-meta';
import { requireAdminPage, type AdminRouteHandle } from '~/lib/admin/admin-guard.server';
import { useT } from '~/lib/root/use-root-data';

export const handle = { adminRole: 'editor' } satisfies AdminRouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage(request, context, handle.adminRole);
  if (!hasAdminRole(user.scope, 'admin')) return { figures: null };
  const { db, now } = context.services;
  return { figures: await loadDashboard(db, now()) };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.nav.dashboard');

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { figures } = loaderData;
  if (!figures) {
    return (
      <>
        <AdminPageHeader title={t('admin.nav.dashboard')} intro={t('admin.dashboard.editor_intro')} />
        <p>
          <Link to="/admin/obsah" className={adminLinkClass}>
            {t('admin.nav.content')}
          </Link>
        </p>
      </>
    );
  }
  return (
    <>
      <AdminPageHeader title={t('admin.nav.dashboard')} intro={t('admin.dashboard.intro')} />
      <SalesFigures figures={figures} />
      <div className="mt-6 grid gap-6 desktop:grid-cols-[1fr_2fr]">
        <AdminSection title={t('admin.dashboard.waiting_title')} id="waiting">
          <p className="text-4xl font-extrabold text-ink" data-testid="waiting-count">
            {figures.waitingForPayment}
          </p>
          <p className="mt-2">
            <Link to="/admin/objednavky?state=waiting_for_payment" className={adminLinkClass}>
              {t('admin.dashboard.waiting_link', { count: figures.waitingForPayment })}
            </Link>
          </p>
        </AdminSection>
        <LowStock lowStock={figures.lowStock} />
      </div>
    </>
  );
}

function SalesFigures({ figures }: { figures: DashboardFigures }) {
  const t = useT();
  const periods = [
    ['today', t('admin.dashboard.period.today'), figures.today],
    ['days7', t('admin.dashboard.period.days7'), figures.days7],
    ['days30', t('admin.dashboard.period.days30'), figures.days30],
  ] as const;
  return (
    <ul className="grid gap-4 tablet:grid-cols-3" aria-label={t('admin.dashboard.revenue')}>
      {periods.map(([key, label, p]) => (
        <li key={key} className="rounded-lg border border-line bg-white p-4 shadow-sm" data-period={key}>
          <h2 className="text-sm font-semibold text-muted">{label}</h2>
          <dl className="mt-2 grid grid-cols-2 gap-2">
            <div>
              <dt className="text-xs text-muted">{t('admin.dashboard.orders_count')}</dt>
              <dd className="text-2xl font-bold text-ink" data-testid={`${key}-orders`}>
                {p.orders}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-muted">{t('admin.dashboard.revenue')}</dt>
              <dd className="text-2xl font-bold text-ink" data-testid={`${key}-revenue`}>
                {formatMoney(p.revenue, figures.eur)}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function LowStock({ lowStock }: { lowStock: DashboardFigures['lowStock'] }) {
  const t = useT();
  return (
    <AdminSection title={t('admin.dashboard.low_stock_title')} id="low-stock">
      <p className="mb-3 text-sm text-muted">
        {t('admin.dashboard.low_stock_intro', { threshold: lowStock.threshold, count: lowStock.count })}
      </p>
      {lowStock.variants.length === 0 ? (
        <p>{t('admin.dashboard.low_stock_none')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-line text-left">
                <th scope="col" className="py-1 pr-3">
                  {t('admin.dashboard.low_stock_variant')}
                </th>
                <th scope="col" className="py-1 pr-3">
                  {t('admin.dashboard.low_stock_code')}
                </th>
                <th scope="col" className="py-1 text-right">
                  {t('admin.dashboard.low_stock_quantity')}
                </th>
              </tr>
            </thead>
            <tbody>
              {lowStock.variants.map((v) => (
                <tr key={v.variantId} className="border-b border-line last:border-b-0">
                  <th scope="row" className="py-1 pr-3 text-left font-normal">
                    <Link to={`/admin/produkty/${v.productId}`} className={adminLinkClass}>
                      {v.productName === v.variantName ? v.productName : `${v.productName} – ${v.variantName}`}
                    </Link>
                  </th>
                  <td className="py-1 pr-3">{v.code}</td>
                  <td className={`py-1 text-right font-semibold ${v.quantity === 0 ? 'text-danger' : ''}`}>{v.quantity}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {lowStock.count > lowStock.variants.length ? (
            <p className="mt-2 text-sm text-muted">
              {t('admin.dashboard.low_stock_more', { shown: lowStock.variants.length, count: lowStock.count })}
            </p>
          ) : null}
        </div>
      )}
    </AdminSection>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
