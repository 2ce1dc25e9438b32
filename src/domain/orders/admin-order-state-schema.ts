/**
 * What a back-office state change takes (decision 0072): the new state, an internal note, the parcel's tracking
 * number (kept only when the order is shipped) and whether the customer gets the e-mail. Browser-safe (zod only):
 * the admin API validates its JSON body with it and the order detail page its form, through orderStateFormInput.
 */
import { z } from '../../lib/zod';
import { ORDER_STATE_VALUES } from './admin-order-transitions';

/** Carriers' parcel numbers: letters, digits, spaces and dashes (Packeta "Z 123 4567 890", couriers' 10–20 digits). */
export const TRACKING_NUMBER_MAX = 40;

export const orderStateChangeSchema = z.object({
  state: z.enum(ORDER_STATE_VALUES).describe('the new state (see the allowed transitions in decision 0030)'),
  note: z.string().trim().max(500).optional().describe('internal note, not shown to the customer'),
  trackingNumber: z
    .string()
    .trim()
    .max(TRACKING_NUMBER_MAX, 'admin.order.error.tracking_number')
    .regex(/^[\p{L}\d -]*$/u, 'admin.order.error.tracking_number')
    .optional()
    .describe('the parcel number when shipping (state shipped); the customer gets the carrier tracking link built from it'),
  notifyCustomer: z.boolean().default(true).describe('e-mail the customer about the change (default true)'),
});

export type OrderStateChangeInput = z.infer<typeof orderStateChangeSchema>;

/**
 * The page form as the schema's input. The "Poslať zákazníkovi e-mail" checkbox posts `notifyCustomer=1` before a
 * hidden `notifyCustomer=0` (the first value wins), so an unticked box is "0", and a post without the field keeps
 * the default (send).
 */
export function orderStateFormInput(form: Record<string, string | undefined>): Record<string, unknown> {
  return {
    state: form.state,
    note: form.note || undefined,
    trackingNumber: form.trackingNumber || undefined,
    notifyCustomer: form.notifyCustomer === undefined ? undefined : form.notifyCustomer !== '0',
  };
}
