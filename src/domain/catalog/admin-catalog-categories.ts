/**
 * Back-office categories (decision 0033): the whole tree (hidden ones too), create and edit (name, unique
 * slug, parent — never itself or one of its descendants —, visibility, position, rich-text description sanitized on
 * save), moving up/down among siblings, the image through the product image pipeline (admin-catalog-images.ts), and
 * deleting only an empty category (no subcategories, no products). Each change is one transaction with its audit
 * entry; catalog_listing follows parent and visibility changes by its triggers; the storefront caches are dropped.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../../db/client';
import { slugify } from '../../seed/slugify';
import { sanitizeRichText } from '../content/sanitize';
import { diffChanges, recordAudit } from '../back-office/audit-log';
import type { CatalogAdminDeps } from './admin-catalog-deps';
import { checkImages, removeImageFiles, storeImage, type UploadedFile } from './admin-catalog-images';
import type { FieldKeyErrors, WriteResult } from './admin-catalog-products';
import type { CategoryInput } from './admin-catalog-schema';

export interface AdminCategoryNode {
  id: number;
  parentId: number | null;
  name: string;
  slug: string;
  position: number;
  isVisible: boolean;
  image: string | null;
  depth: number;
  /** products linked directly (product_categories) */
  productCount: number;
  childCount: number;
  /** first / last among its siblings (for the up / down buttons) */
  isFirst: boolean;
  isLast: boolean;
}

export interface AdminCategory {
  id: number;
  parentId: number | null;
  name: string;
  slug: string;
  description: string | null;
  image: string | null;
  position: number;
  isVisible: boolean;
  productCount: number;
  childCount: number;
  url: string;
}

/** The whole tree in display order (parents before children, siblings by position then name). */
export async function listAdminCategoryTree(db: DbOrTx): Promise<AdminCategoryNode[]> {
  const rows = await queryRows<{
    id: number;
    parent_id: number | null;
    name: string;
    slug: string;
    position: number;
    is_visible: boolean;
    image: string | null;
    product_count: number;
    child_count: number;
  }>(
    db,
    sql`SELECT c.id, c.parent_id, c.name, c.slug, c.position, c.is_visible, c.image,
               (SELECT count(*)::int FROM product_categories pc WHERE pc.category_id = c.id) AS product_count,
               (SELECT count(*)::int FROM categories k WHERE k.parent_id = c.id) AS child_count
        FROM categories c ORDER BY c.position, lower(c.name), c.id`,
  );
  const children = new Map<number | null, typeof rows>();
  for (const row of rows) {
    const key = row.parent_id === null ? null : Number(row.parent_id);
    const list = children.get(key) ?? [];
    list.push(row);
    children.set(key, list);
  }
  const out: AdminCategoryNode[] = [];
  const seen = new Set<number>();
  const walk = (parent: number | null, depth: number) => {
    const list = children.get(parent) ?? [];
    list.forEach((row, i) => {
      const id = Number(row.id);
      if (seen.has(id)) return;
      seen.add(id);
      out.push({
        id,
        parentId: row.parent_id === null ? null : Number(row.parent_id),
        name: row.name,
        slug: row.slug,
        position: Number(row.position),
        isVisible: row.is_visible,
        image: row.image,
        depth,
        productCount: Number(row.product_count),
        childCount: Number(row.child_count),
        isFirst: i === 0,
        isLast: i === list.length - 1,
      });
      walk(id, depth + 1);
    });
  };
  walk(null, 0);
  return out;
}

export async function loadAdminCategory(db: DbOrTx, id: number): Promise<AdminCategory | null> {
  const [row] = await queryRows<{
    id: number;
    parent_id: number | null;
    name: string;
    slug: string;
    description: string | null;
    image: string | null;
    position: number;
    is_visible: boolean;
    product_count: number;
    child_count: number;
  }>(
    db,
    sql`SELECT c.id, c.parent_id, c.name, c.slug, c.description, c.image, c.position, c.is_visible,
               (SELECT count(*)::int FROM product_categories pc WHERE pc.category_id = c.id) AS product_count,
               (SELECT count(*)::int FROM categories k WHERE k.parent_id = c.id) AS child_count
        FROM categories c WHERE c.id = ${id}`,
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    parentId: row.parent_id === null ? null : Number(row.parent_id),
    name: row.name,
    slug: row.slug,
    description: row.description,
    image: row.image,
    position: Number(row.position),
    isVisible: row.is_visible,
    productCount: Number(row.product_count),
    childCount: Number(row.child_count),
    url: `/${Number(row.id)}/${row.slug}`,
  };
}

function invalidWith(deps: Pick<CatalogAdminDeps, 't'>, errors: FieldKeyErrors) {
  const out: Record<string, string[]> = {};
  for (const [field, keys] of Object.entries(errors)) out[field] = keys.map((k) => deps.t(k));
  return { ok: false as const, code: 'invalid' as const, errors: out };
}

async function uniqueCategorySlug(tx: DbOrTx, wanted: string, exceptId: number | null): Promise<string> {
  const base = slugify(wanted).slice(0, 180) || 'kategoria';
  const rows = await queryRows<{ slug: string }>(
    tx,
    sql`SELECT slug FROM categories WHERE (slug = ${base} OR slug LIKE ${`${base}-%`}) ${exceptId === null ? sql`` : sql`AND id <> ${exceptId}`}`,
  );
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Parent checks: it exists, and it is neither the category itself nor one of its descendants. */
async function checkParent(tx: DbOrTx, parentId: number | null, selfId: number | null): Promise<FieldKeyErrors> {
  if (parentId === null) return {};
  const [parent] = await queryRows<{ id: number }>(tx, sql`SELECT id FROM categories WHERE id = ${parentId}`);
  if (!parent) return { parentId: ['admin.catalog.error.unknown'] };
  if (selfId === null) return {};
  if (parentId === selfId) return { parentId: ['admin.category.error.parent_cycle'] };
  const [cycle] = await queryRows<{ n: number }>(
    tx,
    sql`WITH RECURSIVE up(id, parent_id) AS (
          SELECT id, parent_id FROM categories WHERE id = ${parentId}
          UNION SELECT c.id, c.parent_id FROM categories c JOIN up ON c.id = up.parent_id
        ) SELECT count(*)::int AS n FROM up WHERE id = ${selfId}`,
  );
  return Number(cycle?.n) > 0 ? { parentId: ['admin.category.error.parent_cycle'] } : {};
}

const auditView = (c: AdminCategory | null): Record<string, unknown> => {
  if (!c) return {};
  const { id: _id, productCount: _p, childCount: _c, url: _u, ...rest } = c;
  return rest;
};

async function lockCategory(tx: Tx, id: number): Promise<boolean> {
  return (await queryRows(tx, sql`SELECT id FROM categories WHERE id = ${id} FOR UPDATE`)).length > 0;
}

export async function createCategory(deps: CatalogAdminDeps, input: CategoryInput, userId: number): Promise<WriteResult<{ id: number }>> {
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const errors = await checkParent(tx, input.parentId, null);
    if (Object.keys(errors).length > 0) return invalidWith(deps, errors);
    const slug = await uniqueCategorySlug(tx, input.slug || input.name, null);
    const description = input.description === null ? null : sanitizeRichText(input.description) || null;
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO categories (parent_id, slug, name, description, position, is_visible, created_at)
          VALUES (${input.parentId}, ${slug}, ${input.name}, ${description}, ${input.position}, ${input.isVisible}, ${now.toISOString()}::timestamptz)
          RETURNING id`,
    );
    const id = Number(row!.id);
    await recordAudit(tx, {
      userId,
      entity: 'categories',
      entityId: id,
      action: 'create',
      changes: diffChanges(null, auditView(await loadAdminCategory(tx, id))),
      at: now,
    });
    return { ok: true as const, id };
  });
  if (outcome.ok) deps.invalidate();
  return outcome;
}

export async function updateCategory(
  deps: CatalogAdminDeps,
  id: number,
  input: CategoryInput,
  userId: number,
): Promise<WriteResult<{ id: number }>> {
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    if (!(await lockCategory(tx, id))) return { ok: false as const, code: 'not_found' as const };
    const before = (await loadAdminCategory(tx, id))!;
    const errors = await checkParent(tx, input.parentId, id);
    if (Object.keys(errors).length > 0) return invalidWith(deps, errors);
    const slug = input.slug ? (input.slug === before.slug ? before.slug : await uniqueCategorySlug(tx, input.slug, id)) : before.slug;
    const description = input.description === null ? null : sanitizeRichText(input.description) || null;
    await queryRows(
      tx,
      sql`UPDATE categories SET parent_id = ${input.parentId}, slug = ${slug}, name = ${input.name}, description = ${description},
            position = ${input.position}, is_visible = ${input.isVisible}
          WHERE id = ${id}`,
    );
    const changes = diffChanges(auditView(before), auditView(await loadAdminCategory(tx, id)));
    if (Object.keys(changes).length > 0)
      await recordAudit(tx, { userId, entity: 'categories', entityId: id, action: 'update', changes, at: now });
    return { ok: true as const, id };
  });
  if (outcome.ok) deps.invalidate();
  return outcome;
}

/** Moves a category one place up or down among its siblings (positions renumbered 1…n). */
export async function moveCategory(
  deps: CatalogAdminDeps,
  id: number,
  direction: 'up' | 'down',
  userId: number,
): Promise<WriteResult<{ id: number; moved: boolean }>> {
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    if (!(await lockCategory(tx, id))) return { ok: false as const, code: 'not_found' as const };
    const [self] = await queryRows<{ parent_id: number | null }>(tx, sql`SELECT parent_id FROM categories WHERE id = ${id}`);
    const siblings = await queryRows<{ id: number; position: number }>(
      tx,
      sql`SELECT id, position FROM categories WHERE parent_id IS NOT DISTINCT FROM ${self!.parent_id} ORDER BY position, lower(name), id FOR UPDATE`,
    );
    const order = siblings.map((s) => Number(s.id));
    const at = order.indexOf(id);
    const to = direction === 'up' ? at - 1 : at + 1;
    if (to < 0 || to >= order.length) return { ok: true as const, id, moved: false };
    [order[at], order[to]] = [order[to]!, order[at]!];
    const before = new Map(siblings.map((s) => [Number(s.id), Number(s.position)]));
    for (const [i, siblingId] of order.entries()) {
      if (before.get(siblingId) !== i + 1) await queryRows(tx, sql`UPDATE categories SET position = ${i + 1} WHERE id = ${siblingId}`);
    }
    await recordAudit(tx, {
      userId,
      entity: 'categories',
      entityId: id,
      action: 'update',
      changes: { position: { from: before.get(id), to: order.indexOf(id) + 1 } },
      at: now,
    });
    return { ok: true as const, id, moved: true };
  });
  if (outcome.ok) deps.invalidate();
  return outcome;
}

/** Deletes an empty category; with subcategories or products it answers invalid with the reason. */
export async function deleteCategory(deps: CatalogAdminDeps, id: number, userId: number): Promise<WriteResult<{ id: number }>> {
  const now = deps.now();
  let image: string | null = null;
  const outcome = await deps.db.transaction(async (tx) => {
    if (!(await lockCategory(tx, id))) return { ok: false as const, code: 'not_found' as const };
    const category = (await loadAdminCategory(tx, id))!;
    if (category.childCount > 0) return invalidWith(deps, { category: ['admin.category.error.has_children'] });
    const [defaults] = await queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM products WHERE default_category_id = ${id}`);
    if (category.productCount > 0 || Number(defaults?.n) > 0) return invalidWith(deps, { category: ['admin.category.error.has_products'] });
    await queryRows(tx, sql`DELETE FROM categories WHERE id = ${id}`);
    await recordAudit(tx, {
      userId,
      entity: 'categories',
      entityId: id,
      action: 'delete',
      changes: { name: { from: category.name, to: null }, slug: { from: category.slug, to: null } },
      at: now,
    });
    image = category.image;
    return { ok: true as const, id };
  });
  if (outcome.ok) {
    deps.invalidate();
    await removeImageFiles(deps.files, [image]);
  }
  return outcome;
}

/** Replaces the category image (checked and converted like product images); nothing changes when the file is bad. */
export async function setCategoryImage(
  deps: CatalogAdminDeps,
  id: number,
  files: readonly UploadedFile[],
  userId: number,
): Promise<WriteResult<{ id: number; image: string }>> {
  const exists = await loadAdminCategory(deps.db, id);
  if (!exists) return { ok: false, code: 'not_found' };
  if (files.length > 1) return { ok: false, code: 'invalid', errors: { image: [deps.t('admin.category.error.one_image')] } };
  const checked = await checkImages(files, deps.t);
  if (!checked.ok) return { ok: false, code: 'invalid', errors: { image: [checked.message] } };
  const stored = await storeImage(deps.files, `categories/${id}`, checked.images[0]!);
  let old: string | null = null;
  try {
    const outcome = await deps.db.transaction(async (tx) => {
      if (!(await lockCategory(tx, id))) return { ok: false as const, code: 'not_found' as const };
      const before = (await loadAdminCategory(tx, id))!;
      old = before.image;
      await queryRows(tx, sql`UPDATE categories SET image = ${stored.path} WHERE id = ${id}`);
      await recordAudit(tx, {
        userId,
        entity: 'categories',
        entityId: id,
        action: 'update',
        changes: { image: { from: before.image, to: stored.path } },
        at: deps.now(),
      });
      return { ok: true as const, id, image: stored.path };
    });
    if (!outcome.ok) {
      await removeImageFiles(deps.files, [stored.path]);
      return outcome;
    }
    deps.invalidate();
    await removeImageFiles(deps.files, [old]);
    return outcome;
  } catch (error) {
    await removeImageFiles(deps.files, [stored.path]);
    throw error;
  }
}

/** Removes the category image. */
export async function removeCategoryImage(deps: CatalogAdminDeps, id: number, userId: number): Promise<WriteResult<{ id: number }>> {
  let old: string | null = null;
  const outcome = await deps.db.transaction(async (tx) => {
    if (!(await lockCategory(tx, id))) return { ok: false as const, code: 'not_found' as const };
    const before = (await loadAdminCategory(tx, id))!;
    old = before.image;
    if (before.image === null) return { ok: true as const, id };
    await queryRows(tx, sql`UPDATE categories SET image = NULL WHERE id = ${id}`);
    await recordAudit(tx, {
      userId,
      entity: 'categories',
      entityId: id,
      action: 'update',
      changes: { image: { from: before.image, to: null } },
      at: deps.now(),
    });
    return { ok: true as const, id };
  });
  if (outcome.ok) {
    deps.invalidate();
    await removeImageFiles(deps.files, [old]);
  }
  return outcome;
}
