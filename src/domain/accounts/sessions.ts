/**
 * Login sessions: a random bearer token (32 bytes, base64url) handed to the client once; the database keeps only
 * its sha256 digest (sessions.token_hash), so a leaked table gives no usable token. Sessions expire and can be
 * revoked one by one (logout) or all at once (password change).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions } from '../../db/schema';
import { hashSessionToken } from './session-lookup';

/** How long a session lives (the auth cookie lasts as long). */
export const SESSION_TTL_SECONDS = 30 * 24 * 3600;

export interface NewSession {
  id: number;
  /** the bearer token; never stored */
  token: string;
  expiresAt: Date;
}

export interface SessionMeta {
  ip?: string | null;
  userAgent?: string | null;
  now?: Date;
}

/** A fresh random bearer token. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Starts a session of `userId`; answers the token (shown once) and when it expires. */
export async function createSession(db: DbOrTx, userId: number, meta: SessionMeta = {}): Promise<NewSession> {
  const now = meta.now ?? new Date();
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000);
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash: hashSessionToken(token),
      expiresAt,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
      ip: meta.ip?.slice(0, 100) ?? null,
    })
    .returning({ id: sessions.id });
  return { id: row!.id, token, expiresAt };
}

/** Revokes the session of `token` (logout); an unknown, expired or already revoked token changes nothing. */
export async function revokeSession(db: DbOrTx, token: string): Promise<boolean> {
  const trimmed = token.trim();
  if (!trimmed || trimmed.length > 512) return false;
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, hashSessionToken(trimmed)), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Revokes every live session of a user, except `keepSessionId`; answers how many ended. */
export async function revokeUserSessions(db: DbOrTx, userId: number, keepSessionId?: number): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}
