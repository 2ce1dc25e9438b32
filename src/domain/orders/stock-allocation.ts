/**
 * Taking an order's goods out of stock, inside the order's transaction, so that concurrent orders never sell more
 * than there is:
 *
 * 1. `lockStock` locks every stock row of every ordered variant in ONE statement, ordered by (variant_id, store_id)
 *    — every order takes its locks in the same order, so concurrent orders queue instead of deadlocking — and reads
 *    the quantities the lock holder sees (the latest committed ones);
 * 2. `allocateStock` (pure) decides which stores give what: sellable stock of a variant = the sum over ACTIVE stores
 *    (what the product page shows); a personal pickup takes from the chosen branch first, then the e-shop warehouse
 *    (stores.kind = 'warehouse'), then the other branches by position; courier and Packeta take from the warehouse
 *    first, then the branches by position. A variant the stores cannot cover is a shortage;
 * 3. `takeStock` writes the allocation with one conditional update (`quantity >= take`): a row that would go negative
 *    is not updated, and the caller rolls back. (The CHECK stock_quantity_nonnegative is the last line of defence.)
 *
 * Services (products.is_service) keep no stock and are never taken out of it: the caller leaves them out.
 */
import { sql } from 'drizzle-orm';
import { intList, queryPreparedRows, type DbOrTx } from '../../db/client';

export interface LockedStockRow {
  variantId: number;
  storeId: number;
  quantity: number;
  storeKind: 'branch' | 'warehouse';
  storePosition: number;
  storeActive: boolean;
}

export interface StockAllocation {
  variantId: number;
  storeId: number;
  quantity: number;
}

export interface StockShortage {
  variantId: number;
  requested: number;
  available: number;
}

export type StockPreference = { kind: 'pickup'; storeId: number } | { kind: 'shipping' };

/** Locks the stock rows of `variantIds` (see the module comment) and answers them with their stores. */
export async function lockStock(tx: DbOrTx, variantIds: readonly number[]): Promise<LockedStockRow[]> {
  if (variantIds.length === 0) return [];
  const ids = [...new Set(variantIds)].sort((a, b) => a - b);
  // one text for any number of variants (an int[] parameter, not an IN list): prepared once per connection (decision 0121)
  const rows = await queryPreparedRows<{
    variant_id: number;
    store_id: number;
    quantity: number;
    kind: 'branch' | 'warehouse';
    position: number;
    is_active: boolean;
  }>(
    tx,
    sql`SELECT s.variant_id, s.store_id, s.quantity, st.kind, st.position, st.is_active
        FROM stock s JOIN stores st ON st.id = s.store_id
        WHERE s.variant_id = ANY(${intList(ids)})
        ORDER BY s.variant_id, s.store_id
        FOR UPDATE OF s`,
  );
  return rows.map((r) => ({
    variantId: Number(r.variant_id),
    storeId: Number(r.store_id),
    quantity: Number(r.quantity),
    storeKind: r.kind,
    storePosition: Number(r.position),
    storeActive: r.is_active,
  }));
}

/** Store order of an allocation: lower rank gives first. */
function storeRank(row: LockedStockRow, preference: StockPreference): [number, number, number] {
  const chosen = preference.kind === 'pickup' && row.storeId === preference.storeId ? 0 : 1;
  const warehouse = row.storeKind === 'warehouse' ? 0 : 1;
  return preference.kind === 'pickup' ? [chosen, warehouse, row.storePosition] : [warehouse, row.storePosition, 0];
}

function compareRank(a: [number, number, number], b: [number, number, number]): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/**
 * Which stores give how much of each requested variant (see the module comment); shortages list the variants the
 * active stores cannot cover, in the order of `requested`. Allocations are empty when anything is short.
 */
export function allocateStock(
  requested: ReadonlyMap<number, number>,
  rows: readonly LockedStockRow[],
  preference: StockPreference,
): { allocations: StockAllocation[]; shortages: StockShortage[] } {
  const allocations: StockAllocation[] = [];
  const shortages: StockShortage[] = [];
  for (const [variantId, wanted] of requested) {
    const stores = rows
      .filter((r) => r.variantId === variantId && r.storeActive && r.quantity > 0)
      .sort((a, b) => compareRank(storeRank(a, preference), storeRank(b, preference)) || a.storeId - b.storeId);
    const available = stores.reduce((sum, r) => sum + r.quantity, 0);
    if (available < wanted) {
      shortages.push({ variantId, requested: wanted, available });
      continue;
    }
    let left = wanted;
    for (const store of stores) {
      if (left === 0) break;
      const take = Math.min(left, store.quantity);
      allocations.push({ variantId, storeId: store.storeId, quantity: take });
      left -= take;
    }
  }
  return { allocations: shortages.length > 0 ? [] : allocations, shortages };
}

/**
 * Writes an allocation: one `UPDATE … WHERE quantity >= take` for all rows. Returns false when a row did not have
 * enough (impossible while the rows are locked by lockStock; the caller must roll back then).
 */
export async function takeStock(tx: DbOrTx, allocations: readonly StockAllocation[]): Promise<boolean> {
  if (allocations.length === 0) return true;
  const list = (pick: (a: StockAllocation) => number) => intList(allocations.map(pick));
  // three int[] parameters instead of a VALUES list: one text for any allocation, prepared (decision 0121), each an
  // intList so PostgreSQL keeps one plan for it (decision 0132)
  const updated = await queryPreparedRows<{ variant_id: number }>(
    tx,
    sql`UPDATE stock s SET quantity = s.quantity - v.take
        FROM unnest(${list((a) => a.variantId)}, ${list((a) => a.storeId)}, ${list((a) => a.quantity)}) AS v(variant_id, store_id, take)
        WHERE s.variant_id = v.variant_id AND s.store_id = v.store_id AND s.quantity >= v.take
        RETURNING s.variant_id`,
  );
  return updated.length === allocations.length;
}
