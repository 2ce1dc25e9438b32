import { createContext, useContext, type FormEvent, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Link } from '~/components/link';
import type { ProductTile } from '@/domain/catalog/listing';
import type { MoneyFormat } from '@/domain/pricing/pricing';
import { addNoticeFromQuery, CART_PATH } from '~/lib/cart/cart-form';
import { cartStore } from '~/lib/cart/cart-store';
import { formatMoney } from '~/lib/format/format-money';
import { useT } from '~/lib/root/use-root-data';
import { useFetcherResult } from '~/components/forms/use-form-answer';
import { useCartFetcher } from './use-cart-fetcher';

/** Query parameters a no-JS add comes back with (app/lib/cart/cart-form.ts returnPathAfterAdd); not kept for the next add. */
const NOTICE_PARAMS = ['kosik', 'ks', 'spolu'];

const AddToCartContext = createContext<{ pending: boolean }>({ pending: false });

/**
 * The product page's add-to-cart form (SPEC §3 add-response, §4 panels). Without JavaScript it posts to the /kosik
 * action, which adds and redirects back here with what happened; with JavaScript the same form goes through a
 * fetcher (the product page is not reloaded), the analytics event is pushed and the header widget reloads and
 * shows the added product. Children are the buy box (the variant picker's radios are named `variantId`, the
 * quantity field `quantity`).
 */
export function AddToCartForm({
  variantId,
  hasVariantPicker,
  children,
}: {
  variantId: number;
  hasVariantPicker: boolean;
  children: ReactNode;
}) {
  const fetcher = useCartFetcher({ key: 'add-to-cart' });
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  for (const name of NOTICE_PARAMS) params.delete(name);
  const query = params.toString();
  const returnTo = `${location.pathname}${query ? `?${query}` : ''}`;

  useFetcherResult(fetcher.data, (result) => {
    const change = result.ok ? result.data?.change : null;
    if (change) {
      void cartStore.showAddResult({
        itemId: change.item_id,
        name: change.product.name,
        added: change.added,
        quantity: change.quantity,
        capped: change.capped,
      });
    } else if (!result.ok) {
      cartStore.reportAddFailure(result.message ?? '');
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    form.set('variantId', String(variantId));
    form.delete('returnTo'); // answered in place
    // the product page keeps its data: only the widget reloads the cart
    fetcher.submit(form, { method: 'post', action: CART_PATH, defaultShouldRevalidate: false });
  };

  return (
    <AddToCartContext.Provider value={{ pending: fetcher.state !== 'idle' }}>
      <form method="post" action={CART_PATH} onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="add-to-cart-form">
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="returnTo" value={returnTo} />
        {hasVariantPicker ? null : <input type="hidden" name="variantId" value={variantId} />}
        {children}
      </form>
    </AddToCartContext.Provider>
  );
}

export function AddToCartButton({ disabled = false }: { disabled?: boolean }) {
  const t = useT();
  const { pending } = useContext(AddToCartContext);
  return (
    <button
      type="submit"
      disabled={disabled || pending}
      aria-disabled={pending || undefined}
      className="h-11 rounded-full bg-orange px-6 font-bold text-white hover:bg-ink disabled:cursor-not-allowed disabled:opacity-60"
    >
      {pending ? t('cart_add.adding') : t('cart_add.submit')}
    </button>
  );
}

/** Add-on services of the product (detail.addons, e.g. helium inflation): each a checkbox adding a child line. */
export function AddonChoices({ addons, currency }: { addons: ProductTile[]; currency: MoneyFormat | null }) {
  const t = useT();
  if (addons.length === 0) return null;
  return (
    <fieldset className="rounded-lg border border-line p-3" data-testid="addon-choices">
      <legend className="px-1 font-semibold text-ink">{t('cart_add.addons_legend')}</legend>
      <div className="flex flex-col gap-1">
        {addons.map((addon) => (
          <label key={addon.id} className="flex min-h-11 cursor-pointer items-center gap-3 text-ink">
            <input type="checkbox" name="addonProductId" value={addon.id} className="h-5 w-5 accent-brand-dark" />
            <span>
              {t('cart_add.addon', { name: addon.name })}{' '}
              <span className="font-semibold">
                (+{formatMoney(addon.display.unit, currency)} / {t('cart_add.piece')})
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** What a no-JS add did, from the query it came back with (SPEC §3: quantity capped by stock). */
export function AddToCartNotice() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const notice = addNoticeFromQuery(searchParams);
  if (!notice) return null;
  return (
    <div role="status" className="rounded-lg border-2 border-success bg-white p-3 text-sm" data-testid="add-to-cart-notice">
      <p className={`font-semibold ${notice.capped ? 'text-orange' : 'text-success'}`}>
        {notice.capped
          ? t('cart_widget.stock_capped', { count: notice.total, added: notice.added })
          : t('cart_add.added_notice', { count: notice.added })}
      </p>
      <Link to={CART_PATH} className="font-semibold text-brand-dark underline">
        {t('header.cart_open')}
      </Link>
    </div>
  );
}
