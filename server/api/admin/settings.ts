/**
 * Back-office settings API (decision 0035): settings (validated by schemas extending the storefront's),
 * banners, search placeholders and newsletter subscribers (list, CSV export, delete). Admin only. After a change the
 * process caches are invalidated, so maintenance and menus apply at once (other app servers: within the 1 s TTL of
 * services.settings; banners and placeholders within FRAME_CACHE_MS).
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { parseListQuery } from '../../../src/domain/back-office/list-query';
import {
  deleteBanner,
  deleteSubscriber,
  listAdminBanners,
  listPlaceholderTexts,
  listSubscribers,
  loadAdminBanner,
  loadAdminSettings,
  replaceSearchPlaceholders,
  saveBanner,
  saveSettingAsAdmin,
  subscribersCsvFilename,
  subscribersCsvStream,
  SUBSCRIBER_SORTS,
} from '../../../src/domain/settings/admin-settings';
import {
  ADMIN_SETTING_SCHEMAS,
  BANNER_KEY_VALUES,
  bannerInputSchema,
  isSettingName,
  searchPlaceholdersSchema,
  subscriberListFilterSchema,
} from '../../../src/domain/settings/admin-settings-schema';
import { SETTING_NAMES } from '../../../src/domain/settings/settings';
import type { AppEnv } from '../../app';
import { ValidationError, notFound } from '../../http/errors';
import { readBody, validate } from '../../http/validate';
import { adminPathId, adminRoute, type AdminApiRoute } from './registry';

/** The intro popup is one banner (decision 0088): a second one is refused at `key`. */
function popupExists(c: Context<AppEnv>) {
  const { t } = c.get('services');
  return new ValidationError(t('validation.summary'), { key: [t('admin.settings.error.popup_exists')] });
}

const idParams = z.object({ id: z.number().int().positive() });
const bannerOut = z.object({
  id: z.number(),
  key: z.enum(BANNER_KEY_VALUES),
  title: z.string().nullable(),
  url: z.string().nullable(),
  target: z.string().nullable(),
  image: z.string().nullable(),
  position: z.number(),
  isActive: z.boolean(),
  activeFrom: z.string().nullable(),
  activeTo: z.string().nullable(),
});
const subscriberOut = z.object({
  id: z.number(),
  email: z.string(),
  locale: z.string(),
  source: z.string().nullable(),
  createdAt: z.string(),
});
const subscriberQuery = subscriberListFilterSchema.extend({
  strana: z.string().optional(),
  zoradit: z.enum(SUBSCRIBER_SORTS).optional(),
  smer: z.enum(['asc', 'desc']).optional(),
});

function frameChanged(c: Context<AppEnv>) {
  c.get('services').frame.invalidate();
}

export const adminSettingsApi: AdminApiRoute[] = [
  adminRoute({
    method: 'get',
    path: '/api/admin/settings',
    role: 'admin',
    summary: 'Every setting parsed as the storefront reads it (contacts, intropopup, topmenu, bottommenu, maintenance, categoriesMenu)',
    handler: async (c) => c.json({ data: await loadAdminSettings(c.get('services').db) }),
  }),
  adminRoute({
    method: 'put',
    path: '/api/admin/settings/{name}',
    role: 'admin',
    summary: `Save one setting; the body is its value (name one of ${SETTING_NAMES.join(', ')}). Maintenance: { "is_enabled": true } takes effect at once`,
    params: z.object({ name: z.enum(SETTING_NAMES) }),
    body: z.unknown(),
    errors: { 404: 'Unknown setting name', 422: 'The value does not fit the setting' },
    handler: async (c, user) => {
      const name = c.req.param('name') ?? '';
      if (!isSettingName(name)) throw notFound();
      const value = validate(c, ADMIN_SETTING_SCHEMAS[name], await readBody(c));
      const { db, t, settings } = c.get('services');
      const result = await saveSettingAsAdmin(db, name, value, user.id, t);
      if (!result.ok) throw new ValidationError(t('validation.summary'), result.errors);
      settings.invalidate();
      return c.json({ data: (await loadAdminSettings(db))[name] });
    },
  }),
  adminRoute({
    method: 'get',
    path: '/api/admin/search-placeholders',
    role: 'admin',
    summary: 'The rotating search placeholders in order',
    response: searchPlaceholdersSchema,
    handler: async (c) => c.json({ data: { items: (await listPlaceholderTexts(c.get('services').db)).map((text) => ({ text })) } }),
  }),
  adminRoute({
    method: 'put',
    path: '/api/admin/search-placeholders',
    role: 'admin',
    summary: 'Replace the search placeholders (in this order)',
    body: searchPlaceholdersSchema,
    response: searchPlaceholdersSchema,
    errors: { 422: 'Errors at the fields' },
    handler: async (c, user) => {
      const input = validate(c, searchPlaceholdersSchema, await readBody(c));
      const { db } = c.get('services');
      await replaceSearchPlaceholders(
        db,
        input.items.map((i) => i.text),
        user.id,
      );
      frameChanged(c);
      return c.json({ data: { items: (await listPlaceholderTexts(db)).map((text) => ({ text })) } });
    },
  }),
  adminRoute({
    method: 'get',
    path: '/api/admin/banners',
    role: 'admin',
    summary: 'Every banner (promo, popup desktop, popup mobile), active or not',
    response: z.array(bannerOut),
    handler: async (c) => c.json({ data: await listAdminBanners(c.get('services').db) }),
  }),
  adminRoute({
    method: 'post',
    path: '/api/admin/banners',
    role: 'admin',
    summary: 'Create a banner (image: a /media/… path; upload files on /admin/nastavenia/bannery)',
    body: bannerInputSchema,
    response: bannerOut,
    errors: { 422: 'Errors at the fields (key: a second intro popup, decision 0088)' },
    handler: async (c, user) => {
      const input = validate(c, bannerInputSchema, await readBody(c));
      const { db } = c.get('services');
      const saved = await saveBanner(db, null, input, user.id);
      if (!saved.ok) throw popupExists(c);
      frameChanged(c);
      return c.json({ data: await loadAdminBanner(db, saved.id) }, 201);
    },
  }),
  adminRoute({
    method: 'put',
    path: '/api/admin/banners/{id}',
    role: 'admin',
    summary: 'Update a banner',
    params: idParams,
    body: bannerInputSchema,
    response: bannerOut,
    errors: { 404: 'Unknown banner', 422: 'Errors at the fields' },
    handler: async (c, user) => {
      const id = adminPathId(c);
      const input = validate(c, bannerInputSchema, await readBody(c));
      const { db } = c.get('services');
      const saved = await saveBanner(db, id, input, user.id);
      if (!saved.ok && saved.code === 'not_found') throw notFound();
      if (!saved.ok) throw popupExists(c);
      frameChanged(c);
      return c.json({ data: await loadAdminBanner(db, id) });
    },
  }),
  adminRoute({
    method: 'delete',
    path: '/api/admin/banners/{id}',
    role: 'admin',
    summary: 'Delete a banner',
    params: idParams,
    errors: { 404: 'Unknown banner' },
    handler: async (c, user) => {
      const id = adminPathId(c);
      if (!(await deleteBanner(c.get('services').db, id, user.id))) throw notFound();
      frameChanged(c);
      return c.json({ data: { id } });
    },
  }),
  adminRoute({
    method: 'get',
    path: '/api/admin/subscribers',
    role: 'admin',
    summary: 'Newsletter subscribers: search q (e-mail), paging (strana), sorting (zoradit email|created_at, smer)',
    query: subscriberQuery,
    response: z.array(subscriberOut),
    handler: async (c) => {
      const params = new URLSearchParams(c.req.query());
      const { q } = subscriberListFilterSchema.parse(Object.fromEntries(params));
      const page = await listSubscribers(
        c.get('services').db,
        q,
        parseListQuery(params, { sortable: SUBSCRIBER_SORTS, defaultSort: 'created_at' }),
      );
      return c.json({ data: page.rows, meta: { total: page.total, page: page.page, pageSize: page.pageSize } });
    },
  }),
  adminRoute({
    method: 'get',
    path: '/api/admin/subscribers/export',
    role: 'admin',
    summary: 'CSV export of the subscribers (search q): UTF-8 with BOM, ; separator, streamed',
    query: subscriberListFilterSchema,
    handler: async (c) => {
      const { q } = validate(c, subscriberListFilterSchema, c.req.query());
      const { db, now } = c.get('services');
      return c.body(subscribersCsvStream(db, q), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${subscribersCsvFilename(now())}"`,
        'Cache-Control': 'private, no-store',
      });
    },
  }),
  adminRoute({
    method: 'delete',
    path: '/api/admin/subscribers/{id}',
    role: 'admin',
    summary: 'Remove a subscriber (unsubscribe on request)',
    params: idParams,
    errors: { 404: 'Unknown subscriber' },
    handler: async (c, user) => {
      const id = adminPathId(c);
      if (!(await deleteSubscriber(c.get('services').db, id, user.id))) throw notFound();
      return c.json({ data: { id } });
    },
  }),
];
