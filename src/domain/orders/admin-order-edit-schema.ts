/**
 * What an edit of an order in the back office takes (decision 0083): the contact, the invoice and delivery address,
 * and — while the order is not shipped — the quantities of its lines (0 removes a line) and product variants to add
 * (by variant id or by the code the owner reads on the product). Every part is optional: what is left out stays as it
 * is. Browser-safe (zod only): the admin API validates its JSON body with it and the edit page its form, through
 * orderEditFormInput. Field rules are the checkout's (same e-mail, phone, street, ZIP checks).
 */
import { z } from '../../lib/zod';
import { emailField, optionalText, phoneField, phonePrefixField, requiredText, streetField, zipField } from '../checkout/checkout-schema';

/** Largest quantity of one line an edit accepts (the cart's own limit is far lower). */
export const ORDER_EDIT_MAX_QUANTITY = 999;
/** At most this many lines to add in one edit. */
const MAX_ADDED_LINES = 20;
const MAX_ID = 2_147_483_647;

const country = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.enum(['SK', 'CZ'], 'checkout.country_not_allowed'));

const address = {
  firstname: requiredText(100),
  lastname: requiredText(100),
  company: optionalText(200),
  street: streetField,
  city: requiredText(100),
  zip: zipField,
  country,
};

const quantity = z.coerce
  .number('validation.invalid')
  .int('validation.invalid')
  .min(0, 'validation.invalid')
  .max(ORDER_EDIT_MAX_QUANTITY, 'admin.order_edit.error.quantity_max');

export const orderEditSchema = z.object({
  contact: z
    .object({ email: emailField, phonePrefix: phonePrefixField, phone: phoneField })
    .optional()
    .describe('the customer e-mail and phone of the order'),
  invoice: z.object(address).optional().describe('the invoice address (name, company, street, city, ZIP, country SK/CZ)'),
  delivery: z
    .object(address)
    .nullable()
    .optional()
    .describe('the delivery address of a courier order; null = deliver to the invoice address; ignored for other carriers'),
  lines: z
    .array(z.object({ id: z.number().int().min(1).max(MAX_ID), quantity }))
    .max(500)
    .optional()
    .describe('new quantities of order lines by order line id; 0 removes the line (with its add-ons)'),
  add: z
    .array(
      z.object({
        variantId: z.number().int().min(1).max(MAX_ID).optional(),
        code: z.string().trim().max(100).optional().describe('variant code, or the product code of a product with one variant'),
        quantity: quantity.pipe(z.number().min(1, 'validation.invalid')),
      }),
    )
    .max(MAX_ADDED_LINES)
    .optional()
    .describe('product variants to add at today’s price (with the order’s customer-group discount)'),
  note: z.string().trim().max(500).optional().describe('internal note about the edit, kept in the audit log'),
});

export type OrderEditInput = z.infer<typeof orderEditSchema>;

/** Flat form field names of the edit page (app/routes/admin/order-edit.tsx). */
const ADDRESS_FIELDS = ['firstname', 'lastname', 'company', 'street', 'city', 'zip', 'country'] as const;

/**
 * The edit page's form as the schema's input: `email`, `phonePrefix`, `phone`; `invoice.<field>`; `differentDelivery`
 * with `delivery.<field>` (courier orders only: `hasDeliveryAddress`); `qty.<lineId>` per line and `remove.<lineId>`
 * (a ticked box removes the line); `addCode` + `addQuantity` for one product to add; `note`.
 */
export function orderEditFormInput(form: Record<string, string | undefined>, hasDeliveryAddress: boolean): Record<string, unknown> {
  const pick = (prefix: string) => Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, form[`${prefix}.${f}`] ?? '']));
  const lines = Object.keys(form)
    .filter((k) => /^qty\.\d{1,10}$/.test(k))
    .map((k) => {
      const id = Number(k.slice(4));
      return { id, quantity: form[`remove.${id}`] ? 0 : (form[k] ?? '').trim() };
    });
  const addCode = form.addCode?.trim();
  return {
    contact: { email: form.email ?? '', phonePrefix: form.phonePrefix ?? '', phone: form.phone ?? '' },
    invoice: pick('invoice'),
    ...(hasDeliveryAddress ? { delivery: form.differentDelivery ? pick('delivery') : null } : {}),
    lines,
    add: addCode ? [{ code: addCode, quantity: form.addQuantity?.trim() || '1' }] : [],
    note: form.note || undefined,
  };
}
