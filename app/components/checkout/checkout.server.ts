/**
 * The server side of the checkout form on /kosik (the cart page's loader and action call these):
 *
 * - loadCheckoutPageData(request, context, cart): carriers and payment methods priced for the cart total in the
 *   request's currency, the pickup branches, whether card payments and Packeta are offered, the phone prefixes of
 *   SPEC §3, the shop's country, the logged-in customer's invoice data and saved addresses, and a fresh idempotency
 *   key for this render of the form (a double click then makes one order);
 * - handleCheckoutAction(request, context, formData): the form through THE checkout schema (the browser ran the
 *   same one) and the database checks; errors → 422 FormResult `{ intent, message, errors, values }` with what the shopper
 *   typed (never the passwords); a valid form → placeOrder (which also creates the account a guest asks for, in the
 *   order's transaction; it is then logged in), then a redirect to the card gateway or the order summary.
 *   Placement errors (empty cart, goods no longer available, a voucher that stopped applying) come back as a message
 *   at the top of the form, with the input kept.
 */
import { randomUUID } from 'node:crypto';
import { redirect, type AppLoadContext } from 'react-router';
import { formRefused } from '~/lib/http/responses.server';
import { GUEST_CART_COOKIE, PHONE_PREFIXES } from '@/lib/constants';
import { formatZodError, type FieldErrors } from '@/lib/validation';
import type { CartView } from '@/domain/cart/cart-view';
import { AUTH_TOKEN_COOKIE, authCookieAttributes, serializeCookie } from '@/domain/accounts/auth-token';
import { SESSION_TTL_SECONDS } from '@/domain/accounts/sessions';
import { CURRENT_CART_ID, type CartOwner } from '@/domain/cart/cart-access';
import {
  loadCheckoutCustomer,
  saveCheckoutInvoiceData,
  variantsKeepingStock,
  type CheckoutCustomer,
} from '@/domain/checkout/checkout-customer';
import { shopCountry } from '@/domain/checkout/checkout-rules';
import { checkoutSchema } from '@/domain/checkout/checkout-schema';
import { listDeliveryOptions, type CarrierOption, type PaymentMethodOption, type PickupBranch } from '@/domain/checkout/delivery-options';
import { listCheckoutOptionsForCart } from '@/domain/checkout/checkout-options';
import { CartError } from '@/domain/cart/cart-errors';
import type { PacketaMode } from '@/domain/packeta/packeta-points';
import { isCardPaymentEnabled } from '@/domain/payments/gateways';
import { productChangeTags } from '@/domain/catalog/page-tags';
import { giftUnavailableMessage, OrderPlacementError, placeOrder, type UnavailableItem } from '@/domain/orders/place-order';
import { RateLimitedError } from '@/domain/security/rate-limit';
import type { Translate } from '@/i18n';
import { VoucherError, voucherErrorMessage } from '@/domain/vouchers/voucher-errors';
import { loadCatalogContext } from '~/lib/root/catalog-context.server';
import { parseCookies } from '~/lib/http/cookies';
import { getSessionUser } from '~/lib/session/guards.server';
import { checkoutInput, valuesFromFormData, withoutSecrets, type CheckoutValues } from './checkout-fields';

/** The terms page the agreement links to (demo page 4, 'Obchodné podmienky'). */
const TERMS_URL = '/info/4/obchodne-podmienky';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CheckoutPageData {
  locale: 'sk' | 'cs';
  /** the only invoice and delivery country: 'SK' in sk, 'CZ' in cs */
  country: 'SK' | 'CZ';
  /** a new one per render of the form; sent back with the order */
  idempotencyKey: string;
  currency: CartView['currency'];
  /** the cart's amounts (minor units of the currency, gross) */
  cart: { isEmpty: boolean; items: number; groupDiscount: number; vouchers: number; total: number };
  /** lines a pickup branch must have (services keep no stock and are left out), for the 'up to 10 days' notice */
  stockLines: Array<{ variantId: number; quantity: number }>;
  carriers: CarrierOption[];
  paymentMethods: PaymentMethodOption[];
  pickupBranches: PickupBranch[];
  freeDeliveryFrom: number | null;
  cardEnabled: boolean;
  packeta: { mode: PacketaMode; notice: string | null };
  phonePrefixes: string[];
  /** the logged-in customer's invoice data and saved addresses; null for a guest */
  customer: CheckoutCustomer | null;
  termsUrl: string;
}

function flattenLines(items: CartView['items']): Array<{ productId: number; variantId: number; quantity: number }> {
  const lines: Array<{ productId: number; variantId: number; quantity: number }> = [];
  const walk = (list: CartView['items']) => {
    for (const item of list) {
      lines.push({ productId: item.product.id, variantId: item.variant.id, quantity: item.quantity });
      walk(item.children);
    }
  };
  walk(items);
  return lines;
}

export async function loadCheckoutPageData(request: Request, context: AppLoadContext, cart: CartView): Promise<CheckoutPageData> {
  const { db, config, t, packeta } = context.services;
  const cardEnabled = isCardPaymentEnabled(config);
  const lines = flattenLines(cart.items);
  const [catalog, user, stocked] = await Promise.all([
    loadCatalogContext(request, context),
    getSessionUser(request, context),
    variantsKeepingStock(
      db,
      lines.map((l) => l.variantId),
    ),
  ]);
  const owner: CartOwner = user
    ? { kind: 'customer', userId: user.id }
    : { kind: 'guest', tempId: parseCookies(request.headers.get('cookie'))[GUEST_CART_COOKIE] ?? null };
  const common = { currency: catalog.currency, cardEnabled, packetaEnabled: packeta.mode !== 'off' };
  // the same domain function as GET /api/checkout/options: availability and reasons per carrier and payment method
  const optionsFor = () =>
    listCheckoutOptionsForCart(db, { ...common, now: catalog.now, t, cart: { cartId: CURRENT_CART_ID, owner } }).catch((error: unknown) => {
      if (error instanceof CartError && error.kind === 'not_found') return listDeliveryOptions(db, { ...common, cartTotal: 0 });
      throw error;
    });
  const [options, customer] = await Promise.all([optionsFor(), user ? loadCheckoutCustomer(db, user.id) : Promise.resolve(null)]);
  return {
    locale: config.locale,
    country: shopCountry(config.locale),
    idempotencyKey: randomUUID(),
    currency: cart.currency,
    cart: {
      isEmpty: cart.items.length === 0,
      items: cart.totals.items,
      groupDiscount: cart.totals.group_discount,
      vouchers: cart.totals.vouchers,
      total: cart.totals.total,
    },
    stockLines: lines.filter((l) => stocked.has(l.variantId)).map(({ variantId, quantity }) => ({ variantId, quantity })),
    carriers: options.carriers,
    paymentMethods: options.paymentMethods,
    pickupBranches: options.pickupBranches,
    freeDeliveryFrom: options.freeDeliveryFrom,
    cardEnabled,
    packeta: { mode: packeta.mode, notice: packeta.mode === 'demo' ? t('checkout.packeta_demo') : null },
    phonePrefixes: [...PHONE_PREFIXES],
    customer,
    termsUrl: TERMS_URL,
  };
}

/** The refused checkout (decision 0078): the message at the top of the form, errors at fields, values without passwords. */
function refused(values: CheckoutValues, message: string, errors: FieldErrors = {}, status = 422) {
  return formRefused(errors, { intent: 'checkout', message, values: withoutSecrets(values) as Record<string, string>, status });
}

export async function handleCheckoutAction(request: Request, context: AppLoadContext, formData: FormData) {
  const { db, config, t } = context.services;
  const values = valuesFromFormData(formData);
  const typedKey = formData.get('idempotencyKey');
  const idempotencyKey = typeof typedKey === 'string' && UUID_RE.test(typedKey) ? typedKey.toLowerCase() : randomUUID();

  const input = checkoutInput(values);
  const parsed = checkoutSchema(config.locale).safeParse(input);
  if (!parsed.success) return refused(values, t('validation.summary'), formatZodError(parsed.error, input, t));
  const checkout = parsed.data;

  const [catalog, user] = await Promise.all([loadCatalogContext(request, context), getSessionUser(request, context)]);
  const guestTempId = parseCookies(request.headers.get('cookie'))[GUEST_CART_COOKIE] ?? null;
  const owner: CartOwner = user ? { kind: 'customer', userId: user.id } : { kind: 'guest', tempId: guestTempId };

  // placeOrder re-checks the choices against the database (carrier, payment, branch, Packeta point) in its transaction
  try {
    const placed = await placeOrder(
      {
        db,
        config,
        t,
        now: context.services.now,
        packeta: context.services.packeta,
        mailOutbox: context.services.mailOutbox,
        onPlaced: (payment) => context.services.metrics.ordersPlaced.inc({ payment }),
        // the guests' cached pages of what sold out (decision 0094)
        onSoldOut: (ids) => context.services.caches.invalidate('pages', productChangeTags(ids)),
      },
      {
        cartId: CURRENT_CART_ID,
        owner,
        checkout,
        idempotencyKey,
        locale: config.locale,
        currency: catalog.currency,
        groupDiscountPercent: catalog.groupDiscountPercent,
        userId: user?.id ?? null,
        clientIp: context.clientIp,
        userAgent: request.headers.get('user-agent'),
      },
    );
    // an account created with the order (a guest's createAccount): keep its invoice data, log it in
    let headers: Headers | undefined;
    if (placed.account) {
      await saveCheckoutInvoiceData(db, placed.account.userId, checkout);
      headers = new Headers();
      headers.append(
        'Set-Cookie',
        serializeCookie(AUTH_TOKEN_COOKIE, placed.account.token, authCookieAttributes(config.publicUrl, SESSION_TTL_SECONDS)),
      );
    }
    return redirect(placed.paymentRedirectUrl ?? placed.order.summaryUrl, { headers });
  } catch (error) {
    if (error instanceof RateLimitedError) return refused(values, t(error.messageKey), {}, 429);
    if (error instanceof VoucherError) {
      const message = t('checkout_form.voucher_refused', { message: voucherErrorMessage(t, error.code, error.value) });
      return refused(values, message, {}, 409);
    }
    if (!(error instanceof OrderPlacementError)) throw error;
    switch (error.code) {
      case 'validation':
        return refused(values, t('validation.summary'), error.errors);
      case 'cart_not_found':
        return refused(values, t('checkout_form.cart_not_found'), {}, 409);
      case 'cart_empty':
        return refused(values, t('checkout_form.cart_empty'), {}, 409);
      case 'not_available':
        return refused(values, notAvailableMessage(t, error.items), {}, 409);
      case 'gift_unavailable':
        return refused(values, giftUnavailableMessage(t, error.gifts), {}, 409);
    }
  }
}

function notAvailableMessage(t: Translate, items: readonly UnavailableItem[]): string {
  const list = items.map((i) => t('checkout_form.not_available_item', { name: i.name, available: i.available })).join(', ');
  return t('checkout_form.not_available', { items: list });
}
