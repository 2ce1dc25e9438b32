// Fails when a browser chunk of the build carries database code (Drizzle's table machinery or the PGlite/postgres
// drivers): browser-safe modules (*-schema.ts, src/lib) must not import src/db; or React DOM's client, which the
// browser build replaces with Preact (decision 0137: 57 kB of the 110 kB budget). Run after `react-router build`
// (`node scripts/check-client-chunks.mjs [assets folder]`; default build/client/assets). Tested against a real minified
// bundle of the schema in tests/unit/check-client-chunks.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const assets = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../build/client/assets'));
const MARKERS = [
  { name: 'Drizzle tables', pattern: /drizzle:(IsDrizzleTable|Columns|BaseName)/ },
  { name: 'PGlite', pattern: /@electric-sql\/pglite|pglite\.wasm/ },
  { name: 'postgres driver', pattern: /postgres\.js|PostgresError/ },
  { name: 'React DOM (the browser build runs Preact)', pattern: /__reactFiber\$|__reactContainer\$/ },
];

const offenders = [];
for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
  const text = readFileSync(path.join(assets, file), 'utf8');
  for (const marker of MARKERS) if (marker.pattern.test(text)) offenders.push(`${file}: ${marker.name}`);
}
if (offenders.length > 0) {
  console.error(`✗ server or replaced code in browser chunks:\n  ${offenders.join('\n  ')}`);
  process.exit(1);
}
console.log('✓ no database code and no React DOM in the browser chunks');
