/**
 * The newsletter consent history (decision 0097): every sign-up and withdrawal is one row, written in the same
 * statement flow as the change of `subscribers`, and kept after the subscriber (or the whole account) is gone so the
 * shop can show when an address consented. An erasure clears the plain address and keeps its sha256 digest.
 */
import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { newsletterConsents, type NewsletterConsentAction } from '../../db/schema';

/** The digest an address is kept under: sha256 of the trimmed, lower-cased address, hex. */
export function consentEmailDigest(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

export async function recordNewsletterConsent(
  tx: DbOrTx,
  email: string,
  action: NewsletterConsentAction,
  source: string | null,
): Promise<void> {
  await tx.insert(newsletterConsents).values({ email: email.trim().toLowerCase(), emailSha256: consentEmailDigest(email), action, source });
}

export interface NewsletterConsentEntry {
  action: NewsletterConsentAction;
  source: string | null;
  /** ISO date-time */
  at: string;
}

/** The history of an address, oldest first. */
export async function listNewsletterConsents(db: DbOrTx, email: string): Promise<NewsletterConsentEntry[]> {
  const rows = await db
    .select({ action: newsletterConsents.action, source: newsletterConsents.source, at: newsletterConsents.createdAt })
    .from(newsletterConsents)
    .where(eq(newsletterConsents.emailSha256, consentEmailDigest(email)))
    .orderBy(asc(newsletterConsents.createdAt), asc(newsletterConsents.id));
  return rows.map((r) => ({ action: r.action, source: r.source, at: r.at.toISOString() }));
}

/** Clears the plain address from the history (the digest and the dates stay). */
export async function forgetNewsletterConsentAddress(tx: DbOrTx, email: string): Promise<void> {
  await tx
    .update(newsletterConsents)
    .set({ email: null })
    .where(eq(newsletterConsents.emailSha256, consentEmailDigest(email)));
}
