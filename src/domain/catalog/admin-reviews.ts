/**
 * Back-office review moderation (decision 0063): the list (filter all / waiting / published / hidden, search in the
 * product name, author and text), approve, hide, delete, and the shop's moderation mode. Each change is one
 * transaction with its audit entry (entity 'reviews' with the review id; the mode: 'settings' / reviewModeration)
 * and recomputes the product's average and count of published reviews under the product row's lock. Callers
 * invalidate the catalogue caches afterwards (listings read products.rating_avg / rating_count).
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import type { ReviewStatus } from '../../db/schema';
import {
  loadReviewModeration,
  lockProductForRating,
  recomputeProductRating,
  REVIEW_MODERATION_SETTING,
  type ReviewModerationMode,
} from './review-moderation';
import type { ReviewAction, ReviewFilter } from './review-moderation-schema';
import { recordAudit, withAuditReferences, type AuditEntry } from '../back-office/audit-log';
import type { ListQuery, Paged } from '../back-office/list-query';

export { loadReviewModeration };

export const REVIEW_SORTS = ['created_at', 'stars'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export interface AdminReviewRow {
  id: number;
  productId: number;
  productName: string;
  productSlug: string;
  userId: number;
  authorName: string;
  /** the author's account e-mail (the back office may contact them; the storefront never shows it) */
  authorEmail: string;
  stars: number;
  text: string | null;
  status: ReviewStatus;
  createdAt: string;
}

type ReviewSqlRow = {
  id: number;
  product_id: number;
  product_name: string;
  product_slug: string;
  user_id: number;
  author_name: string;
  author_email: string;
  stars: number;
  text: string | null;
  status: ReviewStatus;
  created_at: Date | string;
};

const toRow = (r: ReviewSqlRow): AdminReviewRow => ({
  id: Number(r.id),
  productId: Number(r.product_id),
  productName: r.product_name,
  productSlug: r.product_slug,
  userId: Number(r.user_id),
  authorName: r.author_name,
  authorEmail: r.author_email,
  stars: Number(r.stars),
  text: r.text,
  status: r.status,
  createdAt: new Date(r.created_at).toISOString(),
});

function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

function reviewWhere(filter: ReviewFilter, q: string | undefined): SQL {
  const parts: SQL[] = [];
  if (filter !== 'all') parts.push(sql`r.status = ${filter}`);
  const text = q?.trim();
  if (text) {
    // accents ignored on both sides, as in the order and customer lists (decision 0089)
    const like = sql`shop_unaccent(${`%${likeEscape(text.toLowerCase())}%`}::text)`;
    const match = (column: SQL) => sql`shop_unaccent(lower(${column})) LIKE ${like}`;
    parts.push(
      sql`(${match(sql`p.name`)} OR ${match(sql`r.author_name`)} OR ${match(sql`u.email`)} OR ${match(sql`coalesce(r.text, '')`)})`,
    );
  }
  return parts.length === 0 ? sql`TRUE` : sql.join(parts, sql` AND `);
}

const FROM = sql`FROM reviews r JOIN products p ON p.id = r.product_id JOIN users u ON u.id = r.user_id`;
const COLUMNS = sql`r.id, r.product_id, p.name AS product_name, p.slug AS product_slug, r.user_id, r.author_name, u.email AS author_email,
  r.stars, r.text, r.status, r.created_at`;

export async function listAdminReviews(
  db: DbOrTx,
  filter: ReviewFilter,
  q: string | undefined,
  query: ListQuery<ReviewSort>,
): Promise<Paged<AdminReviewRow>> {
  const where = reviewWhere(filter, q);
  const order = query.sort === 'stars' ? sql`r.stars` : sql`r.created_at`;
  const dir = query.dir === 'asc' ? sql`ASC` : sql`DESC`;
  const [rows, [count]] = await Promise.all([
    queryRows<ReviewSqlRow>(
      db,
      sql`SELECT ${COLUMNS} ${FROM} WHERE ${where} ORDER BY ${order} ${dir}, r.id DESC LIMIT ${query.pageSize} OFFSET ${query.offset}`,
    ),
    queryRows<{ n: number | string }>(db, sql`SELECT count(*) AS n ${FROM} WHERE ${where}`),
  ]);
  return { rows: rows.map(toRow), total: Number(count?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

/** How many reviews wait for approval (the list's tab and the dashboard hint). */
export async function countPendingReviews(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM reviews WHERE status = 'pending'`);
  return Number(row?.n ?? 0);
}

async function loadAdminReview(db: DbOrTx, id: number): Promise<AdminReviewRow | null> {
  const [row] = await queryRows<ReviewSqlRow>(db, sql`SELECT ${COLUMNS} ${FROM} WHERE r.id = ${id}`);
  return row ? toRow(row) : null;
}

export interface ModeratedReview {
  /** the review after the change; null when it was deleted */
  review: AdminReviewRow | null;
  /** the product's average and count of published reviews after the change */
  rating: { average: number; count: number };
}

const TARGET_STATUS: Record<Exclude<ReviewAction, 'delete'>, ReviewStatus> = { approve: 'published', hide: 'hidden' };

/**
 * Approves (→ published), hides (→ hidden) or deletes a review, with its audit entry and the product's rating
 * recomputed in the same transaction. Null for an unknown review. Approving a published review (or hiding a hidden
 * one) changes nothing and writes no audit entry.
 */
export async function moderateReview(db: Db, id: number, action: ReviewAction, actorId: number): Promise<ModeratedReview | null> {
  return db.transaction(async (tx) => {
    const [found] = await queryRows<{ product_id: number }>(tx, sql`SELECT product_id FROM reviews WHERE id = ${id}`);
    if (!found) return null;
    const productId = Number(found.product_id);
    // the product row first (as a customer's review does), then the review: one lock order, no deadlock
    await lockProductForRating(tx, productId);
    const [before] = await queryRows<{ status: ReviewStatus; stars: number; author_name: string; text: string | null }>(
      tx,
      sql`SELECT status, stars, author_name, text FROM reviews WHERE id = ${id} AND product_id = ${productId} FOR UPDATE`,
    );
    if (!before) return null;
    if (action === 'delete') {
      await queryRows(tx, sql`DELETE FROM reviews WHERE id = ${id}`);
      await recordAudit(tx, {
        userId: actorId,
        entity: 'reviews',
        entityId: id,
        action: 'delete',
        changes: {
          status: { from: before.status, to: null },
          stars: { from: before.stars, to: null },
          text: { from: before.text, to: null },
        },
      });
      return { review: null, rating: await recomputeProductRating(tx, productId) };
    }
    const status = TARGET_STATUS[action];
    if (before.status !== status) {
      await queryRows(tx, sql`UPDATE reviews SET status = ${status} WHERE id = ${id}`);
      await recordAudit(tx, {
        userId: actorId,
        entity: 'reviews',
        entityId: id,
        action: 'state_change',
        changes: { status: { from: before.status, to: status } },
      });
    }
    const rating = await recomputeProductRating(tx, productId);
    return { review: await loadAdminReview(tx, id), rating };
  });
}

/** Sets the shop's moderation mode with its audit entry (entity 'settings', id reviewModeration). */
export async function saveReviewModeration(db: Db, mode: ReviewModerationMode, actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await queryRows<{ value: unknown }>(
      tx,
      sql`SELECT value FROM settings WHERE name = ${REVIEW_MODERATION_SETTING} FOR UPDATE`,
    );
    const from = await loadReviewModeration(tx);
    await queryRows(
      tx,
      sql`INSERT INTO settings (name, value, updated_at) VALUES (${REVIEW_MODERATION_SETTING}, ${JSON.stringify({ mode })}::jsonb, now())
          ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    );
    if (!before || from !== mode) {
      await recordAudit(tx, {
        userId: actorId,
        entity: 'settings',
        entityId: REVIEW_MODERATION_SETTING,
        action: 'update',
        changes: { mode: { from, to: mode } },
      });
    }
  });
}

/** The latest moderation changes (reviews and the mode), newest first, for the screen's history panel. */
export async function listReviewAudit(db: DbOrTx, limit = 30): Promise<AuditEntry[]> {
  const rows = await queryRows<{
    id: number;
    at: Date | string;
    action: string;
    user_id: number | null;
    entity: string;
    entity_id: string | null;
    firstname: string | null;
    lastname: string | null;
    email: string | null;
    changes: unknown;
  }>(
    db,
    sql`SELECT a.id, a.created_at AS at, a.action, a.user_id, a.entity, a.entity_id, u.firstname, u.lastname, u.email, a.changes
        FROM audit_log a LEFT JOIN users u ON u.id = a.user_id
        WHERE a.entity = 'reviews' OR (a.entity = 'settings' AND a.entity_id = ${REVIEW_MODERATION_SETTING})
        ORDER BY a.created_at DESC, a.id DESC LIMIT ${limit}`,
  );
  return withAuditReferences(
    db,
    rows.map((row) => ({
      id: Number(row.id),
      at: new Date(row.at).toISOString(),
      entity: row.entity,
      action: row.action,
      userId: row.user_id === null ? null : Number(row.user_id),
      userName: row.email ? `${row.firstname ?? ''} ${row.lastname ?? ''}`.trim() : null,
      userEmail: row.email,
      // which review: the panel shows the changes, so the review id goes with them
      changes: row.entity === 'reviews' ? { review: `#${row.entity_id}`, ...(row.changes as Record<string, unknown> | null) } : row.changes,
    })),
  );
}
