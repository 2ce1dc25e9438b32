/**
 * npx tsx bench/serve.ts [--url-file path] [--data-dir dir] [--database-url postgres://…]
 * Starts the built server for benchmarking (fresh temp DATA_DIR by default → demo data seeded), prints its URL
 * (and writes it to --url-file), and keeps it running until SIGINT/SIGTERM. Used by bench/run-all.sh; handy for
 * running several bench scripts against one server: BENCH_URL=<printed url> npx tsx bench/http-load.ts
 */
import { writeFileSync } from 'node:fs';
import { parseArgs, round } from './lib/common';
import { startServer } from './lib/server';

async function main() {
  const args = parseArgs();
  const server = await startServer({
    forceStart: true,
    dataDir: typeof args['data-dir'] === 'string' ? args['data-dir'] : undefined,
    databaseUrl: typeof args['database-url'] === 'string' ? args['database-url'] : undefined,
  });
  console.log(`Bench server ${server.url} ready in ${round(server.startMs / 1000)} s (${server.database})`);
  if (typeof args['url-file'] === 'string') writeFileSync(args['url-file'], server.url);
  const stop = (signal: string) => {
    console.log(`Bench server: ${signal}, stopping`);
    void server.stop().finally(() => process.exit(0));
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  setInterval(() => {}, 1 << 30); // keep the event loop alive
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
