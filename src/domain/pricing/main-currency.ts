/**
 * The shop's main currency read from the database (decision 0080): the currency the owner types and reads prices in
 * across the back office and its API. The rule itself is `mainCurrencyOf` in pricing.ts.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { DEFAULT_CURRENCY_ID } from '../../lib/constants';
import { mainCurrencyOf, type PricingCurrency } from './pricing';

/** CZK as the stored prices know it: the answer for a database without currencies. */
const CZK_FALLBACK: PricingCurrency = {
  id: 1,
  code: 'CZK',
  decimals: 2,
  rate: 1,
  symbol_before: '',
  symbol_after: 'Kč',
  freeDeliveryFrom: null,
  thresholdStep: 1,
};

/** The main currency (currencies.is_default, else id 2, else the first); CZK for a database without currencies. */
export async function loadMainCurrency(db: DbOrTx): Promise<PricingCurrency> {
  const rows = await queryRows<{
    id: number;
    code: string;
    decimals: number;
    rate: number | string;
    symbol_before: string;
    symbol_after: string;
    free_delivery_from: number | null;
    threshold_step: number;
    is_default: boolean;
  }>(
    db,
    sql`SELECT id, code, decimals, rate::float8 AS rate, symbol_before, symbol_after, free_delivery_from, threshold_step, is_default
        FROM currencies ORDER BY position, id`,
  );
  const main = mainCurrencyOf(
    rows.map((r) => ({ ...r, id: Number(r.id), isDefault: r.is_default })),
    DEFAULT_CURRENCY_ID,
  );
  if (!main) return CZK_FALLBACK;
  return {
    id: main.id,
    code: main.code,
    decimals: Number(main.decimals),
    rate: Number(main.rate),
    symbol_before: main.symbol_before,
    symbol_after: main.symbol_after,
    freeDeliveryFrom: main.free_delivery_from === null ? null : Number(main.free_delivery_from),
    thresholdStep: Number(main.threshold_step),
  };
}
