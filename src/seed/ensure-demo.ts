import { sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import { demoSeedKind } from '../deployment';
import { queryRows, type Db } from '../db/client';
import { seedDemo, type SeedDemoOptions } from './demo';

/** True when the database has neither products nor settings (a fresh install). */
async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ has_data: boolean }>(
    db,
    sql`SELECT (EXISTS (SELECT 1 FROM products) OR EXISTS (SELECT 1 FROM settings)) AS has_data`,
  );
  return !row?.has_data;
}

/**
 * Seeds the demo data on the first start of an empty database (no products and no settings); otherwise does nothing.
 * The documents' PDF files go into the database with the rows (decision 0045). Returns whether it seeded.
 */
export async function ensureDemoData(
  db: Db,
  config: Pick<AppConfig, 'dataDir'>,
  options: Pick<SeedDemoOptions, 'now' | 'accounts'> = {},
): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  const started = performance.now();
  await seedDemo(db, { dataDir: config.dataDir, now: options.now, accounts: options.accounts });
  // planner statistics for the fresh tables: without them (PostgreSQL with autovacuum off, or before its first run)
  // the cart and listing statements were planned blind, ~3x slower
  await db.execute(sql`ANALYZE`);
  console.log(`Demo data seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

/**
 * The seed of a server start (decision 0042): the demo shop in demo mode; in production nothing, or with
 * SEED_DEMO=catalog the demo catalogue whose demo accounts have no password and no back-office role (SEED_DEMO=full:
 * the published password, explicitly asked for). Returns what an empty database got.
 */
export async function seedOnStart(db: Db, config: Pick<AppConfig, 'dataDir' | 'mode' | 'seedDemo'>): Promise<'full' | 'catalog' | 'none'> {
  const kind = demoSeedKind(config.mode, config.seedDemo);
  if (kind === 'none') return 'none';
  const seeded = await ensureDemoData(db, config, { accounts: kind === 'full' ? 'published' : 'locked' });
  return seeded ? kind : 'none';
}
