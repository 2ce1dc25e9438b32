/**
 * npm run seed:scale -- --products 50000 [--database-url postgres://…] [--batch 10000]
 * Fills the configured database (DATA_DIR/pglite or DATABASE_URL, or --database-url) with N generated products after
 * the demo ones; seeds the demo data first when the database is empty. Prints the time taken.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { runScript, withConfiguredDatabase } from '../db/database-script';
import { prepareDatabase } from '../db/migrate';
import { ensureDemoData } from './ensure-demo';
import { seedScale } from './scale';

runScript(async () => {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '50000' },
      'database-url': { type: 'string' },
      batch: { type: 'string', default: '10000' },
    },
  });
  const products = Number(values.products);
  const batchSize = Number(values.batch);
  if (!Number.isSafeInteger(products) || products < 1) throw new Error('--products must be a positive integer');
  if (!Number.isSafeInteger(batchSize) || batchSize < 1) throw new Error('--batch must be a positive integer');
  const config = loadConfig(values['database-url'] ? { ...process.env, DATABASE_URL: values['database-url'] } : process.env);

  await withConfiguredDatabase(config, 2, async (handle) => {
    const where = config.databaseUrl ? config.databaseUrl.replace(/\/\/[^@/]*@/, '//***@') : path.join(config.dataDir, 'pglite');
    console.log(`Scale seed: ${products} products into ${handle.kind} (${where})`);
    await prepareDatabase(handle, (db) => ensureDemoData(db, config));
    const result = await seedScale(handle.db, { products, batchSize, log: (m) => console.log(m) });
    console.log(
      `Added products ${result.firstProductId}–${result.lastProductId} (${result.variants} variants) in ${(result.ms / 1000).toFixed(1)} s`,
    );
  });
});
