/**
 * Forgotten password: a request mails a one-time link /zmena-hesla/{hash} when the account exists and
 * answers the same either way; the link's token is stored only as its sha256 digest, expires after
 * PASSWORD_RESET_TTL_MINUTES and works once. Setting the new password ends every session of the account.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import type { Translate } from '../../i18n';
import type { BackgroundTasks } from '../../lib/background-tasks';
import type { Mailer } from '../../mail/mailer';
import { AuthError } from './auth-errors';
import { hitAuthLimits } from './auth-rate-limits';
import { clearAllLoginFailures } from './login-throttle';
import type { PasswordChangeInput, PasswordResetRequestInput } from './auth-schemas';
import { hashPassword } from './passwords';
import { buildPasswordResetMail } from './password-reset-mail';
import { hashSessionToken } from './session-lookup';
import { newSecretToken, revokeUserSessions } from './sessions';

export const PASSWORD_RESET_TTL_MINUTES = 60;

/** Path of the set-new-password page of a reset token. */
function passwordChangePath(token: string): string {
  return `/zmena-hesla/${encodeURIComponent(token)}`;
}

export interface PasswordResetRequestDeps {
  mailer: Mailer;
  /**
   * services.background: the mail is sent after the answer, so the answer takes the same time whether or not a mail
   * goes out; a failed delivery is logged (decision 0075)
   */
  background: BackgroundTasks;
  t: Translate;
  publicUrl: string;
}

/** Starts a password reset for `input.email`. Rate-limited per e-mail (account or not) and per address. */
export async function requestPasswordReset(
  db: DbOrTx,
  deps: PasswordResetRequestDeps,
  input: PasswordResetRequestInput,
  meta: { ip: string; now?: Date },
): Promise<void> {
  await hitAuthLimits(db, 'reset', { email: input.email, ip: meta.ip });
  const [account] = await db
    .select({ id: users.id, email: users.email, firstname: users.firstname })
    .from(users)
    .where(sql`lower(${users.email}) = ${input.email.trim().toLowerCase()}`)
    .limit(1);
  if (!account) return;
  const token = newSecretToken();
  const now = meta.now ?? new Date();
  await db.insert(passwordResets).values({
    userId: account.id,
    tokenHash: hashSessionToken(token),
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000),
  });
  const message = buildPasswordResetMail(deps.t, {
    to: account.email,
    firstname: account.firstname,
    url: `${deps.publicUrl}${passwordChangePath(token)}`,
    minutes: PASSWORD_RESET_TTL_MINUTES,
  });
  deps.background.run(`password reset mail to user ${account.id}`, () => deps.mailer.send(message));
}

/** Whether a reset link is still usable (unknown, used or expired → false); for the page before the form is sent. */
export async function isPasswordResetUsable(db: DbOrTx, token: string): Promise<boolean> {
  const trimmed = token.trim();
  if (!trimmed || trimmed.length > 200) return false;
  const rows = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(eq(passwordResets.tokenHash, hashSessionToken(trimmed)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Sets the new password of the reset link `input.hash`: the link is spent atomically (a second use, even a parallel
 * one, is reset_invalid), every other open link of the account is spent too, every session of the account ends, and
 * the account's login lock is lifted.
 */
export async function changePasswordWithReset(db: DbOrTx, input: PasswordChangeInput, meta: { ip: string }): Promise<{ userId: number }> {
  await hitAuthLimits(db, 'change', { ip: meta.ip });
  // hash only for a live link, so unknown links cost no argon2 work
  if (!(await isPasswordResetUsable(db, input.hash))) throw new AuthError('reset_invalid', 'auth.reset_invalid', 'hash');
  const passwordHash = await hashPassword(input.password);
  const tokenHash = hashSessionToken(input.hash.trim());
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)))
      .returning({ userId: passwordResets.userId });
    if (!spent) throw new AuthError('reset_invalid', 'auth.reset_invalid', 'hash');
    const [account] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, spent.userId))
      .returning({ email: users.email });
    // a successful reset ends every login delay of the account (decisions 0056, 0064)
    if (account) await clearAllLoginFailures(tx, account.email);
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, spent.userId), isNull(passwordResets.usedAt)));
    await revokeUserSessions(tx, spent.userId);
    return { userId: spent.userId };
  });
}
