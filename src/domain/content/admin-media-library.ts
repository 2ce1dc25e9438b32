/**
 * The back office's media library (decision 0086): one place for the images of blog posts, pages, events, services
 * and stores, shared with the product gallery.
 *
 * - Upload: checked and stored exactly like product images (admin-catalog-images.ts: JPEG/PNG/WebP/AVIF by content, at
 *   most 10 MB and at least 200 × 200 px each, converted to WebP in the file store every app server reads, under
 *   media/library/<uuid>.webp); one row per image in media_assets, one audit entry per upload.
 * - List/search: the library's own images and the products' gallery images (product_images, labelled with the
 *   product), newest first, searched by file name, alt text or product name.
 * - Delete: only a library image nothing refers to (an image column or the rich text of a content record, a
 *   banner, a category); otherwise 409 with the places that use it. Product images are deleted in the product.
 * - Content image fields take only a local /media/… path (LOCAL_IMAGE_PATH of admin-content-entities.ts): the picker offers
 *   these images, a typed outside address is refused with a message.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import type { FileStore } from '../../db/file-store';
import type { Translate } from '../../i18n';
import { recordAudit } from '../back-office/audit-log';
import { checkImages, removeImageFiles, storeImages, type UploadedFile } from '../catalog/admin-catalog-images';

/** The folder of the library in the file store (media/library/<uuid>.webp). */
const LIBRARY_FOLDER = 'library';

export interface MediaDeps {
  db: Db;
  files: FileStore;
  t: Translate;
  now: () => Date;
}

interface MediaItem {
  /** library rows: their id; product images: null (not deletable here) */
  id: number | null;
  path: string;
  name: string;
  alt: string | null;
  width: number | null;
  height: number | null;
  source: 'library' | 'product';
  /** product images: the product's name */
  productName: string | null;
  createdAt: string | null;
}

export interface MediaPage {
  items: MediaItem[];
  total: number;
  page: number;
  pageSize: number;
}

const PAGE_SIZE = 24;

/** The library's images and the products' gallery images, newest first; `q` searches names, alt texts, products. */
export async function listMedia(db: DbOrTx, options: { q?: string; page?: number; pageSize?: number } = {}): Promise<MediaPage> {
  const pageSize = Math.min(Math.max(options.pageSize ?? PAGE_SIZE, 1), 100);
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const q = (options.q ?? '').trim().slice(0, 100);
  const pattern = `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  const union = sql`
    SELECT m.id, m.path, m.file_name AS name, m.alt, m.width, m.height, 'library' AS source, NULL::text AS product_name,
           m.created_at, 1 AS rank, m.id AS sort_id
      FROM media_assets m
     WHERE ${q ? sql`(m.file_name ILIKE ${pattern} OR coalesce(m.alt, '') ILIKE ${pattern})` : sql`TRUE`}
    UNION ALL
    SELECT NULL::int, pi.path, p.name, pi.alt, pi.width, pi.height, 'product', p.name, NULL::timestamptz, 0, pi.id
      FROM product_images pi JOIN products p ON p.id = pi.product_id
     WHERE ${q ? sql`(p.name ILIKE ${pattern} OR coalesce(pi.alt, '') ILIKE ${pattern})` : sql`TRUE`}`;
  const [rows, [counted]] = await Promise.all([
    queryRows<{
      id: number | null;
      path: string;
      name: string;
      alt: string | null;
      width: number | null;
      height: number | null;
      source: 'library' | 'product';
      product_name: string | null;
      created_at: string | Date | null;
    }>(
      db,
      sql`SELECT * FROM (${union}) u ORDER BY rank DESC, created_at DESC NULLS LAST, sort_id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    ),
    queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM (${union}) u`),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id === null ? null : Number(r.id),
      path: r.path,
      name: r.name,
      alt: r.alt,
      width: r.width === null ? null : Number(r.width),
      height: r.height === null ? null : Number(r.height),
      source: r.source,
      productName: r.product_name,
      createdAt: r.created_at === null ? null : new Date(r.created_at).toISOString(),
    })),
    total: Number(counted?.n ?? 0),
    page,
    pageSize,
  };
}

export type MediaUploadResult = { ok: true; items: { id: number; path: string }[] } | { ok: false; message: string };

/** Checks the files (one bad file refuses all), stores them and adds them to the library in one transaction. */
export async function uploadMedia(
  deps: MediaDeps,
  files: readonly UploadedFile[],
  alt: string | null,
  userId: number | null,
): Promise<MediaUploadResult> {
  const checked = await checkImages(files, deps.t);
  if (!checked.ok) return checked;
  const stored = await storeImages(deps.files, LIBRARY_FOLDER, checked.images);
  try {
    const items = await deps.db.transaction(async (tx) => {
      const out: { id: number; path: string }[] = [];
      for (const [i, image] of stored.entries()) {
        const source = checked.images[i]!;
        const [row] = await queryRows<{ id: number }>(
          tx,
          sql`INSERT INTO media_assets (path, file_name, alt, width, height, size, created_by, created_at)
              VALUES (${image.path}, ${cleanName(source.name)}, ${alt?.trim() || null}, ${image.width}, ${image.height},
                      ${source.bytes.length}, ${userId}, ${deps.now().toISOString()}::timestamptz)
              RETURNING id`,
        );
        out.push({ id: Number(row!.id), path: image.path });
        await recordAudit(tx, {
          userId,
          entity: 'media_assets',
          entityId: Number(row!.id),
          action: 'create',
          changes: { path: { from: null, to: image.path } },
          at: deps.now(),
        });
      }
      return out;
    });
    return { ok: true, items };
  } catch (error) {
    await removeImageFiles(
      deps.files,
      stored.map((s) => s.path),
    );
    throw error;
  }
}

function cleanName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = name.replace(/[\u0000-\u001f<>]/g, '').trim();
  return (clean || 'obrazok').slice(0, 200);
}

/** Where a path is used: `<table>:<id>` of every record that shows it (image columns and rich text). */
async function mediaUsage(db: DbOrTx, path: string): Promise<string[]> {
  const like = `%${path.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  const rows = await queryRows<{ place: string }>(
    db,
    sql`SELECT 'posts:' || id AS place FROM posts WHERE image = ${path} OR content LIKE ${like}
        UNION ALL SELECT 'pages:' || id FROM pages WHERE content LIKE ${like}
        UNION ALL SELECT 'services:' || id FROM services WHERE image = ${path} OR content LIKE ${like}
        UNION ALL SELECT 'events:' || id FROM events WHERE image = ${path} OR description LIKE ${like}
        UNION ALL SELECT 'jobs:' || id FROM jobs WHERE description LIKE ${like}
        UNION ALL SELECT 'stores:' || id FROM stores WHERE image = ${path}
        UNION ALL SELECT 'videos:' || id FROM videos WHERE thumbnail = ${path}
        UNION ALL SELECT 'banners:' || id FROM banners WHERE image = ${path} OR image_mobile = ${path}
        UNION ALL SELECT 'categories:' || id FROM categories WHERE image = ${path}
        UNION ALL SELECT 'products:' || id FROM products WHERE description LIKE ${like}`,
  );
  return rows.map((r) => r.place);
}

export type MediaDeleteResult = { ok: true } | { ok: false; code: 'not_found' } | { ok: false; code: 'in_use'; places: string[] };

/** Deletes a library image nothing uses (see the module comment); the file goes after the commit. */
export async function deleteMedia(deps: MediaDeps, id: number, userId: number | null): Promise<MediaDeleteResult> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return { ok: false, code: 'not_found' };
  const outcome = await deps.db.transaction(async (tx): Promise<MediaDeleteResult & { path?: string }> => {
    const [row] = await queryRows<{ path: string }>(tx, sql`SELECT path FROM media_assets WHERE id = ${id} FOR UPDATE`);
    if (!row) return { ok: false, code: 'not_found' };
    const places = await mediaUsage(tx, row.path);
    if (places.length > 0) return { ok: false, code: 'in_use', places };
    await queryRows(tx, sql`DELETE FROM media_assets WHERE id = ${id}`);
    await recordAudit(tx, {
      userId,
      entity: 'media_assets',
      entityId: id,
      action: 'delete',
      changes: { path: { from: row.path, to: null } },
      at: deps.now(),
    });
    return { ok: true, path: row.path };
  });
  if (outcome.ok && 'path' in outcome) await removeImageFiles(deps.files, [outcome.path]);
  return outcome.ok ? { ok: true } : outcome;
}
