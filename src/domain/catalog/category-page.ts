/**
 * The head of a category listing page: the category itself (name, description, image, size table), its breadcrumb
 * (root → self) and its visible subcategories as tiles. The products come from listProducts (listing.ts).
 *
 * A category is visible when it and every ancestor are visible (children of a hidden parent are hidden too, as in
 * the menu). Two small queries: the path to the root (recursive), then the subcategories.
 */
import { sql } from 'drizzle-orm';
import { queryPreparedRows, type DbOrTx } from '../../db/client';
import type { TtlCache } from '../../lib/ttl-cache';
import { sanitizeRichTextCached } from '../content/sanitize';
import { categoryUrl } from './categories';

interface CategoryCrumbLink {
  id: number;
  slug: string;
  name: string;
  url: string;
}

export interface SubcategoryTile extends CategoryCrumbLink {
  image: string | null;
}

export interface CategoryPage {
  id: number;
  slug: string;
  name: string;
  /** sanitized HTML ('' when none) */
  description: string;
  image: string | null;
  /** sanitized HTML of the size table, null when the category has none */
  sizeTable: string | null;
  /** canonical URL /{id}/{slug} */
  url: string;
  /** root → … → the category itself */
  breadcrumb: CategoryCrumbLink[];
  /** visible direct children, by position then name */
  subcategories: SubcategoryTile[];
}

/**
 * A size table as pages show it, on the category's listing and its products' pages: sanitized HTML, null when the
 * category has none or nothing of it survives the sanitizer.
 */
export function sizeTableHtml(raw: string | null, richText?: TtlCache<string>): string | null {
  const html = sanitizeRichTextCached(raw, richText).trim();
  return html.length ? html : null;
}

/** Deeper trees than this are treated as broken (a cycle) and not followed further (also product-detail's walks). */
export const MAX_CATEGORY_DEPTH = 20;

type PathRow = {
  start_id: number;
  id: number;
  slug: string;
  name: string;
  is_visible: boolean;
  depth: number;
  description: string | null;
  image: string | null;
  size_table: string | null;
};

/**
 * A visible category by id, or by slug (the /backup-products alias without an id: the lowest visible id with that
 * slug). null when unknown or not visible. `richText` (AppServices.richText) remembers the sanitized description and
 * size table by their raw HTML, as for product descriptions (decisions 0110, 0117).
 */
export async function getCategoryPage(
  db: DbOrTx,
  ref: { id: number } | { slug: string },
  options: { richText?: TtlCache<string> } = {},
): Promise<CategoryPage | null> {
  if ('id' in ref && (!Number.isSafeInteger(ref.id) || ref.id <= 0 || ref.id > 2_147_483_647)) return null;
  if ('slug' in ref && (ref.slug.length === 0 || ref.slug.length > 200)) return null;
  const start = 'id' in ref ? sql`c.id = ${ref.id}` : sql`c.slug = ${ref.slug}`;

  // every candidate (one for an id, maybe several for a slug) with its path to the root
  // both statements prepared: fixed texts (two for the path: by id, by slug) planned longer than they run (decision 0114)
  const rows = await queryPreparedRows<PathRow>(
    db,
    sql`WITH RECURSIVE path(start_id, id, parent_id, slug, name, is_visible, depth) AS (
          SELECT c.id, c.id, c.parent_id, c.slug, c.name, c.is_visible, 0 FROM categories c WHERE ${start} AND c.is_visible
          UNION ALL
          SELECT path.start_id, c.id, c.parent_id, c.slug, c.name, c.is_visible, path.depth + 1
          FROM categories c JOIN path ON c.id = path.parent_id
          WHERE path.depth < ${MAX_CATEGORY_DEPTH}
        )
        SELECT path.start_id, path.id, path.slug, path.name, path.is_visible, path.depth,
          CASE WHEN path.depth = 0 THEN c.description END AS description,
          CASE WHEN path.depth = 0 THEN c.image END AS image,
          CASE WHEN path.depth = 0 THEN c.size_table END AS size_table
        FROM path JOIN categories c ON c.id = path.id
        ORDER BY path.start_id, path.depth DESC`,
  );
  const byStart = new Map<number, PathRow[]>();
  for (const row of rows) {
    if (!byStart.has(row.start_id)) byStart.set(row.start_id, []);
    byStart.get(row.start_id)!.push(row);
  }
  // the first candidate whose whole path is visible (ordered by start id)
  const path = [...byStart.values()].find((p) => p.every((r) => r.is_visible));
  if (!path) return null;
  const self = path[path.length - 1]!;

  const children = await queryPreparedRows<{ id: number; slug: string; name: string; image: string | null }>(
    db,
    sql`SELECT c.id, c.slug, c.name, c.image FROM categories c
        WHERE c.parent_id = ${self.id} AND c.is_visible ORDER BY c.position, c.name, c.id`,
  );

  return {
    id: self.id,
    slug: self.slug,
    name: self.name,
    description: sanitizeRichTextCached(self.description, options.richText).trim(),
    image: self.image,
    sizeTable: sizeTableHtml(self.size_table, options.richText),
    url: categoryUrl(self),
    breadcrumb: path.map((r) => ({ id: r.id, slug: r.slug, name: r.name, url: categoryUrl(r) })),
    subcategories: children.map((c) => ({ id: c.id, slug: c.slug, name: c.name, image: c.image, url: categoryUrl(c) })),
  };
}
