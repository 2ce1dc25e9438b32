/**
 * Voucher REST calls (SPEC §7, §8): add a voucher to a cart by code, remove one. A refused voucher answers 422
 * `{ code, message, value? }` (decision 0012); both answer the reloaded cart view. Adding is rate-limited per client
 * address (code guessing), in the database like the other limits (decision 0009).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { resolveExistingCart } from '../../src/domain/cart/cart-access';
import { loadCartView } from '../../src/domain/cart/cart-view';
import { removeVoucherFromCart } from '../../src/domain/vouchers/cart-vouchers';
import { enterVoucherCode } from '../../src/domain/vouchers/voucher-entry';
import { VOUCHER_ERROR_CODES } from '../../src/domain/vouchers/voucher-errors';
import { voucherAddSchema, voucherDeleteSchema } from '../../src/domain/vouchers/voucher-schema';
import type { AppEnv } from '../app';
import { clientIp } from '../http/client-ip';
import { notFound } from '../http/errors';
import type { ApiRouteDoc } from '../http/openapi';
import { readBody, validate } from '../http/validate';
import { cartHttpError, cartViewSchema, pathId, resolveCartRequest, setGuestCartCookie } from './cart';

const cartIdParams = z.object({ cartId: z.string().describe('cart id; 0 = my current cart') });

export const voucherDocs: ApiRouteDoc[] = [
  {
    method: 'post',
    path: '/api/voucher/cart/add/{cartId}',
    summary: 'Applies a voucher code to the cart; answers the cart',
    tag: 'vouchers',
    params: cartIdParams,
    body: voucherAddSchema,
    response: cartViewSchema,
    errors: {
      404: "Unknown cart or not the caller's",
      422: `Invalid body, or a refused voucher: { code, message, value? } with code one of ${VOUCHER_ERROR_CODES.join(', ')}`,
      429: 'code rate_limited: too many attempts from this address',
    },
  },
  {
    method: 'post',
    path: '/api/voucher/cart/delete/{cartId}',
    summary: "Removes a voucher from the cart ('order' vouchers cannot be removed); answers the cart",
    tag: 'vouchers',
    params: cartIdParams,
    body: voucherDeleteSchema,
    response: cartViewSchema,
    errors: { 404: 'Unknown cart, or the voucher is not in it', 422: 'Invalid body, or code order_voucher_not_removable' },
  },
];

export function voucherRoutes() {
  const api = new Hono<AppEnv>();

  api.post('/voucher/cart/add/:cartId', async (c) => {
    const { db, t, config } = c.get('services');
    const cartId = pathId(c.req.param('cartId'), true);
    const input = validate(c, voucherAddSchema, await readBody(c));
    const { user, owner, ctx } = await resolveCartRequest(c);
    try {
      const result = await enterVoucherCode(
        db,
        { cartId, owner, locale: config.locale },
        {
          code: input.voucherCode,
          serviceType: input.serviceType,
          customer: user ? { userId: user.id, email: user.email } : { userId: null, email: input.guestEmail ?? null },
        },
        ctx,
        clientIp(c),
      );
      if (result.tempId) setGuestCartCookie(c, result.tempId);
      const view = await loadCartView(db, result.cartId, ctx, t);
      if (!view) throw notFound();
      return c.json({ data: view });
    } catch (error) {
      throw cartHttpError(error, t);
    }
  });

  api.post('/voucher/cart/delete/:cartId', async (c) => {
    const { db, t } = c.get('services');
    const cartId = pathId(c.req.param('cartId'), true);
    const input = validate(c, voucherDeleteSchema, await readBody(c));
    const { owner, ctx } = await resolveCartRequest(c);
    try {
      const id = await resolveExistingCart(db, cartId, owner);
      await removeVoucherFromCart(db, id, input.voucherId);
      const view = await loadCartView(db, id, ctx, t);
      if (!view) throw notFound();
      return c.json({ data: view });
    } catch (error) {
      throw cartHttpError(error, t);
    }
  });

  return api;
}
