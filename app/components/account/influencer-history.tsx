/**
 * The influencer's paid orders (number, date, paid amount, commission, payout) and payout history (decision 0070),
 * shown on /account/influencer and in the back office's customer detail: both read the same
 * loadInfluencerOverview (src/domain/accounts/influencer.ts), so they never disagree.
 */
import { Link } from 'react-router';
import type { InfluencerOverview } from '@/domain/accounts/influencer';
import { INFLUENCER_BREAKDOWN_LIMIT } from '@/domain/accounts/influencer-limits';
import { formatOrderDate } from '~/components/order/order-summary-view';
import { useT } from '~/lib/root/use-root-data';

interface Props {
  overview: Pick<InfluencerOverview, 'orderBreakdown' | 'payouts'>;
  money: (minor: number) => string;
  /** the back office links each order number to its detail, styled by `linkClass` */
  orderHref?: (orderId: number) => string;
  linkClass?: string;
  /** false when the surrounding section already carries the orders' title */
  ordersHeading?: boolean;
  /** heading level of the two titles (the page's structure decides) */
  headingLevel?: 2 | 3;
}

const th = 'py-2 pr-3 font-semibold';

export function InfluencerHistory({ overview, money, orderHref, linkClass, ordersHeading = true, headingLevel = 3 }: Props) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { orderBreakdown: orders, payouts } = overview;
  return (
    <>
      {ordersHeading ? (
        <Heading id="influencer-orders" className="text-lg font-bold text-ink">
          {t('account.influencer_orders_title')}
        </Heading>
      ) : null}
      {orders.length === 0 ? (
        <p className="text-ink">{t('account.influencer_orders_none')}</p>
      ) : (
        <div className="overflow-x-auto" role="region" aria-label={t('account.influencer_orders_title')} tabIndex={0}>
          <table className="w-full min-w-[36rem] text-left text-sm text-ink" data-testid="influencer-orders">
            <thead>
              <tr className="border-b border-line text-muted">
                <th scope="col" className={th}>
                  {t('account.influencer_order_number')}
                </th>
                <th scope="col" className={th}>
                  {t('account.influencer_order_date')}
                </th>
                <th scope="col" className={th}>
                  {t('account.influencer_order_codes')}
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {t('account.influencer_order_paid')}
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {t('account.influencer_order_commission')}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {t('account.influencer_order_payout')}
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr key={o.orderId} className="border-b border-line" data-testid="influencer-order-row">
                  <th scope="row" className="py-2 pr-3 font-mono font-semibold">
                    {orderHref ? (
                      <Link to={orderHref(o.orderId)} className={linkClass}>
                        {o.number}
                      </Link>
                    ) : (
                      o.number
                    )}
                  </th>
                  <td className="py-2 pr-3 whitespace-nowrap">
                    <time dateTime={o.createdAt}>{formatOrderDate(o.createdAt)}</time>
                  </td>
                  <td className="py-2 pr-3 font-mono">{o.codes.join(', ')}</td>
                  <td className="py-2 pr-3 text-right whitespace-nowrap">{money(o.paidAmount)}</td>
                  <td className="py-2 pr-3 text-right font-semibold whitespace-nowrap">{money(o.commission)}</td>
                  <td className="py-2 whitespace-nowrap">
                    {o.commissionPaidAt
                      ? t('account.influencer_order_payout_on', { date: formatOrderDate(o.commissionPaidAt) })
                      : t('account.influencer_order_payout_waiting')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {orders.length >= INFLUENCER_BREAKDOWN_LIMIT ? (
            <p className="mt-2 text-sm text-muted">{t('account.influencer_orders_more', { shown: orders.length })}</p>
          ) : null}
        </div>
      )}

      <Heading id="influencer-payouts" className="text-lg font-bold text-ink">
        {t('account.influencer_payouts_title')}
      </Heading>
      {payouts.length === 0 ? (
        <p className="text-ink">{t('account.influencer_payouts_none')}</p>
      ) : (
        <div className="overflow-x-auto" role="region" aria-labelledby="influencer-payouts" tabIndex={0}>
          <table className="w-full min-w-[24rem] text-left text-sm text-ink" data-testid="influencer-payouts">
            <thead>
              <tr className="border-b border-line text-muted">
                <th scope="col" className={th}>
                  {t('account.influencer_payout_date')}
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {t('account.influencer_payout_orders')}
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  {t('account.influencer_payout_amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {payouts.map((p) => (
                <tr key={p.paidAt} className="border-b border-line" data-testid="influencer-payout-row">
                  <td className="py-2 pr-3 whitespace-nowrap">
                    <time dateTime={p.paidAt}>{formatOrderDate(p.paidAt)}</time>
                  </td>
                  <td className="py-2 pr-3 text-right">{p.orders}</td>
                  <td className="py-2 text-right font-semibold whitespace-nowrap">{money(p.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
