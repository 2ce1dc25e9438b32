/**
 * The product CSV export and import (decision 0106): thin handlers over src/domain/catalog/admin-product-csv.ts.
 * Paths sit beside /api/admin/products so they never meet its {id} routes. Admin only.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { catalogAdminDeps } from '../../../src/domain/catalog/admin-catalog-deps';
import {
  confirmProductImport,
  previewProductImport,
  productCsvFilename,
  productCsvStream,
  uploadProductImport,
  type ImportPreview,
} from '../../../src/domain/catalog/admin-product-csv';
import { PRODUCT_IMPORT_MAX_BYTES } from '../../../src/domain/catalog/admin-product-csv-format';
import type { SessionUser } from '../../../src/domain/accounts/session-lookup';
import { readLimitedFormData, uploadedFile } from '../../../src/lib/limited-form-data';
import type { AppEnv } from '../../app';
import { HttpError, notFound, ValidationError } from '../../http/errors';
import { readBody, validate } from '../../http/validate';
import { adminPathId, adminRoute, type AdminApiRoute } from './registry';

const MAX_MB = PRODUCT_IMPORT_MAX_BYTES / 1024 / 1024;
/** multipart overhead around the file (boundaries, part headers) */
const FORM_OVERHEAD_BYTES = 64 * 1024;

const idParams = z.object({ id: z.number().int().positive().describe('import id (from the upload)') });
const confirmBody = z.object({
  sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .describe('the previewed file’s sha256 (from the upload’s answer)'),
});
const uploadBody = z
  .object({ file: z.string().describe('the CSV file (multipart/form-data, field file)') })
  .describe('multipart/form-data');

const previewSchema = z.object({
  importId: z.number(),
  fileName: z.string(),
  sha256: z.string(),
  rows: z.number(),
  newRows: z.number(),
  changedRows: z.number(),
  unchangedRows: z.number(),
  errorCount: z.number(),
  errors: z.array(z.object({ row: z.number(), column: z.string().nullable(), message: z.string() })).describe('at most 500'),
  changes: z
    .array(
      z.object({
        row: z.number(),
        kind: z.enum(['new', 'changed']),
        variantCode: z.string(),
        name: z.string(),
        fields: z.array(z.object({ column: z.string(), from: z.string(), to: z.string() })),
      }),
    )
    .describe('at most 500'),
});

function refusal(c: Context<AppEnv>, code: 'forbidden' | 'not_found' | 'too_large' | 'empty' | 'applied' | 'stale'): never {
  const { t } = c.get('services');
  if (code === 'forbidden') throw new HttpError(403, t('admin.error.forbidden'), { code });
  if (code === 'not_found') throw notFound();
  if (code === 'too_large') {
    const message = t('admin.product_csv.error.too_large', { max: MAX_MB });
    throw new HttpError(413, message, { code: 'too_large', errors: { file: [message] } });
  }
  if (code === 'empty') throw new ValidationError(t('validation.summary'), { file: [t('admin.product_csv.error.empty')] });
  throw new HttpError(409, t(`admin.product_csv.error.${code}`), { code });
}

/** Row errors as the 422 errors object: "<row>" → "<column>: <message>". */
function rowErrors(preview: ImportPreview): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const e of preview.errors) (errors[String(e.row)] ??= []).push(e.column ? `${e.column}: ${e.message}` : e.message);
  return errors;
}

async function readCsvUpload(c: Context<AppEnv>, user: SessionUser) {
  const { t } = c.get('services');
  if (!(c.req.header('content-type') ?? '').includes('multipart/form-data'))
    throw new ValidationError(t('validation.summary'), { file: [t('admin.product_csv.error.no_file')] });
  const read = await readLimitedFormData(c.req.raw, PRODUCT_IMPORT_MAX_BYTES + FORM_OVERHEAD_BYTES);
  if (!read.ok) {
    if (read.reason === 'too_large') refusal(c, 'too_large');
    throw new ValidationError(t('validation.summary'), { file: [t('admin.product_csv.error.no_file')] });
  }
  const file = await uploadedFile(read.form, 'file');
  if (!file) throw new ValidationError(t('validation.summary'), { file: [t('admin.product_csv.error.no_file')] });
  return uploadProductImport(catalogAdminDeps(c.get('services')), user, file);
}

export const adminProductCsvApi: AdminApiRoute[] = [
  adminRoute({
    method: 'get',
    path: '/api/admin/product-csv/export',
    role: 'admin',
    summary:
      'Every variant as one CSV row (product columns repeated), gross prices in the main currency, stock per active store: UTF-8 with BOM, ; separator, streamed',
    handler: (c) => {
      const { db, t, now } = c.get('services');
      return c.body(productCsvStream(db, t), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${productCsvFilename(now())}"`,
        'Cache-Control': 'private, no-store',
      });
    },
  }),
  adminRoute({
    method: 'post',
    path: '/api/admin/product-csv/imports',
    role: 'admin',
    summary:
      'Upload an edited export (field file, at most 20 MB): stored for 2 hours and previewed — new, changed and unchanged rows with each field old → new, and every row error (row, column, message); nothing is written',
    body: uploadBody,
    response: previewSchema,
    errors: { 422: 'No file (a body above 20 MB is refused with 413)' },
    handler: async (c, user) => {
      const result = await readCsvUpload(c, user);
      if (!result.ok) return result.code === 'invalid' ? refusal(c, 'not_found') : refusal(c, result.code);
      return c.json({ data: result.preview }, 201);
    },
  }),
  adminRoute({
    method: 'get',
    path: '/api/admin/product-csv/imports/{id}',
    role: 'admin',
    summary: 'The preview of an uploaded file again (against the catalogue as it is now)',
    params: idParams,
    response: previewSchema,
    errors: { 404: 'Unknown, someone else’s or expired upload', 409: 'Already applied' },
    handler: async (c, user) => {
      const result = await previewProductImport(catalogAdminDeps(c.get('services')), user, adminPathId(c));
      if (!result.ok) return result.code === 'invalid' ? refusal(c, 'not_found') : refusal(c, result.code);
      return c.json({ data: result.preview });
    },
  }),
  adminRoute({
    method: 'post',
    path: '/api/admin/product-csv/imports/{id}/confirm',
    role: 'admin',
    summary:
      'Apply the previewed file: every row or none, in one transaction, through the product and variant edits (price history, audit log); the confirm itself is audited',
    params: idParams,
    body: confirmBody,
    response: previewSchema,
    errors: {
      404: 'Unknown, someone else’s or expired upload',
      409: 'Already applied, or sha256 is not the stored file’s',
      422: 'The file has errors (nothing written): errors by row number',
    },
    handler: async (c, user) => {
      const id = adminPathId(c);
      const { sha256 } = validate(c, confirmBody, await readBody(c));
      const result = await confirmProductImport(catalogAdminDeps(c.get('services')), user, id, sha256);
      if (!result.ok && result.code === 'invalid')
        throw new ValidationError(c.get('services').t('admin.product_csv.error.invalid'), rowErrors(result.preview));
      if (!result.ok) return refusal(c, result.code);
      return c.json({
        data: result.preview,
        message: c.get('services').t('admin.product_csv.done', { new: result.preview.newRows, changed: result.preview.changedRows }),
      });
    },
  }),
];
