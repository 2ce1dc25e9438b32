/**
 * Catalogue search: products, categories, brands, articles (blog posts) and pages (SPEC §1 "Search shows products,
 * categories, brands, articles and pages"), and the header autocomplete.
 *
 * Matching forgives diacritics and small typos ('balony' → 'Balóny', 'kostim' → 'Kostým', 'balon' → 'Balón'):
 * - the query is cut to 200 characters and split into words (letters/digits; at most 6 words);
 * - texts and words are compared as `shop_unaccent(lower(…))` (migration 0000) with pg_trgm's word similarity:
 *   every word must reach WORD_SIMILARITY_THRESHOLD against the text (`word <% text`, GIN trigram indexes of
 *   migrations 0001/0002); the threshold is set per transaction with set_config(…, true), never per connection;
 * - a product also matches by its exact code or EAN;
 * - ranking = word similarity of the query + half its strict word similarity (whole-word matches win: 'balony' ranks
 *   'Balóny …' above 'Balón …') + a bonus when the text starts with the query; ties by popularity, then id;
 * - product groups are counted with the GIN index (`<%`) and their best rows are found as the nearest names by
 *   trigram word distance (GiST KNN, `<->>`, migration 0002) re-ranked by the score above: no scoring of every match.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { categoryUrl } from './categories';
import { pageUrl } from '../content/pages';
import { loadProductTiles, resolveCatalogContext, type CatalogContext, type ProductTile } from './listing';

/** Queries are cut to this many characters (code points) before anything else happens. */
export const SEARCH_MAX_QUERY_LENGTH = 200;
/** At most this many words of a query take part in matching. */
export const SEARCH_MAX_WORDS = 6;
/** pg_trgm word similarity a query word needs against a text ('kostim' ~ 'kostym' = 0.57, 'balon' ~ 'balony' = 0.83). */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

export interface SearchLimits {
  products?: number;
  categories?: number;
  brands?: number;
  articles?: number;
  pages?: number;
}

export const DEFAULT_SEARCH_LIMITS: Required<SearchLimits> = { products: 24, categories: 8, brands: 8, articles: 6, pages: 6 };
const MAX_GROUP_LIMIT = 48;

export interface SearchGroup<T> {
  items: T[];
  /** all matches of the group (items holds the first `limit`) */
  count: number;
}

export interface CategoryHit {
  id: number;
  slug: string;
  name: string;
  image: string | null;
  url: string;
  /** parent category name, to tell "Balóny > Fóliové" from "Dekorácie > Fóliové" */
  parentName: string | null;
}

export interface BrandHit {
  id: number;
  slug: string;
  name: string;
  /** visible products of the brand */
  productCount: number;
  /** listing of the brand's products (search page filtered by brand) */
  url: string;
}

export interface ArticleHit {
  id: number;
  slug: string;
  title: string;
  perex: string | null;
  image: string | null;
  publishedAt: string | null;
  url: string;
}

export interface PageHit {
  id: number;
  slug: string;
  title: string;
  url: string;
}

export interface SearchResults {
  /** the query as used (trimmed, cut to 200 characters) */
  query: string;
  products: SearchGroup<ProductTile>;
  categories: SearchGroup<CategoryHit>;
  brands: SearchGroup<BrandHit>;
  articles: SearchGroup<ArticleHit>;
  pages: SearchGroup<PageHit>;
}

export interface SuggestProduct {
  id: number;
  name: string;
  url: string;
  image: string | null;
  /** gross unit price in minor units of the context currency */
  price: number;
  isSale: boolean;
}

export interface Suggestions {
  query: string;
  products: SuggestProduct[];
  categories: Array<Pick<CategoryHit, 'id' | 'slug' | 'name' | 'url' | 'parentName'>>;
}

export const blogPostUrl = (post: { id: number; slug: string }) => `/blog/${post.id}/${post.slug}`;
export const brandUrl = (brand: { slug: string }) => `/hledani?brand=${encodeURIComponent(brand.slug)}`;

// ---------------------------------------------------------------------------------------------------------------------
// query normalisation and SQL building blocks (also used by the listing's `q` filter)

/** Trims, collapses white space, drops control characters and cuts to SEARCH_MAX_QUERY_LENGTH code points. */
export function normalizeSearchQuery(q: unknown): string {
  if (typeof q !== 'string') return '';
  // cut first: a 5 000-character query costs no more than a 200-character one
  const head = Array.from(q.slice(0, SEARCH_MAX_QUERY_LENGTH * 4)).slice(0, SEARCH_MAX_QUERY_LENGTH * 2).join('');
  const cleaned = Array.from(head.replace(/[\p{Cc}\p{Cf}]+/gu, ' ').replace(/\s+/gu, ' ').trim());
  if (cleaned.length <= SEARCH_MAX_QUERY_LENGTH) return cleaned.join('');
  let cut = cleaned.slice(0, SEARCH_MAX_QUERY_LENGTH).join('');
  // cut mid-word: drop the partial last word (when there is an earlier one)
  if (/[\p{L}\p{N}]/u.test(cleaned[SEARCH_MAX_QUERY_LENGTH]) && /\s/u.test(cut)) cut = cut.replace(/\s+\S*$/u, '');
  return cut.trim();
}

/** The words of a query used for matching: lower case, letters and digits, unique, at most SEARCH_MAX_WORDS. */
export function searchWords(q: string): string[] {
  const all = normalizeSearchQuery(q)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
  const unique = [...new Set(all)];
  const long = unique.filter((w) => w.length >= 2);
  return (long.length > 0 ? long : unique).slice(0, SEARCH_MAX_WORDS);
}

const unaccented = (expr: SQL) => sql`shop_unaccent(lower(${expr}))`;

/** SQL: every word of the query matches the text expression (word similarity ≥ threshold). null when no words. */
export function textMatchSql(textExpr: SQL, words: string[]): SQL | null {
  if (words.length === 0) return null;
  const target = unaccented(textExpr);
  return sql.join(
    words.map((w) => sql`(shop_unaccent(${w}::text) <% ${target})`),
    sql` AND `,
  );
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The text the score and the nearest-name search compare with: the query's words joined by spaces. */
export function scoringText(query: string): string {
  return searchWords(query).join(' ');
}

/**
 * SQL float8: relevance of a text for the query (see the module comment). `strict: false` leaves out the strict word
 * similarity (half the trigram work) — for scoring thousands of rows (listing sort) rather than a few hundred.
 */
export function textScoreSql(textExpr: SQL, query: string, options: { strict?: boolean } = {}): SQL {
  const q = scoringText(query);
  if (!q) return sql`0::float8`;
  const target = unaccented(textExpr);
  const prefix = escapeLike(normalizeSearchQuery(query).toLowerCase());
  const strict = options.strict === false ? sql`` : sql` + 0.5 * strict_word_similarity(shop_unaccent(${q}::text), ${target})`;
  return sql`(word_similarity(shop_unaccent(${q}::text), ${target})${strict}
    + CASE WHEN ${target} LIKE shop_unaccent(${prefix}::text) || '%' THEN 0.25 ELSE 0 END)::float8`;
}

/**
 * Products whose code or EAN (or a variant's code or EAN) equals the query: a shopper pasting a code finds the
 * product even when its name has nothing in common with it.
 */
export async function findExactProductIds(db: DbOrTx, query: string): Promise<number[]> {
  const q = normalizeSearchQuery(query);
  if (!q || q.length > 64) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT p.id FROM products p WHERE p.code = ${q} OR p.ean = ${q}
        UNION SELECT v.product_id FROM product_variants v WHERE v.code = ${q} OR v.ean = ${q}
        ORDER BY 1 LIMIT 50`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * SQL: a product (alias `p`) matches the query — every word by name, or it is one of `exactIds` (findExactProductIds).
 * null = no filter. (The exact ids are an OR only when there are some: an OR makes PostgreSQL recheck the trigram
 * condition twice.)
 */
export function productMatchSql(p: string, query: string, exactIds: readonly number[] = []): SQL | null {
  const q = normalizeSearchQuery(query);
  if (!q) return null;
  const a = sql.raw(`"${p}"`);
  const byName = textMatchSql(sql`${a}.name`, searchWords(q));
  const exact = exactIds.length ? sql`${a}.id IN (${sql.join(exactIds.map((id) => sql`${id}`), sql`, `)})` : null;
  if (byName && exact) return sql`(${byName} OR ${exact})`;
  return byName ?? exact ?? sql`FALSE`;
}

/**
 * SQL float8: relevance of a product (alias `p`) for the query, for sorting every match of a listing: word similarity
 * + prefix bonus (no strict similarity: cheaper); exact code / EAN matches rank first.
 */
export function productScoreSql(p: string, query: string, exactIds: readonly number[] = []): SQL {
  const q = normalizeSearchQuery(query);
  const a = sql.raw(`"${p}"`);
  const bonus = exactIds.length ? sql` + CASE WHEN ${a}.id IN (${sql.join(exactIds.map((id) => sql`${id}`), sql`, `)}) THEN 10 ELSE 0 END` : sql``;
  return sql`(${textScoreSql(sql`${a}.name`, q, { strict: false })}${bonus})`;
}

/**
 * Runs `fn` in a transaction (a savepoint when `db` already is one) whose pg_trgm word-similarity threshold is
 * WORD_SIMILARITY_THRESHOLD. `SET LOCAL` semantics: the pooled connection is back to its default afterwards.
 */
export async function withSearchSettings<T>(db: DbOrTx, fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return (db as Db).transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`);
    return fn(tx);
  });
}

/** How many nearest names (GiST KNN) are re-ranked for the best `limit` products. */
const candidatePool = (limit: number) => Math.min(400, Math.max(60, limit * 4));

/**
 * The best matching visible products, best first: exact code / EAN matches, then the nearest names by trigram word
 * distance (GiST KNN on products_name_gist_idx) that match every word, re-ranked by score and popularity.
 * Must run inside withSearchSettings (the `<%` threshold).
 */
async function bestProductIds(tx: DbOrTx, query: string, limit: number, nowIso: string, exactIds: readonly number[]): Promise<number[]> {
  const words = searchWords(query);
  const visible = (a: string) => {
    const t = sql.raw(a);
    return sql`${t}.is_visible AND (${t}.published_at IS NULL OR ${t}.published_at <= ${nowIso}::timestamptz)`;
  };
  const nearest =
    words.length === 0
      ? sql`SELECT NULL::int AS id, 0::float8 AS score, 0 AS popularity WHERE FALSE`
      : sql`SELECT c.id, ${textScoreSql(sql`c.name`, query)} AS score, c.popularity FROM (
            SELECT p.id, p.name, p.popularity FROM products p WHERE ${visible('p')}
            ORDER BY shop_unaccent(lower(p.name)) <->> shop_unaccent(${scoringText(query)}::text)
            LIMIT ${candidatePool(limit)}
          ) c WHERE ${textMatchSql(sql`c.name`, words)!}`;
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`WITH exact AS (
          SELECT p.id FROM products p
          WHERE ${exactIds.length ? sql`p.id IN (${sql.join(exactIds.map((id) => sql`${id}`), sql`, `)})` : sql`FALSE`} AND ${visible('p')}
          ORDER BY p.id LIMIT ${limit}
        ), nearest AS (${nearest})
        SELECT id FROM (
          SELECT e.id, 0 AS grp, 0::float8 AS score, 0 AS popularity FROM exact e
          UNION ALL
          SELECT n.id, 1, n.score, n.popularity FROM nearest n WHERE n.id NOT IN (SELECT id FROM exact)
        ) ranked
        ORDER BY grp, score DESC, popularity DESC, id
        LIMIT ${limit}`,
  );
  return rows.map((r) => r.id);
}

const clampLimit = (value: number | undefined, fallback: number) =>
  Math.max(0, Math.min(MAX_GROUP_LIMIT, Number.isFinite(value) ? Math.trunc(value as number) : fallback));

const emptyGroup = <T>(): SearchGroup<T> => ({ items: [], count: 0 });

// ---------------------------------------------------------------------------------------------------------------------
// search page

/** Search over products, categories, brands, articles and pages; each group ranked by relevance, with its count. */
export async function searchAll(db: DbOrTx, q: string, limits: SearchLimits = {}, context?: Partial<CatalogContext>): Promise<SearchResults> {
  const query = normalizeSearchQuery(q);
  const words = searchWords(query);
  const result: SearchResults = {
    query,
    products: emptyGroup(),
    categories: emptyGroup(),
    brands: emptyGroup(),
    articles: emptyGroup(),
    pages: emptyGroup(),
  };
  if (!query) return result;
  const lim = {
    products: clampLimit(limits.products, DEFAULT_SEARCH_LIMITS.products),
    categories: clampLimit(limits.categories, DEFAULT_SEARCH_LIMITS.categories),
    brands: clampLimit(limits.brands, DEFAULT_SEARCH_LIMITS.brands),
    articles: clampLimit(limits.articles, DEFAULT_SEARCH_LIMITS.articles),
    pages: clampLimit(limits.pages, DEFAULT_SEARCH_LIMITS.pages),
  };
  const ctx = await resolveCatalogContext(db, context);
  const nowIso = ctx.now.toISOString();

  const productIds = await withSearchSettings(db, async (tx) => {
    const exactIds = await findExactProductIds(tx, query);
    const [counted] = await queryRows<{ total: number }>(
      tx,
      sql`SELECT count(*)::int AS total FROM products p
          WHERE p.is_visible AND (p.published_at IS NULL OR p.published_at <= ${nowIso}::timestamptz) AND ${productMatchSql('p', query, exactIds)!}`,
    );
    result.products.count = counted?.total ?? 0;
    const products =
      result.products.count > 0 && lim.products > 0 ? await bestProductIds(tx, query, lim.products, nowIso, exactIds) : [];

    if (words.length > 0) {
      const catName = sql`c.name`;
      const categories = await queryRows<{ id: number; slug: string; name: string; image: string | null; total: number; parent_name: string | null }>(
        tx,
        sql`SELECT c.id, c.slug, c.name, c.image, parent.name AS parent_name, count(*) OVER ()::int AS total
            FROM categories c LEFT JOIN categories parent ON parent.id = c.parent_id
            WHERE c.is_visible AND (c.parent_id IS NULL OR parent.is_visible) AND ${textMatchSql(catName, words)!}
            ORDER BY ${textScoreSql(catName, query)} DESC, c.position, c.id
            LIMIT ${Math.max(lim.categories, 1)}`,
      );
      result.categories = {
        count: categories[0]?.total ?? 0,
        items: categories.slice(0, lim.categories).map((c) => ({
          id: c.id,
          slug: c.slug,
          name: c.name,
          image: c.image,
          parentName: c.parent_name,
          url: categoryUrl(c),
        })),
      };

      const brandName = sql`b.name`;
      const brands = await queryRows<{ id: number; slug: string; name: string; product_count: number; total: number }>(
        tx,
        sql`SELECT b.id, b.slug, b.name, count(*) OVER ()::int AS total,
              (SELECT count(*)::int FROM products bp WHERE bp.brand_id = b.id AND bp.is_visible
                AND (bp.published_at IS NULL OR bp.published_at <= ${nowIso}::timestamptz)) AS product_count
            FROM brands b
            WHERE ${textMatchSql(brandName, words)!}
            ORDER BY ${textScoreSql(brandName, query)} DESC, b.name, b.id
            LIMIT ${Math.max(lim.brands, 1)}`,
      );
      result.brands = {
        count: brands[0]?.total ?? 0,
        items: brands
          .slice(0, lim.brands)
          .map((b) => ({ id: b.id, slug: b.slug, name: b.name, productCount: b.product_count, url: brandUrl(b) })),
      };

      const title = sql`po.title`;
      const articles = await queryRows<{ id: number; slug: string; title: string; perex: string | null; image: string | null; published_at: Date | string | null; total: number }>(
        tx,
        sql`SELECT po.id, po.slug, po.title, po.perex, po.image, po.published_at, count(*) OVER ()::int AS total
            FROM posts po
            WHERE po.is_published AND (po.published_at IS NULL OR po.published_at <= ${nowIso}::timestamptz)
              AND ${textMatchSql(title, words)!}
            ORDER BY ${textScoreSql(title, query)} DESC, po.published_at DESC NULLS LAST, po.id DESC
            LIMIT ${Math.max(lim.articles, 1)}`,
      );
      result.articles = {
        count: articles[0]?.total ?? 0,
        items: articles.slice(0, lim.articles).map((a) => ({
          id: a.id,
          slug: a.slug,
          title: a.title,
          perex: a.perex,
          image: a.image,
          publishedAt: a.published_at === null ? null : new Date(a.published_at).toISOString(),
          url: blogPostUrl(a),
        })),
      };

      const pageTitle = sql`pg.title`;
      const pages = await queryRows<{ id: number; slug: string; title: string; total: number }>(
        tx,
        sql`SELECT pg.id, pg.slug, pg.title, count(*) OVER ()::int AS total
            FROM pages pg
            WHERE pg.is_published AND ${textMatchSql(pageTitle, words)!}
            ORDER BY ${textScoreSql(pageTitle, query)} DESC, pg.id
            LIMIT ${Math.max(lim.pages, 1)}`,
      );
      result.pages = {
        count: pages[0]?.total ?? 0,
        items: pages.slice(0, lim.pages).map((pg) => ({ id: pg.id, slug: pg.slug, title: pg.title, url: pageUrl(pg) })),
      };
    }
    return products;
  });

  result.products.items = await loadProductTiles(db, productIds, ctx);
  return result;
}

// ---------------------------------------------------------------------------------------------------------------------
// header autocomplete

export const SUGGEST_PRODUCTS = 8;
export const SUGGEST_CATEGORIES = 4;

/** Header autocomplete: the 8 best products and 4 best categories. Two indexed queries in one transaction. */
export async function suggest(db: DbOrTx, q: string, context?: Partial<CatalogContext>): Promise<Suggestions> {
  const query = normalizeSearchQuery(q);
  const words = searchWords(query);
  if (!query) return { query, products: [], categories: [] };
  const ctx = await resolveCatalogContext(db, context);
  const nowIso = ctx.now.toISOString();

  return withSearchSettings(db, async (tx) => {
    const productIds = await bestProductIds(tx, query, SUGGEST_PRODUCTS, nowIso, await findExactProductIds(tx, query));
    const tiles = await loadProductTiles(tx, productIds, ctx, { stock: false });
    const categories =
      words.length === 0
        ? []
        : await queryRows<{ id: number; slug: string; name: string; parent_name: string | null }>(
            tx,
            sql`SELECT c.id, c.slug, c.name, parent.name AS parent_name
                FROM categories c LEFT JOIN categories parent ON parent.id = c.parent_id
                WHERE c.is_visible AND (c.parent_id IS NULL OR parent.is_visible) AND ${textMatchSql(sql`c.name`, words)!}
                ORDER BY ${textScoreSql(sql`c.name`, query)} DESC, c.position, c.id
                LIMIT ${SUGGEST_CATEGORIES}`,
          );
    return {
      query,
      products: tiles.map((t) => ({
        id: t.id,
        name: t.name,
        url: t.url,
        image: t.mainImage?.path ?? null,
        price: t.display.unit,
        isSale: t.display.isSale,
      })),
      categories: categories.map((c) => ({ id: c.id, slug: c.slug, name: c.name, parentName: c.parent_name, url: categoryUrl(c) })),
    };
  });
}
