/**
 * Scale seed: adds N generated products (ids after the existing ones) across the demo category tree, with variants,
 * stock, images, prices, price history, parameters and similar-product relations — all set-based SQL
 * (INSERT … SELECT generate_series), in batches, so 50 000 products take a minute or two on PGlite and less on
 * PostgreSQL. Deterministic: the pseudo-random values are hashes of the ids.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { syncIdentitySequences } from '../db/identity';
import { IMAGE_PALETTE } from '../media/generated-images';
import { registerGeneratedImages } from '../media/generated-image-registry';
import { EUR_RATE } from './catalog';

export interface SeedScaleOptions {
  products: number;
  /** products per batch (default 10 000) */
  batchSize?: number;
  log?: (message: string) => void;
}

export interface SeedScaleResult {
  firstProductId: number;
  lastProductId: number;
  variants: number;
  ms: number;
}

const COLORS = [
  'zlatá',
  'strieborná',
  'ružovozlatá',
  'červená',
  'ružová',
  'modrá',
  'zelená',
  'žltá',
  'fialová',
  'biela',
  'čierna',
  'tyrkysová',
];
const IMAGE_COLORS = ['gold', 'silver', 'rosegold', 'red', 'pink', 'blue', 'green', 'yellow', 'purple', 'white', 'black', 'teal'];
const MATERIALS = ['latex', 'fólia', 'papier', 'polyester', 'plast', 'kartón', 'vosk'];
const KIDS_SIZES = ['104', '116', '128', '140'];
const ADULT_SIZES = ['S', 'M', 'L', 'XL'];

const literalArray = (values: string[]) => `(ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]::text[])`;
/** deterministic pseudo-random integer in [0, mod) from an integer SQL expression and a salt */
const h = (expr: string, salt: number, mod: number) => `((((${expr})::bigint * 2654435761 + ${salt * 40503}) % 4294967291) % ${mod})::int`;

export async function seedScale(db: Db, options: SeedScaleOptions): Promise<SeedScaleResult> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const total = Math.max(0, Math.floor(options.products));
  const batchSize = Math.max(1, options.batchSize ?? 10_000);

  const [state] = await queryRows<{
    max_product: number;
    max_variant: number;
    max_image: number;
    max_param: number;
    max_history: number;
    subs: number;
    motifs: number;
    brands: number;
    warehouse: number | null;
  }>(
    db,
    sql`SELECT
      coalesce((SELECT max(id) FROM products), 0)::int AS max_product,
      coalesce((SELECT max(id) FROM product_variants), 0)::int AS max_variant,
      coalesce((SELECT max(id) FROM product_images), 0)::int AS max_image,
      coalesce((SELECT max(id) FROM product_parameters), 0)::int AS max_param,
      coalesce((SELECT max(id) FROM price_history), 0)::int AS max_history,
      (SELECT count(*) FROM categories WHERE parent_id IS NOT NULL)::int AS subs,
      (SELECT count(*) FROM motifs)::int AS motifs,
      (SELECT count(*) FROM brands)::int AS brands,
      (SELECT min(id) FROM stores WHERE kind = 'warehouse')::int AS warehouse`,
  );
  if (!state || state.subs === 0) throw new Error('The scale seed needs the demo category tree: seed the demo data first.');
  const first = state.max_product + 1;
  const last = state.max_product + total;
  // id blocks per product, so every batch can compute ids without reading back
  const variantBase = state.max_variant;
  const imageBase = state.max_image;
  const paramBase = state.max_param;
  const historyBase = state.max_history;
  const n = (g: string) => `(${g} - ${first})`; // 0-based index of a generated product

  for (let from = first; from <= last; from += batchSize) {
    const to = Math.min(last, from + batchSize - 1);
    await db.transaction(async (tx) => {
      const run = (text: string) => tx.execute(sql.raw(text));
      // products ------------------------------------------------------------------------------------------------
      await run(`
        WITH subs AS (
          SELECT c.id, c.parent_id, c.name, c.size_table IS NOT NULL AS sized, row_number() OVER (ORDER BY c.id) - 1 AS idx
          FROM categories c WHERE c.parent_id IS NOT NULL
        ), motif_list AS (SELECT id, name, row_number() OVER (ORDER BY id) - 1 AS idx FROM motifs),
        base AS (
          SELECT g, s.id AS category_id, s.name AS category_name, m.id AS motif_id, m.name AS motif_name,
                 ${literalArray(COLORS)}[1 + ${h('g', 1, COLORS.length)}] AS color,
                 -- shelf prices x,49 / x,99 €, skewed towards the cheap end (most party goods cost a few euros)
                 (((${h('g', 2, 1000)} * ${h('g', 2, 1000)} * 9 / 1000) / 50) * 50 + 49) AS eur_cents,
                 ${h('g', 3, 100)} AS sale_roll,
                 ${h('g', 4, 121)} AS published_days
          FROM generate_series(${from}, ${to}) g
          JOIN subs s ON s.idx = g % ${state.subs}
          JOIN motif_list m ON m.idx = ${h('g', 5, state.motifs)}
        ), named AS (
          SELECT *, category_name || ' ' || motif_name || ' – ' || color || ', model ' || g AS name,
                 round(eur_cents * ${EUR_RATE} / 1.23)::int AS price
          FROM base
        )
        INSERT INTO products (id, slug, name, code, ean, description, short_description, brand_id, motif_id,
          default_category_id, tax_rate_id, price, price_sale, is_price_sale_active, sale_from, sale_to, is_visible,
          is_top, popularity, published_at, created_at, updated_at)
        SELECT g,
          trim(both '-' from regexp_replace(lower(shop_unaccent(name)), '[^a-z0-9]+', '-', 'g')),
          name,
          'SC-' || lpad(g::text, 7, '0'),
          CASE WHEN g % 10 = 0 THEN NULL ELSE ean12 || ((10 - (
            SELECT sum(substr(ean12, i, 1)::int * CASE WHEN i % 2 = 0 THEN 3 ELSE 1 END) FROM generate_series(1, 12) i
          ) % 10) % 10)::text END,
          '<p>' || name || ' – obľúbený produkt na oslavy z kategórie ' || category_name || '.</p>'
            || '<p>Tovar skladom odosielame do 24 hodín, vyzdvihnúť si ho môžete aj na 13 predajniach.</p>',
          category_name || ' v motíve ' || motif_name || '.',
          1 + ${h('g', 6, Math.max(1, state.brands))},
          motif_id,
          category_id,
          1,
          price,
          CASE WHEN sale_roll < 15 THEN round(price * (100 - 10 - sale_roll) / 100.0)::int END,
          sale_roll < 15,
          CASE WHEN sale_roll < 15 THEN now() - make_interval(days => 1 + sale_roll) END,
          CASE WHEN sale_roll < 15 THEN now() + make_interval(days => 10 + sale_roll) END,
          true,
          false,
          ${h('g', 7, 1000)},
          now() - make_interval(days => published_days),
          now() - make_interval(days => published_days + 1),
          now() - make_interval(days => published_days)
        FROM named, LATERAL (SELECT '8586' || lpad(g::text, 8, '0') AS ean12) e`);

      await run(`
        INSERT INTO product_categories (product_id, category_id)
        SELECT p.id, p.default_category_id FROM products p WHERE p.id BETWEEN ${from} AND ${to}
        UNION ALL
        SELECT p.id, c.parent_id FROM products p JOIN categories c ON c.id = p.default_category_id
        WHERE p.id BETWEEN ${from} AND ${to} AND c.parent_id IS NOT NULL`);

      // variants: 4 sizes in categories with a size table, 3 colours for every fifth product, else 1 -------------
      await run(`
        WITH p AS (
          SELECT p.id, p.code, p.ean, p.price, p.price_sale, p.is_price_sale_active,
                 (c.size_table IS NOT NULL) AS sized, c.size_table LIKE '%104%' AS kids
          FROM products p JOIN categories c ON c.id = p.default_category_id
          WHERE p.id BETWEEN ${from} AND ${to}
        )
        INSERT INTO product_variants (id, product_id, name, code, ean, size, color, price, price_sale, is_price_sale_active, position, is_default)
        SELECT ${variantBase} + ${n('p.id')} * 4 + k,
          p.id,
          CASE WHEN p.sized AND p.kids THEN (${literalArray(KIDS_SIZES)})[k] || ' cm'
               WHEN p.sized THEN (${literalArray(ADULT_SIZES)})[k]
               WHEN p.id % 5 = 0 THEN (${literalArray(COLORS)})[1 + (p.id + k) % ${COLORS.length}]
               ELSE 'Štandard' END,
          p.code || CASE WHEN k = 1 AND NOT p.sized AND p.id % 5 <> 0 THEN '' ELSE '-' || k END,
          CASE WHEN k = 1 THEN p.ean END,
          CASE WHEN p.sized AND p.kids THEN (${literalArray(KIDS_SIZES)})[k] WHEN p.sized THEN (${literalArray(ADULT_SIZES)})[k] END,
          CASE WHEN NOT p.sized AND p.id % 5 = 0 THEN (${literalArray(COLORS)})[1 + (p.id + k) % ${COLORS.length}] END,
          CASE WHEN p.sized AND k = 4 THEN p.price + 7500 END,
          CASE WHEN p.sized AND k = 4 AND p.is_price_sale_active THEN p.price_sale + 7500 END,
          p.sized AND k = 4 AND p.is_price_sale_active,
          k - 1,
          k = 1
        FROM p CROSS JOIN LATERAL generate_series(1, CASE WHEN p.sized THEN 4 WHEN p.id % 5 = 0 THEN 3 ELSE 1 END) k`);

      // stock: the warehouse for every variant (8 % sold out), ~30 % of the branches -------------------------------
      await run(`
        INSERT INTO stock (variant_id, store_id, quantity)
        SELECT v.id, ${state.warehouse ?? 'NULL'}, CASE WHEN ${h('v.id', 8, 100)} < 8 THEN 0 ELSE ${h('v.id', 9, 180)} END
        FROM product_variants v WHERE v.product_id BETWEEN ${from} AND ${to} AND ${state.warehouse ?? 'NULL'} IS NOT NULL
        UNION ALL
        SELECT v.id, s.id, 1 + ${h('v.id * 31 + s.id', 10, 12)}
        FROM product_variants v CROSS JOIN stores s
        WHERE v.product_id BETWEEN ${from} AND ${to} AND s.kind = 'branch'
          AND ${h('v.id', 8, 100)} >= 8 AND ${h('v.id * 17 + s.id', 11, 10)} < 3`);

      // images: 1–2 illustrations of the category's kind in the product's colour ---------------------------------
      await run(`
        WITH p AS (
          SELECT p.id, p.name,
                 coalesce(nullif(regexp_replace(coalesce(c.image, ''), '^/media/generated/|-(${Object.keys(IMAGE_PALETTE).join('|')}|h[0-9]+)-[1-9](-[0-9a-z]{1,2})?[.]webp$', '', 'g'), ''), 'balloon') AS kind
          FROM products p JOIN categories c ON c.id = p.default_category_id
          WHERE p.id BETWEEN ${from} AND ${to}
        )
        INSERT INTO product_images (id, product_id, path, alt, position, width, height)
        SELECT ${imageBase} + ${n('p.id')} * 2 + k, p.id,
          '/media/generated/' || p.kind || '-' || (${literalArray(IMAGE_COLORS)})[1 + ${h('p.id', 12, IMAGE_COLORS.length)}] || '-' || (1 + (${h('p.id', 13, 3)} + k - 1) % 3)
            || CASE WHEN p.kind = 'foil-number' THEN '-' || (p.id % 10) ELSE '' END || '.webp',
          p.name, k - 1, 800, 800
        FROM p CROSS JOIN LATERAL generate_series(1, 1 + ${h('p.id', 14, 2)}) k`);

      // parameters -------------------------------------------------------------------------------------------------
      await run(`
        INSERT INTO product_parameters (id, product_id, name, value)
        SELECT ${paramBase} + ${n('p.id')} * 3 + k, p.id,
          (ARRAY['Materiál', 'Farba', 'Počet kusov'])[k],
          CASE k WHEN 1 THEN (${literalArray(MATERIALS)})[1 + ${h('p.id', 15, MATERIALS.length)}]
                 WHEN 2 THEN (${literalArray(COLORS)})[1 + ${h('p.id', 1, COLORS.length)}]
                 ELSE (ARRAY['1', '5', '6', '8', '10', '12', '20', '50'])[1 + ${h('p.id', 16, 8)}] END
        FROM products p CROSS JOIN generate_series(1, 3) k
        WHERE p.id BETWEEN ${from} AND ${to}`);

      // price history: the regular price before, the sale price from the start of the sale -------------------------
      await run(`
        INSERT INTO price_history (id, product_id, variant_id, price, recorded_at)
        SELECT ${historyBase} + ${n('p.id')} * 2 + 1, p.id, NULL::int, p.price, least(p.published_at, now() - interval '60 days')
        FROM products p WHERE p.id BETWEEN ${from} AND ${to}
        UNION ALL
        SELECT ${historyBase} + ${n('p.id')} * 2 + 2, p.id, NULL::int, p.price_sale, p.sale_from
        FROM products p WHERE p.id BETWEEN ${from} AND ${to} AND p.is_price_sale_active`);

      // similar products: the two previous generated products of the same subcategory (they exist already) --------
      await run(`
        INSERT INTO product_relations (product_id, related_product_id, kind)
        SELECT p.id, p.id - ${state.subs} * k, 'similar'
        FROM products p CROSS JOIN generate_series(1, 2) k
        WHERE p.id BETWEEN ${from} AND ${to} AND p.id - ${state.subs} * k >= ${first}`);
    });
    log(`  products ${from}…${to} done (${Math.round((performance.now() - started) / 1000)} s)`);
  }

  await syncIdentitySequences(db);
  // the new products' illustrations may be rendered (decision 0045)
  await registerGeneratedImages(db);
  // the triggers rewrote catalog_listing's rows several times per product: three dead rows to each live one made the
  // listing statements 3× slower where autovacuum is off or has not come round yet (decision 0116)
  await db.execute(sql`VACUUM (ANALYZE)`);
  const [counts] = await queryRows<{ variants: number }>(
    db,
    sql`SELECT count(*)::int AS variants FROM product_variants WHERE product_id BETWEEN ${first} AND ${last}`,
  );
  return { firstProductId: first, lastProductId: last, variants: counts?.variants ?? 0, ms: performance.now() - started };
}
