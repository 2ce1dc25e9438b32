import type { CartView } from '@/domain/cart/cart-view';
import { CART_PATH, type CartActionResult } from '~/lib/cart/cart-form';
import { formatMoney } from '~/lib/format/format-money';
import { mediaUrl } from '~/lib/format/media';
import { useT } from '~/lib/root/use-root-data';
import { resultFor, useCartFetcher } from './use-cart-fetcher';

/**
 * Gifts (PRODUCT.md): once the cart reaches a gift's threshold the shopper may pick one gift for free; picking
 * another replaces it (src/domain/cart/gifts.ts). Lists only the gifts the cart reaches now.
 */
export function CartGifts({ cart, actionData }: { cart: CartView; actionData: CartActionResult | null }) {
  const t = useT();
  const fetcher = useCartFetcher({ key: 'gift' });
  const result = resultFor(fetcher.data, actionData, (r) => r.intent === 'gift');
  if (cart.gifts.length === 0) return null;
  const pendingVariant = fetcher.formData ? Number(fetcher.formData.get('variantId')) : null;
  return (
    <section aria-labelledby="kosik-darceky" className="rounded-xl border-2 border-pink-light bg-pink-light/40 p-4">
      <h2 id="kosik-darceky" className="text-lg font-bold text-ink">
        {t('cart_page.gifts_title')}
      </h2>
      <p className="mb-3 text-sm text-ink">{t('cart_page.gifts_text')}</p>
      <ul className="flex flex-col gap-2">
        {cart.gifts.map((gift) => {
          const src = mediaUrl(gift.main_image?.path, 80);
          const selected = pendingVariant === null ? gift.selected : pendingVariant === gift.variant_id;
          return (
            <li key={gift.product_id} className="flex items-center gap-3 rounded-lg bg-white p-2" data-testid="cart-gift">
              <div className="h-12 w-12 shrink-0 overflow-hidden rounded bg-surface">
                {src ? <img src={src} alt="" width={48} height={48} loading="lazy" className="h-full w-full object-cover" /> : null}
              </div>
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-ink">{gift.name}</p>
                <p className="text-xs text-muted">{t('cart_page.gift_from', { amount: formatMoney(gift.threshold, cart.currency) })}</p>
              </div>
              {selected ? (
                <p className="px-2 text-sm font-bold text-success">{t('cart_page.gift_picked')}</p>
              ) : (
                <fetcher.Form method="post" action={CART_PATH}>
                  <input type="hidden" name="intent" value="gift" />
                  <input type="hidden" name="variantId" value={gift.variant_id} />
                  <button
                    type="submit"
                    className="h-11 rounded-full border-2 border-pink px-4 text-sm font-semibold text-pink hover:bg-pink-light"
                    aria-label={t('cart_page.gift_pick_named', { name: gift.name })}
                  >
                    {t('cart_page.gift_pick')}
                  </button>
                </fetcher.Form>
              )}
            </li>
          );
        })}
      </ul>
      {result && !result.ok ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-danger">
          {result.message}
        </p>
      ) : null}
    </section>
  );
}
