/**
 * Catalogue search: products, categories, brands, articles (blog posts) and pages (SPEC §1 "Search shows products,
 * categories, brands, articles and pages"), and the header autocomplete.
 *
 * Matching forgives diacritics and small typos ('balony' → 'Balóny', 'kostim' → 'Kostým', 'balon' → 'Balón'):
 * - the query is cut to 200 characters and split into words (letters/digits; at most 6 words);
 * - texts and words are compared as `shop_unaccent(lower(…))` (migration 0000) with pg_trgm's word similarity:
 *   a word matches a text when it reaches WORD_SIMILARITY_THRESHOLD (`word <% text`); the threshold is set per
 *   transaction with set_config(…, true), never per connection;
 * - products like a search engine: each query word is first matched against the vocabulary of product names
 *   (search_terms, migration 0004: a small table with a trigram index), which gives the terms it stands for and
 *   their similarity; a product matches when, for every word, its name terms (catalog_listing.name_terms, GIN)
 *   contain one of them — no trigram work per product. Numbers (words without a letter) match themselves exactly;
 * - a word also matches the products of a brand whose name it matches (brands, a small table; 'gemar' → Gemar);
 * - a product also matches by its exact code or EAN;
 * - product ranking = 1.5 × the similarity of the best term of each word the name contains (whole-word matches win:
 *   'balony' ranks 'Balóny …' above 'Balón …') + a bonus when the name starts with the query; ties by popularity,
 *   then id. Other groups (categories, brands, articles, pages; small tables) are matched and ranked on their text
 *   directly: word similarity + half the strict word similarity + the same prefix bonus.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryPreparedRows, queryRows, type Db, type DbOrTx } from '../../db/client';
import { categoryUrl } from './categories';
import { pageUrl } from '../content/pages';
import type { TtlCache } from '../../lib/ttl-cache';
import { loadProductTiles, resolveCatalogContext, type CatalogContext, type ProductTile } from './listing';

/** What prices in a cached answer depend on (the moment only within the cache's time-to-live). */
const contextCacheKey = (ctx: CatalogContext) => [ctx.currency.id, ctx.currency.rate, ctx.currency.decimals, ctx.groupDiscountPercent];

/** Queries are cut to this many characters (code points) before anything else happens. */
export const SEARCH_MAX_QUERY_LENGTH = 200;
/** At most this many words of a query take part in matching. */
const SEARCH_MAX_WORDS = 6;
/** pg_trgm word similarity a query word needs against a text ('kostim' ~ 'kostym' = 0.57, 'balon' ~ 'balony' = 0.83). */
const WORD_SIMILARITY_THRESHOLD = 0.5;

export interface SearchLimits {
  /** null: products not searched at all, count included (the search page lists them through the listing, decision 0117) */
  products?: number | null;
  categories?: number;
  brands?: number;
  articles?: number;
  pages?: number;
}

const DEFAULT_SEARCH_LIMITS: { [K in keyof SearchLimits]-?: number } = { products: 24, categories: 8, brands: 8, articles: 6, pages: 6 };
const MAX_GROUP_LIMIT = 48;

interface SearchGroup<T> {
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

interface SuggestProduct {
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

const blogPostUrl = (post: { id: number; slug: string }) => `/blog/${post.id}/${post.slug}`;
const brandUrl = (brand: { slug: string }) => `/hledani?brand=${encodeURIComponent(brand.slug)}`;

// ---------------------------------------------------------------------------------------------------------------------
// query normalisation and SQL building blocks (also used by the listing's `q` filter)

/** Trims, collapses white space, drops control characters and cuts to SEARCH_MAX_QUERY_LENGTH code points. */
export function normalizeSearchQuery(q: unknown): string {
  if (typeof q !== 'string') return '';
  // cut first: a 5 000-character query costs no more than a 200-character one
  const head = Array.from(q.slice(0, SEARCH_MAX_QUERY_LENGTH * 4))
    .slice(0, SEARCH_MAX_QUERY_LENGTH * 2)
    .join('');
  const cleaned = Array.from(
    head
      .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
      .replace(/\s+/gu, ' ')
      .trim(),
  );
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
function textMatchSql(textExpr: SQL, words: string[]): SQL | null {
  if (words.length === 0) return null;
  const target = unaccented(textExpr);
  return sql.join(
    words.map((w) => sql`(shop_unaccent(${w}::text) <% ${target})`),
    sql` AND `,
  );
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The text the score and the nearest-name search compare with: the query's words joined by spaces. */
function scoringText(query: string): string {
  return searchWords(query).join(' ');
}

/**
 * SQL float8: relevance of a text for the query (see the module comment). `strict: false` leaves out the strict word
 * similarity (half the trigram work) — for scoring thousands of rows (listing sort) rather than a few hundred.
 */
function textScoreSql(textExpr: SQL, query: string, options: { strict?: boolean } = {}): SQL {
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
async function findExactProductIds(db: DbOrTx, query: string): Promise<number[]> {
  const q = normalizeSearchQuery(query);
  if (!q || q.length > 64) return [];
  // prepared: one fixed text, planned longer than it runs (decision 0114)
  const rows = await queryPreparedRows<{ id: number }>(
    db,
    sql`SELECT p.id FROM products p WHERE p.code = ${q} OR p.ean = ${q}
        UNION SELECT v.product_id FROM product_variants v WHERE v.code = ${q} OR v.ean = ${q}
        ORDER BY 1 LIMIT 50`,
  );
  return rows.map((r) => Number(r.id));
}

/** Terms of one query word with the same similarity (rounded to 0.01), best first. */
interface TermBucket {
  similarity: number;
  terms: string[];
}

/** A query prepared for matching products (see the module comment). */
export interface ProductQueryMatch {
  query: string;
  /** products whose code or EAN equals the query */
  exactIds: number[];
  /** per query word: the vocabulary terms it matches, grouped by similarity, best first (empty = the word matches nothing) */
  words: TermBucket[][];
  /** per query word: the brands whose name it matches ('gemar' → Gemar), grouped by similarity, best first */
  brands: BrandBucket[][];
}

/** Brands of one query word with the same similarity (rounded to 0.01). */
interface BrandBucket {
  similarity: number;
  ids: number[];
}

/** Vocabulary terms one word may stand for (the most similar first); enough for any real word, bounded for junk. */
const MAX_TERMS_PER_WORD = 300;

/**
 * Looks the query up: exact code / EAN ids and the vocabulary terms of each word. Must run inside withSearchSettings
 * (the `<%` threshold).
 */
export async function prepareProductMatch(tx: DbOrTx, query: string): Promise<ProductQueryMatch> {
  const q = normalizeSearchQuery(query);
  const words = searchWords(q);
  const exactIds = await findExactProductIds(tx, q);
  if (words.length === 0) return { query: q, exactIds, words: [], brands: [] };
  // words without a letter (numbers) stand for themselves; the others are looked up in the vocabulary and among the
  // brand names (a small table), both accent-insensitive: 'gemar' lists the products of the brand Gemar
  const perWord = words.flatMap((w, i) => {
    if (!/\p{L}/u.test(w)) return [];
    const word = sql`shop_unaccent(${w}::text)`;
    const brandName = sql`shop_unaccent(lower(b.name))`;
    return [
      sql`(SELECT ${i}::int AS i, st.term, NULL::int AS brand_id, round(word_similarity(${word}, st.term)::numeric, 2)::float8 AS sim
        FROM search_terms st WHERE ${word} <% st.term
        ORDER BY word_similarity(${word}, st.term) DESC, st.term LIMIT ${MAX_TERMS_PER_WORD})`,
      sql`(SELECT ${i}::int AS i, NULL::text AS term, b.id AS brand_id, round(word_similarity(${word}, ${brandName})::numeric, 2)::float8 AS sim
        FROM brands b WHERE ${word} <% ${brandName}
        ORDER BY word_similarity(${word}, ${brandName}) DESC, b.id LIMIT ${MAX_TERMS_PER_WORD})`,
    ];
  });
  const rows = perWord.length
    ? // prepared: one text per number of words with a letter (at most SEARCH_MAX_WORDS), decision 0114
      await queryPreparedRows<{ i: number; term: string | null; brand_id: number | null; sim: number }>(
        tx,
        sql.join(perWord, sql` UNION ALL `),
      )
    : [];
  const buckets: TermBucket[][] = words.map((w) => (/\p{L}/u.test(w) ? [] : [{ similarity: 1, terms: [w] }]));
  const brandBuckets: BrandBucket[][] = words.map(() => []);
  for (const r of rows) {
    const similarity = Number(r.sim);
    if (r.brand_id !== null) {
      const list = brandBuckets[Number(r.i)];
      const bucket = list.find((b) => b.similarity === similarity);
      if (bucket) bucket.ids.push(Number(r.brand_id));
      else list.push({ similarity, ids: [Number(r.brand_id)] });
      continue;
    }
    const list = buckets[Number(r.i)];
    const bucket = list.find((b) => b.similarity === similarity);
    if (bucket) bucket.terms.push(r.term!);
    else list.push({ similarity, terms: [r.term!] });
  }
  for (const list of buckets) list.sort((a, b) => b.similarity - a.similarity);
  for (const list of brandBuckets) list.sort((a, b) => b.similarity - a.similarity);
  return { query: q, exactIds, words: buckets, brands: brandBuckets };
}

/** A text[] literal as one parameter (elements quoted and escaped). */
export const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * SQL: a catalog_listing row (alias `l`) matches the prepared query — every word by a name term or by the product's
 * brand name, or it is one of the exact code / EAN matches. null = no filter (an empty query).
 */
export function productMatchSql(l: string, match: ProductQueryMatch): SQL | null {
  if (!match.query) return null;
  const a = sql.raw(`"${l}"`);
  const byName = match.words.length
    ? sql.join(
        match.words.map((buckets, i) => {
          const terms = buckets.flatMap((b) => b.terms);
          const brandIds = (match.brands[i] ?? []).flatMap((b) => b.ids);
          const conditions: SQL[] = [];
          if (terms.length) conditions.push(sql`${a}.name_terms && ${textArray(terms)}`);
          if (brandIds.length) conditions.push(sql`${a}.brand_id IN (${idList(brandIds)})`);
          return conditions.length ? sql`(${sql.join(conditions, sql` OR `)})` : sql`FALSE`;
        }),
        sql` AND `,
      )
    : null;
  const exact = match.exactIds.length ? sql`${a}.product_id IN (${idList(match.exactIds)})` : null;
  if (byName && exact) return sql`((${byName}) OR ${exact})`;
  return byName ?? exact ?? sql`FALSE`;
}

/**
 * SQL float8: relevance of a catalog_listing row (alias `l`) for the prepared query (see the module comment); exact
 * code / EAN matches rank first.
 */
export function productScoreSql(l: string, match: ProductQueryMatch): SQL {
  const a = sql.raw(`"${l}"`);
  // a word found in the name weighs more than the same word found in the brand name
  const parts: SQL[] = match.words
    .map((buckets, i) => [
      ...buckets.map((b) => sql`WHEN ${a}.name_terms && ${textArray(b.terms)} THEN ${sql.raw(String(1.5 * b.similarity))}`),
      ...(match.brands[i] ?? []).map((b) => sql`WHEN ${a}.brand_id IN (${idList(b.ids)}) THEN ${sql.raw(String(b.similarity))}`),
    ])
    .filter((cases) => cases.length > 0)
    .map((cases) => sql`CASE ${sql.join(cases, sql` `)} ELSE 0 END`);
  const prefix = escapeLike(scoringText(match.query));
  if (prefix) parts.push(sql`CASE WHEN ${a}.name_key LIKE shop_unaccent(${prefix}::text) || '%' THEN 0.25 ELSE 0 END`);
  if (match.exactIds.length) parts.push(sql`CASE WHEN ${a}.product_id IN (${idList(match.exactIds)}) THEN 10 ELSE 0 END`);
  return parts.length ? sql`(${sql.join(parts, sql` + `)})::float8` : sql`0::float8`;
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

/**
 * The best matching visible products, best first (exact code / EAN matches, then by score and popularity), and how
 * many match in all: one pass over the matches.
 */
async function bestProducts(
  tx: DbOrTx,
  match: ProductQueryMatch,
  limit: number,
  nowIso: string,
): Promise<{ ids: number[]; total: number }> {
  const condition = productMatchSql('l', match);
  if (!condition) return { ids: [], total: 0 };
  const rows = await queryRows<{ id: number; total: number }>(
    tx,
    sql`SELECT l.product_id AS id, count(*) OVER ()::int AS total FROM catalog_listing l
        WHERE l.is_visible AND (l.published_at IS NULL OR l.published_at <= ${nowIso}::timestamptz) AND ${condition}
        ORDER BY ${productScoreSql('l', match)} DESC, l.popularity DESC, l.product_id
        LIMIT ${Math.max(limit, 1)}`,
  );
  return { ids: rows.slice(0, limit).map((r) => Number(r.id)), total: Number(rows[0]?.total ?? 0) };
}

const clampLimit = (value: number | undefined, fallback: number) =>
  Math.max(0, Math.min(MAX_GROUP_LIMIT, Number.isFinite(value) ? Math.trunc(value as number) : fallback));

const emptyGroup = <T>(): SearchGroup<T> => ({ items: [], count: 0 });

// ---------------------------------------------------------------------------------------------------------------------
// search page

/** Search over products, categories, brands, articles and pages; each group ranked by relevance, with its count. */
export async function searchAll(
  db: DbOrTx,
  q: string,
  limits: SearchLimits = {},
  context?: Partial<CatalogContext>,
  options: { cache?: TtlCache<SearchResults> } = {},
): Promise<SearchResults> {
  if (options.cache) {
    const ctx = await resolveCatalogContext(db, context);
    const key = JSON.stringify([normalizeSearchQuery(q), limits, contextCacheKey(ctx)]);
    return options.cache.getOrCompute(key, () => searchAll(db, q, limits, ctx));
  }
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
    products: clampLimit(limits.products ?? undefined, DEFAULT_SEARCH_LIMITS.products),
    categories: clampLimit(limits.categories, DEFAULT_SEARCH_LIMITS.categories),
    brands: clampLimit(limits.brands, DEFAULT_SEARCH_LIMITS.brands),
    articles: clampLimit(limits.articles, DEFAULT_SEARCH_LIMITS.articles),
    pages: clampLimit(limits.pages, DEFAULT_SEARCH_LIMITS.pages),
  };
  const ctx = await resolveCatalogContext(db, context);
  const nowIso = ctx.now.toISOString();

  const productIds = await withSearchSettings(db, async (tx) => {
    let products: number[] = [];
    if (limits.products !== null) {
      const best = await bestProducts(tx, await prepareProductMatch(tx, query), lim.products, nowIso);
      result.products.count = best.total;
      products = best.ids;
    }

    if (words.length > 0) {
      // the four statements below are prepared: one text per number of words (at most SEARCH_MAX_WORDS), the instant
      // an InitPlan so that PostgreSQL keeps a generic plan; planning them cost more than running them (decision 0114)
      const now = sql`(SELECT ${nowIso}::timestamptz)`;
      const catName = sql`c.name`;
      const categories = await queryPreparedRows<{
        id: number;
        slug: string;
        name: string;
        image: string | null;
        total: number;
        parent_name: string | null;
      }>(
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
      const brands = await queryPreparedRows<{ id: number; slug: string; name: string; product_count: number; total: number }>(
        tx,
        sql`SELECT b.id, b.slug, b.name, count(*) OVER ()::int AS total,
              (SELECT count(*)::int FROM products bp WHERE bp.brand_id = b.id AND bp.is_visible
                AND (bp.published_at IS NULL OR bp.published_at <= ${now})) AS product_count
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
      const articles = await queryPreparedRows<{
        id: number;
        slug: string;
        title: string;
        perex: string | null;
        image: string | null;
        published_at: Date | string | null;
        total: number;
      }>(
        tx,
        sql`SELECT po.id, po.slug, po.title, po.perex, po.image, po.published_at, count(*) OVER ()::int AS total
            FROM posts po
            WHERE po.is_published AND (po.published_at IS NULL OR po.published_at <= ${now})
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
      const pages = await queryPreparedRows<{ id: number; slug: string; title: string; total: number }>(
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

const SUGGEST_PRODUCTS = 8;
const SUGGEST_CATEGORIES = 4;

/** Header autocomplete: the 8 best products and 4 best categories. Two indexed queries in one transaction. */
export async function suggest(
  db: DbOrTx,
  q: string,
  context?: Partial<CatalogContext>,
  options: { cache?: TtlCache<Suggestions> } = {},
): Promise<Suggestions> {
  if (options.cache) {
    const ctx = await resolveCatalogContext(db, context);
    return options.cache.getOrCompute(JSON.stringify([normalizeSearchQuery(q), contextCacheKey(ctx)]), () => suggest(db, q, ctx));
  }
  const query = normalizeSearchQuery(q);
  const words = searchWords(query);
  if (!query) return { query, products: [], categories: [] };
  const ctx = await resolveCatalogContext(db, context);
  const nowIso = ctx.now.toISOString();

  return withSearchSettings(db, async (tx) => {
    const { ids: productIds } = await bestProducts(tx, await prepareProductMatch(tx, query), SUGGEST_PRODUCTS, nowIso);
    const tiles = await loadProductTiles(tx, productIds, ctx);
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
