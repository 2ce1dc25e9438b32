import { describe, expect, it } from 'vitest';
import { formatRating } from '../../src/lib/shop-format';
import { formatLongShopDate, formatShopDate } from '../../src/lib/shop-time';

describe('formatRating', () => {
  it('equals Intl sk-SK with at most one decimal', () => {
    const intl = new Intl.NumberFormat('sk-SK', { maximumFractionDigits: 1 });
    for (const value of [0, 1, 3.5, 4, 4.04, 4.05, 4.25, 4.449, 4.95, 4.96, 5]) expect(formatRating(value)).toBe(intl.format(value));
  });
});

describe('formatShopDate', () => {
  it('equals Intl sk-SK in Europe/Bratislava, around midnight and both summer-time changes', () => {
    const intl = new Intl.DateTimeFormat('sk-SK', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'Europe/Bratislava' });
    const instants: Date[] = [];
    for (let year = 2019; year <= 2030; year++) {
      for (const month of [0, 2, 5, 9, 11]) {
        for (let day = 1; day <= 31; day += 3) {
          for (const hour of [0, 21, 22, 23]) instants.push(new Date(Date.UTC(year, month, day, hour, 30)));
        }
      }
    }
    // the hour around each change: 2026-03-29 01:00 UTC and 2026-10-25 01:00 UTC
    for (const iso of ['2026-03-28T22:59:59Z', '2026-03-28T23:00:00Z', '2026-10-24T21:59:59Z', '2026-10-24T22:00:00Z', '2026-10-25T22:59:59Z', '2026-10-25T23:00:00Z'])
      instants.push(new Date(iso));
    for (const at of instants) expect(formatShopDate(at), at.toISOString()).toBe(intl.format(at));
    expect(formatShopDate('2026-03-29T00:30:00Z')).toBe('29. 3. 2026');
  });
});

describe('formatLongShopDate', () => {
  it('equals Intl with the month name in sk-SK and cs-CZ, in Europe/Bratislava', () => {
    for (const [locale, tag] of [['sk', 'sk-SK'], ['cs', 'cs-CZ']] as const) {
      const intl = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Bratislava' });
      for (let month = 0; month < 12; month++) {
        for (const [day, hour] of [[1, 0], [15, 12], [28, 22], [28, 23]]) {
          const at = new Date(Date.UTC(2026, month, day!, hour!, 30));
          expect(formatLongShopDate(at, locale), at.toISOString()).toBe(intl.format(at));
        }
      }
    }
  });
});
