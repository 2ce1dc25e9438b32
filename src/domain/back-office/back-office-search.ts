/**
 * The search box across the back office (decision 0089): one text, the first few orders, customers (accounts and
 * guest buyers) and products that match, each through its own list's search (accents ignored everywhere), so a hit
 * here is the same hit the list shows behind "Zobraziť všetky".
 *
 *   const found = await searchBackOffice(db, 'stastny', { limit: 5 });
 *   found.orders / found.customers / found.products: rows; found.totals: how many each list has
 */
import type { DbOrTx } from '../../db/client';
import { listAdminProducts, type AdminProductRow } from '../catalog/admin-catalog-products';
import { listAdminCustomers, type AdminCustomerRow } from '../accounts/admin-customers';
import { parseListQuery } from './list-query';
import { listAdminOrders, type AdminOrderRow } from '../orders/admin-orders';

const BACK_OFFICE_SEARCH_MAX = 100;

export interface BackOfficeSearchResult {
  q: string;
  orders: AdminOrderRow[];
  customers: AdminCustomerRow[];
  products: AdminProductRow[];
  totals: { orders: number; customers: number; products: number };
}

export async function searchBackOffice(db: DbOrTx, text: string, options: { limit: number }): Promise<BackOfficeSearchResult> {
  const q = text.trim().slice(0, BACK_OFFICE_SEARCH_MAX);
  if (!q) return { q, orders: [], customers: [], products: [], totals: { orders: 0, customers: 0, products: 0 } };
  const first = <S extends string>(sortable: readonly S[], defaultSort: S) =>
    parseListQuery(new URLSearchParams(), { sortable, defaultSort, pageSize: options.limit });
  const [orders, customers, products] = await Promise.all([
    listAdminOrders(db, { q }, first(['created_at'] as const, 'created_at')),
    listAdminCustomers(db, { q, kind: 'all' }, first(['created_at'] as const, 'created_at')),
    listAdminProducts(db, { q }, first(['updated_at'] as const, 'updated_at')),
  ]);
  return {
    q,
    orders: orders.rows,
    customers: customers.rows,
    products: products.rows,
    totals: { orders: orders.total, customers: customers.total, products: products.total },
  };
}
