/**
 * Opening hours of a branch (stores.opening_hours: seven { day, open, close } or { day, closed: true }, 1 = Monday)
 * and whether it is open at a given moment. The hours are local time of the shop, Europe/Bratislava, whatever the
 * server's own time zone: the moment is converted by src/lib/shop-time.ts (Intl), so summer time is handled by the
 * time-zone database.
 */
import type { OpeningHoursDay } from '../../db/schema';
import { shopLocalTime, type IsoWeekday } from '../../lib/shop-time';

export type { IsoWeekday };

export interface DayHours {
  day: IsoWeekday;
  /** 'HH:MM' or null when closed all day */
  open: string | null;
  close: string | null;
}

export type OpenState =
  | { isOpen: true; closesAt: string }
  | {
      isOpen: false;
      /** next opening: today later, tomorrow, or another weekday; null when the branch never opens */
      opensAt: { day: IsoWeekday; time: string; when: 'today' | 'tomorrow' | 'later' } | null;
    };

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Seven days, Monday first; days missing or malformed in the data count as closed. */
export function normalizeOpeningHours(raw: unknown): DayHours[] {
  const byDay = new Map<number, DayHours>();
  if (Array.isArray(raw)) {
    for (const entry of raw as Array<Partial<OpeningHoursDay> & { open?: unknown; close?: unknown; closed?: unknown }>) {
      const day = Number(entry?.day);
      if (!Number.isInteger(day) || day < 1 || day > 7 || byDay.has(day)) continue;
      const open = typeof entry.open === 'string' && TIME.test(entry.open) ? entry.open : null;
      const close = typeof entry.close === 'string' && TIME.test(entry.close) ? entry.close : null;
      const valid = entry.closed !== true && open !== null && close !== null && minutes(close) > minutes(open);
      byDay.set(day, { day: day as IsoWeekday, open: valid ? open : null, close: valid ? close : null });
    }
  }
  return ([1, 2, 3, 4, 5, 6, 7] as const).map((day) => byDay.get(day) ?? { day, open: null, close: null });
}

/** Open or closed at `now` (shop time), with the closing time or the next opening. */
export function openStateAt(hours: DayHours[], now: Date): OpenState {
  const { day, minute } = shopLocalTime(now);
  const today = hours.find((h) => h.day === day);
  if (today?.open && today.close && minute >= minutes(today.open) && minute < minutes(today.close)) {
    return { isOpen: true, closesAt: today.close };
  }
  if (today?.open && minute < minutes(today.open)) return { isOpen: false, opensAt: { day, time: today.open, when: 'today' } };
  for (let offset = 1; offset <= 7; offset++) {
    const next = (((day - 1 + offset) % 7) + 1) as IsoWeekday;
    const h = hours.find((x) => x.day === next);
    if (h?.open) return { isOpen: false, opensAt: { day: next, time: h.open, when: offset === 1 ? 'tomorrow' : 'later' } };
  }
  return { isOpen: false, opensAt: null };
}

/**
 * Consecutive days with the same hours grouped ("Po – Pi 9:00 – 18:00"), for compact lists; the detail page shows
 * every day.
 */
export function groupOpeningHours(
  hours: DayHours[],
): Array<{ from: IsoWeekday; to: IsoWeekday; open: string | null; close: string | null }> {
  const groups: Array<{ from: IsoWeekday; to: IsoWeekday; open: string | null; close: string | null }> = [];
  for (const h of hours) {
    const last = groups[groups.length - 1];
    if (last && last.open === h.open && last.close === h.close && last.to === h.day - 1) last.to = h.day;
    else groups.push({ from: h.day, to: h.day, open: h.open, close: h.close });
  }
  return groups;
}

/** 'HH:MM' → 'H:MM' as Slovak texts write it (9:00, 18:30). */
export const displayTime = (hhmm: string) => hhmm.replace(/^0(\d)/, '$1');

const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** schema.org openingHoursSpecification entries (one per open day group). */
export function openingHoursSpecification(hours: DayHours[]) {
  return groupOpeningHours(hours)
    .filter((g) => g.open && g.close)
    .map((g) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: SCHEMA_DAYS.slice(g.from - 1, g.to).map((d) => `https://schema.org/${d}`),
      opens: g.open,
      closes: g.close,
    }));
}
