/**
 * Starts the built server (build/ + server/index.ts) as a child process for the benchmarks, or reuses a running one.
 *
 *   const server = await startServer();            // fresh temp DATA_DIR → migrated + demo data seeded on start
 *   const server = await startServer({ dataDir });  // an existing PGlite data folder
 *   const server = await startServer({ databaseUrl: 'postgres://…' });
 *   BENCH_URL=http://localhost:3000 → the running server is reused (never stopped by the bench).
 *   …
 *   await server.stop();
 *
 * Env: BENCH_URL, BENCH_DATA_DIR, BENCH_DATABASE_URL (or DATABASE_URL), BENCH_PORT (default a free one), BENCH_START_TIMEOUT_S (default 300),
 * BENCH_SERVER_LOG=1 (echo the server's output), BENCH_KEEP_DATA=1 (keep the temp data folder).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface StartOptions {
  /** PGlite data folder (DATA_DIR). Default: BENCH_DATA_DIR, else a fresh temp folder (removed on stop). */
  dataDir?: string;
  /** PostgreSQL URL; wins over dataDir. Default: BENCH_DATABASE_URL, else DATABASE_URL. */
  databaseUrl?: string;
  /** Port; default BENCH_PORT, else a free one. */
  port?: number;
  /** Seconds to wait for GET /api/health (migrations + demo seed run before the server listens). */
  startTimeoutS?: number;
  /** Extra environment for the server. */
  env?: Record<string, string>;
  /** Echo the server's stdout/stderr (default BENCH_SERVER_LOG=1). */
  log?: boolean;
  /** Ignore BENCH_URL and always start a server. */
  forceStart?: boolean;
}

export interface BenchServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  /** true when BENCH_URL pointed to a running server (stop() then does nothing). */
  reused: boolean;
  /** 'pglite' data folder or 'postgres' URL (masked), for the reports. */
  database: string;
  /** Milliseconds from spawn to a healthy server (0 when reused). */
  startMs: number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** true when GET {url}/api/health answers 2xx within 2 s. */
async function isHealthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

function maskUrl(u: string): string {
  return u.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

function buildExists(): boolean {
  return existsSync(path.join(ROOT, 'build/server/index.js'));
}

export async function startServer(options: StartOptions = {}): Promise<BenchServer> {
  const reuseUrl = options.forceStart ? undefined : process.env.BENCH_URL;
  if (reuseUrl) {
    const url = reuseUrl.replace(/\/+$/, '');
    if (!(await isHealthy(url))) throw new Error(`BENCH_URL=${url}: GET /api/health does not answer 2xx`);
    return { url, reused: true, database: 'external', startMs: 0, stop: async () => {} };
  }

  if (!buildExists()) throw new Error('No build found (build/server/index.js): run `npm run build` first.');

  const databaseUrl = options.databaseUrl ?? (process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined);
  let dataDir = options.dataDir ?? (process.env.BENCH_DATA_DIR || undefined);
  let tempDir: string | undefined;
  if (!databaseUrl && !dataDir) {
    tempDir = mkdtempSync(path.join(os.tmpdir(), 'party-bench-'));
    dataDir = tempDir;
  }
  const port = options.port ?? (Number(process.env.BENCH_PORT) || (await freePort()));
  const url = `http://127.0.0.1:${port}`;
  const log = options.log ?? process.env.BENCH_SERVER_LOG === '1';
  const timeoutS = options.startTimeoutS ?? Number(process.env.BENCH_START_TIMEOUT_S ?? 300);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_REQUESTS: '0',
    ...options.env,
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else {
    delete env.DATABASE_URL;
    env.DATA_DIR = dataDir;
  }

  const started = Date.now();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/index.ts')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // keep the last lines of output for error messages
  const tail: string[] = [];
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    if (log) process.stderr.write(`[server] ${text}`);
    tail.push(...text.split('\n').filter(Boolean));
    if (tail.length > 60) tail.splice(0, tail.length - 60);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let exited: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  const exitPromise = new Promise<void>((resolve) => {
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      resolve();
    });
  });

  const cleanup = () => {
    if (tempDir && process.env.BENCH_KEEP_DATA !== '1') rmSync(tempDir, { recursive: true, force: true });
  };

  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const killed = await Promise.race([exitPromise.then(() => true), sleep(15_000).then(() => false)]);
      if (!killed) {
        child.kill('SIGKILL');
        await exitPromise;
      }
    }
    cleanup();
  };
  // never leave the server behind when the bench script dies
  const onExit = () => {
    if (!exited) child.kill('SIGKILL');
    cleanup();
  };
  process.once('exit', onExit);

  const deadline = started + timeoutS * 1000;
  while (!(await isHealthy(url))) {
    if (exited) {
      cleanup();
      throw new Error(
        `The server exited (code ${exited.code}, signal ${exited.signal}) before it was healthy. Last output:\n${tail.join('\n')}`,
      );
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not answer GET /api/health within ${timeoutS} s. Last output:\n${tail.join('\n')}`);
    }
    await sleep(250);
  }
  return {
    url,
    reused: false,
    database: databaseUrl ? `postgres ${maskUrl(databaseUrl)}` : `pglite ${dataDir}${tempDir ? ' (fresh temp dir)' : ''}`,
    startMs: Date.now() - started,
    stop: async () => {
      process.removeListener('exit', onExit);
      await stop();
    },
  };
}

/** Runs fn with a server (started or reused), always stopping it afterwards. */
export async function withServer<T>(fn: (server: BenchServer) => Promise<T>, options?: StartOptions): Promise<T> {
  const server = await startServer(options);
  const onSignal = () => {
    void server.stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    return await fn(server);
  } finally {
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
    await server.stop();
  }
}
