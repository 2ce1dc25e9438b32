/**
 * Shop time: the one home of the shop's time zone (Europe/Bratislava), its offset from UTC, the shop's calendar day
 * and dates written in it (decision 0068). Browser-safe, no imports.
 *
 * Everything is computed with Intl and so with the time-zone database: summer time, its switch days and any future
 * change of the rule come from there. One exception, kept here beside the rest: the storefront's dates
 * (`shopCalendarDate`, `formatShopDate`, `formatLongShopDate`) run while a page hydrates, where the first Intl
 * formatter costs ~30 ms of main thread (decision 0038), so they use the EU summer-time rule; the unit tests pin them
 * to Intl's answer on every switch day.
 *
 * Intl formatters are created on first use, never when the module loads.
 */

export const SHOP_TIME_ZONE = 'Europe/Bratislava';

/** 1 = Monday … 7 = Sunday (ISO). */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The shop's wall clock at an instant; month 1–12. */
export interface ShopWallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: IsoWeekday;
}

const WEEKDAYS: Record<string, IsoWeekday> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
let wallClockFormat: Intl.DateTimeFormat | undefined;

/** The shop's wall clock at `at` (Intl, time-zone database). */
export function shopWallClock(at: Date): ShopWallClock {
  wallClockFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SHOP_TIME_ZONE,
    hourCycle: 'h23',
    weekday: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const p = Object.fromEntries(wallClockFormat.formatToParts(at).map((part) => [part.type, part.value]));
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour) % 24,
    minute: Number(p.minute),
    second: Number(p.second),
    weekday: WEEKDAYS[p.weekday!] ?? 1,
  };
}

/** Minutes the shop's clock is ahead of UTC at `at`: 60 in winter (CET), 120 in summer (CEST). */
export function shopZoneOffsetMinutes(at: Date): number {
  const w = shopWallClock(at);
  const wallAsUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((wallAsUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant of a shop wall time (month 1–12); null for a date that does not exist (2026-02-30). A time skipped by
 * the spring switch (02:30 on the last Sunday of March) lands an hour later; one repeated in autumn takes the later.
 */
export function shopWallTimeToUtc(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date | null {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  if (Number.isNaN(wall) || check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  // the offset at the wall time read as UTC is a guess; a second pass settles it around the switches
  let utc = wall - shopZoneOffsetMinutes(new Date(wall)) * 60_000;
  utc = wall - shopZoneOffsetMinutes(new Date(utc)) * 60_000;
  return new Date(utc);
}

/** shopDateString's last answer and the second it is for. */
let lastDate = { second: Number.NaN, date: '' };

/** The shop's day of `at` as 'YYYY-MM-DD'. */
export function shopDateString(at: Date): string {
  // the date changes on whole seconds: the last second's answer is reused (every listing and product asks for
  // today's date, decision 0122)
  const second = Math.floor(at.getTime() / 1000);
  if (second !== lastDate.second) {
    const w = shopWallClock(at);
    lastDate = { second, date: `${String(w.year).padStart(4, '0')}-${pad2(w.month)}-${pad2(w.day)}` };
  }
  return lastDate.date;
}

/** The first instant of the shop's day that contains `at` (midnight in Bratislava). */
export function startOfShopDay(at: Date): Date {
  const w = shopWallClock(at);
  return shopWallTimeToUtc(w.year, w.month, w.day)!;
}

/** The shop's local weekday and minute of the day at `at` (opening hours). */
export function shopLocalTime(at: Date): { day: IsoWeekday; minute: number } {
  const w = shopWallClock(at);
  return { day: w.weekday, minute: w.hour * 60 + w.minute };
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A typed shop wall time ('2026-07-01T10:00', '2026-07-01 10:00', '2026-07-01' = midnight; a datetime-local value)
 * → ISO instant; '' → null; anything else, or a date that does not exist, stays as typed so the schema reports it.
 */
export function shopLocalInputToIso(raw: string | null | undefined): string | null {
  const text = (raw ?? '').trim();
  if (text === '') return null;
  const m = LOCAL_INPUT.exec(text);
  if (!m) return text;
  const at = shopWallTimeToUtc(Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0));
  return at ? at.toISOString() : text;
}

/** An instant → the shop's 'YYYY-MM-DDTHH:MM' (a datetime-local input's value); '' for none or not a date. */
export function isoToShopLocalInput(iso: unknown): string {
  if (!(typeof iso === 'string' || iso instanceof Date) || iso === '') return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const w = shopWallClock(at);
  return `${shopDateString(at)}T${pad2(w.hour)}:${pad2(w.minute)}`;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** An Intl date formatter for a locale tag that writes shop time (cached per locale and options). */
export function shopDateTimeFormat(localeTag: string, options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>): Intl.DateTimeFormat {
  const key = `${localeTag}:${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeTag, { ...options, timeZone: SHOP_TIME_ZONE });
    formats.set(key, format);
  }
  return format;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

// ---------------------------------------------------------------------------------------------------------------------
// storefront dates without Intl (decision 0038)

/** UTC time of the last Sunday of a month (0-based) at 01:00 UTC, when EU summer time starts (March) or ends (October). */
function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** The shop's calendar date at `at` without Intl (CET, CEST under the EU summer-time rule since 1996). */
export function shopCalendarDate(at: Date): { year: number; month: number; day: number } {
  const t = at.getTime();
  const year = at.getUTCFullYear();
  const summer = t >= lastSundayAt1Utc(year, 2) && t < lastSundayAt1Utc(year, 9);
  const local = new Date(t + (summer ? 2 : 1) * 3_600_000);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

/** A date as Slovaks write it, in shop time: '29. 3. 2026' (equals Intl sk-SK numeric). */
export function formatShopDate(at: Date | string): string {
  const { year, month, day } = shopCalendarDate(typeof at === 'string' ? new Date(at) : at);
  return `${day}. ${month}. ${year}`;
}

const MONTHS_GENITIVE = {
  sk: ['januára', 'februára', 'marca', 'apríla', 'mája', 'júna', 'júla', 'augusta', 'septembra', 'októbra', 'novembra', 'decembra'],
  cs: ['ledna', 'února', 'března', 'dubna', 'května', 'června', 'července', 'srpna', 'září', 'října', 'listopadu', 'prosince'],
} as const;

/** A date with the month's name, in shop time: '23. novembra 2026' (sk), '23. listopadu 2026' (cs). */
export function formatLongShopDate(at: Date | string, locale: 'sk' | 'cs'): string {
  const { year, month, day } = shopCalendarDate(typeof at === 'string' ? new Date(at) : at);
  return `${day}. ${(MONTHS_GENITIVE[locale] ?? MONTHS_GENITIVE.sk)[month - 1]} ${year}`;
}
