/**
 * The /kosik route action's cart intents: each validates its form (app/lib/cart/cart-form.ts) and calls the cart or
 * voucher domain function, on cart id 0 ("my current cart", decision 0011) — the same functions the cart API calls.
 * Refusals become a result with the field's message or the voucher code's own message (decision 0012).
 */
import type { AppLoadContext } from 'react-router';
import { resolveExistingCart, resolveWritableCart, CURRENT_CART_ID } from '@/domain/cart/cart-access';
import { CartError } from '@/domain/cart/cart-errors';
import { setCartItem, type CartItemChange } from '@/domain/cart/cart-items';
import { getProductDetail } from '@/domain/catalog/product-detail';
import { RateLimitedError } from '@/domain/security/rate-limit';
import { removeVoucherFromCart } from '@/domain/vouchers/cart-vouchers';
import { enterVoucherCode } from '@/domain/vouchers/voucher-entry';
import { VoucherError, voucherErrorMessage } from '@/domain/vouchers/voucher-errors';
import { formatZodError, type FieldErrors } from '@/lib/validation';
import { formResult } from '~/lib/http/responses.server';
import { addOutcome } from './cart-analytics';
import { cartFormValues, type CartActionResult, type CartAnswer, type CartIntent, type CartLineChangeResult } from './cart-form';
import { cartActionSchema, type CartActionInput } from './cart-action-schema';
import type { StorefrontCartRequest } from './cart-request.server';

export interface CartActionOutcome {
  result: CartActionResult;
  /** the HTTP status of the answer: 200, or 422 / 404 / 429 for a refusal */
  status: number;
  /** the guest cart's tempId to (re)set in the guest-cart cookie after a write */
  tempId: string | null;
  input: CartActionInput | null;
}

function lineChange(change: CartItemChange, previous: number, requestedAdd: number | null): CartLineChangeResult {
  const outcome = requestedAdd === null ? null : addOutcome(change, requestedAdd);
  return {
    item_id: change.itemId,
    product: change.product,
    variant: change.variant,
    quantity: change.quantity,
    original_quantity: change.original_quantity,
    previous: outcome ? outcome.previous : previous,
    added: outcome ? outcome.added : Math.max(0, change.quantity - previous),
    capped: change.original_quantity > change.quantity,
  };
}

/** The default variant of an add-on service product offered on a product page (detail.addons are product tiles). */
async function addonVariantId(context: AppLoadContext, productId: number, req: StorefrontCartRequest): Promise<number> {
  const detail = await getProductDetail(context.services.db, productId, { currency: req.ctx.currency, now: req.ctx.now });
  const id = detail?.defaultVariantId ?? detail?.variants[0]?.id ?? null;
  if (id === null) throw new CartError('invalid', 'parentId', 'cart.addon_not_allowed');
  return id;
}

const NOTHING: CartAnswer = { change: null, voucherCode: null, code: null };

/** A done cart change: 200 with what changed. */
function done(intent: CartIntent, tempId: string | null, input: CartActionInput, answer: Partial<CartAnswer>): CartActionOutcome {
  return { result: formResult(true, {}, { intent, data: { ...NOTHING, ...answer } }), status: 200, tempId, input };
}

function stringValues(values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) if (typeof value === 'string' && key !== 'intent') out[key] = value;
  return out;
}

export async function performCartAction(context: AppLoadContext, req: StorefrontCartRequest, form: FormData): Promise<CartActionOutcome> {
  const { db, t } = context.services;
  const values = cartFormValues(form);
  const rawIntent = typeof values.intent === 'string' ? values.intent : null;
  const parsed = cartActionSchema.safeParse(values);
  if (!parsed.success) {
    const errors = formatZodError(parsed.error, values, t);
    const intent = (cartActionSchema.options.some((o) => o.shape.intent.value === rawIntent) ? rawIntent : null) as CartIntent | null;
    return {
      result: formResult(false, errors, {
        intent: intent ?? undefined,
        message: t('validation.summary'),
        values: stringValues(values),
        data: NOTHING,
      }),
      status: 422,
      tempId: null,
      input: null,
    };
  }
  const input = parsed.data;
  // writes ask for the add-response in CZK: analytics events are in CZK; nothing else of the answer is shown
  const { owner, czkCtx, locale } = req;
  try {
    switch (input.intent) {
      case 'add': {
        const addons = await Promise.all(input.addonProductId.map((id) => addonVariantId(context, id, req)));
        const { cart, change } = await db.transaction(async (tx) => {
          const cart = await resolveWritableCart(tx, CURRENT_CART_ID, owner, locale);
          const change = await setCartItem(tx, cart.cartId, { variantId: input.variantId, quantity: input.quantity }, czkCtx);
          if (change.itemId !== null) {
            for (const variantId of addons)
              await setCartItem(tx, cart.cartId, { variantId, quantity: input.quantity, parentId: change.itemId }, czkCtx);
          }
          return { cart, change };
        });
        return done(input.intent, cart.tempId, input, { change: lineChange(change, 0, input.quantity) });
      }
      case 'set':
      case 'remove':
      case 'note': {
        const quantity = input.intent === 'remove' ? 0 : input.quantity;
        const { cart, change } = await db.transaction(async (tx) => {
          const cart = await resolveWritableCart(tx, CURRENT_CART_ID, owner, locale);
          const change = await setCartItem(
            tx,
            cart.cartId,
            { id: input.id, variantId: input.variantId, quantity, ...(input.intent === 'note' ? { note: input.note } : {}) },
            czkCtx,
          );
          return { cart, change };
        });
        const previous = input.intent === 'note' ? change.quantity : (input.from ?? change.quantity);
        return done(input.intent, cart.tempId, input, { change: lineChange(change, previous, null) });
      }
      case 'gift': {
        const { cart, change } = await db.transaction(async (tx) => {
          const cart = await resolveWritableCart(tx, CURRENT_CART_ID, owner, locale);
          // a gift's refusal names its threshold: in the shopper's currency
          const change = await setCartItem(tx, cart.cartId, { variantId: input.variantId, quantity: input.quantity }, req.ctx);
          return { cart, change };
        });
        return done(input.intent, cart.tempId, input, { change: lineChange(change, 0, null) });
      }
      case 'voucher-add': {
        const customer = req.user ? { userId: req.user.id, email: req.user.email } : { userId: null, email: input.guestEmail ?? null };
        const cart = await enterVoucherCode(
          db,
          { cartId: CURRENT_CART_ID, owner, locale },
          { code: input.voucherCode, serviceType: 'eshop', customer },
          req.ctx,
          context.clientIp ?? 'local',
        );
        return done(input.intent, cart.tempId, input, { voucherCode: input.voucherCode.toUpperCase() });
      }
      case 'voucher-remove': {
        const cartId = await resolveExistingCart(db, CURRENT_CART_ID, owner);
        await removeVoucherFromCart(db, cartId, input.voucherId);
        return done(input.intent, null, input, {});
      }
    }
  } catch (error) {
    const refused = (status: number, message: string, errors: FieldErrors, code: CartAnswer['code'] = null): CartActionOutcome => ({
      result: formResult(false, errors, { intent: input.intent, message, values: stringValues(values), data: { ...NOTHING, code } }),
      status,
      tempId: null,
      input,
    });
    if (error instanceof RateLimitedError) {
      const message = t(error.messageKey);
      return refused(429, message, { voucherCode: [message] });
    }
    if (error instanceof VoucherError) {
      const message = voucherErrorMessage(t, error.code, error.value);
      const field = input.intent === 'voucher-add' ? (error.code === 'email_required' ? 'guestEmail' : 'voucherCode') : 'voucherId';
      return refused(422, message, { [field]: [message] }, error.code);
    }
    if (error instanceof CartError) {
      if (error.kind === 'invalid' && error.field && error.messageKey) {
        const message = t(error.messageKey, error.params);
        return refused(422, message, { [error.field]: [message] });
      }
      // the cart or the line is gone: a refusal of the whole cart, announced at the top of the page
      const message = t('cart_page.not_found');
      return refused(404, message, { '': [message] });
    }
    throw error;
  }
}
