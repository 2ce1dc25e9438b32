/**
 * Logging in, registering and logging out (SPEC §4, §6, §7). Knows nothing of HTTP: the REST calls
 * (server/api/auth.ts) and the storefront's form actions both call these functions.
 */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { mergeGuestCartIntoCustomerCart, type MergeGuestCartResult } from '../cart/merge';
import { toAccountUserView, type AccountUserView } from './account-user';
import { AuthError } from './auth-errors';
import { hitAuthLimits } from './auth-rate-limits';
import type { LoginInput, RegisterInput } from './auth-schemas';
import { hashPassword, verifyPassword } from './passwords';
import { findUserBySessionToken } from './session-lookup';
import { claimLoginAttempt, clearLoginFailures } from './login-throttle';
import { createSession, revokeSession, type SessionMeta } from './sessions';

/** The group of a newly registered customer ('Zákazníci'); none when that group does not exist. */
const DEFAULT_CUSTOMER_GROUP_ID = 1;

export interface AuthRequestMeta extends SessionMeta {
  /** the client's address (rate limits per address) */
  ip: string;
  /** tempId of the guest-cart cookie: that cart is merged into the customer's cart at login */
  guestCartTempId?: string | null;
  /** locale of a customer cart created by the merge */
  locale?: string;
}

export interface LoginResult {
  /** the bearer token (handed out once; only its hash is stored) */
  token: string;
  expiresAt: Date;
  user: AccountUserView;
  /** what became of the guest cart; null when the request had none */
  guestCart: GuestCartMergeOutcome | null;
}

type GuestCartMergeOutcome = { merged: true; result: MergeGuestCartResult } | { merged: false; error?: string };

/**
 * The hook between logging in and the cart: moves the guest cart of `tempId` into the customer's cart
 * (src/domain/cart/merge.ts). A failing merge is logged and reported, never a failed login: the shopper is logged
 * in and the guest cart stays where it was.
 */
async function mergeGuestCartAtLogin(
  db: DbOrTx,
  userId: number,
  tempId: string | null | undefined,
  options: { locale?: string; now?: Date } = {},
): Promise<GuestCartMergeOutcome | null> {
  if (!tempId) return null;
  try {
    const result = await mergeGuestCartIntoCustomerCart(db, { userId, tempId, locale: options.locale, now: options.now });
    return result.merged ? { merged: true, result } : { merged: false };
  } catch (error) {
    console.error(`[auth] merging guest cart ${tempId} into the cart of user ${userId} failed`, error);
    return { merged: false, error: error instanceof Error ? error.message : String(error) };
  }
}

async function startLoggedInSession(db: DbOrTx, userId: number, meta: AuthRequestMeta): Promise<LoginResult> {
  const session = await createSession(db, userId, meta);
  await db
    .update(users)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(users.id, userId));
  const guestCart = await mergeGuestCartAtLogin(db, userId, meta.guestCartTempId, { locale: meta.locale, now: meta.now });
  const user = await findUserBySessionToken(db, session.token);
  if (!user) throw new Error(`session ${session.id} of user ${userId} not found right after it was created`);
  return { token: session.token, expiresAt: session.expiresAt, user: toAccountUserView(user), guestCart };
}

/**
 * Logs in with e-mail (any case) and password. Wrong e-mail and wrong password are one answer
 * (invalid_credentials at the e-mail field) and cost the same time. Limited per address, and failures slow down
 * further attempts of the same address on the same account — never the owner elsewhere (decision 0064).
 */
export async function loginCustomer(db: DbOrTx, input: LoginInput, meta: AuthRequestMeta): Promise<LoginResult> {
  await hitAuthLimits(db, 'login', { ip: meta.ip });
  const [account] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = ${input.email.trim().toLowerCase()}`)
    .limit(1);
  await claimLoginAttempt(db, input.email, account?.id ?? null, meta.ip);
  const matches = await verifyPassword(account?.passwordHash ?? null, input.password);
  if (!account || !matches) throw new AuthError('invalid_credentials', 'auth.invalid_credentials', 'email');
  await clearLoginFailures(db, input.email, meta.ip);
  return startLoggedInSession(db, account.id, meta);
}

/**
 * Creates a customer account (group 'Zákazníci', scope customer) and logs it in. An e-mail taken in any case is
 * email_taken ('Účet s týmto e-mailom už existuje. Skúste sa najskôr prihlásiť.'), also under a race (unique index).
 */
export async function registerCustomer(db: DbOrTx, input: RegisterInput, meta: AuthRequestMeta): Promise<LoginResult> {
  await hitAuthLimits(db, 'register', { email: input.email, ip: meta.ip });
  const email = input.email.trim().toLowerCase();
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  if (taken) throw new AuthError('email_taken', 'auth.email_taken', 'email');
  const passwordHash = await hashPassword(input.password);
  const userId = await insertAccount(db, {
    email,
    passwordHash,
    firstname: input.firstname,
    lastname: input.lastname,
    scope: ['customer'],
  });
  if (userId === null) throw new AuthError('email_taken', 'auth.email_taken', 'email');
  return startLoggedInSession(db, userId, meta);
}

export interface NewAccount {
  /** lower-cased */
  email: string;
  passwordHash: string;
  firstname: string;
  lastname: string;
  scope: string[];
}

/**
 * Inserts an account in the group of new customers (registration and the first administrator); its id, or null when
 * the e-mail is taken (the unique index, also under a race).
 */
export async function insertAccount(db: DbOrTx, account: NewAccount): Promise<number | null> {
  const [created] = await db
    .insert(users)
    .values({ ...account, groupId: sql`(SELECT id FROM customer_groups WHERE id = ${DEFAULT_CUSTOMER_GROUP_ID})` })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return created?.id ?? null;
}

/** Logs out: revokes the session of `token`. Always succeeds (no token, unknown or expired token: nothing to do). */
export async function logoutSession(db: DbOrTx, token: string | null): Promise<void> {
  if (token) await revokeSession(db, token);
}

/** The customer of a live session (GET /api/me), or null. */
export async function currentAccountUser(db: DbOrTx, token: string | null): Promise<AccountUserView | null> {
  if (!token) return null;
  const user = await findUserBySessionToken(db, token);
  return user ? toAccountUserView(user) : null;
}
