/**
 * npm run seed:demo — migrates the configured database (DATA_DIR/pglite or DATABASE_URL) and seeds the demo data
 * when it is empty (in production mode without usable demo accounts unless SEED_DEMO=full).
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { prepareDatabase } from '../db/migrate';
import { ensureDemoData } from './ensure-demo';

async function main() {
  const config = loadConfig();
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
    poolSize: 2,
  });
  try {
    // a deployment gets the demo accounts with the published password only when SEED_DEMO=full (decision 0042)
    const accounts = config.mode === 'demo' || config.seedDemo === 'full' ? 'published' : 'locked';
    let seeded = false;
    await prepareDatabase(handle, async (db) => (seeded = await ensureDemoData(db, config, { accounts })));
    if (!seeded) console.log('The database already has data: nothing to do.');
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
