/**
 * sitemap.xml (https://www.sitemaps.org/protocol.html): an index at /sitemap.xml listing parts
 * /sitemaps/<kind>-<n>.xml, each of at most 50 000 URLs (`partSize`, smaller in tests). Only what the storefront shows:
 * visible and published products, visible categories (every ancestor visible too), published posts, pages,
 * services, events and jobs, active branches, plus the fixed listing pages. Every part streams: rows come in keyset
 * batches (`WHERE id > last ORDER BY id LIMIT n`) and are written as they arrive; a part's first row is found with one
 * index-only OFFSET query, so 50 000 rows never sit in memory at once. No HTTP here.
 *
 * The URL of each kind is the canonical path of its route (app/routes.ts): products /{id}/{category}/{slug} as
 * productUrl builds it, categories /{id}/{slug}, posts /blog/{id}/{slug}, pages /info/{id}/{slug} (the three named
 * ones /info/kontakt, /info/rozvoz, /info/o-nas), services /sluzby/{id}/{slug}, branches /prodejny/{id}, events
 * /eventy/{id}/{slug}, jobs /kariera/{id}/{slug}.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { categoryUrl } from '../catalog/categories';
import { productUrl } from '../catalog/listing';
import { pageUrl } from '../content/pages';
import { postUrl } from '../content/posts';
import { serviceUrl } from '../content/services';
import { w3cDate, xmlText } from '../feeds/xml';

/** The protocol's limit of URLs per sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;
/** Rows per keyset batch. */
const SITEMAP_BATCH_SIZE = 1000;

const SITEMAP_KINDS = ['pages', 'categories', 'products', 'posts', 'stores', 'events', 'jobs'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

export interface SitemapOptions {
  /** the shop's public address (config PUBLIC_URL) */
  publicUrl: string;
  now: Date;
  /** URLs per part (default and maximum 50 000) */
  partSize?: number;
  batchSize?: number;
}

type Row = { id: number; slug: string | null; parent_slug: string | null; lastmod: string | Date | null };

/** One table's worth of URLs of a kind: rows by id with a keyset, each made into a path. */
interface TableSegment {
  /** FROM … WHERE … of the shown rows; the id column is `x.id` */
  from: (now: Date) => SQL;
  /** select list: x.id AS id, … AS slug, … AS parent_slug, … AS lastmod */
  select: SQL;
  lastmod: SQL;
  path: (row: Row) => string;
}

/** Fixed pages (listings without their own table row); no lastmod. */
const STATIC_PATHS = ['/', '/produkty/novinky', '/produkty/akce', '/blog', '/kariera', '/eventy', '/prodejny', '/kontakty', '/dokumenty'];

/** Pages with a named route: their canonical address (app/routes/info-page.tsx). */
const NAMED_PAGE_PATHS: Record<string, string> = { kontakt: '/info/kontakt', rozvoz: '/info/rozvoz', 'o-nas': '/info/o-nas' };

const plain = (select: string) => sql.raw(select);

const SEGMENTS: Record<SitemapKind, Array<TableSegment | { static: string[] }>> = {
  pages: [
    { static: STATIC_PATHS },
    {
      from: () => sql`pages x WHERE x.is_published`,
      select: plain('x.id, x.slug, NULL::text AS parent_slug, x.updated_at AS lastmod'),
      lastmod: plain('x.updated_at'),
      path: (r) => NAMED_PAGE_PATHS[r.slug!] ?? pageUrl({ id: r.id, slug: r.slug! }),
    },
    {
      from: () => sql`services x WHERE x.is_published`,
      select: plain('x.id, x.slug, NULL::text AS parent_slug, NULL::timestamptz AS lastmod'),
      lastmod: plain('NULL::timestamptz'),
      path: (r) => serviceUrl({ id: r.id, slug: r.slug! }),
    },
  ],
  categories: [
    {
      // visible categories whose every ancestor is visible (what /{id}/{category} shows)
      from: () => sql`(WITH RECURSIVE shown(id) AS (
          SELECT c.id FROM categories c WHERE c.parent_id IS NULL AND c.is_visible
          UNION ALL
          SELECT c.id FROM categories c JOIN shown s ON c.parent_id = s.id WHERE c.is_visible
        ) SELECT c.* FROM categories c JOIN shown s ON s.id = c.id) x WHERE TRUE`,
      select: plain('x.id, x.slug, NULL::text AS parent_slug, x.created_at AS lastmod'),
      lastmod: plain('x.created_at'),
      path: (r) => categoryUrl({ id: r.id, slug: r.slug! }),
    },
  ],
  products: [
    {
      from: (now) => sql`products x LEFT JOIN categories c ON c.id = x.default_category_id
        WHERE x.is_visible AND (x.published_at IS NULL OR x.published_at <= ${now.toISOString()}::timestamptz)`,
      select: plain('x.id, x.slug, c.slug AS parent_slug, x.updated_at AS lastmod'),
      lastmod: plain('x.updated_at'),
      path: (r) => productUrl({ id: r.id, slug: r.slug! }, r.parent_slug),
    },
  ],
  posts: [
    {
      from: (now) =>
        sql`posts x WHERE x.is_published AND x.published_at IS NOT NULL AND x.published_at <= ${now.toISOString()}::timestamptz`,
      select: plain('x.id, x.slug, NULL::text AS parent_slug, x.updated_at AS lastmod'),
      lastmod: plain('x.updated_at'),
      path: (r) => postUrl({ id: r.id, slug: r.slug! }),
    },
  ],
  stores: [
    {
      from: () => sql`stores x WHERE x.kind = 'branch' AND x.is_active`,
      select: plain('x.id, x.slug, NULL::text AS parent_slug, NULL::timestamptz AS lastmod'),
      lastmod: plain('NULL::timestamptz'),
      path: (r) => `/prodejny/${r.id}`,
    },
  ],
  events: [
    {
      from: () => sql`events x WHERE x.is_published`,
      select: plain('x.id, x.slug, NULL::text AS parent_slug, COALESCE(x.approved_at, x.created_at) AS lastmod'),
      lastmod: plain('COALESCE(x.approved_at, x.created_at)'),
      path: (r) => `/eventy/${r.id}/${r.slug}`,
    },
  ],
  jobs: [
    {
      from: (now) => sql`jobs x WHERE x.is_published AND (x.published_at IS NULL OR x.published_at <= ${now.toISOString()}::timestamptz)`,
      select: plain('x.id, x.slug, NULL::text AS parent_slug, COALESCE(x.published_at, x.created_at) AS lastmod'),
      lastmod: plain('COALESCE(x.published_at, x.created_at)'),
      path: (r) => `/kariera/${r.id}/${r.slug}`,
    },
  ],
};

const partSizeOf = (options: SitemapOptions) => Math.max(1, Math.min(SITEMAP_MAX_URLS, Math.floor(options.partSize ?? SITEMAP_MAX_URLS)));
const batchSizeOf = (options: SitemapOptions) => Math.max(1, Math.min(10_000, Math.floor(options.batchSize ?? SITEMAP_BATCH_SIZE)));
const origin = (publicUrl: string) => publicUrl.replace(/\/+$/, '');
const toDate = (v: string | Date | null) => (v === null ? null : v instanceof Date ? v : new Date(v));

interface SegmentCount {
  count: number;
  lastmod: Date | null;
}

async function countSegment(db: DbOrTx, segment: TableSegment | { static: string[] }, now: Date): Promise<SegmentCount> {
  if ('static' in segment) return { count: segment.static.length, lastmod: null };
  const [row] = await queryRows<{ n: number; lastmod: string | Date | null }>(
    db,
    sql`SELECT count(*)::int AS n, max(${segment.lastmod}) AS lastmod FROM ${segment.from(now)}`,
  );
  return { count: Number(row?.n ?? 0), lastmod: toDate(row?.lastmod ?? null) };
}

export interface SitemapPartRef {
  kind: SitemapKind;
  /** 1-based part number */
  part: number;
  /** path of the part: /sitemaps/<kind>-<n>.xml */
  path: string;
  /** the newest lastmod of the kind */
  lastmod: Date | null;
}

const sitemapPartPath = (kind: SitemapKind, part: number) => `/sitemaps/${kind}-${part}.xml`;

/** Parses '<kind>-<n>.xml' (the last path segment); null when it is not one. */
export function parseSitemapPartName(name: string): { kind: SitemapKind; part: number } | null {
  const m = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(name);
  if (!m || !(SITEMAP_KINDS as readonly string[]).includes(m[1]!)) return null;
  return { kind: m[1] as SitemapKind, part: Number(m[2]) };
}

/** Every part of every kind (a kind with no URLs has no part). */
export async function listSitemapParts(db: DbOrTx, options: SitemapOptions): Promise<SitemapPartRef[]> {
  const size = partSizeOf(options);
  const counts = await Promise.all(
    SITEMAP_KINDS.map(async (kind) => {
      const segs = await Promise.all(SEGMENTS[kind].map((s) => countSegment(db, s, options.now)));
      const count = segs.reduce((sum, s) => sum + s.count, 0);
      const lastmod = segs.reduce<Date | null>((max, s) => (s.lastmod && (!max || s.lastmod > max) ? s.lastmod : max), null);
      return { kind, count, lastmod };
    }),
  );
  const parts: SitemapPartRef[] = [];
  for (const { kind, count, lastmod } of counts) {
    for (let part = 1; part <= Math.ceil(count / size); part++) parts.push({ kind, part, path: sitemapPartPath(kind, part), lastmod });
  }
  return parts;
}

/** The sitemap index (small: one entry per part). */
export async function sitemapIndexXml(db: DbOrTx, options: SitemapOptions): Promise<string> {
  const base = origin(options.publicUrl);
  const parts = await listSitemapParts(db, options);
  const entries = parts.map((p) => {
    const lastmod = w3cDate(p.lastmod);
    return `<sitemap><loc>${xmlText(`${base}${p.path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>\n`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`;
}

function urlXml(base: string, path: string, lastmod: Date | string | null): string {
  const date = w3cDate(lastmod);
  return `<url><loc>${xmlText(`${base}${path}`)}</loc>${date ? `<lastmod>${date}</lastmod>` : ''}</url>\n`;
}

/**
 * One part of a kind as a stream of text chunks, or null when the part does not exist (unknown number). Part n holds
 * the URLs (n−1)·size+1 … n·size of the kind in segment order, rows by id.
 */
export async function sitemapPartStream(
  db: DbOrTx,
  kind: SitemapKind,
  part: number,
  options: SitemapOptions,
): Promise<AsyncGenerator<string> | null> {
  if (!Number.isSafeInteger(part) || part < 1) return null;
  const size = partSizeOf(options);
  const batch = batchSizeOf(options);
  const segments = SEGMENTS[kind];
  const counts = await Promise.all(segments.map((s) => countSegment(db, s, options.now)));
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  let skip = (part - 1) * size;
  if (skip >= total) return null;
  const base = origin(options.publicUrl);

  // the segment and position where the part starts
  let segIndex = 0;
  while (skip >= counts[segIndex]!.count) {
    skip -= counts[segIndex]!.count;
    segIndex++;
  }

  async function* generate(): AsyncGenerator<string> {
    yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
    let left = size;
    let offset = skip;
    for (let i = segIndex; i < segments.length && left > 0; i++, offset = 0) {
      const segment = segments[i]!;
      if ('static' in segment) {
        const paths = segment.static.slice(offset, offset + left);
        left -= paths.length;
        yield paths.map((p) => urlXml(base, p, null)).join('');
        continue;
      }
      const from = segment.from(options.now);
      // the id just before the part's first row of this segment (one index-only OFFSET query), then keyset batches
      let after = 0;
      if (offset > 0) {
        const [row] = await queryRows<{ id: number }>(db, sql`SELECT x.id FROM ${from} ORDER BY x.id OFFSET ${offset - 1} LIMIT 1`);
        if (!row) continue;
        after = Number(row.id);
      }
      while (left > 0) {
        const limit = Math.min(batch, left);
        const rows = await queryRows<Row>(db, sql`SELECT ${segment.select} FROM ${from} AND x.id > ${after} ORDER BY x.id LIMIT ${limit}`);
        if (rows.length === 0) break;
        after = Number(rows[rows.length - 1]!.id);
        left -= rows.length;
        yield rows.map((r) => urlXml(base, segment.path({ ...r, id: Number(r.id) }), r.lastmod)).join('');
        if (rows.length < limit) break;
      }
    }
    yield '</urlset>\n';
  }
  return generate();
}
