import { z } from '../../lib/zod';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';

/** Menu link of the topmenu / bottommenu settings (SPEC §3). `leave` marks an external link. */
export const menuLinkSchema = z.object({ text: z.string(), link: z.string(), leave: z.boolean().optional() });
export type MenuLink = z.infer<typeof menuLinkSchema>;
export const bottomMenuGroupSchema = z.object({ title: z.string(), links: z.array(menuLinkSchema) });
export type BottomMenuGroup = z.infer<typeof bottomMenuGroupSchema>;

export const contactsSettingSchema = z.object({
  company: z.string().default(''),
  street: z.string().default(''),
  city: z.string().default(''),
  zip: z.string().default(''),
  email: z.string().default(''),
  phone: z.string().default(''),
  hours: z.string().default(''),
  ico: z.string().default(''),
  dic: z.string().default(''),
  iban: z.string().default(''),
  bank: z.string().default(''),
  social: z.array(z.object({ name: z.string(), url: z.string() })).default([]),
  topNotice: z.string().default(''),
});
export type ContactsSetting = z.infer<typeof contactsSettingSchema>;

export const intropopupSettingSchema = z.object({ is_enabled: z.boolean().default(false) });
export const maintenanceSettingSchema = z.object({ is_enabled: z.boolean().default(false) });
/** categoriesMenu: ids of top categories shown in the mega-menu, in order (empty = all visible top categories). */
export const categoriesMenuSettingSchema = z.object({ category_ids: z.array(z.number().int()).default([]) });

export const shopSettingsSchema = z.object({
  contacts: contactsSettingSchema.catch(contactsSettingSchema.parse({})),
  intropopup: intropopupSettingSchema.catch({ is_enabled: false }),
  topmenu: z.array(menuLinkSchema).catch([]),
  bottommenu: z.array(bottomMenuGroupSchema).catch([]),
  maintenance: maintenanceSettingSchema.catch({ is_enabled: false }),
  categoriesMenu: categoriesMenuSettingSchema.catch({ category_ids: [] }),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

export const SETTING_NAMES = ['contacts', 'intropopup', 'topmenu', 'bottommenu', 'maintenance', 'categoriesMenu'] as const;
export type SettingName = (typeof SETTING_NAMES)[number];

/** Raw rows as the API returns them: [{ name, value }] (SPEC §3 Setting). */
export async function listSettingRows(db: Db): Promise<Array<{ name: string; value: unknown }>> {
  return db.select({ name: settings.name, value: settings.value }).from(settings).orderBy(settings.name);
}

/** All settings parsed into their shapes; a missing or malformed setting falls back to its default. */
export async function loadShopSettings(db: Db): Promise<ShopSettings> {
  const rows = await listSettingRows(db);
  const byName: Record<string, unknown> = {};
  for (const row of rows) byName[row.name] = row.value;
  return shopSettingsSchema.parse({
    contacts: byName.contacts ?? {},
    intropopup: byName.intropopup ?? {},
    topmenu: byName.topmenu ?? [],
    bottommenu: byName.bottommenu ?? [],
    maintenance: byName.maintenance ?? {},
    categoriesMenu: byName.categoriesMenu ?? {},
  });
}

export async function saveSetting(db: Db, name: SettingName, value: unknown): Promise<void> {
  await db
    .insert(settings)
    .values({ name, value, updatedAt: new Date() })
    .onConflictDoUpdate({ target: settings.name, set: { value, updatedAt: new Date() } });
}
