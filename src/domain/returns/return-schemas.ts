/**
 * The input of a return request and of a back-office state change (decision 0102), one zod schema each for the page
 * forms and the API ("two doors, one lock"). Messages are catalog keys (src/lib/validation.ts maps them). The page
 * form and a multipart API call send the lines as fields `quantity.<order item id>`; returnFormInput turns those
 * fields into the object the schema reads, so both doors parse the same shape. Browser-safe.
 */
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { z } from '../../lib/zod';
import { emailField } from '../accounts/account-fields';
import { RETURN_KINDS, RETURN_RESOLUTIONS, RETURN_STATES } from '../../lib/return-enums';

/** Complaint photos: at most this many images of at most PHOTO_MAX_BYTES each (checked by content with sharp). */
export const RETURN_PHOTO_MAX_FILES = 3;
export const RETURN_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** a whole multipart request: the photos and the text fields */
export const RETURN_FORM_BODY_MAX = RETURN_PHOTO_MAX_FILES * RETURN_PHOTO_MAX_BYTES + 256 * 1024;
export const RETURN_PHOTO_FIELD = 'photos';
export const RETURN_PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';
const QUANTITY_PREFIX = 'quantity.';

/** An IBAN with a valid checksum, normalised to its electronic form (no spaces, upper case). */
const ibanField = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(42)
  .transform((value) => electronicFormatIBAN(value) ?? '')
  .refine((value) => isValidIBAN(value), 'returns.error.iban');

export const returnRequestSchema = z
  .object({
    kind: z.enum(RETURN_KINDS, 'returns.error.kind'),
    items: z
      .array(z.object({ orderItemId: z.number().int().positive(), quantity: z.number().int().min(1).max(10_000) }))
      .min(1, 'returns.error.no_items')
      .max(200),
    iban: z.string().optional(),
    description: z.string().trim().max(2000).optional(),
  })
  .superRefine((value, ctx) => {
    if (new Set(value.items.map((i) => i.orderItemId)).size !== value.items.length)
      ctx.addIssue({ code: 'custom', path: ['items'], message: 'validation.invalid' });
    if (value.kind === 'withdrawal') {
      const iban = ibanField.safeParse(value.iban ?? '');
      if (!iban.success) ctx.addIssue({ code: 'custom', path: ['iban'], message: iban.error.issues[0]!.message });
    } else if (!value.description || value.description.length < 10) {
      ctx.addIssue({ code: 'custom', path: ['description'], message: 'returns.error.description' });
    }
  })
  .transform((value) => ({
    ...value,
    iban: value.kind === 'withdrawal' ? (electronicFormatIBAN(value.iban ?? '') ?? null) : null,
    description: value.description ? value.description : null,
  }));

export type ReturnRequestInput = z.output<typeof returnRequestSchema>;

/** A guest's request: the order is found by its number and the e-mail it was placed with. */
export const guestReturnRequestSchema = z
  .object({ orderNumber: z.string().trim().min(1, 'validation.required').max(40), email: emailField })
  .and(returnRequestSchema);

/** The page form's (or a multipart call's) text fields → the object the schemas read. */
export function returnFormInput(values: Record<string, string>): Record<string, unknown> {
  const items: Array<{ orderItemId: number; quantity: number }> = [];
  for (const [name, raw] of Object.entries(values)) {
    if (!name.startsWith(QUANTITY_PREFIX) || raw.trim() === '' || raw.trim() === '0') continue;
    const id = Number(name.slice(QUANTITY_PREFIX.length));
    const quantity = Number(raw.trim());
    items.push({ orderItemId: Number.isInteger(id) ? id : -1, quantity: Number.isInteger(quantity) ? quantity : -1 });
  }
  return {
    kind: values.kind,
    items,
    iban: values.iban,
    description: values.description,
    ...(values.orderNumber !== undefined ? { orderNumber: values.orderNumber } : {}),
    ...(values.email !== undefined ? { email: values.email } : {}),
  };
}

export const quantityFieldName = (orderItemId: number) => `${QUANTITY_PREFIX}${orderItemId}`;

/** A back-office state change: a rejection needs its reason, a settled complaint its resolution. */
export const returnTransitionSchema = z
  .object({
    to: z.enum(RETURN_STATES, 'validation.invalid'),
    reason: z.string().trim().max(1000).optional(),
    resolution: z.enum(RETURN_RESOLUTIONS, 'returns.error.resolution').optional(),
  })
  .superRefine((value, ctx) => {
    if (value.to === 'rejected' && !value.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'returns.error.reason' });
    if (value.to === 'resolved' && !value.resolution)
      ctx.addIssue({ code: 'custom', path: ['resolution'], message: 'returns.error.resolution' });
  });

export type ReturnTransitionInput = z.output<typeof returnTransitionSchema>;
