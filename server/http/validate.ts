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
 * Reads a JSON or form body. Malformed JSON, a form body that cannot be parsed (multipart without a boundary) → 400
 * code malformed_body; a field holding a NUL or a lone surrogate → 422 at that field (decision 0054); never a 500.
 */
export async function readBody(c: Context<AppEnv>): Promise<unknown> {
  const body = await parseBody(c);
  const fields = unstorableFields(body);
  if (fields.length > 0) {
    const t = c.get('services').t;
    const message = t('validation.invalid_characters');
    throw new ValidationError(t('validation.summary'), Object.fromEntries(fields.map((field) => [field, [message]])));
  }
  return body;
}

async function parseBody(c: Context<AppEnv>): Promise<unknown> {
  const { t } = c.get('services');
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) {
    const text = await c.req.text();
    if (text.trim() === '') return {};
    try {
      return JSON.parse(text);
    } catch {
      throw new HttpError(400, t('error.bad_request'), { code: 'malformed_body' });
    }
  }
  if (type.includes('form')) {
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw new HttpError(400, t('error.bad_request'), { code: 'malformed_body' });
    }
    return Object.fromEntries(form.entries());
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  throw new HttpError(415, 'Unsupported content type', { code: 'unsupported_media_type' });
}
