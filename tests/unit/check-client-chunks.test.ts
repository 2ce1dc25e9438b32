import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(os.tmpdir(), 'client-chunks-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Bundles one entry for the browser, minified like the app's build, and runs the check on the output. */
async function bundleAndCheck(name: string, source: string) {
  const dir = path.join(work, name);
  mkdirSync(dir, { recursive: true });
  const entry = path.join(dir, 'entry.ts');
  writeFileSync(entry, source);
  await build({
    configFile: false,
    logLevel: 'silent',
    root: ROOT,
    resolve: { alias: { '@': path.join(ROOT, 'src') } },
    build: { outDir: path.join(dir, 'assets'), emptyOutDir: true, minify: true, lib: { entry, formats: ['es'], fileName: 'chunk' } },
  });
  return spawnSync(process.execPath, [path.join(ROOT, 'scripts/check-client-chunks.mjs'), path.join(dir, 'assets')], { encoding: 'utf8' });
}

describe('scripts/check-client-chunks.mjs', () => {
  it('fails when a browser chunk carries the database schema (Drizzle tables)', async () => {
    const result = await bundleAndCheck('schema', `import { products } from '@/db/schema';\nconsole.log(products);\n`);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Drizzle tables');
  }, 60_000);

  it("fails when a browser chunk carries React DOM's client (the browser build runs Preact)", async () => {
    const result = await bundleAndCheck(
      'react-dom',
      `import { hydrateRoot } from '${path.join(ROOT, 'node_modules/react-dom/client.js')}';\nconsole.log(hydrateRoot);\n`,
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('React DOM');
  }, 60_000);

  it('passes a chunk of browser-safe code', async () => {
    const result = await bundleAndCheck('clean', `import { formatRating } from '@/lib/shop-format';\nconsole.log(formatRating(4.5));\n`);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('no database code');
  }, 60_000);
});
