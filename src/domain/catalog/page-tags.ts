/**
 * Tags of the guests' page cache (decision 0094): what a cached page shows and which changes purge it.
 * - `p:<id>`: the product's own page and every page with a link to it (tiles, the cart widget's suggestions…);
 * - `cat:<id>`: the category's listing pages (all its pages, filters and sorts);
 * - `list`: every other page (home, search, special listings, content): any product change may change what they list.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';

const productTag = (id: number) => `p:${id}`;
const categoryTag = (id: number) => `cat:${id}`;
const LIST_TAG = 'list';

/** What a change of these products purges at once: their pages, the pages linking to them, and the lists. */
export function productChangeTags(productIds: readonly number[]): string[] {
  return [...new Set(productIds)].map(productTag).concat(LIST_TAG);
}

/** The listing pages that may hold these products: their categories and every category above them. */
export async function categoryTagsOfProducts(db: DbOrTx, productIds: readonly number[]): Promise<string[]> {
  const ids = [...new Set(productIds)].filter((id) => Number.isSafeInteger(id) && id > 0);
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<{ id: number }>(
    db,
    sql`WITH RECURSIVE cats(id) AS (
          SELECT category_id FROM product_categories WHERE product_id IN (${list})
          UNION
          SELECT default_category_id FROM products WHERE id IN (${list}) AND default_category_id IS NOT NULL
          UNION
          SELECT c.parent_id FROM categories c JOIN cats ON c.id = cats.id WHERE c.parent_id IS NOT NULL
        ) SELECT id FROM cats`,
  );
  return rows.map((r) => categoryTag(Number(r.id)));
}

const PRODUCT_LINK = /["'](?:https?:\/\/[^"'/\s]+)?\/(\d{1,10})\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+(?=["'?#])/g;
const CATEGORY_PATH = /^\/(\d{1,10})\/[^/]+$/;
const PRODUCT_PATH = /^\/(\d{1,10})\/[^/]+\/[^/]+$/;

/** The tags of a rendered page: the products it links to, its own category or product, else `list`. */
export function pageTags(pathname: string, html: string): string[] {
  const tags = new Set<string>();
  for (const match of html.matchAll(PRODUCT_LINK)) tags.add(productTag(Number(match[1])));
  const product = PRODUCT_PATH.exec(pathname);
  const category = CATEGORY_PATH.exec(pathname);
  if (product) tags.add(productTag(Number(product[1])));
  else if (category) tags.add(categoryTag(Number(category[1])));
  else tags.add(LIST_TAG);
  return [...tags];
}
