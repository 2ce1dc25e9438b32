import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countries, currencies, searchPlaceholders } from '../../db/schema';

/** Currency as the API and the storefront use it (SPEC §3). `rate` = how many CZK one unit costs. */
export interface CurrencyView {
  id: number;
  code: string;
  symbol_before: string;
  symbol_after: string;
  decimals: number;
  rate: number;
  /** free delivery from this goods total, gross minor units of this currency; null = never (decision 0060) */
  freeDeliveryFrom: number | null;
  /** thresholds kept in CZK (gifts, voucher minimums) are rounded to this many minor units (decision 0060) */
  thresholdStep: number;
}

export async function listCurrencies(db: Db): Promise<CurrencyView[]> {
  const rows = await db
    .select({
      id: currencies.id,
      code: currencies.code,
      symbol_before: currencies.symbolBefore,
      symbol_after: currencies.symbolAfter,
      decimals: currencies.decimals,
      rate: currencies.rate,
      freeDeliveryFrom: currencies.freeDeliveryFrom,
      thresholdStep: currencies.thresholdStep,
    })
    .from(currencies)
    .orderBy(asc(currencies.position), asc(currencies.id));
  return rows.map((r) => ({ ...r, rate: Number(r.rate) }));
}

export interface CountryView {
  id: number;
  code: string;
  name: string;
  phone_prefix: string | null;
  is_shipping: boolean;
}

/** Countries with names in the shop's locale (one locale is stored per shop; the catalog decides the language). */
export async function listCountries(db: Db): Promise<CountryView[]> {
  return db
    .select({
      id: countries.id,
      code: countries.code,
      name: countries.name,
      phone_prefix: countries.phonePrefix,
      is_shipping: countries.isShipping,
    })
    .from(countries)
    .orderBy(asc(countries.position), asc(countries.name));
}

export async function listSearchPlaceholders(db: Db): Promise<Array<{ text: string }>> {
  return db
    .select({ text: searchPlaceholders.text })
    .from(searchPlaceholders)
    .orderBy(asc(searchPlaceholders.position), asc(searchPlaceholders.id));
}

/** The shopper's currency: the requested id when it exists, else the default id, else the first; null when none. */
export function pickCurrency<T extends { id: number }>(currencies: readonly T[], requestedId: number, defaultId: number): T | null {
  return currencies.find((c) => c.id === requestedId) ?? currencies.find((c) => c.id === defaultId) ?? currencies[0] ?? null;
}
