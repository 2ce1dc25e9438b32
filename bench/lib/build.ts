/**
 * npx tsx bench/lib/build.ts — builds the storefront (npx react-router build) when build/ is missing or older than
 * the sources (app/, src/, vite/react-router config, package.json), like scripts/start.mjs does.
 * BENCH_BUILD=1 forces a build, BENCH_SKIP_BUILD=1 skips the check.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './server';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

export function buildIsStale(): boolean {
  const marker = path.join(ROOT, 'build/server/index.js');
  if (!existsSync(marker)) return true;
  const dirs = ['app', 'src'].map((d) => path.join(ROOT, d)).filter(existsSync);
  const files = ['vite.config.ts', 'react-router.config.ts', 'package.json'].map((f) => path.join(ROOT, f)).filter(existsSync);
  const sourceTime = Math.max(0, ...dirs.map(newestMtime), ...files.map((f) => statSync(f).mtimeMs));
  return statSync(marker).mtimeMs < sourceTime;
}

export function ensureBuild(): void {
  if (process.env.BENCH_SKIP_BUILD === '1') return;
  if (process.env.BENCH_BUILD !== '1' && !buildIsStale()) {
    console.log('Build is up to date (build/server/index.js newer than the sources).');
    return;
  }
  console.log('Building the storefront (npx react-router build)…');
  const result = spawnSync('npx', ['react-router', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`react-router build failed (exit ${result.status})`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    ensureBuild();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
}
