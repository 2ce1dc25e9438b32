/**
 * The back office's header search (decision 0099): one query over orders (number, customer name, company, e-mail),
 * customers (name, e-mail, company) and products (name, code), diacritics ignored on both sides through the
 * database's shop_unaccent (as the product list searches), so "stastny" finds "Šťastný". At most 10 hits a group,
 * newest orders first.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';

const GLOBAL_SEARCH_LIMIT = 10;

export interface GlobalSearchResult {
  orders: Array<{ id: number; number: string; name: string; email: string }>;
  customers: Array<{ id: number; name: string; email: string }>;
  products: Array<{ id: number; name: string; code: string | null }>;
}

export async function searchBackOffice(db: DbOrTx, rawQuery: string): Promise<GlobalSearchResult> {
  const q = rawQuery.trim().slice(0, 100);
  if (q.length < 2) return { orders: [], customers: [], products: [] };
  const like = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const [orders, customers, products] = await Promise.all([
    queryRows<{ id: number; number: string; name: string; email: string }>(
      db,
      sql`SELECT o.id, o.number, o.invoice_firstname || ' ' || o.invoice_lastname AS name, o.email FROM orders o
          WHERE o.number LIKE ${like} OR lower(o.email) LIKE ${like}
             OR shop_unaccent(lower(o.invoice_firstname || ' ' || o.invoice_lastname)) LIKE shop_unaccent(${like})
             OR shop_unaccent(lower(coalesce(o.invoice_company, ''))) LIKE shop_unaccent(${like})
          ORDER BY o.created_at DESC, o.id DESC LIMIT ${GLOBAL_SEARCH_LIMIT}`,
    ),
    queryRows<{ id: number; name: string; email: string }>(
      db,
      sql`SELECT u.id, trim(coalesce(u.firstname, '') || ' ' || coalesce(u.lastname, '')) AS name, u.email FROM users u
          WHERE lower(u.email) LIKE ${like}
             OR shop_unaccent(lower(coalesce(u.firstname, '') || ' ' || coalesce(u.lastname, ''))) LIKE shop_unaccent(${like})
             OR shop_unaccent(lower(coalesce(u.company, ''))) LIKE shop_unaccent(${like})
          ORDER BY u.id DESC LIMIT ${GLOBAL_SEARCH_LIMIT}`,
    ),
    queryRows<{ id: number; name: string; code: string | null }>(
      db,
      sql`SELECT p.id, p.name, p.code FROM products p
          WHERE shop_unaccent(lower(p.name)) LIKE shop_unaccent(${like}) OR lower(coalesce(p.code, '')) LIKE ${like}
          ORDER BY p.name, p.id LIMIT ${GLOBAL_SEARCH_LIMIT}`,
    ),
  ]);
  return {
    orders: orders.map((r) => ({ ...r, id: Number(r.id) })),
    customers: customers.map((r) => ({ ...r, id: Number(r.id) })),
    products: products.map((r) => ({ ...r, id: Number(r.id) })),
  };
}
