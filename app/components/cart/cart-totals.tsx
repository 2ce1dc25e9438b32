import type { CartView } from '@/domain/cart/cart-view';
import { formatDiscount, formatMoney } from '~/lib/format/format-money';
import { useT } from '~/lib/root/use-root-data';

/**
 * The cart's totals (all from the cart view, computed by the pricing module): goods, the customer-group discount,
 * vouchers, the total with VAT, and the way to free delivery (the currency's own threshold, decision 0060; not shown
 * when the shop never delivers for free).
 */
export function CartTotals({ cart }: { cart: CartView }) {
  const t = useT();
  const { totals, currency } = cart;
  const free = totals.free_delivery;
  const progress = !free
    ? 0
    : free.threshold > 0
      ? Math.min(100, Math.round(((free.threshold - free.missing) / free.threshold) * 100))
      : 100;
  return (
    <section aria-labelledby="kosik-suhrn" className="rounded-xl border border-line bg-surface p-4">
      <h2 id="kosik-suhrn" className="mb-3 text-lg font-bold text-ink">
        {t('cart_page.totals_title')}
      </h2>
      <dl className="flex flex-col gap-1.5 text-ink">
        <div className="flex justify-between gap-3">
          <dt>{t('cart_page.items_total')}</dt>
          <dd data-testid="cart-items-total">{formatMoney(totals.items, currency)}</dd>
        </div>
        {totals.group_discount > 0 ? (
          <div className="flex justify-between gap-3">
            <dt>{t('cart_page.group_discount')}</dt>
            <dd data-testid="cart-group-discount">{formatDiscount(totals.group_discount, currency)}</dd>
          </div>
        ) : null}
        {totals.vouchers > 0 ? (
          <div className="flex justify-between gap-3">
            <dt>{t('cart_page.vouchers_total')}</dt>
            <dd data-testid="cart-vouchers-total">{formatDiscount(totals.vouchers, currency)}</dd>
          </div>
        ) : null}
        <div className="mt-1 flex justify-between gap-3 border-t border-line pt-2 text-lg font-extrabold">
          <dt>{t('cart_page.total')}</dt>
          <dd data-testid="cart-total">{formatMoney(totals.total, currency)}</dd>
        </div>
      </dl>
      {free ? (
        <div className="mt-4" data-testid="free-delivery">
          <p className="mb-1 text-sm font-semibold text-ink">
            {free.reached
              ? t('cart_page.free_delivery_reached')
              : t('cart_page.free_delivery_missing', {
                  amount: formatMoney(free.missing, currency),
                  threshold: formatMoney(free.threshold, currency),
                })}
          </p>
          <div
            role="progressbar"
            aria-label={t('cart_page.free_delivery_progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 overflow-hidden rounded-full bg-line"
          >
            <div className="h-full rounded-full bg-teal" style={{ width: `${progress}%` }} />
          </div>
        </div>
      ) : null}
    </section>
  );
}
