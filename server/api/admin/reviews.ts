/**
 * Back-office review moderation API (decision 0063): the list with its filter, approve, hide, delete, and the shop's
 * moderation mode. Admin only. Every change recomputes the product's rating and drops the catalogue caches on every
 * app server (listings sort and filter by the rating).
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { parseListQuery } from '../../../src/domain/back-office/list-query';
import {
  countPendingReviews,
  listAdminReviews,
  loadReviewModeration,
  moderateReview,
  REVIEW_SORTS,
  saveReviewModeration,
} from '../../../src/domain/catalog/admin-reviews';
import {
  adminReviewListSchema,
  REVIEW_MODERATION_MODES,
  REVIEW_STATUSES,
  reviewModerationSettingSchema,
  type ReviewAction,
} from '../../../src/domain/catalog/review-moderation-schema';
import type { AppEnv } from '../../app';
import { notFound } from '../../http/errors';
import { readBody, validate } from '../../http/validate';
import { adminPathId, adminRoute, type AdminApiRoute } from './registry';

const idParams = z.object({ id: z.number().int().positive() });
const reviewOut = z.object({
  id: z.number(),
  productId: z.number(),
  productName: z.string(),
  productSlug: z.string(),
  userId: z.number(),
  authorName: z.string(),
  authorEmail: z.string(),
  stars: z.number(),
  text: z.string().nullable(),
  status: z.enum(REVIEW_STATUSES),
  createdAt: z.string(),
});
const ratingOut = z.object({ average: z.number(), count: z.number() }).describe("the product's average and count of published reviews now");
const moderatedOut = z.object({ review: reviewOut, rating: ratingOut });
const listQuery = adminReviewListSchema.extend({
  strana: z.string().optional(),
  zoradit: z.enum(REVIEW_SORTS).optional(),
  smer: z.enum(['asc', 'desc']).optional(),
});
const modeOut = z.object({
  mode: z.enum(REVIEW_MODERATION_MODES).describe('pre: new reviews wait for approval (default); post: shown at once, can be hidden'),
});

async function moderate(c: Context<AppEnv>, userId: number, action: ReviewAction) {
  const services = c.get('services');
  const result = await moderateReview(services.db, adminPathId(c), action, userId);
  if (!result) throw notFound();
  services.caches.invalidate('catalog');
  return result;
}

export const adminReviewApi: AdminApiRoute[] = [
  adminRoute({
    method: 'get',
    path: '/api/admin/reviews',
    role: 'admin',
    summary:
      'Reviews: filter stav (all|pending|published|hidden), search q (product, author, e-mail, text), paging (strana), sorting (zoradit created_at|stars, smer)',
    query: listQuery,
    response: z.array(reviewOut),
    handler: async (c) => {
      const { db } = c.get('services');
      const params = new URLSearchParams(c.req.query());
      const { stav, q } = adminReviewListSchema.parse(Object.fromEntries(params));
      const [page, pending, mode] = await Promise.all([
        listAdminReviews(db, stav, q, parseListQuery(params, { sortable: REVIEW_SORTS, defaultSort: 'created_at' })),
        countPendingReviews(db),
        loadReviewModeration(db),
      ]);
      return c.json({ data: page.rows, meta: { total: page.total, page: page.page, pageSize: page.pageSize, pending, mode } });
    },
  }),
  adminRoute({
    method: 'post',
    path: '/api/admin/reviews/{id}/approve',
    role: 'admin',
    summary: "Publish a review (waiting or hidden); the product's average and count follow",
    params: idParams,
    response: moderatedOut,
    errors: { 404: 'Unknown review' },
    handler: async (c, user) => c.json({ data: await moderate(c, user.id, 'approve') }),
  }),
  adminRoute({
    method: 'post',
    path: '/api/admin/reviews/{id}/hide',
    role: 'admin',
    summary: "Hide a review from the storefront (kept for the record); the product's average and count follow",
    params: idParams,
    response: moderatedOut,
    errors: { 404: 'Unknown review' },
    handler: async (c, user) => c.json({ data: await moderate(c, user.id, 'hide') }),
  }),
  adminRoute({
    method: 'delete',
    path: '/api/admin/reviews/{id}',
    role: 'admin',
    summary: "Delete a review for good; the product's average and count follow",
    params: idParams,
    response: z.object({ id: z.number(), rating: ratingOut }),
    errors: { 404: 'Unknown review' },
    handler: async (c, user) => {
      const { rating } = await moderate(c, user.id, 'delete');
      return c.json({ data: { id: adminPathId(c), rating } });
    },
  }),
  adminRoute({
    method: 'get',
    path: '/api/admin/reviews/moderation',
    role: 'admin',
    summary: 'The moderation mode of new reviews',
    response: modeOut,
    handler: async (c) => c.json({ data: { mode: await loadReviewModeration(c.get('services').db) } }),
  }),
  adminRoute({
    method: 'put',
    path: '/api/admin/reviews/moderation',
    role: 'admin',
    summary: 'Set the moderation mode of new reviews (pre: wait for approval; post: shown at once). Reviews already sent keep their state',
    body: reviewModerationSettingSchema,
    response: modeOut,
    errors: { 422: 'mode is not pre or post' },
    handler: async (c, user) => {
      const { mode } = validate(c, reviewModerationSettingSchema, await readBody(c));
      await saveReviewModeration(c.get('services').db, mode, user.id);
      return c.json({ data: { mode } });
    },
  }),
];
