import type { MessageKey } from '../../i18n';

export type AuthErrorCode =
  'invalid_credentials' | 'email_taken' | 'rate_limited' | 'reset_invalid' | 'wrong_password' | 'same_email' | 'email_change_invalid';

/**
 * A refusal of an auth action, with the field it belongs to (shown at that field, SPEC §8) and its catalogue
 * message. `retryAfterSeconds` is set for rate_limited.
 */
export class AuthError extends Error {
  constructor(
    readonly code: AuthErrorCode,
    readonly messageKey: MessageKey,
    readonly field: string | null,
    readonly params: Record<string, string | number> = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(code);
    this.name = 'AuthError';
  }
}
