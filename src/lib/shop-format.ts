/**
 * Formatting for the storefront's browser code without Intl: the first Intl formatter a page creates loads the
 * locale's ICU data, which measured ~30 ms of main thread on page load (120 ms at Lighthouse's 4x CPU throttling).
 * The output equals Intl's for sk-SK (tests/unit/shop-format.test.ts compares them).
 */

/** A rating with at most one decimal, decimal comma: 4.25 → '4,3', 4 → '4'. */
export function formatRating(value: number): string {
  return String(Math.round(value * 10) / 10).replace('.', ',');
}

/** UTC time of the last Sunday of a month at 01:00 UTC, when EU summer time starts (March) or ends (October). */
function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** The calendar date in Bratislava (CET, CEST under the EU summer-time rule since 1996). */
export function shopCalendarDate(at: Date): { year: number; month: number; day: number } {
  const t = at.getTime();
  const year = at.getUTCFullYear();
  const summer = t >= lastSundayAt1Utc(year, 2) && t < lastSundayAt1Utc(year, 9);
  const local = new Date(t + (summer ? 2 : 1) * 3_600_000);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

/** A date as Slovaks write it, in the shop's time zone: '29. 3. 2026'. */
export function formatShopDate(at: Date | string): string {
  const { year, month, day } = shopCalendarDate(typeof at === 'string' ? new Date(at) : at);
  return `${day}. ${month}. ${year}`;
}

const MONTHS_GENITIVE = {
  sk: ['januára', 'februára', 'marca', 'apríla', 'mája', 'júna', 'júla', 'augusta', 'septembra', 'októbra', 'novembra', 'decembra'],
  cs: ['ledna', 'února', 'března', 'dubna', 'května', 'června', 'července', 'srpna', 'září', 'října', 'listopadu', 'prosince'],
} as const;

/** A date with the month's name, in the shop's time zone: '23. novembra 2026' (sk), '23. listopadu 2026' (cs). */
export function formatLongShopDate(at: Date | string, locale: 'sk' | 'cs'): string {
  const { year, month, day } = shopCalendarDate(typeof at === 'string' ? new Date(at) : at);
  return `${day}. ${(MONTHS_GENITIVE[locale] ?? MONTHS_GENITIVE.sk)[month - 1]} ${year}`;
}
