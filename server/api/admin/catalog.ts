/**
 * Back-office catalogue API (decisions 0032/0033): products, variants with stock per store, product images
 * (multipart upload), categories. Admin only. Thin handlers over src/domain/catalog/admin-catalog-*.ts; prices are typed
 * and read gross in the shop's main currency (`priceGross`, `priceSaleGross`: EUR cents, decision 0080) beside the
 * stored net CZK haléře (`price`, `priceSale`), times ISO 8601 with an offset. Bad input → 422 with the errors object; unknown ids → 404.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { catalogAdminDeps } from '../../../src/domain/catalog/admin-catalog-deps';
import {
  createCategory,
  deleteCategory,
  listAdminCategoryTree,
  loadAdminCategory,
  moveCategory,
  removeCategoryImage,
  setCategoryImage,
  updateCategory,
} from '../../../src/domain/catalog/admin-catalog-categories';
import { IMAGE_UPLOAD_MAX_BYTES, uploadFormMessage } from '../../../src/domain/catalog/admin-catalog-images';
import { formFiles, readLimitedFormData } from '../../../src/lib/limited-form-data';
import { addProductImages, deleteProductImage, updateProductImage } from '../../../src/domain/catalog/admin-catalog-product-images';
import {
  createProduct,
  createVariant,
  deleteProduct,
  deleteVariant,
  listAdminProducts,
  loadAdminProduct,
  updateProduct,
  updateVariant,
  type WriteResult,
} from '../../../src/domain/catalog/admin-catalog-products';
import {
  categoryInputSchema,
  categoryMoveSchema,
  imageUpdateSchema,
  parseProductListFilters,
  PRODUCT_SORTS,
  productInputSchema,
  productListFilterSchema,
  variantInputSchema,
} from '../../../src/domain/catalog/admin-catalog-schema';
import { parseListQuery } from '../../../src/domain/back-office/list-query';
import type { AppEnv } from '../../app';
import { HttpError, notFound, ValidationError } from '../../http/errors';
import { readBody, validate } from '../../http/validate';
import { adminPathId, adminRoute, type AdminApiRoute } from './registry';

const idParams = z.object({ id: z.number().int().positive().describe('product id') });
const variantParams = idParams.extend({ variantId: z.number().int().positive() });
const imageParams = idParams.extend({ imageId: z.number().int().positive() });
const categoryParams = z.object({ id: z.number().int().positive().describe('category id') });

const listQuery = productListFilterSchema.extend({
  strana: z.coerce.number().int().min(1).max(100_000).optional().describe('page, 25 per page'),
  zoradit: z.enum(PRODUCT_SORTS).optional().describe('sort column (default updated_at)'),
  smer: z.enum(['asc', 'desc']).optional(),
});

const productRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  image: z.string().nullable(),
  categoryName: z.string().nullable(),
  price: z.number().describe('net CZK haléře (the stored value)'),
  priceGross: z
    .number()
    .describe("gross price, minor units of the shop's main currency (EUR cents) — what the owner typed and the shop shows (decision 0080)"),
  vatRate: z.number(),
  isVisible: z.boolean(),
  isService: z.boolean(),
  variantCount: z.number(),
  stock: z.number().describe('pieces in active stores, all variants'),
  updatedAt: z.string(),
});
const idAnswer = z.object({ id: z.number() });
const uploadBody = z
  .object({ images: z.string().describe('one or more image files (multipart/form-data, field images)'), alt: z.string().optional() })
  .describe('multipart/form-data');

function answer<T extends object>(c: Context<AppEnv>, result: WriteResult<T>, status: 200 | 201 = 200) {
  const { t } = c.get('services');
  if (!result.ok && result.code === 'not_found') throw notFound();
  if (!result.ok) throw new ValidationError(t('validation.summary'), result.errors);
  const { ok: _ok, ...data } = result;
  return c.json({ data }, status);
}

async function readUpload(c: Context<AppEnv>) {
  const { t } = c.get('services');
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('multipart/form-data'))
    throw new ValidationError(t('validation.summary'), { images: [t('admin.catalog.image.error.none')] });
  const upload = await readLimitedFormData(c.req.raw, IMAGE_UPLOAD_MAX_BYTES);
  if (!upload.ok) {
    if (upload.reason === 'too_large')
      throw new HttpError(413, uploadFormMessage('too_large', t), { errors: { images: [uploadFormMessage('too_large', t)] } });
    throw new ValidationError(t('validation.summary'), { images: [uploadFormMessage('malformed', t)] });
  }
  return upload.form;
}

export const adminCatalogApi: AdminApiRoute[] = [
  // products
  adminRoute({
    method: 'get',
    path: '/api/admin/products',
    role: 'admin',
    summary:
      'Product list: search q (name without diacritics, product or variant code, EAN), filters kategoria, viditelnost (visible|hidden), sklad (in|out), paging strana, sorting zoradit/smer',
    query: listQuery,
    response: z.array(productRowSchema),
    errors: { 422: 'Invalid filter values' },
    handler: async (c) => {
      validate(c, listQuery, c.req.query());
      const params = new URL(c.req.url).searchParams;
      const page = await listAdminProducts(
        c.get('services').db,
        parseProductListFilters(params),
        parseListQuery(params, { sortable: PRODUCT_SORTS, defaultSort: 'updated_at', defaultDir: 'desc' }),
      );
      return c.json({ data: page.rows, meta: { total: page.total, page: page.page, pageSize: page.pageSize } });
    },
  }),
  adminRoute({
    method: 'post',
    path: '/api/admin/products',
    role: 'admin',
    summary:
      'Create a product (with its default variant: code = the product code, no stock); slug generated from the name when empty and made unique; description sanitized',
    body: productInputSchema,
    response: idAnswer,
    errors: { 422: 'Errors at the fields (also code_taken, unknown category, tax rate or brand)' },
    handler: async (c, user) => {
      const input = validate(c, productInputSchema, await readBody(c));
      return answer(c, await createProduct(catalogAdminDeps(c.get('services')), input, user.id), 201);
    },
  }),
  adminRoute({
    method: 'get',
    path: '/api/admin/products/{id}',
    role: 'admin',
    summary: 'A product with its categories, parameters, relations, variants (stock per store id) and images',
    params: idParams,
    errors: { 404: 'Unknown product' },
    handler: async (c) => {
      const product = await loadAdminProduct(c.get('services').db, adminPathId(c));
      if (!product) throw notFound();
      return c.json({ data: product });
    },
  }),
  adminRoute({
    method: 'put',
    path: '/api/admin/products/{id}',
    role: 'admin',
    summary: 'Update a product (all fields); a price or sale change writes price_history (EU Omnibus); audit logged',
    params: idParams,
    body: productInputSchema,
    response: idAnswer.extend({ priceHistory: z.number().describe('price history rows written') }),
    errors: { 404: 'Unknown product', 422: 'Errors at the fields' },
    handler: async (c, user) => {
      const id = adminPathId(c);
      const input = validate(c, productInputSchema, await readBody(c));
      return answer(c, await updateProduct(catalogAdminDeps(c.get('services')), id, input, user.id));
    },
  }),
  adminRoute({
    method: 'delete',
    path: '/api/admin/products/{id}',
    role: 'admin',
    summary: 'Delete a product with its variants, stock, images and history (ordered items keep their own copy)',
    params: idParams,
    errors: { 404: 'Unknown product' },
    handler: async (c, user) => {
      const id = adminPathId(c);
      const result = await deleteProduct(catalogAdminDeps(c.get('services')), id, user.id);
      if (!result.ok) return answer(c, result);
      return c.json({ data: { id } });
    },
  }),
  // variants
  adminRoute({
    method: 'post',
    path: '/api/admin/products/{id}/variants',
    role: 'admin',
    summary: 'Add a variant with its stock per store; restocking fires the restock watchdog e-mails',
    params: idParams,
    body: variantInputSchema,
    response: idAnswer.extend({ restocked: z.boolean() }),
    errors: { 404: 'Unknown product', 422: 'Errors at the fields' },
    handler: async (c, user) => {
      const id = adminPathId(c);
      const input = validate(c, variantInputSchema, await readBody(c));
      return answer(c, await createVariant(catalogAdminDeps(c.get('services')), id, input, user.id), 201);
    },
  }),
  adminRoute({
    method: 'put',
    path: '/api/admin/products/{id}/variants/{variantId}',
    role: 'admin',
    summary: 'Update a variant and its stock (stores listed are set, others kept); stock from 0 to more fires the restock watchdog e-mails',
    params: variantParams,
    body: variantInputSchema,
    response: idAnswer.extend({ restocked: z.boolean().describe('whether the variant went from no stock to some') }),
    errors: { 404: 'Unknown product or variant', 422: 'Errors at the fields' },
    handler: async (c, user) => {
      const id = adminPathId(c);
      const variantId = adminPathId(c, 'variantId');
      const input = validate(c, variantInputSchema, await readBody(c));
      return answer(c, await updateVariant(catalogAdminDeps(c.get('services')), id, variantId, input, user.id));
    },
  }),
  adminRoute({
    method: 'delete',
    path: '/api/admin/products/{id}/variants/{variantId}',
    role: 'admin',
    summary: 'Delete a variant (not the last one of a product)',
    params: variantParams,
    response: idAnswer,
    errors: { 404: 'Unknown product or variant', 422: 'The last variant of a product' },
    handler: async (c, user) => {
      const id = adminPathId(c);
      const variantId = adminPathId(c, 'variantId');
      return answer(c, await deleteVariant(catalogAdminDeps(c.get('services')), id, variantId, user.id));
    },
  }),
  // images
  adminRoute({
    method: 'post',
    path: '/api/admin/products/{id}/images',
    role: 'admin',
    summary:
      'Upload images (multipart, field images, several allowed; optional alt): JPEG, PNG, WebP or AVIF by content, at most 10 MB and at least 200 × 200 px each; stored as WebP in the storefront sizes. One bad file: 422 and nothing stored',
    params: idParams,
    body: uploadBody,
    response: z.object({ ids: z.array(z.number()) }),
    errors: {
      404: 'Unknown product',
      422: 'A file is not an accepted image (the message names it); a body above 101 MB is refused with 413',
    },
    handler: async (c, user) => {
      const id = adminPathId(c);
      const form = await readUpload(c);
      const alt = typeof form.get('alt') === 'string' ? String(form.get('alt')).trim().slice(0, 200) || null : null;
      return answer(c, await addProductImages(catalogAdminDeps(c.get('services')), id, await formFiles(form, 'images'), alt, user.id), 201);
    },
  }),
  adminRoute({
    method: 'put',
    path: '/api/admin/products/{id}/images/{imageId}',
    role: 'admin',
    summary: 'Change the alt text and position of an image',
    params: imageParams,
    body: imageUpdateSchema,
    response: idAnswer,
    errors: { 404: 'Unknown product or image', 422: 'Errors at the fields' },
    handler: async (c, user) => {
      const id = adminPathId(c);
      const imageId = adminPathId(c, 'imageId');
      const input = validate(c, imageUpdateSchema, await readBody(c));
      return answer(c, await updateProductImage(catalogAdminDeps(c.get('services')), id, imageId, input, user.id));
    },
  }),
  adminRoute({
    method: 'delete',
    path: '/api/admin/products/{id}/images/{imageId}',
    role: 'admin',
    summary: 'Delete an image (its files too)',
    params: imageParams,
    response: idAnswer,
    errors: { 404: 'Unknown product or image' },
    handler: async (c, user) => {
      const id = adminPathId(c);
      const imageId = adminPathId(c, 'imageId');
      return answer(c, await deleteProductImage(catalogAdminDeps(c.get('services')), id, imageId, user.id));
    },
  }),
  // categories
  adminRoute({
    method: 'get',
    path: '/api/admin/categories',
    role: 'admin',
    summary: 'The whole category tree (hidden ones too) in display order, with depth, product and subcategory counts',
    handler: async (c) => c.json({ data: await listAdminCategoryTree(c.get('services').db) }),
  }),
  adminRoute({
    method: 'post',
    path: '/api/admin/categories',
    role: 'admin',
    summary: 'Create a category (slug generated from the name when empty and made unique; description sanitized)',
    body: categoryInputSchema,
    response: idAnswer,
    errors: { 422: 'Errors at the fields' },
    handler: async (c, user) => {
      const input = validate(c, categoryInputSchema, await readBody(c));
      return answer(c, await createCategory(catalogAdminDeps(c.get('services')), input, user.id), 201);
    },
  }),
  adminRoute({
    method: 'get',
    path: '/api/admin/categories/{id}',
    role: 'admin',
    summary: 'A category',
    params: categoryParams,
    errors: { 404: 'Unknown category' },
    handler: async (c) => {
      const category = await loadAdminCategory(c.get('services').db, adminPathId(c));
      if (!category) throw notFound();
      return c.json({ data: category });
    },
  }),
  adminRoute({
    method: 'put',
    path: '/api/admin/categories/{id}',
    role: 'admin',
    summary: 'Update a category (parent never itself or a descendant)',
    params: categoryParams,
    body: categoryInputSchema,
    response: idAnswer,
    errors: { 404: 'Unknown category', 422: 'Errors at the fields' },
    handler: async (c, user) => {
      const id = adminPathId(c);
      const input = validate(c, categoryInputSchema, await readBody(c));
      return answer(c, await updateCategory(catalogAdminDeps(c.get('services')), id, input, user.id));
    },
  }),
  adminRoute({
    method: 'post',
    path: '/api/admin/categories/{id}/move',
    role: 'admin',
    summary: 'Move a category one place up or down among its siblings',
    params: categoryParams,
    body: categoryMoveSchema,
    response: idAnswer.extend({ moved: z.boolean() }),
    errors: { 404: 'Unknown category', 422: 'direction is up or down' },
    handler: async (c, user) => {
      const id = adminPathId(c);
      const input = validate(c, categoryMoveSchema, await readBody(c));
      return answer(c, await moveCategory(catalogAdminDeps(c.get('services')), id, input.direction, user.id));
    },
  }),
  adminRoute({
    method: 'delete',
    path: '/api/admin/categories/{id}',
    role: 'admin',
    summary: 'Delete an empty category (422 with the reason when it has subcategories or products)',
    params: categoryParams,
    response: idAnswer,
    errors: { 404: 'Unknown category', 422: 'The category has subcategories or products' },
    handler: async (c, user) => {
      const id = adminPathId(c);
      return answer(c, await deleteCategory(catalogAdminDeps(c.get('services')), id, user.id));
    },
  }),
  adminRoute({
    method: 'post',
    path: '/api/admin/categories/{id}/image',
    role: 'admin',
    summary: 'Upload the category image (multipart, field image, one file; checked and converted like product images)',
    params: categoryParams,
    body: z.object({ image: z.string().describe('one image file') }).describe('multipart/form-data'),
    response: z.object({ id: z.number(), image: z.string() }),
    errors: { 404: 'Unknown category', 422: 'Not an accepted image (a body above 101 MB: 413)' },
    handler: async (c, user) => {
      const id = adminPathId(c);
      const form = await readUpload(c);
      return answer(c, await setCategoryImage(catalogAdminDeps(c.get('services')), id, await formFiles(form, 'image'), user.id));
    },
  }),
  adminRoute({
    method: 'delete',
    path: '/api/admin/categories/{id}/image',
    role: 'admin',
    summary: 'Remove the category image',
    params: categoryParams,
    response: idAnswer,
    errors: { 404: 'Unknown category' },
    handler: async (c, user) => {
      const id = adminPathId(c);
      return answer(c, await removeCategoryImage(catalogAdminDeps(c.get('services')), id, user.id));
    },
  }),
];
