/**
 * Request schemas of the cart calls (browser-safe: zod only). Messages come from the locale catalogue through
 * src/lib/validation.ts.
 */
import { z } from '../../lib/zod';

import { MAX_DB_ID, MAX_LINE_QUANTITY, MAX_NOTE_LENGTH } from './cart-limits';

export { MAX_DB_ID };

const id = z.number().int().min(1).max(MAX_DB_ID);

/** PUT /api/cart/{cartId}: add a product (no id) or change a line (id), quantity 0 removes. */
export const cartItemInputSchema = z.object({
  id: id.nullish().describe('an existing line of the cart to change; absent = add the variant'),
  variantId: id.describe('the product variant'),
  note: z.string().trim().max(MAX_NOTE_LENGTH).nullish().describe('a note for the line (e.g. text on a balloon)'),
  quantity: z.number().int().min(0).max(MAX_LINE_QUANTITY).describe('the line quantity (with id) or pieces to add (without); 0 removes'),
  parentId: id.nullish().describe('a product line this add-on service belongs to'),
});
export type CartItemInput = z.infer<typeof cartItemInputSchema>;
