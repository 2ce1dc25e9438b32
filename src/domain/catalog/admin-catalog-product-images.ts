/**
 * The gallery of a product in the back office (decision 0032): upload several images at once (all checked
 * before any is stored — one bad file refuses the upload and nothing changes), alt text and order, delete. Files
 * through admin-catalog-images.ts; rows in product_images; one audit entry per change on the product.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { recordAudit } from '../back-office/audit-log';
import type { CatalogAdminDeps } from './admin-catalog-deps';
import { checkImages, removeImageFiles, storeImages, type UploadedFile } from './admin-catalog-images';
import type { WriteResult } from './admin-catalog-products';

const notFound = { ok: false as const, code: 'not_found' as const };

export async function addProductImages(
  deps: CatalogAdminDeps,
  productId: number,
  files: readonly UploadedFile[],
  alt: string | null,
  userId: number,
): Promise<WriteResult<{ ids: number[] }>> {
  const [product] = await queryRows<{ name: string }>(deps.db, sql`SELECT name FROM products WHERE id = ${productId}`);
  if (!product) return notFound;
  const checked = await checkImages(files, deps.t);
  if (!checked.ok) return { ok: false, code: 'invalid', errors: { images: [checked.message] } };
  const stored = await storeImages(deps.files, `products/${productId}`, checked.images);
  try {
    const outcome = await deps.db.transaction(async (tx) => {
      const [locked] = await queryRows<{ id: number }>(tx, sql`SELECT id FROM products WHERE id = ${productId} FOR UPDATE`);
      if (!locked) return notFound;
      const [max] = await queryRows<{ p: number }>(
        tx,
        sql`SELECT coalesce(max(position), -1)::int AS p FROM product_images WHERE product_id = ${productId}`,
      );
      let position = Number(max?.p ?? -1);
      const rows = await queryRows<{ id: number }>(
        tx,
        sql`INSERT INTO product_images (product_id, path, alt, position, width, height)
            VALUES ${sql.join(
              stored.map((s) => sql`(${productId}, ${s.path}, ${alt ?? product.name}, ${++position}, ${s.width}, ${s.height})`),
              sql`, `,
            )}
            RETURNING id`,
      );
      await queryRows(tx, sql`UPDATE products SET updated_at = ${deps.now().toISOString()}::timestamptz WHERE id = ${productId}`);
      await recordAudit(tx, {
        userId,
        entity: 'products',
        entityId: productId,
        action: 'update',
        changes: { images: { from: null, to: stored.map((s) => s.path) } },
        at: deps.now(),
      });
      return { ok: true as const, ids: rows.map((r) => Number(r.id)) };
    });
    if (!outcome.ok)
      await removeImageFiles(
        deps.files,
        stored.map((s) => s.path),
      );
    else deps.invalidate({ productIds: [productId] });
    return outcome;
  } catch (error) {
    await removeImageFiles(
      deps.files,
      stored.map((s) => s.path),
    );
    throw error;
  }
}

export async function updateProductImage(
  deps: CatalogAdminDeps,
  productId: number,
  imageId: number,
  input: { alt: string | null; position: number },
  userId: number,
): Promise<WriteResult<{ id: number }>> {
  const outcome = await deps.db.transaction(async (tx) => {
    const [before] = await queryRows<{ alt: string | null; position: number }>(
      tx,
      sql`SELECT alt, position FROM product_images WHERE id = ${imageId} AND product_id = ${productId} FOR UPDATE`,
    );
    if (!before) return notFound;
    await queryRows(tx, sql`UPDATE product_images SET alt = ${input.alt}, position = ${input.position} WHERE id = ${imageId}`);
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    if (before.alt !== input.alt) changes[`image.${imageId}.alt`] = { from: before.alt, to: input.alt };
    if (Number(before.position) !== input.position)
      changes[`image.${imageId}.position`] = { from: Number(before.position), to: input.position };
    if (Object.keys(changes).length > 0)
      await recordAudit(tx, { userId, entity: 'products', entityId: productId, action: 'update', changes, at: deps.now() });
    return { ok: true as const, id: imageId };
  });
  if (outcome.ok) deps.invalidate({ productIds: [productId] });
  return outcome;
}

export async function deleteProductImage(
  deps: CatalogAdminDeps,
  productId: number,
  imageId: number,
  userId: number,
): Promise<WriteResult<{ id: number }>> {
  let path: string | null = null;
  const outcome = await deps.db.transaction(async (tx) => {
    const [row] = await queryRows<{ path: string }>(
      tx,
      sql`DELETE FROM product_images WHERE id = ${imageId} AND product_id = ${productId} RETURNING path`,
    );
    if (!row) return notFound;
    path = row.path;
    await recordAudit(tx, {
      userId,
      entity: 'products',
      entityId: productId,
      action: 'update',
      changes: { images: { from: row.path, to: null } },
      at: deps.now(),
    });
    return { ok: true as const, id: imageId };
  });
  if (outcome.ok) {
    deps.invalidate({ productIds: [productId] });
    await removeImageFiles(deps.files, [path]);
  }
  return outcome;
}
