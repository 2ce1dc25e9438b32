/**
 * 'Môj voucher' of /account/influencer (SPEC §1): used / total uses of the customer's codes, the current unpaid
 * commission and the total margin, then the codes one by one, the paid orders and the payouts (decision 0070). Figures come from the real orders
 * (src/domain/accounts/influencer.ts), amounts in the shop's shown currency.
 */
import type { ReactNode } from 'react';
import type { InfluencerOverview, InfluencerVoucher } from '@/domain/accounts/influencer';
import { formatMoney } from '@/domain/pricing/pricing';
import { InfluencerHistory } from '~/components/account/influencer-history';
import { formatOrderDate } from '~/components/order/order-summary-view';
import { useT } from '~/lib/root/use-root-data';

function Figure({ label, children, testId, strong }: { label: string; children: ReactNode; testId: string; strong?: boolean }) {
  return (
    <div className={`flex flex-col gap-1 rounded-lg p-4 ${strong ? 'bg-brand-light' : 'bg-surface'}`}>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-2xl font-extrabold text-ink" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

export function InfluencerBlock({ overview }: { overview: InfluencerOverview }) {
  const t = useT();
  const money = (minor: number) => formatMoney(minor, overview.currency);
  const used = (u: number, total: number | null) => `${u} / ${total === null ? t('account.voucher_unlimited') : total}`;
  const discount = (v: InfluencerVoucher) => (v.voucherType === 'percent' ? `${v.value} %` : money(v.value));

  return (
    <section
      aria-labelledby="moj-voucher"
      className="flex flex-col gap-5 rounded-lg border border-line p-4 tablet:p-6"
      data-testid="influencer-block"
    >
      <h2 id="moj-voucher" className="text-xl font-bold text-ink">
        {t('account.voucher_title')}
      </h2>
      <dl className="grid gap-3 tablet:grid-cols-3">
        <Figure label={t('account.voucher_used')} testId="voucher-used">
          {used(overview.used, overview.total)}
        </Figure>
        <Figure label={t('account.voucher_unpaid')} testId="voucher-unpaid" strong>
          {money(overview.unpaidCommission)}
        </Figure>
        <Figure label={t('account.voucher_margin')} testId="voucher-margin">
          {money(overview.totalMargin)}
        </Figure>
      </dl>
      <dl className="grid gap-x-6 gap-y-1 text-ink tablet:grid-cols-3">
        <div className="flex justify-between gap-2 tablet:flex-col tablet:justify-start">
          <dt className="text-muted">{t('account.voucher_orders')}</dt>
          <dd className="font-semibold" data-testid="voucher-orders">
            {overview.orders}
          </dd>
        </div>
        <div className="flex justify-between gap-2 tablet:flex-col tablet:justify-start">
          <dt className="text-muted">{t('account.voucher_turnover')}</dt>
          <dd className="font-semibold" data-testid="voucher-turnover">
            {money(overview.turnover)}
          </dd>
        </div>
        <div className="flex justify-between gap-2 tablet:flex-col tablet:justify-start">
          <dt className="text-muted">{t('account.voucher_paid')}</dt>
          <dd className="font-semibold">{money(overview.paidCommission)}</dd>
        </div>
        <div className="flex justify-between gap-2 tablet:flex-col tablet:justify-start">
          <dt className="text-muted">{t('account.voucher_pending')}</dt>
          <dd className="font-semibold" data-testid="voucher-pending">
            {money(overview.pendingCommission)}
          </dd>
        </div>
      </dl>

      <h3 className="text-lg font-bold text-ink">{t('account.voucher_codes')}</h3>
      {overview.vouchers.length === 0 ? (
        <p className="text-ink">{t('account.voucher_none')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[34rem] text-left text-sm text-ink">
            <thead>
              <tr className="border-b border-line text-muted">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {t('account.voucher_code')}
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {t('account.voucher_discount')}
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {t('account.voucher_used')}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">
                  {t('account.voucher_unpaid')}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">
                  {t('account.voucher_margin')}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {t('account.voucher_state')}
                </th>
              </tr>
            </thead>
            <tbody>
              {overview.vouchers.map((v) => (
                <tr key={v.id} className="border-b border-line" data-testid="voucher-row">
                  <th scope="row" className="py-2 pr-3 font-mono text-base font-bold">
                    {v.code}
                  </th>
                  <td className="py-2 pr-3 whitespace-nowrap">
                    {discount(v)}
                    {v.commissionPercent !== null ? (
                      <span className="block text-muted">
                        {t('account.voucher_commission')} {v.commissionPercent} %
                      </span>
                    ) : null}
                  </td>
                  <td className="py-2 pr-3 whitespace-nowrap">{used(v.used, v.total)}</td>
                  <td className="py-2 pr-3 text-right whitespace-nowrap">{money(v.unpaidCommission)}</td>
                  <td className="py-2 pr-3 text-right whitespace-nowrap">{money(v.totalMargin)}</td>
                  <td className="py-2">
                    {v.isActive ? t('account.voucher_active') : t('account.voucher_inactive')}
                    {v.activeTo ? (
                      <span className="block text-muted">{t('account.voucher_valid_to', { date: formatOrderDate(v.activeTo) })}</span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <InfluencerHistory overview={overview} money={money} />
      <p className="text-sm text-muted">{t('account.voucher_note')}</p>
    </section>
  );
}
