import type { Context } from 'hono';
import type { z } from 'zod';
import { unstorableFields } from '../../src/lib/text-safety';
import { formatZodError } from '../../src/lib/validation';
import type { AppEnv } from '../app';
import { HttpError, ValidationError } from './errors';

/** Parses `input` with `schema`; on failure throws the 422 errors object of SPEC §8 in the shop's locale. */
export function validate<S extends z.ZodType>(c: Context<AppEnv>, schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const t = c.get('services').t;
  throw new ValidationError(t('validation.summary'), formatZodError(parsed.error, input, t));
}

/**
 * Reads a JSON body, never a 500:
 * - any other content type with a body is 415: a form-encoded, multipart or text/plain body is what a cross-site HTML
 *   form can send, so JSON calls never accept one (decision 0043);
 * - malformed JSON is 400 code malformed_body;
 * - a field holding a NUL or a lone surrogate is 422 at that field (decision 0054).
 */
export async function readBody(c: Context<AppEnv>): Promise<unknown> {
  const { t } = c.get('services');
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  const isJson = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/.test(type);
  const text = await c.req.text();
  if (text.trim() === '') return {};
  if (!isJson) throw new HttpError(415, t('error.json_required'), { code: 'json_required' });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, t('error.bad_request'), { code: 'malformed_body' });
  }
  const fields = unstorableFields(body);
  if (fields.length > 0) {
    const message = t('validation.invalid_characters');
    throw new ValidationError(t('validation.summary'), Object.fromEntries(fields.map((field) => [field, [message]])));
  }
  return body;
}
