/**
 * npm run seed:demo — migrates the configured database (DATA_DIR/pglite or DATABASE_URL) and seeds the demo data
 * when it is empty (in production mode without usable demo accounts unless SEED_DEMO=full).
 */
import { loadConfig } from '../config';
import { runScript, withConfiguredDatabase } from '../db/database-script';
import { prepareDatabase } from '../db/migrate';
import { ensureDemoData } from './ensure-demo';

runScript(async () => {
  const config = loadConfig();
  await withConfiguredDatabase(config, 2, async (handle) => {
    // a deployment gets the demo accounts with the published password only when SEED_DEMO=full (decision 0042)
    const accounts = config.mode === 'demo' || config.seedDemo === 'full' ? 'published' : 'locked';
    let seeded = false;
    await prepareDatabase(handle, async (db) => (seeded = await ensureDemoData(db, config, { accounts })));
    if (!seeded) console.log('The database already has data: nothing to do.');
  });
});
