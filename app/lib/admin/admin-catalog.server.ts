/**
 * Shared by the back-office catalogue pages (app/routes/admin/product*.tsx, category*.tsx): reading a posted form
 * (urlencoded or multipart with images, size-capped), validating it with the API's zod schemas and turning the
 * outcome into the page's action data (field errors + the typed values, so the admin's input survives an error).
 */
import { data, type AppLoadContext } from 'react-router';
import { IMAGE_UPLOAD_MAX_BYTES, uploadFormMessage } from '@/domain/catalog/admin-catalog-images';
import { readLimitedFormData } from '@/lib/limited-form-data';
import type { WriteResult } from '@/domain/catalog/admin-catalog-products';
import type { PriceCurrencies, PricingCurrency } from '@/domain/pricing/pricing';
import { loadMainCurrency } from '@/domain/pricing/main-currency';
import type { DbOrTx } from '@/db/client';
import { formatZodError } from '@/lib/validation';
import type { z } from '@/lib/zod';
import { adminNotFound } from './admin-guard.server';

export interface CatalogActionFailure {
  ok: false;
  intent: string;
  /** the variant / image the form was about */
  targetId?: number;
  message: string;
  errors: Record<string, string[]>;
  values: Record<string, string>;
  lists?: Record<string, string[]>;
}

export type PostedForm = { ok: true; form: FormData; values: Record<string, string> } | { ok: false; message: string };

/** The posted form; multipart bodies are read with the upload cap. */
export async function readPostedForm(request: Request, context: AppLoadContext): Promise<PostedForm> {
  const { t } = context.services;
  let form: FormData;
  if ((request.headers.get('content-type') ?? '').includes('multipart/form-data')) {
    const upload = await readLimitedFormData(request, IMAGE_UPLOAD_MAX_BYTES);
    if (!upload.ok) return { ok: false, message: uploadFormMessage(upload.reason, t) };
    form = upload.form;
  } else {
    try {
      form = await request.formData();
    } catch {
      form = new FormData();
    }
  }
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string' && !(name in values)) values[name] = value.slice(0, 100_000);
  return { ok: true, form, values };
}

export function failure(context: AppLoadContext, init: Omit<CatalogActionFailure, 'ok' | 'message'> & { message?: string }, status = 422) {
  return data<CatalogActionFailure>({ ok: false, message: init.message ?? context.services.t('validation.summary'), ...init }, { status });
}

/** Validates `input` with `schema`: the parsed value, or a 422 action answer with the errors at the fields. */
export function validateForm<S extends z.ZodType>(
  context: AppLoadContext,
  schema: S,
  input: Record<string, unknown>,
  fail: Omit<CatalogActionFailure, 'ok' | 'message' | 'errors'>,
): { ok: true; value: z.infer<S> } | { ok: false; response: ReturnType<typeof failure> } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, response: failure(context, { ...fail, errors: formatZodError(parsed.error, input, context.services.t) }) };
}

/** A domain write's failure as the page's answer (404 page for an unknown id). */
export function writeFailure(
  context: AppLoadContext,
  result: Exclude<WriteResult<object>, { ok: true }>,
  fail: Omit<CatalogActionFailure, 'ok' | 'message' | 'errors'>,
) {
  if (result.code === 'not_found') return adminNotFound(context);
  return failure(context, { ...fail, errors: result.errors });
}

/**
 * The currencies of the product and variant forms (decision 0080): the main currency prices are typed in, gross, and
 * the others the preview shows them in.
 */
export async function priceCurrencies(db: DbOrTx, currencies: readonly PricingCurrency[]): Promise<PriceCurrencies> {
  const main = await loadMainCurrency(db);
  return { main, others: currencies.filter((c) => c.id !== main.id) };
}
