/**
 * npm run bench:feeds [-- --part-size 50000] [--batch 500] [--only sitemap,heureka,google] [--out DIR]
 * Env: BENCH_DATABASE_URL (or DATABASE_URL) = PostgreSQL; else BENCH_DATA_DIR (PGlite data folder, as DATA_DIR);
 * BENCH_ONLY.
 *
 * Generation time and peak memory of the crawler documents on the database as it is (e.g. the 50 000-product scale
 * seed, `npm run seed:scale`): the sitemap index and every part (src/domain/seo/sitemap.ts) and the Heureka and
 * Google Merchant feeds (src/domain/feeds/*), each consumed chunk by chunk the way the HTTP route streams it (bytes
 * counted and dropped, or written to --out DIR). No server: the domain functions are called directly, so the figures
 * are the generation itself, without the network. Memory: RSS and V8 heap sampled every 5 ms and at every chunk;
 * "peak Δ" is the peak minus the level right before the phase (after a GC when run with --expose-gc, as the npm
 * script does). Saves bench/results/feeds-<timestamp>.json.
 */
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { openDatabase, queryRows, type Db } from '../src/db/client';
import { sql } from 'drizzle-orm';
import { googleFeed } from '../src/domain/feeds/google';
import { heurekaFeed } from '../src/domain/feeds/heureka';
import { listSitemapParts, sitemapIndexXml, sitemapPartStream, SITEMAP_MAX_URLS } from '../src/domain/seo/sitemap';
import { environment, numberOption, parseArgs, printTable, round, saveResults } from './lib/common';

const MB = 1024 * 1024;
const PUBLIC_URL = process.env.PUBLIC_URL ?? 'https://www.party-shop.sk';

interface Phase {
  name: string;
  ms: number;
  bytes: number;
  /** elements written: <url>, <SHOPITEM>, <item> */
  entries: number;
  chunks: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  heapBeforeMb: number;
  heapPeakMb: number;
  /** heap used after the document and a forced GC: what the document left behind */
  heapAfterGcMb: number;
}

function gc() {
  (globalThis as { gc?: () => void }).gc?.();
}

/** Runs `produce` while sampling memory; `consume` gets every chunk. */
async function measure(
  name: string,
  produce: (sink: (chunk: string) => Promise<void>) => Promise<void>,
  entryTag: string,
  outFile?: string,
): Promise<Phase> {
  gc();
  const before = process.memoryUsage();
  let rssPeak = before.rss;
  let heapPeak = before.heapUsed;
  const sample = () => {
    const m = process.memoryUsage();
    if (m.rss > rssPeak) rssPeak = m.rss;
    if (m.heapUsed > heapPeak) heapPeak = m.heapUsed;
  };
  const timer = setInterval(sample, 5);
  const out = outFile ? createWriteStream(outFile) : null;
  let bytes = 0;
  let entries = 0;
  let chunks = 0;
  const start = performance.now();
  await produce(async (chunk) => {
    chunks++;
    bytes += Buffer.byteLength(chunk);
    for (let i = chunk.indexOf(entryTag); i !== -1; i = chunk.indexOf(entryTag, i + entryTag.length)) entries++;
    if (out && !out.write(chunk)) await once(out, 'drain');
    sample();
  });
  const ms = performance.now() - start;
  clearInterval(timer);
  sample();
  if (out) {
    out.end();
    await once(out, 'finish');
  }
  gc();
  const heapAfterGcMb = process.memoryUsage().heapUsed / MB;
  return {
    heapAfterGcMb,
    name,
    ms,
    bytes,
    entries,
    chunks,
    rssBeforeMb: before.rss / MB,
    rssPeakMb: rssPeak / MB,
    heapBeforeMb: before.heapUsed / MB,
    heapPeakMb: heapPeak / MB,
  };
}

async function main() {
  const args = parseArgs();
  const partSize = numberOption(args, ['part-size'], 'BENCH_PART_SIZE', SITEMAP_MAX_URLS);
  const batchSize = numberOption(args, ['batch'], 'BENCH_FEED_BATCH', 500);
  const only = new Set(String(typeof args.only === 'string' ? args.only : (process.env.BENCH_ONLY ?? 'sitemap,heureka,google')).split(','));
  const outDir = typeof args.out === 'string' ? path.resolve(args.out) : null;
  if (outDir) mkdirSync(outDir, { recursive: true });

  const databaseUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined;
  const dataDir = process.env.BENCH_DATA_DIR;
  if (!databaseUrl && !dataDir) {
    console.error('Set BENCH_DATABASE_URL=postgres://… or BENCH_DATA_DIR=<PGlite data folder> (a seeded shop, e.g. npm run seed:scale).');
    process.exit(2);
  }
  const handle = await openDatabase(databaseUrl ? { databaseUrl, poolSize: 2 } : { dataDir: path.join(path.resolve(dataDir!), 'pglite') });
  const db = handle.db as Db;
  const where = databaseUrl ? databaseUrl.replace(/\/\/[^@/]*@/, '//***@') : path.resolve(dataDir!);
  const [counts] = await queryRows<{ products: number; variants: number }>(
    db,
    sql`SELECT (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM product_variants)::int AS variants`,
  );
  console.log(
    `Feeds & sitemap on ${handle.kind} (${where}): ${counts!.products} products, ${counts!.variants} variants; part size ${partSize}, feed batch ${batchSize}; gc ${typeof (globalThis as { gc?: unknown }).gc === 'function' ? 'on' : 'off (run with node --expose-gc)'}`,
  );

  const now = new Date();
  const phases: Phase[] = [];
  const file = (name: string) => (outDir ? path.join(outDir, name) : undefined);
  try {
    if (only.has('sitemap')) {
      const options = { publicUrl: PUBLIC_URL, now, partSize };
      phases.push(
        await measure('sitemap.xml (index)', async (sink) => sink(await sitemapIndexXml(db, options)), '<sitemap>', file('sitemap.xml')),
      );
      const parts = await listSitemapParts(db, options);
      const all: Phase[] = [];
      for (const part of parts) {
        const name = `${part.kind}-${part.part}.xml`;
        const phase = await measure(
          `sitemaps/${name}`,
          async (sink) => {
            const stream = await sitemapPartStream(db, part.kind, part.part, options);
            for await (const chunk of stream!) await sink(chunk);
          },
          '<url>',
          file(name),
        );
        all.push(phase);
        phases.push(phase);
      }
      phases.push({
        name: `all ${parts.length} sitemap parts`,
        ms: all.reduce((s, p) => s + p.ms, 0),
        bytes: all.reduce((s, p) => s + p.bytes, 0),
        entries: all.reduce((s, p) => s + p.entries, 0),
        chunks: all.reduce((s, p) => s + p.chunks, 0),
        rssBeforeMb: Math.min(...all.map((p) => p.rssBeforeMb)),
        rssPeakMb: Math.max(...all.map((p) => p.rssPeakMb)),
        heapBeforeMb: Math.min(...all.map((p) => p.heapBeforeMb)),
        heapPeakMb: Math.max(...all.map((p) => p.heapPeakMb)),
        heapAfterGcMb: all.at(-1)?.heapAfterGcMb ?? 0,
      });
    }
    const feedOptions = {
      publicUrl: PUBLIC_URL,
      locale: 'sk' as const,
      now,
      batchSize,
      offer: { cardEnabled: false, packetaEnabled: true },
    };
    if (only.has('heureka')) {
      phases.push(
        await measure(
          'feeds/heureka.xml',
          async (sink) => {
            for await (const c of heurekaFeed(db, feedOptions)) await sink(c);
          },
          '<SHOPITEM>',
          file('heureka.xml'),
        ),
      );
    }
    if (only.has('google')) {
      phases.push(
        await measure(
          'feeds/google.xml',
          async (sink) => {
            for await (const c of googleFeed(db, { ...feedOptions, title: 'Party shop', description: 'Party shop' })) await sink(c);
          },
          '<item>',
          file('google.xml'),
        ),
      );
    }
  } finally {
    await handle.close();
  }

  printTable(
    [
      'document',
      'time s',
      'entries',
      'MB out',
      'chunks',
      'RSS before MB',
      'RSS peak MB',
      'RSS peak Δ MB',
      'heap peak MB',
      'heap peak Δ MB',
      'heap after GC MB',
    ],
    phases.map((p) => [
      p.name,
      round(p.ms / 1000, 2),
      p.entries,
      round(p.bytes / 1_000_000, 1),
      p.chunks,
      round(p.rssBeforeMb, 0),
      round(p.rssPeakMb, 0),
      round(p.rssPeakMb - p.rssBeforeMb, 0),
      round(p.heapPeakMb, 0),
      round(p.heapPeakMb - p.heapBeforeMb, 0),
      round(p.heapAfterGcMb, 0),
    ]),
  );
  const peak = process.resourceUsage().maxRSS / 1024;
  console.log(
    `Process peak RSS (whole run, incl. Node, tsx and the database driver${handle.kind === 'pglite' ? ' and PGlite' : ''}): ${round(peak, 0)} MB`,
  );
  const file2 = saveResults('feeds', {
    at: new Date().toISOString(),
    environment: await environment(),
    database: handle.kind,
    counts,
    partSize,
    batchSize,
    processPeakRssMb: round(peak, 0),
    phases,
  });
  console.log(`Saved ${file2}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
