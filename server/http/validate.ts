import type { Context } from 'hono';
import type { z } from 'zod';
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
 * Reads a JSON body; malformed JSON is a 400, never a 500. Any other content type with a body is 415: a form-encoded
 * or text/plain body is what a cross-site HTML form can send, so JSON calls never accept one (decision 0043).
 */
export async function readBody(c: Context<AppEnv>): Promise<unknown> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  const isJson = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/.test(type);
  const text = await c.req.text();
  if (!isJson) {
    if (text.trim() === '') return {};
    throw new HttpError(415, c.get('services').t('error.json_required'), { code: 'json_required' });
  }
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Malformed JSON body');
  }
}
