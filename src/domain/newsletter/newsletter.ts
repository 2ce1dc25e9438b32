import type { Db } from '../../db/client';
import { subscribers } from '../../db/schema';
import type { SubscriberInput } from './subscriber-schema';
import { enforceRateLimit, type RateLimit } from '../security/rate-limit';
import { recordNewsletterConsent } from './newsletter-consents';

/** Sign-ups per client address and window. */
export const NEWSLETTER_LIMIT: RateLimit = { hits: 10, windowSeconds: 600 };

export { subscriberSchema, type SubscriberInput } from './subscriber-schema';

export type SubscribeResult = 'saved' | 'already_exists';

/** Saves a subscriber; a duplicate (case-insensitive, race-safe through the unique index) is 'already_exists'. */
export async function subscribe(
  db: Db,
  input: SubscriberInput,
  meta: { locale: string; source?: string; ip: string },
): Promise<SubscribeResult> {
  await enforceRateLimit(db, `newsletter:${meta.ip}`, NEWSLETTER_LIMIT, 'newsletter.rate_limited');
  const source = meta.source ?? 'footer';
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(subscribers)
      .values({ email: input.email.toLowerCase(), locale: meta.locale, source })
      .onConflictDoNothing()
      .returning({ id: subscribers.id });
    if (inserted.length === 0) return 'already_exists';
    // the proof of consent outlives the subscriber row (decision 0097)
    await recordNewsletterConsent(tx, input.email, 'subscribed', source);
    return 'saved';
  });
}
