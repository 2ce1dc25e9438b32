import type { Db } from '../../db/client';
import { settings } from '../../db/schema';
import { shopSettingsSchema, type SettingName, type ShopSettings } from './settings-schema';

export * from './settings-schema';

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
