import type { MessageKey } from '../../i18n';

/**
 * A refused cart change. `not_found`: the cart is unknown or not the caller's (the API answers 404 and never tells
 * which); `invalid`: a body field points at something unusable (the API answers 422 with `errors[field]`).
 */
export class CartError extends Error {
  constructor(
    readonly kind: 'not_found' | 'invalid',
    readonly field?: string,
    readonly messageKey?: MessageKey,
    readonly params?: Record<string, string | number>,
  ) {
    super(kind === 'not_found' ? 'cart not found' : `invalid cart input: ${field} (${messageKey})`);
    this.name = 'CartError';
  }
}

export const cartNotFound = () => new CartError('not_found');
export const cartInvalid = (field: string, messageKey: MessageKey, params?: Record<string, string | number>) =>
  new CartError('invalid', field, messageKey, params);
