/**
 * What the back office may save into the settings, banners and search placeholders (decision 0035).
 * Browser-safe (zod only).
 *
 * Each setting's admin schema EXTENDS the schema the storefront parses it with (src/domain/settings/settings.ts):
 * the same shape, only stricter (required texts, safe links, length limits), so everything the back office saves
 * parses on the storefront unchanged.
 *
 * The page forms post rows as flat fields without JavaScript: `<prefix>.<n>.<field>` with an `order` number (to
 * reorder) and a `remove` checkbox per row, and a few blank rows to add new ones (`readRows`).
 */
import { z } from '../../lib/zod';
import {
  bottomMenuGroupSchema,
  categoriesMenuSettingSchema,
  contactsSettingSchema,
  intropopupSettingSchema,
  maintenanceSettingSchema,
  menuLinkSchema,
  SETTING_NAMES,
  type SettingName,
} from './settings-schema';
import { shopLocalInputToIso } from '../../lib/shop-time';

/** A link of a menu or banner: a path of the shop ("/blog", not "//host") or an http(s) address. */
const shopLinkSchema = z
  .string()
  .trim()
  .min(1)
  .max(500)
  .refine((v) => (v.startsWith('/') && !v.startsWith('//')) || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v), 'admin.settings.error.link');

const httpUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine((v) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v), 'admin.settings.error.url');

const adminMenuLinkSchema = menuLinkSchema.extend({
  text: z.string().trim().min(1).max(80),
  link: shopLinkSchema,
  leave: z.boolean().optional(),
});
const adminTopMenuSchema = z.array(adminMenuLinkSchema).max(30);
const adminBottomMenuSchema = z
  .array(bottomMenuGroupSchema.extend({ title: z.string().trim().min(1).max(80), links: z.array(adminMenuLinkSchema).max(30) }))
  .max(10);

const optionalText = (max: number) => z.string().trim().max(max).default('');
const adminContactsSchema = contactsSettingSchema.extend({
  company: z.string().trim().min(1).max(200),
  street: optionalText(200),
  city: optionalText(100),
  zip: z
    .string()
    .trim()
    .max(10)
    .regex(/^(\d{3} ?\d{2})?$/, 'admin.settings.error.zip')
    .default(''),
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.union([z.literal(''), z.email()]))
    .default(''),
  phone: z
    .string()
    .trim()
    .max(40)
    .regex(/^[+\d][\d ()/-]*$|^$/, 'admin.settings.error.phone')
    .default(''),
  hours: optionalText(300),
  ico: z
    .string()
    .trim()
    .max(12)
    .regex(/^(\d{6,8})?$/, 'validation.numeric')
    .default(''),
  dic: optionalText(20),
  iban: z
    .string()
    .trim()
    .max(42)
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(/^([A-Z]{2}\d{2}[A-Z0-9]{10,30})?$/, 'admin.settings.error.iban'))
    .default(''),
  bank: optionalText(100),
  social: z
    .array(z.object({ name: z.string().trim().min(1).max(40), url: httpUrlSchema }))
    .max(12)
    .default([]),
  topNotice: optionalText(300),
});
const adminIntropopupSchema = intropopupSettingSchema.extend({ is_enabled: z.boolean() });
const adminMaintenanceSchema = maintenanceSettingSchema.extend({ is_enabled: z.boolean() });
const adminCategoriesMenuSchema = categoriesMenuSettingSchema.extend({
  category_ids: z.array(z.number().int().min(1).max(2_147_483_647)).max(30),
});

/** The value schema of each setting name (PUT /api/admin/settings/{name} and the page forms). */
export const ADMIN_SETTING_SCHEMAS = {
  contacts: adminContactsSchema,
  intropopup: adminIntropopupSchema,
  topmenu: adminTopMenuSchema,
  bottommenu: adminBottomMenuSchema,
  maintenance: adminMaintenanceSchema,
  categoriesMenu: adminCategoriesMenuSchema,
} satisfies Record<SettingName, z.ZodType>;

export function isSettingName(name: string): name is SettingName {
  return (SETTING_NAMES as readonly string[]).includes(name);
}

// ---------------------------------------------------------------------------------------------------------------------
// banners and search placeholders

/** banner.popup: the intro popup, one banner with an optional phone image (decision 0088) */
export const BANNER_KEY_VALUES = ['banner.promo', 'banner.popup'] as const;

export const bannerInputSchema = z
  .object({
    key: z.enum(BANNER_KEY_VALUES).describe('banner.promo (top strip), banner.popup (the one intro popup)'),
    title: z.string().trim().max(200).default(''),
    url: z
      .union([z.literal(''), shopLinkSchema])
      .default('')
      .describe('where the banner leads'),
    target: z.enum(['_self', '_blank']).default('_self'),
    image: z
      .string()
      .trim()
      .max(300)
      .regex(/^(\/media\/[\w./-]+\.(webp|png|jpe?g))?$/i, 'admin.settings.error.image_path')
      .refine((v) => !v.includes('..'), 'admin.settings.error.image_path')
      .default('')
      .describe('a /media/… image (upload one on the banner page)'),
    imageMobile: z
      .string()
      .trim()
      .max(300)
      .regex(/^(\/media\/[\w./-]+\.(webp|png|jpe?g))?$/i, 'admin.settings.error.image_path')
      .refine((v) => !v.includes('..'), 'admin.settings.error.image_path')
      .default('')
      .describe('banner.popup only: the image on phones (empty = the same image everywhere)'),
    position: z.number().int().min(0).max(1000).default(0),
    isActive: z.boolean().default(true),
    activeFrom: z.iso.datetime({ offset: true }).nullable().default(null),
    activeTo: z.iso.datetime({ offset: true }).nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if (v.activeFrom && v.activeTo && new Date(v.activeTo).getTime() <= new Date(v.activeFrom).getTime()) {
      ctx.addIssue({ code: 'custom', path: ['activeTo'], message: 'admin.vouchers.error.window' });
    }
    if (!v.title && !v.image) ctx.addIssue({ code: 'custom', path: ['title'], message: 'admin.settings.error.banner_empty' });
  });
export type BannerInput = z.infer<typeof bannerInputSchema>;

export const searchPlaceholdersSchema = z.object({
  items: z
    .array(z.object({ text: z.string().trim().min(1).max(120) }))
    .max(30)
    .describe('in the order they rotate'),
});

export const subscriberListFilterSchema = z.object({ q: z.string().trim().max(100).optional().catch(undefined) });

// ---------------------------------------------------------------------------------------------------------------------
// rows of a form (no JavaScript: order numbers, remove checkboxes, blank rows to add)

export interface FormRow {
  /** the row's index in the form (for error field names) */
  index: number;
  values: Record<string, string>;
}

/**
 * The rows `<prefix>.<n>.<field>` of a posted form, without removed rows (`remove` checked) and blank rows (all
 * `fields` empty, unless `keep(n)`), sorted by their `order` number (rows without one keep their place after numbered ones).
 */
export function readRows(
  form: Record<string, string>,
  prefix: string,
  fields: readonly string[],
  keep?: (n: number) => boolean,
  maxRows = 60,
): FormRow[] {
  const rows: Array<FormRow & { order: number }> = [];
  for (let n = 0; n < maxRows; n++) {
    const get = (field: string) => form[`${prefix}.${n}.${field}`];
    if (fields.every((f) => get(f) === undefined) && get('order') === undefined) continue;
    if (get('remove') === 'on') continue;
    const values = Object.fromEntries(fields.map((f) => [f, (get(f) ?? '').slice(0, 1000)]));
    const meaningful = fields.filter((f) => f !== 'leave');
    if (meaningful.every((f) => values[f]!.trim() === '') && !keep?.(n)) continue;
    const orderText = (get('order') ?? '').trim();
    const order = /^-?\d{1,6}$/.test(orderText) ? Number(orderText) : 1_000_000 + n;
    rows.push({ index: n, values, order });
  }
  rows.sort((a, b) => a.order - b.order || a.index - b.index);
  return rows.map(({ index, values }) => ({ index, values }));
}

/** Error paths of a validated row array (`3.text`) → the form's field names (`top.7.text`). */
export function rowErrorsToFields(
  errors: Record<string, string[]>,
  prefix: string,
  rows: readonly FormRow[],
  nested?: { inner: string; innerRows: (outer: number) => readonly FormRow[] },
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const parts = path.split('.');
    const row = /^\d+$/.test(parts[0] ?? '') ? rows[Number(parts[0])] : undefined;
    if (!row) {
      out[prefix] = [...(out[prefix] ?? []), ...messages];
      continue;
    }
    if (nested && parts[1] === nested.inner && parts.length >= 3) {
      const innerRow = nested.innerRows(Number(parts[0]))[Number(parts[2])];
      const key = innerRow
        ? `${prefix}.${row.index}.${nested.inner}.${innerRow.index}.${parts.slice(3).join('.')}`
        : `${prefix}.${row.index}.${nested.inner}`;
      out[key] = messages;
      continue;
    }
    out[`${prefix}.${row.index}.${parts.slice(1).join('.')}`] = messages;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------------
// banner page form

export const BANNER_FORM_FIELDS = [
  'key',
  'title',
  'url',
  'target',
  'image',
  'imageMobile',
  'position',
  'isActive',
  'activeFrom',
  'activeTo',
] as const;
export type BannerFormValues = Partial<Record<(typeof BANNER_FORM_FIELDS)[number], string>>;

/** The banner page's strings (dates in Bratislava wall time) → the API input (validated by bannerInputSchema). */
export function bannerFormToInput(values: BannerFormValues): Record<string, unknown> {
  const position = (values.position ?? '').trim();
  return {
    key: values.key || undefined,
    title: values.title ?? '',
    url: (values.url ?? '').trim(),
    target: values.target === '_blank' ? '_blank' : '_self',
    image: (values.image ?? '').trim(),
    imageMobile: (values.imageMobile ?? '').trim(),
    position: position === '' ? 0 : /^\d{1,4}$/.test(position) ? Number(position) : position,
    isActive: values.isActive === 'on' || values.isActive === 'true',
    activeFrom: shopLocalInputToIso(values.activeFrom),
    activeTo: shopLocalInputToIso(values.activeTo),
  };
}
