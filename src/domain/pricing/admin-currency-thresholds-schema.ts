/**
 * The back office's thresholds per currency (decision 0060), browser-safe: the zod schema of what is saved and the
 * reader of the settings page's flat form fields (`cur.<id>.freeDeliveryFrom` as a decimal amount of that currency,
 * empty = never free; `cur.<id>.thresholdStep` in minor units).
 */
import { formatZodError, type FieldErrors } from '../../lib/validation';
import { z } from '../../lib/zod';
import type { Translate } from '../../i18n';
import { formatMoneyInput, parseMoneyInput } from '../../lib/money-input';

/** The rounding steps offered for thresholds kept in CZK: minor units (1 = to the cent, 100 = whole euros/crowns). */
export const THRESHOLD_STEPS = [1, 10, 100, 1_000, 10_000] as const;

const currencyThresholdsSchema = z.object({
  currencyId: z.number().int().min(1).max(2_147_483_647),
  freeDeliveryFrom: z
    .number()
    .int()
    .min(0)
    .max(100_000_000)
    .nullable()
    .describe('free delivery from this goods total (gross, after vouchers), minor units of the currency; null = never'),
  thresholdStep: z
    .number()
    .int()
    .refine((v) => (THRESHOLD_STEPS as readonly number[]).includes(v), { message: 'admin.currencies.error.step' })
    .describe('gift thresholds and voucher minimums kept in CZK are shown and compared rounded to this many minor units'),
});
export type CurrencyThresholdsInput = z.infer<typeof currencyThresholdsSchema>;

/** One currency as the form shows it. */
export interface CurrencyThresholdsRow {
  id: number;
  code: string;
  decimals: number;
  freeDeliveryFrom: number | null;
  thresholdStep: number;
}

const field = (id: number, name: 'freeDeliveryFrom' | 'thresholdStep') => `cur.${id}.${name}`;

/** Minor units (2 decimals: cents, haléře) of a typed amount; NaN when malformed; null when empty. */
function parseAmount(raw: string | undefined, decimals: number): number | null {
  const hundredths = parseMoneyInput(raw ?? '');
  if (hundredths === null || Number.isNaN(hundredths)) return hundredths;
  if (decimals >= 2) return hundredths * 10 ** (decimals - 2);
  const factor = 10 ** (2 - decimals);
  return hundredths % factor === 0 ? hundredths / factor : Number.NaN;
}

/** The form's values of the currencies (for the inputs' defaults). */
export function currencyThresholdFormValues(rows: readonly CurrencyThresholdsRow[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const r of rows) {
    const scaled = r.freeDeliveryFrom === null ? null : r.freeDeliveryFrom * 10 ** (2 - r.decimals);
    values[field(r.id, 'freeDeliveryFrom')] = formatMoneyInput(scaled);
    values[field(r.id, 'thresholdStep')] = String(r.thresholdStep);
  }
  return values;
}

/** The posted form → one validated input per known currency, or the errors at the form's field names. */
export function currencyThresholdsFromForm(
  form: Record<string, string>,
  currencies: readonly CurrencyThresholdsRow[],
  t: Translate,
): { ok: true; value: CurrencyThresholdsInput[] } | { ok: false; errors: FieldErrors } {
  const value: CurrencyThresholdsInput[] = [];
  const errors: FieldErrors = {};
  for (const c of currencies) {
    const amount = parseAmount(form[field(c.id, 'freeDeliveryFrom')], c.decimals);
    if (Number.isNaN(amount)) {
      errors[field(c.id, 'freeDeliveryFrom')] = [t('admin.currencies.error.amount')];
      continue;
    }
    const input = { currencyId: c.id, freeDeliveryFrom: amount, thresholdStep: Number(form[field(c.id, 'thresholdStep')] ?? '') };
    const parsed = currencyThresholdsSchema.safeParse(input);
    if (parsed.success) value.push(parsed.data);
    else
      for (const [k, v] of Object.entries(formatZodError(parsed.error, input, t)))
        errors[field(c.id, k as 'freeDeliveryFrom' | 'thresholdStep')] = v;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}
