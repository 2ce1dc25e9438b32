/**
 * Hand-made products for the cart and voucher tests, added to the seeded demo database (the demo catalogue stays),
 * with prices chosen so every amount can be computed by hand, plus sessions for demo customers and request helpers.
 * Works on PGlite and PostgreSQL.
 *
 * Prices (net CZK haléře, VAT 23 %, EUR rate 25.2):
 *   BALLOON  10 000 → 12 300 haléře (123,00 Kč) | 10 000 / 2 520 × 1.23 = 4.8810 → 488 cents   stock 5 + 2 = 7
 *   SALE     regular 20 000 (976 cents), sale 15 000 → 18 450 haléře | 732 cents (7.3214)        stock 50
 *   HELIUM   1 000 → 1 230 haléře | 49 cents (0.4881); an 'addon' of BALLOON; no stock rows (a service)
 *   OTHER    5 000 → 6 150 haléře | 244 cents (2.4405); not related to BALLOON                   stock 10
 *   GIFT     is_gift, hidden, threshold 50 000 haléře (500 Kč) gross                              stock 3
 *   SOLDOUT  8 000, stock 0
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/db/client';
import { hashSessionToken } from '../../src/domain/accounts/session-lookup';
import type { TestDatabase } from '../setup/test-database';
import { fromAddress } from '../setup/app-request';

type Ids = { product: number; variant: number };
export type FixtureIds = Record<'balloon' | 'sale' | 'helium' | 'other' | 'gift' | 'soldout', Ids>;

/** Demo customers (src/seed/demo.ts): 1 zakaznik (group 1, 0 %), 2 influencer, 5 firma (group 3, −10 %). */
export const TOKENS = {
  customer: 'cart-test-token-customer-1',
  influencer: 'cart-test-token-influencer-2',
  company: 'cart-test-token-company-5',
};

async function product(
  db: Db,
  p: {
    code: string;
    name: string;
    price: number;
    priceSale?: number;
    isGift?: boolean;
    threshold?: number;
    visible?: boolean;
    categoryId: number;
  },
): Promise<{ product: number; variant: number }> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO products (slug, name, code, default_category_id, tax_rate_id, price, price_sale, is_price_sale_active, is_visible, is_gift, gift_threshold_gross)
        VALUES (${p.code.toLowerCase()}, ${p.name}, ${p.code}, ${p.categoryId}, (SELECT id FROM tax_rates WHERE rate = 23 ORDER BY id LIMIT 1),
                ${p.price}, ${p.priceSale ?? null}, ${p.priceSale !== undefined}, ${p.visible ?? true}, ${p.isGift ?? false}, ${p.threshold ?? null})
        RETURNING id`,
  );
  const [variant] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO product_variants (product_id, name, code, is_default) VALUES (${row!.id}, 'Štandard', ${`${p.code}-V1`}, TRUE) RETURNING id`,
  );
  return { product: row!.id, variant: variant!.id };
}

async function stock(db: Db, variantId: number, quantities: Array<[storeId: number, quantity: number]>) {
  for (const [storeId, quantity] of quantities)
    await queryRows(db, sql`INSERT INTO stock (variant_id, store_id, quantity) VALUES (${variantId}, ${storeId}, ${quantity})`);
}

/** Adds the fixture products and sessions; returns their ids. */
export async function loadCartFixtures(db: Db): Promise<FixtureIds> {
  const [category] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO categories (slug, name) VALUES ('testovacie-balony', 'Testovacie balóny') RETURNING id`,
  );
  const categoryId = category!.id;
  const ids: FixtureIds = {
    balloon: await product(db, { code: 'TEST-BALLOON', name: 'Testovací balón', price: 10_000, categoryId }),
    sale: await product(db, { code: 'TEST-SALE', name: 'Testovací balón v akcii', price: 20_000, priceSale: 15_000, categoryId }),
    helium: await product(db, { code: 'TEST-HELIUM', name: 'Testovacie nafúknutie héliom', price: 1_000, categoryId }),
    other: await product(db, { code: 'TEST-OTHER', name: 'Testovacia sviečka', price: 5_000, categoryId }),
    gift: await product(db, {
      code: 'TEST-GIFT',
      name: 'Testovací darček',
      price: 3_000,
      isGift: true,
      threshold: 50_000,
      visible: false,
      categoryId,
    }),
    soldout: await product(db, { code: 'TEST-SOLDOUT', name: 'Vypredaný balón', price: 8_000, categoryId }),
  };
  await stock(db, ids.balloon.variant, [
    [14, 5],
    [1, 2],
  ]);
  await stock(db, ids.sale.variant, [[14, 50]]);
  await stock(db, ids.other.variant, [[14, 10]]);
  await stock(db, ids.gift.variant, [[14, 3]]);
  await stock(db, ids.soldout.variant, [[14, 0]]);
  await queryRows(
    db,
    sql`INSERT INTO product_relations (product_id, related_product_id, kind) VALUES (${ids.balloon.product}, ${ids.helium.product}, 'addon')`,
  );
  // the helium inflation is a service: no stock kept, never capped
  await queryRows(db, sql`UPDATE products SET is_service = true WHERE id = ${ids.helium.product}`);
  const inADay = new Date(Date.now() + 86_400_000);
  for (const [userId, token] of [
    [1, TOKENS.customer],
    [2, TOKENS.influencer],
    [5, TOKENS.company],
  ] as const)
    await queryRows(
      db,
      sql`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES (${userId}, ${hashSessionToken(token)}, ${inADay.toISOString()}::timestamptz)`,
    );
  return ids;
}

export interface CallOptions {
  token?: string;
  /** guest-cart cookie */
  tempId?: string;
  /** currencyId cookie */
  currencyId?: number;
  address?: string;
}

/** A JSON request with the cart test's cookies / bearer token. */
export async function call(t: Pick<TestDatabase, 'app'>, method: string, path: string, body?: unknown, options: CallOptions = {}) {
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  if (options.tempId) cookies.push(`guest-cart=${options.tempId}`);
  if (options.currencyId) cookies.push(`currencyId=${options.currencyId}`);
  if (cookies.length) headers.cookie = cookies.join('; ');
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await t.app.request(
    path,
    { method, headers, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) },
    fromAddress(options.address ?? '192.0.2.10'),
  );
  const json = res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text();
  return { res, status: res.status, body: json as any };
}

/** The guest-cart cookie a response sets, or null. */
export function guestCookie(res: Response): { value: string; header: string } | null {
  const header = res.headers.getSetCookie().find((c) => c.startsWith('guest-cart='));
  if (!header) return null;
  return { value: decodeURIComponent(header.split(';')[0]!.slice('guest-cart='.length)), header };
}

export async function cartCount(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM carts`);
  return row!.n;
}

/** A minimal order row (for voucher_uses); returns its id. */
export async function insertOrder(
  db: Db | Parameters<Parameters<Db['transaction']>[0]>[0],
  n: number | string,
  email = 'objednavka@example.sk',
  userId: number | null = null,
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO orders (number, variable_symbol, hash, user_id, email, invoice_firstname, invoice_lastname, invoice_street,
          invoice_city, invoice_zip, invoice_country_code, carrier_id, payment_method_id, items_total, total)
        VALUES (${`T${n}`}, ${`9${n}`}, ${`hash-${n}`}, ${userId}, ${email}, 'Test', 'Testovací', 'Hlavná 1', 'Bratislava', '811 01', 'SK',
          (SELECT id FROM carriers ORDER BY id LIMIT 1), (SELECT id FROM payment_methods ORDER BY id LIMIT 1), 0, 0)
        RETURNING id`,
  );
  return row!.id;
}

/** Takes a previous test's fixture set out of the way: unique codes and session tokens renamed, products hidden, no gift. */
export async function retireCartFixtures(db: Db, old: FixtureIds) {
  const list = (ids: number[]) =>
    sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
  const products = Object.values(old).map((i) => i.product);
  const variants = Object.values(old).map((i) => i.variant);
  await queryRows(
    db,
    sql`UPDATE categories SET slug = slug || '~' || id WHERE id IN (SELECT default_category_id FROM products WHERE id IN (${list(products)}))`,
  );
  await queryRows(
    db,
    sql`UPDATE products SET code = code || '~' || id, is_visible = FALSE, is_gift = FALSE WHERE id IN (${list(products)})`,
  );
  await queryRows(db, sql`UPDATE product_variants SET code = code || '~' || id WHERE id IN (${list(variants)})`);
  const hashes = Object.values(TOKENS).map((token) => sql`${hashSessionToken(token)}`);
  await queryRows(db, sql`UPDATE sessions SET token_hash = 'retired~' || id WHERE token_hash IN (${sql.join(hashes, sql`, `)})`);
}
