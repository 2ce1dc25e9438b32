/**
 * What the back office saves of a carrier and of a payment method (decision 0124), browser-safe: zod only, shared by
 * the settings page's forms and PUT /api/admin/carriers/{id} and /api/admin/payment-methods/{id}, plus the reader of
 * one posted form (the price typed as "4,90" in the main currency).
 */
import { formatZodError, type FieldErrors } from '../../lib/validation';
import { z } from '../../lib/zod';
import type { Translate } from '../../i18n';
import { formatMoneyInput, parseMoneyInput } from '../../lib/money-input';

/** The highest fee accepted: 10 000 in the main currency (a typo guard, far above any parcel fee). */
const MAX_FEE_GROSS = 1_000_000;

const name = z.string().trim().min(1).max(120).describe('the name shoppers read in the checkout and the e-mails');
const priceGross = z
  .number()
  .int()
  .min(0)
  .max(MAX_FEE_GROSS)
  .describe("the fee with VAT in the shop's main currency, minor units (4,90 € = 490); other currencies follow its rate");
const isActive = z.boolean().describe('offered in the checkout');

export const carrierSettingsSchema = z.object({
  name,
  priceGross,
  deliveryDays: z
    .string()
    .trim()
    .max(200)
    .nullable()
    .describe('the delivery time shoppers read, e.g. "1–2 pracovné dni"; empty or null = not shown'),
  trackingUrl: z
    .string()
    .trim()
    .max(500)
    .nullable()
    .refine((v) => !v || isTrackingPattern(v), { message: 'admin.delivery.error.tracking' })
    .describe(
      'the carrier\'s tracking page with {n} where the parcel number goes, e.g. "https://tracking.packeta.com/sk/?id={n}"; empty or null = none',
    ),
  isActive,
});
export type CarrierSettingsInput = z.infer<typeof carrierSettingsSchema>;

export const paymentMethodSettingsSchema = z.object({ name, priceGross, isActive });
export type PaymentMethodSettingsInput = z.infer<typeof paymentMethodSettingsSchema>;

/** An https address (or http for a local test carrier) with exactly where the number goes: `{n}`. */
function isTrackingPattern(value: string): boolean {
  if (!value.includes('{n}')) return false;
  try {
    const url = new URL(value.replaceAll('{n}', '0'));
    return url.protocol === 'https:' || (url.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(url.hostname));
  } catch {
    return false;
  }
}

/** The posted form of one carrier or payment method → the validated input, or the errors at the form's field names. */
export function deliverySettingsFromForm(
  kind: 'carrier' | 'payment',
  form: Record<string, string>,
  decimals: number,
  t: Translate,
): { ok: true; value: CarrierSettingsInput | PaymentMethodSettingsInput } | { ok: false; errors: FieldErrors } {
  const price = parseMoneyInput(form.priceGross ?? '', { decimals });
  if (price === null || Number.isNaN(price)) return { ok: false, errors: { priceGross: [t('admin.delivery.error.price')] } };
  const common = { name: form.name ?? '', priceGross: price, isActive: form.isActive === 'on' };
  const input = kind === 'carrier' ? { ...common, deliveryDays: form.deliveryDays ?? '', trackingUrl: form.trackingUrl ?? '' } : common;
  const parsed = (kind === 'carrier' ? carrierSettingsSchema : paymentMethodSettingsSchema).safeParse(input);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: formatZodError(parsed.error, input, t) };
}

/** A fee in minor units as the form's text ("4,90"). */
export const feeFormValue = (minor: number, decimals: number) => formatMoneyInput(minor, decimals);
