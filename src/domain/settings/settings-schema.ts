/** The shop settings' shapes (zod only: browser-safe, used by the back-office forms too). */
import { z } from '../../lib/zod';

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
