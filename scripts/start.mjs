// npm start: builds the storefront when the build is missing or older than the sources, then starts the server
// (which migrates the database and seeds the demo data on first start of an empty database).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const buildMarker = path.join(root, 'build/server/index.js');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['app', 'src', 'public'].map((d) => path.join(root, d)).filter(existsSync);
const configFiles = ['vite.config.ts', 'react-router.config.ts', 'package.json'].map((f) => path.join(root, f)).filter(existsSync);
const sourceTime = Math.max(...sources.map(newestMtime), ...configFiles.map((f) => statSync(f).mtimeMs));
const stale = !existsSync(buildMarker) || statSync(buildMarker).mtimeMs < sourceTime;

if (stale) {
  console.log('Building the storefront…');
  const result = spawnSync('npx', ['react-router', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/index.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
