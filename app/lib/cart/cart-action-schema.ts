/**
 * The one schema of the cart forms (every intent the /kosik route action accepts; cart-form.ts). Server-side use only
 * keeps zod out of the pages' JavaScript.
 */
import { z } from '@/lib/zod';
import { MAX_DB_ID, MAX_LINE_QUANTITY, MAX_NOTE_LENGTH } from '@/domain/cart/cart-limits';
import { voucherAddSchema } from '@/domain/vouchers/voucher-schema';

const id = z.coerce.number().int().min(1).max(MAX_DB_ID);
const quantity = z.coerce.number().int().min(0).max(MAX_LINE_QUANTITY);
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const cartActionSchema = z.discriminatedUnion('intent', [
  /** product page: add `quantity` pieces of a variant, optionally with add-on services (product ids) as child lines */
  z.object({
    intent: z.literal('add'),
    variantId: id,
    quantity: z.coerce.number().int().min(1).max(MAX_LINE_QUANTITY),
    addonProductId: z.array(id).max(10).default([]),
    returnTo: z.preprocess(blankToUndefined, z.string().max(2000).optional()),
  }),
  /** /kosik stepper and quantity field: the line gets `quantity` (0 removes it with its add-ons) */
  z.object({
    intent: z.literal('set'),
    id,
    variantId: id,
    quantity,
    /** the line quantity the shopper saw (for the analytics event) */
    from: z.preprocess(blankToUndefined, quantity.optional()),
  }),
  z.object({ intent: z.literal('remove'), id, variantId: id, from: z.preprocess(blankToUndefined, quantity.optional()) }),
  z.object({
    intent: z.literal('note'),
    id,
    variantId: id,
    quantity: z.coerce.number().int().min(1).max(MAX_LINE_QUANTITY),
    note: z.string().trim().max(MAX_NOTE_LENGTH),
  }),
  /** pick a gift (replaces the one picked before) or drop it (quantity 0) */
  z.object({ intent: z.literal('gift'), variantId: id, quantity: z.coerce.number().int().min(0).max(1).default(1) }),
  z.object({
    intent: z.literal('voucher-add'),
    voucherCode: voucherAddSchema.shape.voucherCode,
    guestEmail: voucherAddSchema.shape.guestEmail,
  }),
  z.object({ intent: z.literal('voucher-remove'), voucherId: id }),
]);
export type CartActionInput = z.infer<typeof cartActionSchema>;
export type CartIntent = CartActionInput['intent'];
