import { data, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/cart';
import { translator } from '@/i18n';
import { CartPageView } from '~/components/cart/cart-page-view';
import { handleCheckoutAction, loadCheckoutPageData } from '~/components/checkout/checkout.server';
import { CheckoutForm } from '~/components/checkout/checkout-form';
import { RouteErrorBoundary } from '~/components/error-views';
import { performCartAction } from '~/lib/cart/cart-actions.server';
import { returnPathAfterAdd, safeReturnPath, type CartActionResult } from '~/lib/cart/cart-form';
import { guestCartCookie, loadActiveCartView, resolveStorefrontCartRequest } from '~/lib/cart/cart-request.server';
import type { RootData } from '~/lib/root/root-data';

/**
 * /kosik (SPEC §2): the shopper's active cart — lines with their add-on services, gifts, vouchers and totals. Every
 * change is a form POST to this route's action with an `intent` (works without JavaScript; with it the forms go
 * through fetchers and update in place). Nothing is stored by reading the page (decision 0011). Below the cart, the
 * checkout form (app/components/checkout) with its own intent 'checkout'.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const req = await resolveStorefrontCartRequest(request, context);
  const cart = await loadActiveCartView(context, req);
  const checkout = cart.items.length > 0 ? await loadCheckoutPageData(request, context, cart) : null;
  return { cart, loggedIn: req.user !== null, checkout };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') === 'checkout') return handleCheckoutAction(request, context, form);
  const req = await resolveStorefrontCartRequest(request, context);
  const outcome = await performCartAction(context, req, form);
  const headers = new Headers();
  if (outcome.tempId && req.owner.kind === 'guest')
    headers.append('Set-Cookie', guestCartCookie(outcome.tempId, context.services.config.publicUrl));
  const { result, input } = outcome;
  // the product page's form without JavaScript: back to the product with what happened
  if (input?.intent === 'add' && result.ok && result.data?.change) {
    const back = safeReturnPath(input.returnTo);
    if (back) throw redirect(returnPathAfterAdd(back, result.data.change), { headers });
  }
  return data(result, { status: outcome.status, headers });
}

/** The cookies of an action (the guest cart's first write, a session) reach the browser; the cart is never cached. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const out = new Headers({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' });
  for (const cookie of actionHeaders.getSetCookie()) out.append('Set-Cookie', cookie);
  return out;
}

/**
 * Carts reload after any voucher error (SPEC §8) and after a refused checkout (goods no longer available, a voucher
 * used up meanwhile: the lines shown must be the current ones), although a refused action skips revalidation by default.
 */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = (actionResult as { intent?: unknown } | undefined)?.intent;
  if (typeof intent === 'string' && (intent.startsWith('voucher') || intent === 'checkout')) return true;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  const t = translator(root?.locale ?? 'sk');
  return [{ title: `${t('cart_page.title')} | ${t('app.title')}` }, { name: 'robots', content: 'noindex, nofollow' }];
};

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const cartActionData = actionData && actionData.intent !== 'checkout' ? (actionData as CartActionResult) : null;
  return (
    <>
      <CartPageView cart={loaderData.cart} loggedIn={loaderData.loggedIn} actionData={cartActionData} />
      {loaderData.checkout ? (
        <div className="shop-container pb-10">
          <CheckoutForm data={loaderData.checkout} actionData={actionData} />
        </div>
      ) : null}
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
