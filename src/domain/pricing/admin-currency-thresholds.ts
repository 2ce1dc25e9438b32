/**
 * Thresholds per currency in the back office (decision 0060): the free-delivery threshold of each currency (1 500 Kč,
 * 60 €) and the step thresholds kept in CZK are rounded to when shown in it. One transaction with its audit entry
 * (entity 'currencies'); the caller drops the frame cache (the storefront reads currencies from it).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { diffChanges, recordAudit } from '../back-office/audit-log';
import type { CurrencyThresholdsInput, CurrencyThresholdsRow } from './admin-currency-thresholds-schema';

/** Every currency with its thresholds, in display order. */
export async function listCurrencyThresholds(db: DbOrTx): Promise<CurrencyThresholdsRow[]> {
  const rows = await queryRows<{ id: number; code: string; decimals: number; free_delivery_from: number | null; threshold_step: number }>(
    db,
    sql`SELECT id, code, decimals, free_delivery_from, threshold_step FROM currencies ORDER BY position, id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    code: r.code,
    decimals: Number(r.decimals),
    freeDeliveryFrom: r.free_delivery_from === null ? null : Number(r.free_delivery_from),
    thresholdStep: Number(r.threshold_step),
  }));
}

/** Saves the thresholds of the given currencies (unknown ids are ignored) with one audit entry per changed currency. */
export async function saveCurrencyThresholds(db: Db, inputs: readonly CurrencyThresholdsInput[], actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    for (const input of inputs) {
      const [before] = await queryRows<{ free_delivery_from: number | null; threshold_step: number }>(
        tx,
        sql`SELECT free_delivery_from, threshold_step FROM currencies WHERE id = ${input.currencyId} FOR UPDATE`,
      );
      if (!before) continue;
      await queryRows(
        tx,
        sql`UPDATE currencies SET free_delivery_from = ${input.freeDeliveryFrom}, threshold_step = ${input.thresholdStep} WHERE id = ${input.currencyId}`,
      );
      const changes = diffChanges(
        {
          freeDeliveryFrom: before.free_delivery_from === null ? null : Number(before.free_delivery_from),
          thresholdStep: Number(before.threshold_step),
        },
        { freeDeliveryFrom: input.freeDeliveryFrom, thresholdStep: input.thresholdStep },
      );
      if (Object.keys(changes).length > 0) {
        await recordAudit(tx, { userId: actorId, entity: 'currencies', entityId: input.currencyId, action: 'update', changes });
      }
    }
  });
}
