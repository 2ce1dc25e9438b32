import { Link } from 'react-router';
import type { CartView } from '@/domain/cart/cart-view';
import type { CartActionResult } from '~/lib/cart/cart-form';
import { useT } from '~/lib/root/use-root-data';
import { CartGifts } from './cart-gifts';
import { CartLines } from './cart-lines';
import { CartTotals } from './cart-totals';
import { CartVouchers } from './cart-vouchers';

/**
 * The cart part of /kosik. `actionData` is the answer of a form posted without JavaScript (with JavaScript each
 * form shows its own fetcher's answer in place); an add or a page-level refusal is announced at the top.
 */
export function CartPageView({ cart, loggedIn, actionData }: { cart: CartView; loggedIn: boolean; actionData: CartActionResult | null }) {
  const t = useT();
  const pageNotice =
    actionData && !actionData.ok && (actionData.intent === undefined || actionData.intent === 'add' || actionData.errors[''])
      ? actionData.message
      : null;
  const added = actionData && actionData.ok && actionData.intent === 'add' ? actionData.data?.change : null;
  return (
    <div className="shop-container flex flex-col gap-6 py-6">
      <h1 className="text-2xl font-extrabold text-ink desktop:text-3xl">{t('cart_page.title')}</h1>
      {pageNotice ? (
        <p role="alert" className="rounded-lg border-2 border-danger bg-white p-3 font-semibold text-danger">
          {pageNotice}
        </p>
      ) : null}
      {added ? (
        <p role="status" className="rounded-lg border-2 border-success bg-white p-3 font-semibold text-success">
          {added.capped
            ? t('cart_widget.stock_capped', { count: added.quantity, added: added.added })
            : t('cart_widget.added', { name: added.product.name, count: added.added })}
        </p>
      ) : null}

      {cart.items.length === 0 ? (
        <div className="flex flex-col items-start gap-4 rounded-xl border border-line p-6" data-testid="cart-empty">
          <p className="text-lg text-ink">{t('header.cart_empty')}</p>
          <Link to="/" className="rounded-full bg-brand-dark px-5 py-2.5 font-semibold text-white hover:bg-ink">
            {t('cart_page.continue')}
          </Link>
        </div>
      ) : (
        <div className="grid gap-6 desktop:grid-cols-3">
          <section aria-labelledby="kosik-polozky" className="desktop:col-span-2">
            <h2 id="kosik-polozky" className="sr-only">
              {t('cart_page.lines_label')}
            </h2>
            <CartLines cart={cart} actionData={actionData} />
          </section>
          <div className="flex flex-col gap-4">
            <CartGifts cart={cart} actionData={actionData} />
            <CartVouchers cart={cart} loggedIn={loggedIn} actionData={actionData} />
            <CartTotals cart={cart} />
          </div>
        </div>
      )}
    </div>
  );
}
