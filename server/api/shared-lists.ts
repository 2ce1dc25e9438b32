import { Hono } from 'hono';
import { z } from 'zod';
import { listCategoryTree, pickMenuCategories, toMenuCategories, type CategoryNode } from '../../src/domain/catalog/categories';
import { listBannersByKey } from '../../src/domain/content/banners';
import { listPostCategories } from '../../src/domain/content/blog-categories';
import { listCountries, listCurrencies, listSearchPlaceholders } from '../../src/domain/lists/lists';
import { listSettingRows } from '../../src/domain/settings/settings';
import type { AppEnv } from '../app';
import { notFound } from '../http/errors';
import type { ApiRouteDoc } from '../http/openapi';
import { validate } from '../http/validate';

export const localeSchema = z.enum(['sk', 'cs']);
const localeParams = z.object({ locale: z.string().max(10) });
const langQuery = z.object({ lang: localeSchema.optional() });

const currencySchema = z.object({
  id: z.number(),
  code: z.string(),
  symbol_before: z.string(),
  symbol_after: z.string(),
  decimals: z.number(),
  rate: z.number(),
  free_delivery_from: z
    .number()
    .nullable()
    .describe('free delivery from this goods total (gross, after vouchers), minor units of this currency; null = never'),
  threshold_step: z
    .number()
    .describe('gift thresholds and voucher minimums kept in CZK are rounded to this many minor units in this currency'),
});
const countrySchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  phone_prefix: z.string().nullable(),
  is_shipping: z.boolean(),
});
const categorySchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.number(),
    slug: z.string(),
    name: z.string(),
    image: z.string().nullable(),
    url: z.string(),
    subcategories: z.array(categorySchema),
  }),
);
const bannerSchema = z.object({
  id: z.number(),
  title: z.string().nullable(),
  url: z.string().nullable(),
  target: z.string().nullable(),
  path: z.string().nullable(),
  image: z.string().nullable(),
});

const menuLinkSchema = z.object({ id: z.number(), name: z.string(), url: z.string() });
const menuCategorySchema = menuLinkSchema.extend({ subcategories: z.array(menuLinkSchema) });

export const sharedListDocs: ApiRouteDoc[] = [
  {
    method: 'get',
    path: '/api/lists/currencies',
    summary: 'Currencies (id 2 is the default)',
    tag: 'lists',
    response: z.array(currencySchema),
  },
  {
    method: 'get',
    path: '/api/lists/countries/{locale}',
    summary: 'Countries with names and phone prefixes',
    tag: 'lists',
    params: localeParams,
    response: z.array(countrySchema),
    errors: { 404: 'Unknown locale' },
  },
  {
    method: 'get',
    path: '/api/catalog/category/{locale}',
    summary: 'Visible category tree',
    tag: 'catalog',
    params: localeParams,
    response: z.array(categorySchema),
    errors: { 404: 'Unknown locale' },
  },
  {
    method: 'get',
    path: '/api/catalog/menu',
    summary:
      "The storefront menus' categories (the categoriesMenu setting's top categories with their subcategories: names and links); cacheable for a minute",
    tag: 'catalog',
    response: z.array(menuCategorySchema),
  },
  {
    method: 'get',
    path: '/api/settings',
    summary: 'Settings: contacts, intropopup, topmenu, bottommenu, maintenance, categoriesMenu',
    tag: 'settings',
    query: langQuery,
    response: z.array(z.object({ name: z.string(), value: z.unknown() })),
    errors: { 422: 'Unknown lang' },
  },
  {
    method: 'get',
    path: '/api/blog/categories/list',
    summary: 'Blog categories',
    tag: 'blog',
    response: z.array(z.object({ id: z.number(), slug: z.string(), name: z.string() })),
  },
  {
    method: 'get',
    path: '/api/lists/searchPlaceholders',
    summary: 'Rotating search placeholders',
    tag: 'lists',
    response: z.array(z.object({ text: z.string() })),
  },
  {
    method: 'get',
    path: '/api/poster',
    summary: 'Active banners keyed by banner name',
    tag: 'content',
    query: langQuery,
    response: z.record(z.string(), z.array(bannerSchema)),
    errors: { 422: 'Unknown lang' },
  },
];

/** A path locale the shop does not serve is an unknown resource: 404. */
function requireLocale(locale: string) {
  const parsed = localeSchema.safeParse(locale);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

export function sharedListRoutes() {
  const api = new Hono<AppEnv>();
  api.get('/lists/currencies', async (c) => {
    // the SPEC fields, and the currency's thresholds (decision 0060) named like them
    const list = (await listCurrencies(c.get('services').db)).map(({ freeDeliveryFrom, thresholdStep, ...rest }) => ({
      ...rest,
      free_delivery_from: freeDeliveryFrom,
      threshold_step: thresholdStep,
    }));
    return c.json({ data: list });
  });
  api.get('/lists/countries/:locale', async (c) => {
    requireLocale(c.req.param('locale'));
    return c.json({ data: await listCountries(c.get('services').db) });
  });
  api.get('/catalog/category/:locale', async (c) => {
    requireLocale(c.req.param('locale'));
    return c.json({ data: await listCategoryTree(c.get('services').db) });
  });
  // the menus fetch it when they first open or mount after a client navigation: the category tree stays out of
  // every page's router data (decision 0091); from the cached frame, no query
  api.get('/catalog/menu', async (c) => {
    const { frame, settings } = c.get('services');
    const [{ categoryTree }, shop] = await Promise.all([frame.get(), settings.get()]);
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ data: toMenuCategories(pickMenuCategories(categoryTree, shop.categoriesMenu.category_ids)) });
  });
  api.get('/settings', async (c) => {
    validate(c, langQuery, c.req.query());
    return c.json({ data: await listSettingRows(c.get('services').db) });
  });
  api.get('/blog/categories/list', async (c) => c.json({ data: await listPostCategories(c.get('services').db) }));
  api.get('/lists/searchPlaceholders', async (c) => c.json({ data: await listSearchPlaceholders(c.get('services').db) }));
  api.get('/poster', async (c) => {
    validate(c, langQuery, c.req.query());
    const { db, now } = c.get('services');
    return c.json({ data: await listBannersByKey(db, now()) });
  });
  return api;
}
