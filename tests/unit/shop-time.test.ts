import { describe, expect, it, vi } from 'vitest';
import {
  formatLongShopDate,
  formatShopDate,
  isoToShopLocalInput,
  shopCalendarDate,
  shopDateString,
  shopLocalInputToIso,
  shopLocalTime,
  shopWallTimeToUtc,
  shopZoneOffsetMinutes,
  startOfShopDay,
} from '../../src/lib/shop-time';

const at = (iso: string) => new Date(iso);

// EU summer time: from the last Sunday of March 01:00 UTC to the last Sunday of October 01:00 UTC
describe('shop time around the summer-time switches', () => {
  it('changes the offset at 01:00 UTC on the last Sunday of March and of October', () => {
    expect(shopZoneOffsetMinutes(at('2026-03-29T00:59:59Z'))).toBe(60);
    expect(shopZoneOffsetMinutes(at('2026-03-29T01:00:00Z'))).toBe(120);
    expect(shopZoneOffsetMinutes(at('2026-10-25T00:59:59Z'))).toBe(120);
    expect(shopZoneOffsetMinutes(at('2026-10-25T01:00:00Z'))).toBe(60);
    expect(shopZoneOffsetMinutes(at('2027-03-28T01:00:00Z'))).toBe(120);
    expect(shopZoneOffsetMinutes(at('2027-10-31T01:00:00Z'))).toBe(60);
  });

  it('turns wall times into instants on both switch days', () => {
    expect(shopWallTimeToUtc(2026, 3, 29, 1, 59)?.toISOString()).toBe('2026-03-29T00:59:00.000Z');
    expect(shopWallTimeToUtc(2026, 3, 29, 3, 0)?.toISOString()).toBe('2026-03-29T01:00:00.000Z');
    // 02:30 does not exist in spring: it lands an hour later
    expect(shopWallTimeToUtc(2026, 3, 29, 2, 30)?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // 02:30 happens twice in autumn: the later one (CET)
    expect(shopWallTimeToUtc(2026, 10, 25, 2, 30)?.toISOString()).toBe('2026-10-25T01:30:00.000Z');
    expect(shopWallTimeToUtc(2026, 10, 25, 3, 0)?.toISOString()).toBe('2026-10-25T02:00:00.000Z');
    expect(shopWallTimeToUtc(2026, 2, 30)).toBeNull();
  });

  it('starts the shop day at local midnight, 23 and 25 hours long on the switch days', () => {
    expect(startOfShopDay(at('2026-03-29T12:00:00Z')).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfShopDay(at('2026-03-30T12:00:00Z')).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(startOfShopDay(at('2026-10-25T12:00:00Z')).toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(startOfShopDay(at('2026-10-26T12:00:00Z')).toISOString()).toBe('2026-10-25T23:00:00.000Z');
    // just after local midnight it is already the next day
    expect(startOfShopDay(at('2026-10-24T22:00:00Z')).toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(shopDateString(at('2026-10-24T21:59:59Z'))).toBe('2026-10-24');
    expect(shopDateString(at('2026-10-24T22:00:00Z'))).toBe('2026-10-25');
    expect(shopDateString(at('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
  });

  it('keeps the shop day for its UTC minute only (decision 0119)', () => {
    const formatToParts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    try {
      expect(shopDateString(at('2031-05-04T21:58:00.000Z'))).toBe('2031-05-04');
      const calls = formatToParts.mock.calls.length;
      expect(shopDateString(at('2031-05-04T21:58:59.999Z'))).toBe('2031-05-04');
      expect(formatToParts.mock.calls.length).toBe(calls); // same minute: no Intl call
      // the next minute is local midnight (CEST): a new day
      expect(shopDateString(at('2031-05-04T22:00:00.000Z'))).toBe('2031-05-05');
      expect(shopDateString(at('2031-05-04T21:59:59.999Z'))).toBe('2031-05-04');
      expect(shopDateString(at('1960-01-01T12:00:00Z'))).toBe('1960-01-01');
    } finally {
      formatToParts.mockRestore();
    }
  });

  it('reads and writes datetime-local values in shop time', () => {
    expect(shopLocalInputToIso('2026-07-01T10:00')).toBe('2026-07-01T08:00:00.000Z');
    expect(shopLocalInputToIso('2026-01-15 10:00')).toBe('2026-01-15T09:00:00.000Z');
    expect(shopLocalInputToIso('2026-10-25')).toBe('2026-10-24T22:00:00.000Z');
    expect(shopLocalInputToIso('')).toBeNull();
    expect(shopLocalInputToIso('zajtra')).toBe('zajtra');
    expect(shopLocalInputToIso('2026-02-30T10:00')).toBe('2026-02-30T10:00');
    expect(isoToShopLocalInput('2026-03-29T00:59:00.000Z')).toBe('2026-03-29T01:59');
    expect(isoToShopLocalInput('2026-03-29T01:00:00.000Z')).toBe('2026-03-29T03:00');
    expect(isoToShopLocalInput(new Date('2026-10-25T01:30:00Z'))).toBe('2026-10-25T02:30');
    expect(isoToShopLocalInput(null)).toBe('');
    expect(isoToShopLocalInput('nie')).toBe('');
  });

  it('gives the local weekday and minute (opening hours)', () => {
    // Sunday 2026-03-29 03:00 CEST
    expect(shopLocalTime(at('2026-03-29T01:00:00Z'))).toEqual({ day: 7, minute: 180 });
    // Monday 00:30 CET, still Sunday in UTC
    expect(shopLocalTime(at('2026-10-25T23:30:00Z'))).toEqual({ day: 1, minute: 30 });
  });

  it('computes the storefront date without Intl exactly as Intl does, minute by minute around every switch', () => {
    for (let year = 2024; year <= 2032; year++) {
      for (const month of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0));
        const sunday = Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay());
        for (let t = sunday - 3 * 3_600_000; t <= sunday + 27 * 3_600_000; t += 15 * 60_000) {
          const instant = new Date(t);
          const [y, m, d] = shopDateString(instant).split('-').map(Number);
          expect(shopCalendarDate(instant), instant.toISOString()).toEqual({ year: y, month: m, day: d });
        }
      }
    }
    expect(formatShopDate('2026-10-24T22:30:00Z')).toBe('25. 10. 2026');
  });
});

// the storefront dates are computed without Intl (decision 0038): Intl in Europe/Bratislava is the oracle
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
    for (const iso of [
      '2026-03-28T22:59:59Z',
      '2026-03-28T23:00:00Z',
      '2026-10-24T21:59:59Z',
      '2026-10-24T22:00:00Z',
      '2026-10-25T22:59:59Z',
      '2026-10-25T23:00:00Z',
    ])
      instants.push(new Date(iso));
    for (const at of instants) expect(formatShopDate(at), at.toISOString()).toBe(intl.format(at));
    expect(formatShopDate('2026-03-29T00:30:00Z')).toBe('29. 3. 2026');
  });
});

describe('formatLongShopDate', () => {
  it('equals Intl with the month name in sk-SK and cs-CZ, in Europe/Bratislava', () => {
    for (const [locale, tag] of [
      ['sk', 'sk-SK'],
      ['cs', 'cs-CZ'],
    ] as const) {
      const intl = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Bratislava' });
      for (let month = 0; month < 12; month++) {
        for (const [day, hour] of [
          [1, 0],
          [15, 12],
          [28, 22],
          [28, 23],
        ]) {
          const at = new Date(Date.UTC(2026, month, day!, hour!, 30));
          expect(formatLongShopDate(at, locale), at.toISOString()).toBe(intl.format(at));
        }
      }
    }
  });
});
