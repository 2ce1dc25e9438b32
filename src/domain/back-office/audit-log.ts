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
 * panel (app/components/admin/audit-log-panel.tsx) renders as "label: from → to" through formatAuditChanges
 * (src/domain/back-office/audit-format.ts, decision 0090): a new field gets its label and kind there.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { auditReferenceIds, type AuditRefKind } from './audit-format';

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
  /** the table the entry is about (field labels depend on it) */
  entity: string;
  action: string;
  userId: number | null;
  /** "Firstname Lastname <email>" of the author, null for the system or a deleted user */
  userName: string | null;
  userEmail: string | null;
  changes: unknown;
  /** names of the rows the changes refer to, "<kind>:<id>" → name (decision 0090; a deleted row is missing) */
  refs: Record<string, string>;
}

/** The names of referenced rows of each kind, by id (`ids`: a list of integers for IN). */
const REF_NAMES: Record<AuditRefKind, (ids: SQL) => SQL> = {
  brands: (ids) => sql`SELECT id::text AS id, name FROM brands WHERE id IN (${ids})`,
  categories: (ids) => sql`SELECT id::text AS id, name FROM categories WHERE id IN (${ids})`,
  stores: (ids) => sql`SELECT id::text AS id, name FROM stores WHERE id IN (${ids})`,
  taxRates: (ids) => sql`SELECT id::text AS id, name || ' (' || rate || ' %)' AS name FROM tax_rates WHERE id IN (${ids})`,
  customerGroups: (ids) => sql`SELECT id::text AS id, name FROM customer_groups WHERE id IN (${ids})`,
  users: (ids) =>
    sql`SELECT id::text AS id, trim(firstname || ' ' || lastname) || ' <' || email || '>' AS name FROM users WHERE id IN (${ids})`,
  products: (ids) => sql`SELECT id::text AS id, name FROM products WHERE id IN (${ids})`,
  postCategories: (ids) => sql`SELECT id::text AS id, name FROM post_categories WHERE id IN (${ids})`,
  pages: (ids) => sql`SELECT id::text AS id, title AS name FROM pages WHERE id IN (${ids})`,
  variants: (ids) => sql`SELECT v.id::text AS id,
      p.name || CASE WHEN v.name <> p.name THEN ' – ' || v.name ELSE '' END || ' (' || v.code || ')' AS name
    FROM product_variants v JOIN products p ON p.id = v.product_id WHERE v.id IN (${ids})`,
};

/** Fills `refs` of the entries: one query per kind of referenced row that occurs. */
export async function withAuditReferences<E extends Omit<AuditEntry, 'refs'>>(db: DbOrTx, entries: E[]): Promise<Array<E & AuditEntry>> {
  const wanted = new Map<AuditRefKind, Set<string>>();
  for (const entry of entries) auditReferenceIds(entry.entity, entry.changes, wanted);
  const names: Record<string, string> = {};
  await Promise.all(
    [...wanted].map(async ([kind, ids]) => {
      const list = [...ids].map(Number).filter((n) => Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647);
      if (list.length === 0) return;
      const rows = await queryRows<{ id: string; name: string }>(
        db,
        REF_NAMES[kind](
          sql.join(
            list.map((n) => sql`${n}::int`),
            sql`, `,
          ),
        ),
      );
      for (const row of rows) names[`${kind}:${row.id}`] = row.name;
    }),
  );
  return entries.map((entry) => {
    const refs: Record<string, string> = {};
    const mine = new Map<AuditRefKind, Set<string>>();
    auditReferenceIds(entry.entity, entry.changes, mine);
    for (const [kind, ids] of mine) for (const id of ids) if (names[`${kind}:${id}`]) refs[`${kind}:${id}`] = names[`${kind}:${id}`]!;
    return { ...entry, refs };
  });
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
  return withAuditReferences(
    db,
    rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      entity,
      action: row.action,
      userId: row.userId,
      userName: row.email ? `${row.firstname} ${row.lastname}`.trim() : null,
      userEmail: row.email ?? null,
      changes: row.changes,
    })),
  );
}
