import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customerGroups, sessions, users } from '../../db/schema';

/** The logged-in customer as the storefront frame and the route guards see it. */
export type SessionUser = Pick<typeof users.$inferSelect, 'id' | 'firstname' | 'lastname' | 'email' | 'scope'> & {
  group: Pick<typeof customerGroups.$inferSelect, 'id' | 'name' | 'description' | 'discount'> | null;
};

/** Session tokens are stored only as their sha256 hex digest (sessions.token_hash). */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * The user of a live session: token_hash matches, not revoked, not expired (`expires_at > now`, the database clock
 * unless `now` is given). Null for an empty, unknown, revoked or expired token.
 */
export async function findUserBySessionToken(db: DbOrTx, token: string, now?: Date): Promise<SessionUser | null> {
  const trimmed = token.trim();
  if (!trimmed || trimmed.length > 512) return null;
  const rows = await db
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      scope: users.scope,
      groupId: customerGroups.id,
      groupName: customerGroups.name,
      groupDescription: customerGroups.description,
      groupDiscount: customerGroups.discount,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(customerGroups, eq(customerGroups.id, users.groupId))
    .where(
      and(
        eq(sessions.tokenHash, hashSessionToken(trimmed)),
        isNull(sessions.revokedAt),
        now ? gt(sessions.expiresAt, now) : gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    scope: row.scope,
    group:
      row.groupId === null
        ? null
        : { id: row.groupId, name: row.groupName ?? '', description: row.groupDescription ?? null, discount: row.groupDiscount ?? 0 },
  };
}
