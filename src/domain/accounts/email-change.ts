/**
 * Changing the login e-mail (decision 0066). A request needs the current password; the new address gets a one-time
 * link (only its sha256 digest is stored, valid EMAIL_CHANGE_TTL_HOURS, used once) and the e-mail changes only when
 * the link is used; the old address then gets a notice. The answer to a request is the same whether or not another
 * account has the new address: only the mail to that address says so. Rate-limited per account and per address.
 * Both doors call these functions: POST /api/me/email + POST /api/auth/email/confirm (server/api) and the pages
 * /ucet/fakturacni-udaje + /potvrdenie-emailu/{hash}.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailChanges, users } from '../../db/schema';
import type { Translate } from '../../i18n';
import type { BackgroundTasks } from '../../lib/background-tasks';
import type { MailMessage, Mailer } from '../../mail/mailer';
import { escapeHtml } from '../../mail/order-confirmation';
import { AuthError } from './auth-errors';
import { hitAuthLimits } from './auth-rate-limits';
import type { EmailChangeConfirmInput, EmailChangeRequestInput } from './auth-schemas';
import { verifyPassword } from './passwords';
import { hashSessionToken } from './session-lookup';
import { newSecretToken } from './sessions';
import '../../i18n/server-texts';

export const EMAIL_CHANGE_TTL_HOURS = 24;

/** Path of the confirmation page of an e-mail change token. */
function emailChangeConfirmPath(token: string): string {
  return `/potvrdenie-emailu/${encodeURIComponent(token)}`;
}

export interface EmailChangeDeps {
  mailer: Mailer;
  /** services.background: the mails are sent after the answer */
  background: BackgroundTasks;
  t: Translate;
  publicUrl: string;
}

export interface EmailChangeRequestResult {
  /** the address the mail goes to (as typed, lower-cased) */
  email: string;
}

/** Sends after the answer as a background task (decision 0075): the caller does not wait, a failure is logged. */
function send(deps: EmailChangeDeps, message: MailMessage, what: string): void {
  deps.background.run(`${what} mail`, () => deps.mailer.send(message));
}

/** A short account mail: greeting, paragraphs, an optional button with its link, the signature. */
function accountMail(
  t: Translate,
  parts: { to: string; subject: string; firstname: string; paragraphs: string[]; button?: { label: string; url: string } },
): MailMessage {
  const greeting = parts.firstname ? t('auth_mail.greeting_named', { name: parts.firstname }) : t('auth_mail.greeting');
  const signature = `${t('order_mail.signature')}\n${t('app.title')}`;
  const e = escapeHtml;
  const [first, ...rest] = parts.paragraphs;
  const text = [
    greeting,
    '',
    first ?? '',
    ...(parts.button ? [parts.button.url] : []),
    ...rest.flatMap((p) => ['', p]),
    '',
    signature,
    '',
  ].join('\n');
  const button = parts.button
    ? `<p><a href="${e(parts.button.url)}" style="display:inline-block;background:#006f9a;color:#ffffff;padding:10px 20px;border-radius:999px;text-decoration:none;font-weight:bold">${e(parts.button.label)}</a></p>
<p style="font-size:13px;color:#52606d">${e(parts.button.url)}</p>`
    : '';
  const html = `<!doctype html><html lang="sk"><body style="font-family:Arial,sans-serif;color:#1f2933;line-height:1.5">
<p>${e(greeting)}</p>
<p>${e(first ?? '')}</p>
${button}
${rest.map((p) => `<p>${e(p)}</p>`).join('\n')}
<p>${e(t('order_mail.signature'))}<br>${e(t('app.title'))}</p>
</body></html>`;
  return { to: parts.to, subject: parts.subject, text, html };
}

/**
 * Asks to change the login e-mail of `userId` to `input.email`. Refuses a wrong current password (wrong_password at
 * `password`) and the account's own e-mail (same_email); otherwise answers the same whether or not another account
 * has the address: a free address gets the confirmation link, a taken one a mail saying it has an account.
 */
export async function requestEmailChange(
  db: DbOrTx,
  deps: EmailChangeDeps,
  userId: number,
  input: EmailChangeRequestInput,
  meta: { ip: string; now?: Date },
): Promise<EmailChangeRequestResult> {
  const [account] = await db
    .select({ id: users.id, email: users.email, firstname: users.firstname, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!account) throw new AuthError('invalid_credentials', 'auth.unauthenticated', null);
  await hitAuthLimits(db, 'email_change', { email: account.email, ip: meta.ip });
  if (!(await verifyPassword(account.passwordHash, input.password))) {
    throw new AuthError('wrong_password', 'account.email_change_wrong_password', 'password');
  }
  const email = input.email.trim().toLowerCase();
  if (email === account.email.toLowerCase()) throw new AuthError('same_email', 'account.email_change_same', 'email');

  // only the newest link of an account works
  await db
    .update(emailChanges)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailChanges.userId, account.id), isNull(emailChanges.usedAt)));

  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  const { t } = deps;
  if (taken) {
    const message = accountMail(t, {
      to: email,
      subject: t('email_change_mail.taken_subject'),
      firstname: '',
      paragraphs: [t('email_change_mail.taken_intro'), t('email_change_mail.taken_ignore')],
    });
    send(deps, message, 'e-mail change (address taken)');
    return { email };
  }

  const token = newSecretToken();
  const now = meta.now ?? new Date();
  await db.insert(emailChanges).values({
    userId: account.id,
    newEmail: email,
    tokenHash: hashSessionToken(token),
    expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_HOURS * 3_600_000),
  });
  const message = accountMail(t, {
    to: email,
    subject: t('email_change_mail.confirm_subject'),
    firstname: account.firstname,
    paragraphs: [t('email_change_mail.confirm_intro', { hours: EMAIL_CHANGE_TTL_HOURS }), t('email_change_mail.confirm_ignore')],
    button: { label: t('email_change_mail.confirm_button'), url: `${deps.publicUrl}${emailChangeConfirmPath(token)}` },
  });
  send(deps, message, 'e-mail change confirmation');
  return { email };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Whether a confirmation link is still usable (unknown, used or expired → false); for the page before it is sent. */
export async function isEmailChangeUsable(db: DbOrTx, token: string): Promise<boolean> {
  const trimmed = token.trim();
  if (!trimmed || trimmed.length > 200) return false;
  const rows = await db
    .select({ id: emailChanges.id })
    .from(emailChanges)
    .where(and(eq(emailChanges.tokenHash, hashSessionToken(trimmed)), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, sql`now()`)))
    .limit(1);
  return rows.length > 0;
}

export interface EmailChangeConfirmResult {
  userId: number;
  email: string;
}

/**
 * Uses the confirmation link `input.hash`: spent atomically (a second use is email_change_invalid), the account's
 * login becomes the new address — unless another account took it meanwhile (also email_change_invalid) — and the
 * old address gets a notice.
 */
export async function confirmEmailChange(
  db: DbOrTx,
  deps: EmailChangeDeps,
  input: EmailChangeConfirmInput,
  meta: { ip: string },
): Promise<EmailChangeConfirmResult> {
  await hitAuthLimits(db, 'email_confirm', { ip: meta.ip });
  const invalid = () => new AuthError('email_change_invalid', 'account.email_change_invalid', 'hash');
  const tokenHash = hashSessionToken(input.hash.trim());
  const changed = await db
    .transaction(async (tx) => {
      const [spent] = await tx
        .update(emailChanges)
        .set({ usedAt: sql`now()` })
        .where(and(eq(emailChanges.tokenHash, tokenHash), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, sql`now()`)))
        .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
      if (!spent) return null;
      const [before] = await tx
        .select({ email: users.email, firstname: users.firstname })
        .from(users)
        .where(eq(users.id, spent.userId))
        .limit(1);
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${spent.newEmail} AND ${users.id} <> ${spent.userId}`)
        .limit(1);
      if (!before || taken) return null;
      // the unique index on users.email still guards a race with a registration (caught below)
      const updated = await tx
        .update(users)
        .set({ email: spent.newEmail, updatedAt: sql`now()` })
        .where(eq(users.id, spent.userId))
        .returning({ id: users.id });
      if (updated.length === 0) return null;
      return { userId: spent.userId, email: spent.newEmail, oldEmail: before.email, firstname: before.firstname };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) return null;
      throw error;
    });
  if (!changed) throw invalid();
  const { t } = deps;
  const notice = accountMail(t, {
    to: changed.oldEmail,
    subject: t('email_change_mail.notice_subject'),
    firstname: changed.firstname,
    paragraphs: [t('email_change_mail.notice_intro', { email: changed.email }), t('email_change_mail.notice_not_you')],
  });
  send(deps, notice, 'e-mail change notice');
  return { userId: changed.userId, email: changed.email };
}
