/**
 * The back-office audit log (decision 0029): who changed what and when, one audit_log row per change,
 * written with `recordAudit(tx, …)` in the SAME transaction as the change itself (a rolled-back change leaves no
 * entry; an entry never describes a change that did not happen).
 *
 *   await db.transaction(async (tx) => {
 *     const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update');
 *     await tx.update(products).set(patch).where(eq(products.id, id));
 *     await recordAudit(tx, { userId: user.id, entity: 'products', entityId: id, action: 'update', changes: diffChanges(before, { ...before, ...patch }) });
 *   });
 *
 * `changes` is free JSON; the convention is `{ field: { from, to } }` (diffChanges builds it), which the audit
 * panel (app/components/admin/audit-log-panel.tsx) renders as "field: from → to".
 */
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog, users } from '../../db/schema';

/** Entity names are table names: 'orders', 'products', 'variants', 'categories', 'vouchers', 'users', 'settings', 'posts', … */
export interface AuditInput {
  /** who did it (null: the system) */
  userId: number | null;
  entity: string;
  entityId: string | number | null;
  /** 'create' | 'update' | 'delete' | 'state_change' | 'mark_paid' | … (labels in admin.audit.action.*) */
  action: string;
  changes?: unknown;
  /** defaults to the database clock */
  at?: Date;
}

interface FieldChange {
  from: unknown;
  to: unknown;
}

export type Changes = Record<string, FieldChange>;

/** Writes one audit entry with the executor of the change's transaction. */
export async function recordAudit(tx: DbOrTx, input: AuditInput): Promise<void> {
  await tx.insert(auditLog).values({
    userId: input.userId,
    entity: input.entity,
    entityId: input.entityId === null ? null : String(input.entityId),
    action: input.action,
    changes: input.changes === undefined ? null : (input.changes as object),
    ...(input.at ? { createdAt: input.at } : {}),
  });
}

function comparable(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value ?? null);
}

function plain(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : (value ?? null);
}

/**
 * `{ field: { from, to } }` for the fields of `after` whose value differs from `before` (Dates compared as ISO
 * strings, objects by JSON). `ignore` skips fields such as updatedAt; secrets (passwordHash) are never included.
 */
export function diffChanges(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown>,
  ignore: readonly string[] = ['updatedAt', 'createdAt'],
): Changes {
  const changes: Changes = {};
  for (const [field, value] of Object.entries(after)) {
    if (ignore.includes(field) || /password|token/i.test(field)) continue;
    const previous = before ? before[field] : undefined;
    if (comparable(previous) !== comparable(value)) changes[field] = { from: plain(previous), to: plain(value) };
  }
  return changes;
}

export interface AuditEntry {
  id: number;
  at: string;
  action: string;
  userId: number | null;
  /** "Firstname Lastname <email>" of the author, null for the system or a deleted user */
  userName: string | null;
  userEmail: string | null;
  changes: unknown;
}

/** The entries of one entity, newest first (at most `limit`). */
export async function listAudit(db: DbOrTx, entity: string, entityId: string | number, limit = 100): Promise<AuditEntry[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.createdAt,
      action: auditLog.action,
      userId: auditLog.userId,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      changes: auditLog.changes,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    userId: row.userId,
    userName: row.email ? `${row.firstname} ${row.lastname}`.trim() : null,
    userEmail: row.email ?? null,
    changes: row.changes,
  }));
}
