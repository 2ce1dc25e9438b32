/**
 * The product page's own forms: writing a review and the restock watchdog. The product route's action
 * calls `productFormAction`; its loader adds `loadProductCustomerState`. Every answer names its intent, so each form
 * shows only its own result (SPEC §8: 'review sent', 'watchdog saved', failures with 'Skúste to prosím neskôr').
 */
import { data, type AppLoadContext } from 'react-router';
import { z } from 'zod';
import { findOwnReview, reviewSavedMessageKey, reviewSchema, saveProductReview } from '@/domain/catalog/review-write';
import type { ReviewStatus } from '@/db/schema';
import { RateLimitedError } from '@/domain/security/rate-limit';
import { deleteWatchdog, listActiveWatchdogs, saveWatchdog } from '@/domain/watchdogs/watchdogs';
import { formatZodError, type FieldErrors } from '@/lib/validation';
import { readForm } from '~/lib/session/auth-session.server';
import { getSessionUser } from '~/lib/session/guards.server';

const REVIEW_INTENT = 'review';
const WATCHDOG_INTENT = 'watchdog';
const WATCHDOG_CANCEL_INTENT = 'watchdog-cancel';
type Intent = typeof REVIEW_INTENT | typeof WATCHDOG_INTENT | typeof WATCHDOG_CANCEL_INTENT;

export interface ProductFormResult {
  intent: Intent;
  ok: boolean;
  message: string;
  errors?: FieldErrors;
  /** what was typed, back into the form after an error */
  values?: { stars?: string; text?: string };
}

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

function answer(result: ProductFormResult, status = 200) {
  return data(result, { status });
}

export async function productFormAction(request: Request, context: AppLoadContext) {
  const { db, t, now } = context.services;
  const values = await readForm(request);
  const intent = values.intent;
  if (intent !== REVIEW_INTENT && intent !== WATCHDOG_INTENT && intent !== WATCHDOG_CANCEL_INTENT) {
    return answer({ intent: REVIEW_INTENT, ok: false, message: t('validation.invalid') }, 400);
  }
  const failure = t(intent === REVIEW_INTENT ? 'review.failed' : intent === WATCHDOG_INTENT ? 'watchdog.failed' : 'watchdog.cancel_failed');
  const user = await getSessionUser(request, context);
  if (!user) return answer({ intent, ok: false, message: t(intent === REVIEW_INTENT ? 'product.reviews_login' : 'watchdog.login') }, 401);

  try {
    if (intent === REVIEW_INTENT) {
      const kept = { stars: values.stars?.slice(0, 2), text: values.text?.slice(0, 5000) };
      const productId = idField.safeParse(values.productId);
      if (!productId.success) return answer({ intent, ok: false, message: failure }, 404);
      const parsed = reviewSchema.safeParse(values);
      if (!parsed.success) {
        return answer(
          { intent, ok: false, message: t('validation.summary'), errors: formatZodError(parsed.error, values, t), values: kept },
          422,
        );
      }
      let saved;
      try {
        saved = await saveProductReview(db, productId.data, user, parsed.data, now());
      } catch (error) {
        if (error instanceof RateLimitedError) return answer({ intent, ok: false, message: t(error.messageKey), values: kept }, 429);
        throw error;
      }
      if (!saved) return answer({ intent, ok: false, message: failure }, 404);
      return answer({ intent, ok: true, message: t(reviewSavedMessageKey(saved)) });
    }

    if (intent === WATCHDOG_INTENT) {
      const variantId = idField.safeParse(values.variantId);
      if (!variantId.success) return answer({ intent, ok: false, message: failure }, 404);
      const result = await saveWatchdog(db, user.id, variantId.data, now());
      if (result.status === 'created') return answer({ intent, ok: true, message: t('watchdog.saved') });
      if (result.status === 'already_watching') return answer({ intent, ok: true, message: t('watchdog.already') });
      if (result.status === 'in_stock') return answer({ intent, ok: false, message: t('watchdog.in_stock') }, 409);
      return answer({ intent, ok: false, message: failure }, 404);
    }

    const watchdogId = idField.safeParse(values.watchdogId);
    if (!watchdogId.success || !(await deleteWatchdog(db, user.id, watchdogId.data)))
      return answer({ intent, ok: false, message: failure }, 404);
    return answer({ intent, ok: true, message: t('watchdog.cancelled') });
  } catch (error) {
    // the shopper gets the failure notification with 'Skúste to prosím neskôr'; the cause goes to the log
    console.error(`[product] the ${intent} form of user ${user.id} failed`, error);
    return answer({ intent, ok: false, message: failure }, 503);
  }
}
