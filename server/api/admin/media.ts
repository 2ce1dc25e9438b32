/**
 * /api/admin/media: the back office's media library (decision 0086) for editors and admins. List and search the
 * library's images together with the products' gallery images; upload images (multipart, field `images`, checked
 * and stored like product images); delete a library image nothing uses (409 with the places otherwise).
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { IMAGE_UPLOAD_MAX_BYTES, uploadFormMessage } from '../../../src/domain/catalog/admin-catalog-images';
import { deleteMedia, listMedia, uploadMedia, type MediaDeps } from '../../../src/domain/content/admin-media-library';
import { formFiles, formTextValues, readLimitedFormData } from '../../../src/lib/limited-form-data';
import type { AppEnv } from '../../app';
import { HttpError, notFound, ValidationError } from '../../http/errors';
import { validate } from '../../http/validate';
import { adminPathId, adminRoute, type AdminApiRoute } from './registry';

const listQuery = z.object({
  q: z.string().max(200).optional().describe('search in file names, alt texts and product names'),
  strana: z.string().max(10).optional().describe('page, 24 images each'),
});
const mediaItem = z.object({
  id: z.number().nullable().describe('library images: their id; product images: null (deleted in the product)'),
  path: z.string().describe('/media/… path an image field or the rich text takes'),
  name: z.string(),
  alt: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  source: z.enum(['library', 'product']),
  productName: z.string().nullable(),
  createdAt: z.string().nullable(),
});
const uploadBody = z
  .object({ images: z.string().describe('one or more image files (multipart/form-data, field images)'), alt: z.string().optional() })
  .describe('multipart/form-data');

function mediaDeps(c: Context<AppEnv>): MediaDeps {
  const { db, files, t, now } = c.get('services');
  return { db, files, t, now };
}

export const adminMediaApi: AdminApiRoute[] = [
  adminRoute({
    method: 'get',
    path: '/api/admin/media',
    role: 'editor',
    summary: 'The media library: uploaded images and product images, newest first (search q, page strana)',
    query: listQuery,
    response: z.object({ items: z.array(mediaItem), total: z.number(), page: z.number(), pageSize: z.number() }),
    handler: async (c) => {
      const query = validate(c, listQuery, c.req.query());
      const page = Number.parseInt(query.strana ?? '1', 10);
      return c.json({ data: await listMedia(c.get('services').db, { q: query.q, page: Number.isFinite(page) ? page : 1 }) });
    },
  }),
  adminRoute({
    method: 'post',
    path: '/api/admin/media',
    role: 'editor',
    summary:
      'Upload images to the library (multipart, field images, several allowed; optional alt): JPEG, PNG, WebP or AVIF by content, at most 10 MB and at least 200 × 200 px each; stored as WebP. One bad file: 422 and nothing stored',
    body: uploadBody,
    response: z.object({ items: z.array(z.object({ id: z.number(), path: z.string() })) }),
    errors: { 422: 'A file is not an accepted image (the message names it); a body above the upload limit is refused with 413' },
    handler: async (c, user) => {
      const { t } = c.get('services');
      if (!(c.req.header('content-type') ?? '').includes('multipart/form-data'))
        throw new ValidationError(t('validation.summary'), { images: [t('admin.catalog.image.error.none')] });
      const read = await readLimitedFormData(c.req.raw, IMAGE_UPLOAD_MAX_BYTES);
      if (!read.ok) {
        const message = uploadFormMessage(read.reason, t);
        if (read.reason === 'too_large') throw new HttpError(413, message, { errors: { images: [message] } });
        throw new ValidationError(t('validation.summary'), { images: [message] });
      }
      const alt = formTextValues(read.form).alt ?? null;
      const result = await uploadMedia(mediaDeps(c), await formFiles(read.form, 'images'), alt, user.id);
      if (!result.ok) throw new ValidationError(result.message, { images: [result.message] });
      return c.json({ data: { items: result.items }, message: t('admin.media.flash.uploaded') }, 201);
    },
  }),
  adminRoute({
    method: 'delete',
    path: '/api/admin/media/{id}',
    role: 'editor',
    summary: 'Delete a library image that nothing uses (image fields, rich text, banners, categories)',
    params: z.object({ id: z.number().int().positive() }),
    errors: { 404: 'Unknown id', 409: 'The image is in use (places lists where)' },
    handler: async (c, user) => {
      const { t } = c.get('services');
      const result = await deleteMedia(mediaDeps(c), adminPathId(c), user.id);
      if (!result.ok && result.code === 'not_found') throw notFound();
      if (!result.ok && result.code === 'in_use')
        throw new HttpError(409, t('admin.media.in_use', { places: result.places.join(', ') }), { code: 'in_use', places: result.places });
      return c.json({ data: { ok: true }, message: t('admin.media.flash.deleted') });
    },
  }),
];
