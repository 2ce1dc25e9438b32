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
  constructor(message: string, readonly errors: FieldErrors) {
    super(422, message, { errors });
  }
}

export const NOT_FOUND_MESSAGE = 'This page could not be found';

export function notFound(message = NOT_FOUND_MESSAGE): HttpError {
  return new HttpError(404, message);
}
