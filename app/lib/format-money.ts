/**
 * Money display (SPEC §9, PRODUCT.md): space as thousands separator, comma as decimal separator, decimals per
 * currency, symbol before or after ("1 234,50 €", "1 500 Kč"). Amounts are integer minor units everywhere.
 * Prices are stored in CZK haléře; `currency.rate` says how many CZK one unit of the currency costs.
 */
export interface MoneyCurrency {
  code: string;
  symbol_before: string;
  symbol_after: string;
  decimals: number;
  rate: number;
}

/** CZK (base currency) minor units → minor units of `currency`, rounded to its decimals. */
export function convertFromCzk(czkMinor: number, currency: Pick<MoneyCurrency, 'rate' | 'decimals'>): number {
  const rate = currency.rate > 0 ? currency.rate : 1;
  const units = czkMinor / 100 / rate;
  return Math.round(units * 10 ** currency.decimals);
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** Formats minor units of `currency` ("1 234,50 €"). Without a currency the amount is shown as CZK. */
export function formatMoney(minor: number, currency: Omit<MoneyCurrency, 'rate'> | null | undefined): string {
  const decimals = currency?.decimals ?? 2;
  const negative = minor < 0;
  const abs = Math.abs(Math.round(minor));
  const factor = 10 ** decimals;
  const whole = Math.floor(abs / factor);
  const fraction = abs % factor;
  let text = groupThousands(String(whole));
  if (decimals > 0) text += `,${String(fraction).padStart(decimals, '0')}`;
  if (!currency) return `${negative ? '-' : ''}${text} Kč`;
  const before = currency.symbol_before ? `${currency.symbol_before}` : '';
  const after = currency.symbol_after ? ` ${currency.symbol_after}` : '';
  return `${negative ? '-' : ''}${before}${text}${after}`;
}

/** A CZK amount (haléře) shown in the shopper's currency: converted, rounded, formatted. */
export function formatCzkIn(czkMinor: number, currency: MoneyCurrency | null | undefined): string {
  if (!currency) return formatMoney(czkMinor, null);
  return formatMoney(convertFromCzk(czkMinor, currency), currency);
}
