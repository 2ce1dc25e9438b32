/**
 * Branches: GET /api/stores (the 13 branches with opening hours and open-now), GET /api/stores/{id} and
 * GET /api/stores/{id}/stock?q=… (the catalogue search with this branch's quantities). Open-now is computed for
 * services.now() in Europe/Bratislava time; answers are not cached by shared caches for long (open-now changes).
 * The warehouse is not a branch: its id is a 404 like any unknown id.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { STORE_STOCK_DEFAULT_LIMIT, STORE_STOCK_MAX_LIMIT, searchStoreStock } from '../../src/domain/stores/store-stock';
import { findBranch, listBranches } from '../../src/domain/stores/stores';
import type { AppEnv } from '../app';
import { resolveRequestCatalogContext } from '../http/catalog-context';
import { notFound } from '../http/errors';
import type { ApiRouteDoc } from '../http/openapi';
import { validate } from '../http/validate';
import { pathId } from './reviews';

const lastOf = (v: unknown) => (Array.isArray(v) ? v[v.length - 1] : v);

const storeParams = z.object({ id: z.string().describe('store id') });

const dayHours = z.object({
  day: z.number().int().min(1).max(7).describe('1 = Monday … 7 = Sunday'),
  open: z.string().nullable().describe('HH:MM local time (Europe/Bratislava); null = closed'),
  close: z.string().nullable(),
});

const openState = z.union([
  z.object({ isOpen: z.literal(true), closesAt: z.string() }),
  z.object({
    isOpen: z.literal(false),
    opensAt: z.object({ day: z.number(), time: z.string(), when: z.enum(['today', 'tomorrow', 'later']) }).nullable(),
  }),
]);

const storeSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  town: z.string().nullable(),
  street: z.string().nullable(),
  zip: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  openingHours: z.array(dayHours),
  openNow: openState.describe('computed for the current moment in Europe/Bratislava time'),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  url: z.string(),
  mapUrl: z.string().nullable(),
});

const stockQuery = z.object({
  q: z.preprocess(lastOf, z.string().max(1000).optional()).describe('search text (products by name, code or EAN)'),
  limit: z
    .preprocess(lastOf, z.coerce.number().int().min(1).max(STORE_STOCK_MAX_LIMIT).optional())
    .describe(`at most this many products (default ${STORE_STOCK_DEFAULT_LIMIT})`),
});

const stockSchema = z.object({
  query: z.string(),
  total: z.number().describe('all matching products'),
  items: z.array(
    z.object({
      productId: z.number(),
      name: z.string(),
      code: z.string(),
      url: z.string(),
      image: z.string().nullable(),
      price: z.number().describe('gross unit price in minor units of the currency'),
      currency: z.string(),
      quantity: z.number().describe('pieces at this branch'),
    }),
  ),
});

export const storeDocs: ApiRouteDoc[] = [
  {
    method: 'get',
    path: '/api/stores',
    summary:
      'The branches (13) with address, contacts, opening hours and whether each is open now (Europe/Bratislava time). The e-shop warehouse is not listed.',
    tag: 'stores',
    response: z.array(storeSchema),
  },
  {
    method: 'get',
    path: '/api/stores/{id}',
    summary: 'One branch.',
    tag: 'stores',
    params: storeParams,
    response: storeSchema,
    errors: { 404: 'Unknown id, or not a branch (the warehouse)' },
  },
  {
    method: 'get',
    path: '/api/stores/{id}/stock',
    summary:
      "Stock search of a branch: products matching q (diacritics and typos forgiven, or an exact code / EAN) with this branch's quantity; an empty q gives no items.",
    tag: 'stores',
    params: storeParams,
    query: stockQuery,
    response: stockSchema,
    errors: { 404: 'Unknown id, or not a branch', 422: 'Bad limit' },
  },
];

export function storeRoutes() {
  const api = new Hono<AppEnv>();
  api.get('/stores', async (c) => {
    const { db, now } = c.get('services');
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ data: await listBranches(db, now()) });
  });
  api.get('/stores/:id', async (c) => {
    const { db, now } = c.get('services');
    const store = await findBranch(db, pathId(c), now());
    if (!store) throw notFound();
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ data: store });
  });
  api.get('/stores/:id/stock', async (c) => {
    const { db, now } = c.get('services');
    const id = pathId(c);
    const query = validate(c, stockQuery, c.req.queries());
    const store = await findBranch(db, id, now());
    if (!store) throw notFound();
    const ctx = await resolveRequestCatalogContext(c);
    const result = await searchStoreStock(db, store.id, query.q ?? '', ctx, query.limit);
    return c.json({
      data: {
        query: result.query,
        total: result.total,
        items: result.items.map(({ product, quantity }) => ({
          productId: product.id,
          name: product.name,
          code: product.code,
          url: product.url,
          image: product.mainImage?.path ?? null,
          price: product.display.unit,
          currency: ctx.currency.code,
          quantity,
        })),
      },
    });
  });
  return api;
}
