/**
 * The invoicing settings (decision 0098): series prefixes, the shop's IČ DPH, its commercial register entry and a
 * footer line, kept in the settings row 'invoicing'. The rest of the supplier (name, address, IČO, DIČ, bank account)
 * is the shop's contact setting, the one place the storefront shows it too.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { settings } from '../../db/schema';
import { recordAudit } from '../back-office/audit-log';
import { INVOICING_DEFAULTS, invoicingSettingsSchema, type InvoicingSettings } from './invoice-settings-schema';

const INVOICING_SETTING = 'invoicing';

/** The settings; a missing or malformed row gives the defaults. */
export async function loadInvoicingSettings(db: DbOrTx): Promise<InvoicingSettings> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.name, INVOICING_SETTING)).limit(1);
  const parsed = invoicingSettingsSchema.safeParse({ ...INVOICING_DEFAULTS, ...(row?.value as object | undefined) });
  return parsed.success ? parsed.data : INVOICING_DEFAULTS;
}

/** Saves validated settings with an audit entry (the caller validated them with invoicingSettingsSchema). */
export async function saveInvoicingSettings(db: DbOrTx, value: InvoicingSettings, actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await loadInvoicingSettings(tx);
    await tx
      .insert(settings)
      .values({ name: INVOICING_SETTING, value, updatedAt: new Date() })
      .onConflictDoUpdate({ target: settings.name, set: { value, updatedAt: new Date() } });
    const changes = Object.fromEntries(
      (Object.keys(value) as Array<keyof InvoicingSettings>)
        .filter((k) => before[k] !== value[k])
        .map((k) => [k, { from: before[k], to: value[k] }]),
    );
    await recordAudit(tx, { userId: actorId, entity: 'settings', entityId: INVOICING_SETTING, action: 'update', changes });
  });
}
