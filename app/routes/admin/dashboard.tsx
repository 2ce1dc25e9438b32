/**
 * /admin: the back-office dashboard. Admins see orders and revenue (today / 7 / 30 days), orders waiting
 * for payment and low-stock variants, and the owner's figures (decision 0107): sales of paid orders per day / week /
 * month (?period=day|week|month, plain links: no JavaScript needed), orders by state, top products and voucher use,
 * drawn as server-rendered SVG with a table of the figures under each chart. Editors (content only) see where their
 * screens are.
 */
import { Link } from 'react-router';
import type { Route } from './+types/dashboard';
import { hasAdminRole } from '@/domain/back-office/roles';
import { loadDashboard, type DashboardFigures } from '@/domain/back-office/dashboard';
import { isSalesPeriod, loadSalesFigures, SALES_PERIODS, type SalesFigures, type SalesPeriod } from '@/domain/back-office/sales-figures';
import { formatMoney } from '@/domain/pricing/pricing';
import type { MessageKey } from '@/i18n';
import { AdminErrorBoundary } from '~/components/admin/admin-error';
import { ChartData, HorizontalBars, SalesColumns } from '~/components/admin/dashboard-charts';
import { barChart, salesChart } from '~/lib/admin/dashboard-charts.server';
import { adminLinkClass } from '~/components/admin/admin-styles';
import { AdminPageHeader, AdminSection } from '~/components/admin/page-header';
import { adminMeta } from '~/lib/admin/admin-meta';
import { requireAdminPage, type AdminRouteHandle } from '~/lib/admin/admin-guard.server';
import { useT } from '~/lib/root/use-root-data';

export const handle = { adminRole: 'editor' } satisfies AdminRouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage(request, context, handle.adminRole);
  if (!hasAdminRole(user.scope, 'admin')) return { figures: null, owner: null };
  const { db, now, config } = context.services;
  const requested = new URL(request.url).searchParams.get('period');
  const period: SalesPeriod = isSalesPeriod(requested) ? requested : 'day';
  const at = now();
  const [figures, sales] = await Promise.all([loadDashboard(db, at), loadSalesFigures(db, at, period)]);
  const localeTag = config.locale === 'cs' ? 'cs-CZ' : 'sk-SK';
  const owner = {
    periods: SALES_PERIODS,
    sales,
    salesChart: salesChart(sales, localeTag),
    statesChart: barChart(sales.byState.map((s) => s.orders)),
    topChart: barChart(sales.topProducts.map((p) => p.quantity)),
  };
  return { figures, owner };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.nav.dashboard');

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { figures, owner } = loaderData;
  if (!figures || !owner) {
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
      <OwnerFigures owner={owner} />
    </>
  );
}

type Owner = NonNullable<Route.ComponentProps['loaderData']['owner']>;

const PERIOD_LINK_CLASS =
  'inline-flex min-h-11 items-center rounded-md border px-3 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2';

function OwnerFigures({ owner }: { owner: Owner }) {
  const t = useT();
  const { sales } = owner;
  const money = (minor: number) => formatMoney(minor, sales.currency);
  const range = t(`admin.dashboard.range.${sales.period}` as MessageKey);
  const best = sales.sales.reduce<SalesFigures['sales'][number] | null>((top, b) => (b.revenue > (top?.revenue ?? 0) ? b : top), null);
  const bestLabel = best ? owner.salesChart.columns[sales.sales.indexOf(best)]!.label : '';
  const wholeUnits = { ...sales.currency, decimals: 0 };
  const stateName = (state: string) => t(`order.state.${state}` as MessageKey);
  const stateTotal = sales.byState.reduce((sum, s) => sum + s.orders, 0);
  return (
    <section className="mt-6 grid gap-6" aria-labelledby="sales-title">
      <div className="rounded-lg border border-line bg-white p-4 shadow-sm">
        <h2 id="sales-title" className="text-lg font-bold text-ink">
          {t('admin.dashboard.sales_title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('admin.dashboard.sales_intro', { currency: sales.currency.code })}</p>
        <nav aria-label={t('admin.dashboard.period_switch')} className="mt-3">
          <ul className="flex flex-wrap gap-2">
            {owner.periods.map((p: SalesPeriod) => (
              <li key={p}>
                <Link
                  to={`?period=${p}`}
                  preventScrollReset
                  aria-current={p === sales.period ? 'page' : undefined}
                  className={`${PERIOD_LINK_CLASS} ${p === sales.period ? 'border-brand-dark bg-brand-dark text-white' : 'border-line bg-white text-brand-dark hover:bg-brand-light'}`}
                  data-period-link={p}
                >
                  {t(`admin.dashboard.by.${p}` as MessageKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-3 font-semibold text-ink" data-testid="sales-summary">
          {t('admin.dashboard.sales_summary', { range, revenue: money(sales.totals.revenue), orders: sales.totals.orders })}{' '}
          {t('admin.dashboard.sales_net', { refunds: money(sales.totals.refunds), net: money(sales.totals.net) })}
        </p>
        <figure className="mt-2">
          <SalesColumns
            chart={owner.salesChart}
            tick={(value) => formatMoney(value, wholeUnits)}
            label={
              best
                ? t('admin.dashboard.sales_chart_label', { range, best: money(best.revenue), label: bestLabel })
                : t('admin.dashboard.sales_chart_empty', { range })
            }
          />
          <ChartData
            summary={t('admin.dashboard.chart_data')}
            caption={`${t('admin.dashboard.sales_title')} – ${range}`}
            head={[
              t(`admin.dashboard.col.${sales.period}` as MessageKey),
              t('admin.dashboard.col.orders'),
              t('admin.dashboard.col.revenue'),
              t('admin.dashboard.col.refunds'),
              t('admin.dashboard.col.net'),
            ]}
          >
            {sales.sales.map((b, i) => (
              <tr key={b.start} className="border-b border-line last:border-b-0" data-bucket={b.start}>
                <th scope="row" className="py-1 pr-3 text-left font-normal">
                  {owner.salesChart.columns[i]!.label}
                </th>
                <td className="py-1 pr-3 text-right">{b.orders}</td>
                <td className="py-1 pr-3 text-right">{money(b.revenue)}</td>
                <td className="py-1 pr-3 text-right">{money(b.refunds)}</td>
                <td className="py-1 text-right">{money(b.net)}</td>
              </tr>
            ))}
          </ChartData>
        </figure>
      </div>
      <div className="grid gap-6 desktop:grid-cols-2">
        <AdminSection title={t('admin.dashboard.states_title')} id="states">
          <p className="mb-3 text-sm text-muted">{t('admin.dashboard.states_intro', { range })}</p>
          <HorizontalBars
            name="states"
            chart={owner.statesChart}
            label={t('admin.dashboard.states_chart_label', { range, count: stateTotal })}
            rows={sales.byState.map((s) => ({ key: s.state, label: stateName(s.state), value: String(s.orders) }))}
          />
          <ChartData
            summary={t('admin.dashboard.chart_data')}
            caption={t('admin.dashboard.states_title')}
            head={[t('admin.dashboard.col.state'), t('admin.dashboard.col.count')]}
          >
            {sales.byState.map((s) => (
              <tr key={s.state} className="border-b border-line last:border-b-0">
                <th scope="row" className="py-1 pr-3 text-left font-normal">
                  <Link to={`/admin/objednavky?state=${s.state}`} className={adminLinkClass}>
                    {stateName(s.state)}
                  </Link>
                </th>
                <td className="py-1 text-right">{s.orders}</td>
              </tr>
            ))}
          </ChartData>
        </AdminSection>
        <AdminSection title={t('admin.dashboard.top_title')} id="top-products">
          <p className="mb-3 text-sm text-muted">{t('admin.dashboard.top_intro', { range })}</p>
          {sales.topProducts.length === 0 ? (
            <p>{t('admin.dashboard.top_none')}</p>
          ) : (
            <>
              <HorizontalBars
                name="top-products"
                chart={owner.topChart}
                label={t('admin.dashboard.top_chart_label', { range })}
                rows={sales.topProducts.map((p, i) => ({ key: `${p.productId ?? 'x'}-${i}`, label: p.name, value: String(p.quantity) }))}
              />
              <ChartData
                summary={t('admin.dashboard.chart_data')}
                caption={t('admin.dashboard.top_title')}
                head={[t('admin.dashboard.col.product'), t('admin.dashboard.col.quantity'), t('admin.dashboard.col.revenue')]}
              >
                {sales.topProducts.map((p, i) => (
                  <tr key={`${p.productId ?? 'x'}-${i}`} className="border-b border-line last:border-b-0">
                    <th scope="row" className="py-1 pr-3 text-left font-normal">
                      {p.productId ? (
                        <Link to={`/admin/produkty/${p.productId}`} className={adminLinkClass}>
                          {p.name}
                        </Link>
                      ) : (
                        p.name
                      )}
                    </th>
                    <td className="py-1 pr-3 text-right">{p.quantity}</td>
                    <td className="py-1 text-right">{money(p.revenue)}</td>
                  </tr>
                ))}
              </ChartData>
            </>
          )}
        </AdminSection>
      </div>
      <AdminSection title={t('admin.dashboard.vouchers_title')} id="vouchers">
        <p className="mb-3 text-sm text-muted">{t('admin.dashboard.vouchers_intro', { range })}</p>
        {sales.vouchers.length === 0 ? (
          <p>{t('admin.dashboard.vouchers_none')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b border-line text-left">
                  <th scope="col" className="py-1 pr-3">
                    {t('admin.dashboard.col.code')}
                  </th>
                  <th scope="col" className="py-1 pr-3 text-right">
                    {t('admin.dashboard.col.voucher_orders')}
                  </th>
                  <th scope="col" className="py-1 text-right">
                    {t('admin.dashboard.col.voucher_revenue')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {sales.vouchers.map((v) => (
                  <tr key={v.voucherId} className="border-b border-line last:border-b-0">
                    <th scope="row" className="py-1 pr-3 text-left font-normal">
                      <Link to={`/admin/kupony/${v.voucherId}`} className={adminLinkClass}>
                        {v.code}
                      </Link>
                    </th>
                    <td className="py-1 pr-3 text-right">{v.orders}</td>
                    <td className="py-1 text-right">{money(v.revenue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </AdminSection>
    </section>
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
