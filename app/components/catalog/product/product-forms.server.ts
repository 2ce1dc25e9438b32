/**
 * The product page's own forms: writing a review and the restock watchdog. The product route's action
 * calls `productFormAction`; its loader adds `loadProductCustomerState`. Every answer names its intent, so each form
 * shows only its own result (SPEC §8: 'review sent', 'watchdog saved', failures with 'Skúste to prosím neskôr').
 */
import type { AppLoadContext } from 'react-router';
import { z } from 'zod';
import { findOwnReview, reviewSavedMessageKey, reviewSchema, saveProductReview } from '@/domain/catalog/review-write';
import type { ReviewStatus } from '@/db/schema';
import { RateLimitedError } from '@/domain/security/rate-limit';
import { deleteWatchdog, listActiveWatchdogs, saveWatchdog } from '@/domain/watchdogs/watchdogs';
import { formatZodError } from '@/lib/validation';
import { formDone, formRefused } from '~/lib/http/responses.server';
import { readForm } from '~/lib/session/auth-session.server';
import { getSessionUser } from '~/lib/session/guards.server';

const REVIEW_INTENT = 'review';
const WATCHDOG_INTENT = 'watchdog';
const WATCHDOG_CANCEL_INTENT = 'watchdog-cancel';

/** What the page shows a logged-in customer: their review of the product and their active watchdogs by variant. */
export interface ProductCustomerState {
  ownReview: { stars: number; text: string; status: ReviewStatus } | null;
  /** variant id → watchdog id */
  watchdogs: Record<number, number>;
}

export async function loadProductCustomerState(
  request: Request,
  context: AppLoadContext,
  productId: number,
): Promise<ProductCustomerState | null> {
  const user = await getSessionUser(request, context);
  if (!user) return null;
  const { db } = context.services;
  const [ownReview, watchdogs] = await Promise.all([
    findOwnReview(db, productId, user.id),
    listActiveWatchdogs(db, user.id, { productId }),
  ]);
  return { ownReview, watchdogs: Object.fromEntries(watchdogs.map((w) => [w.variantId, w.id])) };
}

const idField = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : undefined),
  z.number().int().positive().max(2_147_483_647),
);

/** A refusal of the whole form (the intent's failure, the login sentence): the message, no field errors. */
const refusedWith = (intent: string, message: string, status: number, values?: Record<string, string>) =>
  formRefused({}, { intent, message, status, values });

export async function productFormAction(request: Request, context: AppLoadContext) {
  const { db, t, now } = context.services;
  const values = await readForm(request);
  const intent = values.intent;
  if (intent !== REVIEW_INTENT && intent !== WATCHDOG_INTENT && intent !== WATCHDOG_CANCEL_INTENT) {
    return refusedWith(REVIEW_INTENT, t('validation.invalid'), 400);
  }
  const failure = t(intent === REVIEW_INTENT ? 'review.failed' : intent === WATCHDOG_INTENT ? 'watchdog.failed' : 'watchdog.cancel_failed');
  const user = await getSessionUser(request, context);
  if (!user) return refusedWith(intent, t(intent === REVIEW_INTENT ? 'product.reviews_login' : 'watchdog.login'), 401);

  try {
    if (intent === REVIEW_INTENT) {
      const kept = { stars: values.stars?.slice(0, 2) ?? '', text: values.text?.slice(0, 5000) ?? '' };
      const productId = idField.safeParse(values.productId);
      if (!productId.success) return refusedWith(intent, failure, 404);
      const parsed = reviewSchema.safeParse(values);
      if (!parsed.success) {
        return formRefused(formatZodError(parsed.error, values, t), { intent, message: t('validation.summary'), values: kept });
      }
      let saved;
      try {
        saved = await saveProductReview(db, productId.data, user, parsed.data, now());
      } catch (error) {
        if (error instanceof RateLimitedError) return refusedWith(intent, t(error.messageKey), 429, kept);
        throw error;
      }
      if (!saved) return refusedWith(intent, failure, 404);
      return formDone(t(reviewSavedMessageKey(saved)), { intent });
    }

    if (intent === WATCHDOG_INTENT) {
      const variantId = idField.safeParse(values.variantId);
      if (!variantId.success) return refusedWith(intent, failure, 404);
      const result = await saveWatchdog(db, user.id, variantId.data, now());
      if (result.status === 'created') return formDone(t('watchdog.saved'), { intent });
      if (result.status === 'already_watching') return formDone(t('watchdog.already'), { intent });
      if (result.status === 'in_stock') return refusedWith(intent, t('watchdog.in_stock'), 409);
      return refusedWith(intent, failure, 404);
    }

    const watchdogId = idField.safeParse(values.watchdogId);
    if (!watchdogId.success || !(await deleteWatchdog(db, user.id, watchdogId.data))) return refusedWith(intent, failure, 404);
    return formDone(t('watchdog.cancelled'), { intent });
  } catch (error) {
    // the shopper gets the failure notification with 'Skúste to prosím neskôr'; the cause goes to the log
    console.error(`[product] the ${intent} form of user ${user.id} failed`, error);
    return refusedWith(intent, failure, 503);
  }
}
