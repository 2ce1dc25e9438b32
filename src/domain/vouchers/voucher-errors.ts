/**
 * Voucher error codes of SPEC §8 and their messages (decision 0012). Every refusal of a voucher — when the shopper
 * adds one, when the cart view re-checks one, when the order placement claims one — carries one of these codes and,
 * where the spec mentions one, a value (the per-user limit, the formatted minimal cart value).
 */
import type { MessageKey, Translate } from '../../i18n';

export const VOUCHER_ERROR_CODES = [
  'not_exists',
  'service_type',
  'quantity_per_user_limit',
  'voucher_is_already_added',
  'user_check',
  'quantity',
  'active_from',
  'active_to',
  'minimal_price',
  'email_required',
  'order_voucher_not_removable',
  'not_combinable',
  'first_purchase',
] as const;
export type VoucherErrorCode = (typeof VOUCHER_ERROR_CODES)[number];

/**
 * A voucher refused with a spec code; `value` is the per-user limit, the formatted minimal cart value or (for
 * not_combinable, decision 0050) the code already in the cart.
 */
export class VoucherError extends Error {
  constructor(
    readonly code: VoucherErrorCode,
    readonly value?: string | number,
    readonly voucherId?: number,
  ) {
    super(`voucher refused: ${code}${value === undefined ? '' : ` (${value})`}`);
    this.name = 'VoucherError';
  }
}

const MESSAGE_KEYS: Record<VoucherErrorCode, MessageKey> = {
  not_exists: 'voucher.not_exists',
  service_type: 'voucher.service_type',
  quantity_per_user_limit: 'voucher.quantity_per_user_limit',
  voucher_is_already_added: 'voucher.voucher_is_already_added',
  user_check: 'voucher.user_check',
  quantity: 'voucher.quantity',
  active_from: 'voucher.active_from',
  active_to: 'voucher.active_to',
  minimal_price: 'voucher.minimal_price',
  email_required: 'voucher.email_required',
  order_voucher_not_removable: 'voucher.order_voucher_not_removable',
  not_combinable: 'voucher.not_combinable',
  first_purchase: 'voucher.first_purchase',
};

/** Codes whose message names their value when one is given (SPEC §8: 'more than N x', the minimal cart value). */
const MESSAGE_KEYS_WITH_VALUE: Partial<Record<VoucherErrorCode, MessageKey>> = {
  quantity_per_user_limit: 'voucher.quantity_per_user_limit_value',
  minimal_price: 'voucher.minimal_price_value',
  not_combinable: 'voucher.not_combinable_value',
};

/** The catalogue message of a voucher error code in the shop's locale. */
export function voucherErrorMessage(t: Translate, code: VoucherErrorCode, value?: string | number): string {
  const withValue = value === undefined ? undefined : MESSAGE_KEYS_WITH_VALUE[code];
  return withValue && value !== undefined ? t(withValue, { value }) : t(MESSAGE_KEYS[code]);
}

/** The JSON body of a refused voucher (422): `{ code, message, value? }`. */
export function voucherErrorBody(t: Translate, error: VoucherError): { code: VoucherErrorCode; message: string; value?: string | number } {
  const body: { code: VoucherErrorCode; message: string; value?: string | number } = {
    code: error.code,
    message: voucherErrorMessage(t, error.code, error.value),
  };
  if (error.value !== undefined) body.value = error.value;
  return body;
}
