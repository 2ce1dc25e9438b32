import { checkoutSchema } from '@/domain/checkout/checkout-schema';
import type { Translate } from '@/i18n';
import { formatZodError, type FieldErrors } from '@/lib/validation';

/**
 * The checkout's browser-side check: the server's checkoutSchema, with its errors as the form shows them; `null` =
 * valid. A module of its own so zod loads with the first touch of the checkout form, not with /kosik (decision 0111).
 */
export function checkCheckout(locale: 'sk' | 'cs', input: unknown, t: Translate): FieldErrors | null {
  const parsed = checkoutSchema(locale).safeParse(input);
  return parsed.success ? null : formatZodError(parsed.error, input, t);
}
