/**
 * The customer's orders on /ucet: number, date, state in words, total in the order's currency, a link to the
 * detail; newest first, with page links. A table from 768 px, cards below (390 px).
 */
import { Link } from 'react-router';
import type { CustomerOrderPage } from '@/domain/accounts/customer-orders';
import { formatMoney } from '@/domain/pricing/pricing';
import { formatOrderDate } from '~/components/order/order-summary-view';
import { useT } from '~/lib/root/use-root-data';
import { linkClass } from '~/components/forms/styles';

export const ORDERS_PAGE_PARAM = 'strana';

function pageHref(page: number): string {
  return page <= 1 ? '/ucet' : `/ucet?${ORDERS_PAGE_PARAM}=${page}`;
}

function stateClass(state: string): string {
  if (state === 'waiting_for_payment') return 'bg-orange-light text-ink';
  if (state === 'cancelled') return 'bg-surface text-muted';
  return 'bg-teal-light text-ink';
}

export function OrderList({ orders }: { orders: CustomerOrderPage }) {
  const t = useT();
  if (orders.total === 0) {
    return (
      <div className="rounded-lg border border-line p-6 text-ink" data-testid="orders-empty">
        <p className="mb-2">{t('account.orders_empty')}</p>
        <Link to="/" className={linkClass}>
          {t('account.orders_empty_link')}
        </Link>
      </div>
    );
  }
  return (
    <section aria-labelledby="objednavky-nadpis" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="objednavky-nadpis" className="text-xl font-bold text-ink">
          {t('account.orders_title')}
        </h2>
        <p className="text-sm text-muted">{t('account.orders_count', { count: orders.total })}</p>
      </div>
      <table className="w-full text-left text-ink" data-testid="orders-table">
        <thead>
          <tr className="border-b-2 border-line text-sm text-muted">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('order.number')}
            </th>
            <th scope="col" className="hidden py-2 pr-3 font-semibold tablet:table-cell">
              {t('order.date')}
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('order.state')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              {t('account.orders_total')}
            </th>
            <th scope="col" className="hidden py-2 text-right font-semibold tablet:table-cell">
              <span className="sr-only">{t('account.orders_detail')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.items.map((order) => (
            <tr key={order.id} data-testid="order-row" className="border-b border-line align-top">
              <th scope="row" className="py-3 pr-3 text-left font-bold">
                <Link to={`/ucet/objednavka/${order.id}`} className="hover:text-brand-dark hover:underline" data-testid="order-row-link">
                  {order.number}
                </Link>
                <time dateTime={order.createdAt} className="block text-sm font-normal text-muted tablet:hidden">
                  {formatOrderDate(order.createdAt)}
                </time>
              </th>
              <td className="hidden py-3 pr-3 tablet:table-cell">
                <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
              </td>
              <td className="py-3 pr-3">
                <span
                  className={`inline-block rounded-full px-3 py-0.5 text-sm font-semibold ${stateClass(order.state)}`}
                  data-testid="order-row-state"
                >
                  {t(`order.state.${order.state}`)}
                </span>
              </td>
              <td className="py-3 pr-3 text-right font-semibold whitespace-nowrap" data-testid="order-row-total">
                {formatMoney(order.total, order.currency)}
              </td>
              <td className="hidden py-3 text-right tablet:table-cell">
                <Link
                  to={`/ucet/objednavka/${order.id}`}
                  className={linkClass}
                  aria-label={t('account.orders_detail_label', { number: order.number })}
                >
                  {t('account.orders_detail')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {orders.pageCount > 1 ? (
        <nav aria-label={t('account.pagination_label')} className="flex flex-wrap items-center justify-between gap-3">
          {orders.page > 1 ? (
            <Link to={pageHref(orders.page - 1)} rel="prev" className={linkClass}>
              {t('account.pagination_prev')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-muted">{t('account.pagination_page', { page: orders.page, count: orders.pageCount })}</span>
          {orders.page < orders.pageCount ? (
            <Link to={pageHref(orders.page + 1)} rel="next" className={linkClass}>
              {t('account.pagination_next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}
