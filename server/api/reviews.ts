/**
 * Writing reviews (SPEC §5, §6, §8): POST /api/catalog/product/{id}/reviews for a logged-in customer.
 * 401 for guests (with the spec's login sentence), 404 for an unknown or hidden product, 422 at the fields for bad
 * stars or text, 429 when one customer sends too many. Reading reviews stays in catalog.ts.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { findUserBySessionToken, type SessionUser } from '../../src/domain/accounts/session-lookup';
import { reviewSavedMessageKey, reviewSchema, saveProductReview } from '../../src/domain/catalog/review-write';
import type { AppEnv } from '../app';
import { readAuthToken } from '../http/catalog-context';
import { HttpError, notFound } from '../http/errors';
import type { ApiRouteDoc } from '../http/openapi';
import { readBody, validate } from '../http/validate';

const MAX_ID = 2_147_483_647;

const productParams = z.object({ id: z.number().int().positive().describe('product id') });

const savedReviewSchema = z.object({
  status: z
    .enum(['created', 'updated'])
    .describe("created: the customer's first review of the product; updated: it replaced their earlier one"),
  review: z.object({
    id: z.number(),
    stars: z.number(),
    text: z.string().nullable().describe('plain text'),
    authorName: z.string(),
    createdAt: z.string(),
    status: z
      .enum(['pending', 'published', 'hidden'])
      .describe("pending: waits for the shop's approval (the default moderation mode); published: shown at once"),
  }),
  rating: z
    .object({ average: z.number(), count: z.number() })
    .describe("the product's average and count of published reviews after the write"),
});

export const reviewDocs: ApiRouteDoc[] = [
  {
    method: 'post',
    path: '/api/catalog/product/{id}/reviews',
    summary:
      "Rate a product: stars 1–5 and a text (plain text, at most 2000 characters). One review per customer and product: sending again replaces it (200, status updated; 201 for a new one). Depending on the shop's moderation mode the review waits for approval or is published at once (review.status; message says which). The product average of published reviews is updated in the same transaction.",
    tag: 'catalog',
    params: productParams,
    body: reviewSchema,
    response: savedReviewSchema,
    auth: true,
    errors: {
      401: "code unauthenticated: a guest ('Pre hodnotenie produktu sa prosím prihláste.')",
      404: 'Unknown or hidden product',
      422: 'Errors at the fields stars and text',
      429: 'code rate_limited: too many reviews from one customer',
    },
  },
];

/** The logged-in customer or a 401 with the spec's login sentence (SPEC §6). */
export async function requireCustomer(c: Context<AppEnv>, messageKey: 'product.reviews_login' | 'watchdog.login'): Promise<SessionUser> {
  const { db, t } = c.get('services');
  c.header('Cache-Control', 'private, no-store');
  const token = readAuthToken(c);
  const user = token ? await findUserBySessionToken(db, token) : null;
  if (!user) throw new HttpError(401, t(messageKey), { code: 'unauthenticated' });
  return user;
}

/** A positive int4 id from the path, else 404 (never a 500 for /abc or a huge number). */
export function pathId(c: Context<AppEnv>): number {
  const raw = c.req.param('id') ?? '';
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > MAX_ID) throw notFound();
  return Number(raw);
}

export function reviewRoutes() {
  const api = new Hono<AppEnv>();
  api.post('/catalog/product/:id/reviews', async (c) => {
    const user = await requireCustomer(c, 'product.reviews_login');
    const id = pathId(c);
    const { db, t, now } = c.get('services');
    const input = validate(c, reviewSchema, await readBody(c));
    const saved = await saveProductReview(db, id, user, input, now());
    if (!saved) throw notFound();
    return c.json({ data: saved, message: t(reviewSavedMessageKey(saved)) }, saved.status === 'created' ? 201 : 200);
  });
  return api;
}
