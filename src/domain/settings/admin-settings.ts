/**
 * Back-office settings, banners, search placeholders and newsletter subscribers (decision 0035).
 * Every change is one transaction with its audit entry (entities 'settings' with the setting name as id, 'banners',
 * 'search_placeholders', 'subscribers'). The callers invalidate the process caches afterwards
 * (services.settings for settings — maintenance is obeyed at once here and within its 1 s TTL on other app servers;
 * services.frame for banners and placeholders).
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import type { BannerKey } from '../../db/schema';
import type { Translate } from '../../i18n';
import type { FieldErrors } from '../../lib/validation';
import { loadShopSettings, type SettingName, type ShopSettings } from './settings';
import { csvDateTime, csvLine } from '../orders/admin-orders';
import { diffChanges, listAudit, recordAudit, type AuditEntry } from '../back-office/audit-log';
import { recordNewsletterConsent } from '../newsletter/newsletter-consents';
import type { ListQuery, Paged } from '../back-office/list-query';
import type { BannerInput } from './admin-settings-schema';

export type SettingSaveResult = { ok: true } | { ok: false; errors: FieldErrors };

/** Top-level categories the mega-menu may show (id, name, visible). */
export async function listTopCategories(db: DbOrTx): Promise<Array<{ id: number; name: string; isVisible: boolean }>> {
  const rows = await queryRows<{ id: number; name: string; is_visible: boolean }>(
    db,
    sql`SELECT id, name, is_visible FROM categories WHERE parent_id IS NULL ORDER BY position, name, id`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name, isVisible: r.is_visible }));
}

/**
 * Saves one setting (`value` already validated by ADMIN_SETTING_SCHEMAS[name]) with its audit entry. The category
 * menu's ids must be top-level categories.
 */
export async function saveSettingAsAdmin(
  db: Db,
  name: SettingName,
  value: unknown,
  actorId: number,
  t: Translate,
): Promise<SettingSaveResult> {
  if (name === 'categoriesMenu') {
    const ids = (value as { category_ids: number[] }).category_ids;
    if (ids.length > 0) {
      const found = await queryRows<{ id: number }>(
        db,
        sql`SELECT id FROM categories WHERE parent_id IS NULL AND id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
      const known = new Set(found.map((r) => Number(r.id)));
      if (ids.some((id) => !known.has(id)) || new Set(ids).size !== ids.length)
        return { ok: false, errors: { category_ids: [t('admin.settings.error.categories')] } };
    }
  }
  await db.transaction(async (tx) => {
    const [before] = await queryRows<{ value: unknown }>(tx, sql`SELECT value FROM settings WHERE name = ${name} FOR UPDATE`);
    const json = JSON.stringify(value);
    await queryRows(
      tx,
      sql`INSERT INTO settings (name, value, updated_at) VALUES (${name}, ${json}::jsonb, now())
          ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    );
    const from = before?.value ?? null;
    const changes =
      from && typeof from === 'object' && !Array.isArray(from) && value && typeof value === 'object' && !Array.isArray(value)
        ? diffChanges(from as Record<string, unknown>, value as Record<string, unknown>)
        : JSON.stringify(from) === json
          ? {}
          : { value: { from, to: value } };
    if (Object.keys(changes).length > 0)
      await recordAudit(tx, { userId: actorId, entity: 'settings', entityId: name, action: 'update', changes });
  });
  return { ok: true };
}

export async function loadSettingsAudit(db: DbOrTx, names: readonly string[]): Promise<AuditEntry[]> {
  const lists = await Promise.all(names.map((n) => listAudit(db, 'settings', n, 30)));
  return lists
    .flat()
    .sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id)
    .slice(0, 60);
}

export async function loadAdminSettings(db: DbOrTx): Promise<ShopSettings> {
  return loadShopSettings(db as Db);
}

// ---------------------------------------------------------------------------------------------------------------------
// search placeholders

export async function listPlaceholderTexts(db: DbOrTx): Promise<string[]> {
  const rows = await queryRows<{ text: string }>(db, sql`SELECT text FROM search_placeholders ORDER BY position, id`);
  return rows.map((r) => r.text);
}

/** Replaces the rotating search placeholders with `texts` in this order. */
export async function replaceSearchPlaceholders(db: Db, texts: readonly string[], actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await listPlaceholderTexts(tx);
    if (JSON.stringify(before) === JSON.stringify(texts)) return;
    await queryRows(tx, sql`DELETE FROM search_placeholders`);
    for (const [i, text] of texts.entries())
      await queryRows(tx, sql`INSERT INTO search_placeholders (text, position) VALUES (${text}, ${i + 1})`);
    await recordAudit(tx, {
      userId: actorId,
      entity: 'search_placeholders',
      entityId: 'all',
      action: 'update',
      changes: { texts: { from: before, to: texts } },
    });
  });
}

// ---------------------------------------------------------------------------------------------------------------------
// banners

export interface AdminBanner {
  id: number;
  key: BannerKey;
  title: string | null;
  url: string | null;
  target: string | null;
  image: string | null;
  /** the intro popup's phone image (decision 0088) */
  imageMobile: string | null;
  position: number;
  isActive: boolean;
  activeFrom: string | null;
  activeTo: string | null;
}

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

type BannerRow = {
  id: number;
  key: BannerKey;
  title: string | null;
  url: string | null;
  target: string | null;
  image: string | null;
  image_mobile: string | null;
  path: string | null;
  position: number;
  is_active: boolean;
  active_from: Date | string | null;
  active_to: Date | string | null;
};

function toBanner(r: BannerRow): AdminBanner {
  return {
    id: Number(r.id),
    key: r.key,
    title: r.title,
    url: r.url,
    target: r.target,
    image: r.image ?? r.path,
    imageMobile: r.image_mobile,
    position: Number(r.position),
    isActive: r.is_active,
    activeFrom: iso(r.active_from),
    activeTo: iso(r.active_to),
  };
}

export async function listAdminBanners(db: DbOrTx): Promise<AdminBanner[]> {
  const rows = await queryRows<BannerRow>(db, sql`SELECT * FROM banners ORDER BY key, position, id`);
  return rows.map(toBanner);
}

export async function loadAdminBanner(db: DbOrTx, id: number): Promise<AdminBanner | null> {
  const rows = await queryRows<BannerRow>(db, sql`SELECT * FROM banners WHERE id = ${id}`);
  return rows[0] ? toBanner(rows[0]) : null;
}

function bannerColumns(input: BannerInput) {
  return {
    key: input.key,
    title: input.title || null,
    url: input.url || null,
    target: input.target,
    image: input.image || null,
    // only the intro popup has a phone image (decision 0088)
    imageMobile: input.key === 'banner.popup' ? input.imageMobile || null : null,
    position: input.position,
    isActive: input.isActive,
    activeFrom: input.activeFrom ? new Date(input.activeFrom).toISOString() : null,
    activeTo: input.activeTo ? new Date(input.activeTo).toISOString() : null,
  };
}

/**
 * Creates (id null) or updates a banner; 'not_found' when `id` is unknown, 'popup_exists' when it would make a
 * second intro popup (the popup is one banner, decision 0088; a unique index backs this up). `path` mirrors `image`
 * (SPEC §3 has both).
 */
export async function saveBanner(
  db: Db,
  id: number | null,
  input: BannerInput,
  actorId: number,
): Promise<{ ok: true; id: number } | { ok: false; code: 'not_found' | 'popup_exists' }> {
  const c = bannerColumns(input);
  return db.transaction(async (tx) => {
    if (c.key === 'banner.popup') {
      // serialises two owners creating the popup at once; the unique index is the backstop
      await queryRows(tx, sql`SELECT pg_advisory_xact_lock(hashtext('banners:banner.popup'))`);
      const [other] = await queryRows<{ id: number }>(
        tx,
        sql`SELECT id FROM banners WHERE key = 'banner.popup' AND id IS DISTINCT FROM ${id} LIMIT 1`,
      );
      if (other) return { ok: false as const, code: 'popup_exists' as const };
    }
    if (id === null) {
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`INSERT INTO banners (key, title, url, target, path, image, image_mobile, position, is_active, active_from, active_to)
            VALUES (${c.key}, ${c.title}, ${c.url}, ${c.target}, ${c.image}, ${c.image}, ${c.imageMobile}, ${c.position}, ${c.isActive}, ${c.activeFrom}::timestamptz, ${c.activeTo}::timestamptz)
            RETURNING id`,
      );
      const newId = Number(row!.id);
      await recordAudit(tx, { userId: actorId, entity: 'banners', entityId: newId, action: 'create', changes: diffChanges(null, c) });
      return { ok: true as const, id: newId };
    }
    const [locked] = await queryRows<BannerRow>(tx, sql`SELECT * FROM banners WHERE id = ${id} FOR UPDATE`);
    if (!locked) return { ok: false as const, code: 'not_found' as const };
    const { id: _id, ...before } = toBanner(locked);
    await queryRows(
      tx,
      sql`UPDATE banners SET key = ${c.key}, title = ${c.title}, url = ${c.url}, target = ${c.target}, path = ${c.image}, image = ${c.image},
                 image_mobile = ${c.imageMobile}, position = ${c.position}, is_active = ${c.isActive},
                 active_from = ${c.activeFrom}::timestamptz, active_to = ${c.activeTo}::timestamptz
          WHERE id = ${id}`,
    );
    const changes = diffChanges(before, c);
    if (Object.keys(changes).length > 0)
      await recordAudit(tx, { userId: actorId, entity: 'banners', entityId: id, action: 'update', changes });
    return { ok: true as const, id };
  });
}

export async function deleteBanner(db: Db, id: number, actorId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<BannerRow>(tx, sql`DELETE FROM banners WHERE id = ${id} RETURNING *`);
    if (!row) return false;
    const { id: _id, ...before } = toBanner(row);
    await recordAudit(tx, { userId: actorId, entity: 'banners', entityId: id, action: 'delete', changes: diffChanges(before, {}) });
    return true;
  });
}

// ---------------------------------------------------------------------------------------------------------------------
// newsletter subscribers

export const SUBSCRIBER_SORTS = ['email', 'created_at'] as const;
export type SubscriberSort = (typeof SUBSCRIBER_SORTS)[number];

export interface SubscriberRow {
  id: number;
  email: string;
  locale: string;
  source: string | null;
  createdAt: string;
}

function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

function subscriberWhere(q: string | undefined): SQL {
  const text = q?.trim();
  return text ? sql`lower(email) LIKE ${`%${likeEscape(text.toLowerCase())}%`}` : sql`TRUE`;
}

type SubscriberSqlRow = { id: number; email: string; locale: string; source: string | null; created_at: Date | string };
const toSubscriber = (r: SubscriberSqlRow): SubscriberRow => ({
  id: Number(r.id),
  email: r.email,
  locale: r.locale,
  source: r.source,
  createdAt: iso(r.created_at)!,
});

export async function listSubscribers(db: DbOrTx, q: string | undefined, query: ListQuery<SubscriberSort>): Promise<Paged<SubscriberRow>> {
  const where = subscriberWhere(q);
  const order = query.sort === 'email' ? sql`lower(email)` : sql`created_at`;
  const dir = query.dir === 'asc' ? sql`ASC` : sql`DESC`;
  const [rows, [count]] = await Promise.all([
    queryRows<SubscriberSqlRow>(
      db,
      sql`SELECT id, email, locale, source, created_at FROM subscribers WHERE ${where} ORDER BY ${order} ${dir}, id DESC LIMIT ${query.pageSize} OFFSET ${query.offset}`,
    ),
    queryRows<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM subscribers WHERE ${where}`),
  ]);
  return { rows: rows.map(toSubscriber), total: Number(count?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

export async function deleteSubscriber(db: Db, id: number, actorId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<SubscriberSqlRow>(
      tx,
      sql`DELETE FROM subscribers WHERE id = ${id} RETURNING id, email, locale, source, created_at`,
    );
    if (!row) return false;
    await recordNewsletterConsent(tx, row.email, 'unsubscribed', 'admin');
    await recordAudit(tx, {
      userId: actorId,
      entity: 'subscribers',
      entityId: id,
      action: 'delete',
      changes: { email: { from: row.email, to: null } },
    });
    return true;
  });
}

const SUBSCRIBER_CSV_HEADER = ['E-mail', 'Jazyk', 'Zdroj', 'Prihlásený'];
const CSV_BATCH = 500;

/**
 * The subscribers (search `q`) as a CSV stream: UTF-8 BOM, ';' separator, CRLF, read in keyset batches of 500 while
 * the stream is consumed (cells guarded against formula injection by csvLine).
 */
export function subscribersCsvStream(db: DbOrTx, q: string | undefined): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const where = subscriberWhere(q);
  let lastId = 0;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(SUBSCRIBER_CSV_HEADER)}`));
        return;
      }
      try {
        const rows = await queryRows<SubscriberSqlRow>(
          db,
          sql`SELECT id, email, locale, source, created_at FROM subscribers WHERE ${where} AND id > ${lastId} ORDER BY id LIMIT ${CSV_BATCH}`,
        );
        if (rows.length === 0) {
          controller.close();
          return;
        }
        lastId = Number(rows[rows.length - 1]!.id);
        controller.enqueue(
          encoder.encode(rows.map((r) => csvLine([r.email, r.locale, r.source ?? '', csvDateTime(new Date(r.created_at))])).join('')),
        );
      } catch (error) {
        controller.error(error);
      }
    },
  });
}

export function subscribersCsvFilename(now: Date): string {
  return `odberatelia-${now.toISOString().slice(0, 10)}.csv`;
}
