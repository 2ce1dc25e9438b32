/**
 * Events (PRODUCT.md "shoppers may propose an event; it is published after a shop owner approves it";
 * decision 0024). The storefront shows published events only: upcoming first (soonest first), then past ones
 * (latest first). A shopper's proposal is stored unpublished; `approveEvent` (the back office) publishes it.
 * The organiser's e-mail and phone are never shown or answered by the public API.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog, events, stores } from '../../db/schema';
import type { Translate } from '../../i18n';
import type { FieldErrors } from '../../lib/validation';
import { formatShopDate, shopWallClock, shopWallTimeToUtc } from '../../lib/shop-time';
import type { Mailer } from '../../mail/mailer';
import { hitRateLimit } from '../security/rate-limit';
import { slugify } from '../../seed/slugify';
import type { EventProposalInput } from './content-forms';
import { sanitizeRichText } from './sanitize';

/** How many past events the list shows. */
const PAST_EVENTS_MAX = 12;
/** A proposal may be at most this far ahead. */
const EVENT_PROPOSAL_MAX_DAYS_AHEAD = 730;
/** Per client address: this many proposals per window. */
const EVENT_PROPOSAL_RATE_LIMIT = { hits: 5, windowSeconds: 3600 };

export interface EventListItem {
  id: number;
  slug: string;
  title: string;
  /** ISO 8601 */
  startsAt: string;
  endsAt: string | null;
  place: string | null;
  image: string | null;
  store: { id: number; name: string; url: string } | null;
  /** ended (or, without an end, started) before now */
  isPast: boolean;
  /** /eventy/{id}/{slug} */
  url: string;
}

export interface EventDetail extends EventListItem {
  /** sanitized HTML */
  description: string;
  organizerName: string | null;
}

export const eventUrl = (event: { id: number; slug: string }) => `/eventy/${event.id}/${event.slug}`;

/** When an event counts as past: its end, or its start when it has no end (the moment as text: both drivers bind it). */
const notEndedBy = (now: Date) => sql`coalesce(${events.endsAt}, ${events.startsAt}) >= ${now.toISOString()}::timestamptz`;
const endedBy = (now: Date) => sql`coalesce(${events.endsAt}, ${events.startsAt}) < ${now.toISOString()}::timestamptz`;

const columns = {
  id: events.id,
  slug: events.slug,
  title: events.title,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  place: events.place,
  image: events.image,
  storeId: stores.id,
  storeName: stores.name,
};

type Row = {
  id: number;
  slug: string;
  title: string;
  startsAt: Date | string;
  endsAt: Date | string | null;
  place: string | null;
  image: string | null;
  storeId: number | null;
  storeName: string | null;
};

function toItem(row: Row, now: Date): EventListItem {
  const startsAt = new Date(row.startsAt);
  const endsAt = row.endsAt ? new Date(row.endsAt) : null;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt?.toISOString() ?? null,
    place: row.place,
    image: row.image,
    store: row.storeId !== null ? { id: row.storeId, name: row.storeName!, url: `/prodejny/${row.storeId}` } : null,
    isPast: (endsAt ?? startsAt).getTime() < now.getTime(),
    url: eventUrl(row),
  };
}

/** Published events: upcoming (soonest first) and the latest past ones. */
export async function listPublishedEvents(
  db: DbOrTx,
  now: Date = new Date(),
): Promise<{ upcoming: EventListItem[]; past: EventListItem[] }> {
  const base = () =>
    db
      .select(columns)
      .from(events)
      .leftJoin(stores, and(eq(stores.id, events.storeId), eq(stores.isActive, true)));
  const [upcoming, past] = await Promise.all([
    base()
      .where(and(eq(events.isPublished, true), notEndedBy(now)))
      .orderBy(asc(events.startsAt), asc(events.id)),
    base()
      .where(and(eq(events.isPublished, true), endedBy(now)))
      .orderBy(desc(events.startsAt), desc(events.id))
      .limit(PAST_EVENTS_MAX),
  ]);
  return { upcoming: upcoming.map((r) => toItem(r, now)), past: past.map((r) => toItem(r, now)) };
}

/** A published event; null for an unknown or unpublished one (a proposal awaiting approval). */
export async function getPublishedEvent(db: DbOrTx, id: number, now: Date = new Date()): Promise<EventDetail | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [row] = await db
    .select({ ...columns, description: events.description, organizerName: events.organizerName })
    .from(events)
    .leftJoin(stores, and(eq(stores.id, events.storeId), eq(stores.isActive, true)))
    .where(and(eq(events.id, id), eq(events.isPublished, true)))
    .limit(1);
  if (!row) return null;
  return { ...toItem(row, now), description: sanitizeRichText(row.description), organizerName: row.organizerName };
}

// ---------------------------------------------------------------------------------------------------------------------
// time zone

/** '2026-07-04' + '18:30' in shop time → the UTC moment; null for a date that does not exist (2026-02-30). */
export function localDateTimeToUtc(date: string, time: string): Date | null {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return shopWallTimeToUtc(y, m, d, hh, mm);
}

// ---------------------------------------------------------------------------------------------------------------------
// proposals and approval

export type EventProposalResult =
  { status: 'created'; id: number } | { status: 'invalid'; errors: FieldErrors } | { status: 'rate_limited' };

const eventProposalRateLimitKey = (ip: string) => `event-proposal:${ip}`;

/** Plain text of the shopper → paragraphs of escaped HTML (the description column holds HTML). */
function plainTextToHtml(text: string): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

/**
 * A shopper's proposal (validated with eventProposalSchema): stored unpublished, awaiting approval. The date must be
 * in the future and at most two years ahead.
 */
export async function proposeEvent(
  db: DbOrTx,
  input: EventProposalInput,
  deps: { t: Translate; ip: string; now?: Date; notify?: { mailer: Mailer; ownerEmail: string } },
): Promise<EventProposalResult> {
  const now = deps.now ?? new Date();
  const startsAt = localDateTimeToUtc(input.date, input.time);
  if (!startsAt) return { status: 'invalid', errors: { date: [deps.t('validation.invalid')] } };
  if (startsAt.getTime() <= now.getTime()) return { status: 'invalid', errors: { date: [deps.t('event.date_past')] } };
  if (startsAt.getTime() > now.getTime() + EVENT_PROPOSAL_MAX_DAYS_AHEAD * 86_400_000) {
    return { status: 'invalid', errors: { date: [deps.t('event.date_too_far')] } };
  }
  const limit = await hitRateLimit(
    db,
    eventProposalRateLimitKey(deps.ip),
    EVENT_PROPOSAL_RATE_LIMIT.hits,
    EVENT_PROPOSAL_RATE_LIMIT.windowSeconds,
  );
  if (!limit.allowed) return { status: 'rate_limited' };
  const [row] = await db
    .insert(events)
    .values({
      slug: slugify(input.title).slice(0, 120) || 'event',
      title: input.title,
      description: plainTextToHtml(input.description),
      startsAt,
      place: input.place,
      organizerName: input.organizerName,
      organizerEmail: input.organizerEmail,
      organizerPhone: input.organizerPhone ?? null,
      isPublished: false,
      createdAt: now,
    })
    .returning({ id: events.id });
  if (deps.notify) {
    // the owner learns a proposal awaits approval; a mail failure is logged, the proposal is kept
    const { t } = deps;
    const lines = [
      t('event.mail_intro'),
      '',
      `${t('event.mail_id')}: ${row!.id}`,
      `${t('event.title')}: ${input.title}`,
      `${t('event.date')}: ${input.date} ${input.time}`,
      `${t('event.place')}: ${input.place}`,
      `${t('event.organizer_name')}: ${input.organizerName} <${input.organizerEmail}>${input.organizerPhone ? `, ${input.organizerPhone}` : ''}`,
      '',
      input.description,
      '',
    ];
    await deps.notify.mailer
      .send({
        to: deps.notify.ownerEmail,
        replyTo: input.organizerEmail,
        subject: t('event.mail_subject', { title: input.title }).replace(/[\r\n\t]+/g, ' '),
        text: lines.join('\n'),
      })
      .catch((error: unknown) =>
        console.error(`[events] proposal ${row!.id}: mail to the shop owner failed:`, error instanceof Error ? error.message : error),
      );
  }
  return { status: 'created', id: row!.id };
}

/** What approving needs to tell the organiser: the mailer, the shop's texts and its public address for the link. */
export interface EventApprovalNotify {
  mailer: Mailer;
  t: Translate;
  publicUrl: string;
}

/** The approval mail's dependencies from the app's services (what every approving door passes). */
export const eventApprovalNotify = (services: { mailer: Mailer; t: Translate; config: { publicUrl: string } }): EventApprovalNotify => ({
  mailer: services.mailer,
  t: services.t,
  publicUrl: services.config.publicUrl,
});

/**
 * Publishes an event (the back office's approval of a proposal): is_published and approved_at, with an audit_log
 * entry naming `userId` when given. Answers the event as now published, or null for an unknown id. Approving an
 * already published event changes nothing and answers it. With `notify`, the organiser of a proposal learns of the
 * approval by e-mail once (after the commit; a mail failure is logged, the approval stands).
 */
export async function approveEvent(
  db: DbOrTx,
  id: number,
  userId?: number | null,
  notify?: EventApprovalNotify,
): Promise<{ id: number; url: string; approvedAt: string } | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const outcome = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        id: events.id,
        slug: events.slug,
        title: events.title,
        startsAt: events.startsAt,
        place: events.place,
        organizerName: events.organizerName,
        organizerEmail: events.organizerEmail,
        isPublished: events.isPublished,
        approvedAt: events.approvedAt,
      })
      .from(events)
      .where(eq(events.id, id))
      .for('update');
    if (!before) return null;
    if (before.isPublished && before.approvedAt)
      return {
        event: before,
        answer: { id, url: eventUrl(before), approvedAt: new Date(before.approvedAt).toISOString() },
        approvedNow: false,
      };
    const [after] = await tx
      .update(events)
      .set({ isPublished: true, approvedAt: sql`coalesce(${events.approvedAt}, now())` })
      .where(eq(events.id, id))
      .returning({ approvedAt: events.approvedAt });
    await tx.insert(auditLog).values({
      userId: userId ?? null,
      entity: 'events',
      entityId: String(id),
      action: 'approve',
      changes: { isPublished: { from: before.isPublished, to: true } },
    });
    // a proposal is approved once (approved_at was empty); re-publishing an unpublished approved event mails nobody
    return {
      event: before,
      answer: { id, url: eventUrl(before), approvedAt: new Date(after!.approvedAt!).toISOString() },
      approvedNow: before.approvedAt === null,
    };
  });
  if (!outcome) return null;
  const { event, answer, approvedNow } = outcome;
  if (notify && approvedNow && event.organizerEmail) {
    const { t } = notify;
    const at = new Date(event.startsAt);
    const wall = shopWallClock(at);
    const when = `${formatShopDate(at)} ${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`;
    const text = [
      event.organizerName ? t('auth_mail.greeting_named', { name: event.organizerName }) : t('auth_mail.greeting'),
      '',
      t('event.approved_mail_intro'),
      '',
      `${t('event.title')}: ${event.title}`,
      `${t('event.date')}: ${when}`,
      ...(event.place ? [`${t('event.place')}: ${event.place}`] : []),
      `${notify.publicUrl}${answer.url}`,
      '',
      t('order_mail.signature'),
      t('app.title'),
      '',
    ].join('\n');
    await notify.mailer
      .send({
        to: event.organizerEmail,
        subject: t('event.approved_mail_subject', { title: event.title }).replace(/[\r\n\t]+/g, ' '),
        text,
      })
      .catch((error: unknown) =>
        console.error(`[events] event ${id}: the approval mail to the organiser failed:`, error instanceof Error ? error.message : error),
      );
  }
  return answer;
}
