import type { FieldErrors } from '../../src/lib/validation';

/** An error with an HTTP status and a JSON body; thrown by handlers, rendered by the app's onError. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export class ValidationError extends HttpError {
  constructor(
    message: string,
    readonly errors: FieldErrors,
  ) {
    super(422, message, { errors });
  }
}

export const NOT_FOUND_MESSAGE = 'This page could not be found';

export function notFound(message = NOT_FOUND_MESSAGE): HttpError {
  return new HttpError(404, message);
}

/**
 * Whether `error` is the database refusing a value a request carried (SQLSTATE class 22 "data exception": a NUL,
 * a number out of range, a malformed date…; 54000 "program limit exceeded": a value too large to index): the input
 * slipped past validation, so the answer is a 400, not a 500 (decision 0054). Looks through Drizzle's wrapper.
 */
export function isInputRefusedByDatabase(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (/^22[0-9A-Z]{3}$/.test(code) || code === '54000')) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
