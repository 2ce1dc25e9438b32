/**
 * The production topology of the topology test (decision 0049), as tests/topology/run.sh set it up: nginx on
 * https://localhost:$TOPOLOGY_HTTPS_PORT rendering deploy/nginx.conf in front of two app servers (a, b) on one
 * PostgreSQL database. This module starts and stops the app servers (their pids go to $TOPOLOGY_WORK/app-<name>.pid,
 * so run.sh stops them even when the test run dies), talks https through the proxy from any loopback address (each
 * 127.x.y.z is a different client address for the shop), and tells from nginx's access log which app server
 * answered a request (nginx returns its request id in X-Request-Id; the log line of that id names the upstream).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the topology test with npm run test:topology (tests/topology/run.sh)`);
  return value;
}

export const topology = {
  work: required('TOPOLOGY_WORK'),
  databaseUrl: required('TOPOLOGY_DATABASE_URL'),
  httpsPort: Number(required('TOPOLOGY_HTTPS_PORT')),
  httpPort: Number(required('TOPOLOGY_HTTP_PORT')),
  /** the shop's name (resolved to 127.0.0.1 by the test's clients) and host:port, as the browser writes it */
  serverName: required('TOPOLOGY_SERVER_NAME'),
  host: required('TOPOLOGY_HOST'),
  accessLog: required('TOPOLOGY_NGINX_ACCESS_LOG'),
  servers: {
    a: { port: Number(required('TOPOLOGY_APP_PORT_1')) },
    b: { port: Number(required('TOPOLOGY_APP_PORT_2')) },
  },
};

export type ServerName = keyof typeof topology.servers;
export const SERVER_NAMES = Object.keys(topology.servers) as ServerName[];
export const publicUrl = `https://${topology.host}`;

/** The bearer token of the app servers' /metrics, scraped from each server directly (never through nginx). */
export const TOPOLOGY_METRICS_TOKEN = 'topology-metrics-token-2026';

/** A desktop Chrome user agent: headless Chromium's own says HeadlessChrome, which the shop treats as a crawler. */
const CHROME_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * The environment of an app server configured as docs/deploy.md says for a deployment behind nginx: production,
 * the public https address, the shared PostgreSQL database, the proxy's address trusted; and the demo catalogue asked for
 * explicitly (SEED_DEMO=catalog: products to buy, the demo accounts unusable). Each server has its own DATA_DIR (its
 * own local disk): whatever must be shared cannot hide there.
 */
export function deploymentEnv(name: ServerName, extra: Record<string, string> = {}): Record<string, string> {
  const inherited = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'].flatMap((key) => (process.env[key] ? [[key, process.env[key]!]] : []));
  return {
    ...Object.fromEntries(inherited),
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(topology.servers[name].port),
    PUBLIC_URL: publicUrl,
    DATABASE_URL: topology.databaseUrl,
    // nginx on the same host: its address, as docs/deploy.md recommends (a list is safer than a hop count)
    TRUST_PROXY: '127.0.0.1',
    DATA_DIR: path.join(topology.work, `app-${name}`),
    SEED_DEMO: 'catalog',
    // server a is two workers on one port, as docs/deploy.md suggests for a machine with two cores (decision 0139)
    ...(name === 'a' ? { WEB_CONCURRENCY: '2' } : {}),
    METRICS_TOKEN: TOPOLOGY_METRICS_TOKEN,
    ...extra,
  };
}

export interface AppServer {
  name: ServerName;
  port: number;
  pid: number;
  /** set when this test worker started the process (only then is its exit code known) */
  child?: ChildProcess;
  logFile: string;
  /** resolves with the exit code (or signal name; 'gone' for a server another worker started) when the process ends */
  exited: Promise<number | string>;
  alive(): boolean;
  /** the server's output so far (stdout and stderr) */
  log(): string;
}

const pidFile = (name: ServerName) => path.join(topology.work, `app-${name}.pid`);
const logFileOf = (name: ServerName) => path.join(topology.work, `app-${name}.log`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function readLog(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

/** Starts one app server from the build, as `npm run serve` does (node --import tsx server/index.ts). */
function startServer(name: ServerName, extraEnv: Record<string, string> = {}): AppServer {
  const logFile = logFileOf(name);
  const fd = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: deploymentEnv(name, extraEnv),
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  writeFileSync(pidFile(name), String(child.pid));
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => {
      rmSync(pidFile(name), { force: true });
      resolve(code ?? signal ?? 'unknown');
    });
  });
  return {
    name,
    port: topology.servers[name].port,
    pid: child.pid!,
    child,
    logFile,
    exited,
    alive: () => child.exitCode === null && child.signalCode === null,
    log: () => readLog(logFile),
  };
}

/**
 * The server an earlier test worker started, when it still runs (Playwright replaces the worker after a failed test;
 * the servers outlive it, and the next worker takes them over instead of restarting them).
 */
function adoptServer(name: ServerName): AppServer | undefined {
  const file = pidFile(name);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8'));
  const cmdline = existsSync(`/proc/${pid}/cmdline`) ? readFileSync(`/proc/${pid}/cmdline`, 'utf8') : '';
  if (!pid || !isAlive(pid) || !cmdline.includes('server/index.ts')) {
    rmSync(file, { force: true });
    return undefined;
  }
  const exited = (async () => {
    while (isAlive(pid)) await sleep(50);
    rmSync(file, { force: true });
    return 'gone';
  })();
  return {
    name,
    port: topology.servers[name].port,
    pid,
    logFile: logFileOf(name),
    exited,
    alive: () => isAlive(pid),
    log: () => readLog(logFileOf(name)),
  };
}

/** Waits until the server answers its liveness check on its own port (start-up plumbing, not a check). */
async function waitUntilUp(server: AppServer, timeoutMs = 90_000): Promise<void> {
  let exit: number | string | undefined;
  void server.exited.then((code) => (exit = code));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exit !== undefined) throw new Error(`app server ${server.name} exited (${exit}) before it came up:\n${server.log().slice(-4000)}`);
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/api/health`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(150);
  }
  throw new Error(`app server ${server.name} did not come up within ${timeoutMs / 1000} s:\n${server.log().slice(-4000)}`);
}

/** Stops a server with SIGTERM and waits for it to exit (SIGKILL after the timeout). */
async function stopServer(server: AppServer, timeoutMs = 20_000): Promise<number | string> {
  if (!server.alive()) return server.exited;
  process.kill(server.pid, 'SIGTERM');
  const result = await Promise.race([server.exited, sleep(timeoutMs).then(() => 'timeout' as const)]);
  if (result !== 'timeout') return result;
  if (server.alive()) process.kill(server.pid, 'SIGKILL');
  return server.exited;
}

/** Stops every app server still recorded in the work folder (the run's global teardown). */
export async function stopRecordedServers(): Promise<void> {
  await Promise.all(SERVER_NAMES.map((name) => adoptServer(name)).flatMap((s) => (s ? [stopServer(s)] : [])));
}

/** Runs a documented npm script (e.g. seed:demo) with a server's deployment environment; resolves with its output. */
export function runScript(args: string[], env: Record<string, string>, input?: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', ...args], { cwd: ROOT, env, stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
    child.stdin.end(input ?? '');
  });
}

// ---------------------------------------------------------------------------------------------------------------------
// https through the proxy

export interface ShopResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text(): string;
  json<T = any>(): T;
  /** nginx's id of the request (X-Request-Id): servedBy() finds the upstream with it */
  requestId: string;
  /** Set-Cookie name=value pairs of the answer */
  cookies: Record<string, string>;
}

export interface ShopRequest {
  method?: string;
  headers?: Record<string, string>;
  /** an object is sent as JSON */
  body?: string | Buffer | object;
  /** the client's address: any 127.x.y.z (default 127.0.0.1) */
  from?: string;
  /** cookies to send (name → value) */
  cookies?: Record<string, string>;
  /** Bearer token */
  token?: string;
  /** the TLS server name (SNI) to ask for; default the shop's */
  servername?: string;
}

/** One https request to the shop through nginx, from the given loopback address, like a browser of this shop. */
export function shopFetch(pathAndQuery: string, options: ShopRequest = {}): Promise<ShopResponse> {
  const headers: Record<string, string> = {
    host: topology.host,
    'user-agent': CHROME_UA,
    accept: 'application/json, text/html;q=0.9',
    ...options.headers,
  };
  let body: Buffer | undefined;
  if (options.body !== undefined) {
    if (Buffer.isBuffer(options.body) || typeof options.body === 'string') body = Buffer.from(options.body);
    else {
      body = Buffer.from(JSON.stringify(options.body));
      headers['content-type'] ??= 'application/json';
    }
    headers['content-length'] = String(body.length);
  }
  if (options.cookies && Object.keys(options.cookies).length > 0) {
    headers.cookie = Object.entries(options.cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
  }
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: '127.0.0.1',
        port: topology.httpsPort,
        servername: options.servername ?? topology.serverName,
        localAddress: options.from ?? '127.0.0.1',
        rejectUnauthorized: false,
        agent: false,
        method: options.method ?? (body ? 'POST' : 'GET'),
        path: pathAndQuery,
        headers,
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const buffer = Buffer.concat(chunks);
          const cookies: Record<string, string> = {};
          for (const line of res.headers['set-cookie'] ?? []) {
            const [pair] = line.split(';');
            const eq = pair!.indexOf('=');
            if (eq > 0) cookies[pair!.slice(0, eq).trim()] = pair!.slice(eq + 1).trim();
          }
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: buffer,
            text: () => buffer.toString('utf8'),
            json: () => JSON.parse(buffer.toString('utf8')),
            requestId: String(res.headers['x-request-id'] ?? ''),
            cookies,
          });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timeout: ${pathAndQuery}`)));
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

// ---------------------------------------------------------------------------------------------------------------------
// nginx's access log

export interface AccessLogLine {
  line: string;
  method: string;
  path: string;
  status: number;
  /** the app server that answered last ('-' when nginx answered itself) */
  upstream: ServerName | '-' | string;
  /** every upstream tried, in order */
  upstreams: string[];
  upstreamStatuses: string[];
  requestId: string;
}

function serverOfAddress(address: string): ServerName | string {
  for (const name of SERVER_NAMES) if (address === `127.0.0.1:${topology.servers[name].port}`) return name;
  return address;
}

function parseAccessLog(text: string): AccessLogLine[] {
  const lines: AccessLogLine[] = [];
  for (const line of text.split('\n')) {
    const m =
      /"(\S+) (\S+) [^"]*" (\d{3}) \d+ upstream=(.*?) upstream_status=(.*?) request_time=\S+ upstream_time=.*? request_id=(\w+)/.exec(line);
    if (!m) continue;
    const upstreams = m[4] === '-' ? [] : m[4]!.split(/\s*[,:]\s+/).filter((s) => /^\d/.test(s));
    lines.push({
      line,
      method: m[1]!,
      path: m[2]!,
      status: Number(m[3]),
      upstreams: upstreams.map(serverOfAddress),
      upstream: upstreams.length ? serverOfAddress(upstreams.at(-1)!) : '-',
      upstreamStatuses: m[5] === '-' ? [] : m[5]!.split(/\s*[,:]\s*/),
      requestId: m[6]!,
    });
  }
  return lines;
}

/** The access log from a byte offset (logOffset() before an action, then readAccessLog(offset) after it). */
export function logOffset(): number {
  return existsSync(topology.accessLog) ? readFileSync(topology.accessLog).length : 0;
}

export function readAccessLog(fromOffset = 0): AccessLogLine[] {
  if (!existsSync(topology.accessLog)) return [];
  return parseAccessLog(readFileSync(topology.accessLog).subarray(fromOffset).toString('utf8'));
}

/** Which app server answered the request with this nginx request id (nginx logs the line after answering). */
export async function servedBy(response: ShopResponse | string): Promise<ServerName | string> {
  const id = typeof response === 'string' ? response : response.requestId;
  if (!id) throw new Error('the answer has no X-Request-Id: is deploy/nginx.conf rendered for this test?');
  const deadline = Date.now() + 3000;
  while (Date.now() < deadline) {
    const hit = readAccessLog().find((l) => l.requestId === id);
    if (hit) return hit.upstream;
    await sleep(20);
  }
  throw new Error(`no access log line for request ${id}`);
}

// ---------------------------------------------------------------------------------------------------------------------
// the app servers of a test worker

/**
 * The two app servers as the tests need them. Playwright replaces its worker after a failed test; the new worker's
 * pool starts whatever server is not running (the database keeps its state), so one failed check does not take the
 * following ones down with it.
 */
export class ServerPool {
  servers: Partial<Record<ServerName, AppServer>> = {};

  /** The server, started by this worker or taken over from an earlier one; undefined when it is not running. */
  current(name: ServerName): AppServer | undefined {
    const known = this.servers[name];
    if (known?.alive()) return known;
    this.servers[name] = adoptServer(name);
    return this.servers[name];
  }

  /** Starts the servers that are not running, all in the same tick; resolves with the errors of those that failed. */
  async start(names: ServerName[] = SERVER_NAMES, extraEnv: Record<string, string> = {}): Promise<string[]> {
    const starting = names.filter((name) => !this.current(name));
    for (const name of starting) this.servers[name] = startServer(name, extraEnv);
    const results = await Promise.allSettled(starting.map((name) => waitUntilUp(this.servers[name]!)));
    return results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason instanceof Error ? r.reason.message : r.reason)] : []));
  }

  /** Both servers up (started if needed); throws when one cannot start. */
  async ensure(): Promise<Record<ServerName, AppServer>> {
    const errors = await this.start();
    if (errors.length) throw new Error(errors.join('\n\n'));
    return this.servers as Record<ServerName, AppServer>;
  }

  /** A server this worker started itself (its exit code is then known): a taken-over one is restarted. */
  async own(name: ServerName): Promise<AppServer> {
    const server = this.current(name);
    if (server && !server.child) {
      await stopServer(server);
      this.servers[name] = undefined;
    }
    await this.ensure();
    return this.servers[name]!;
  }

  async stopAll(): Promise<void> {
    await Promise.all(SERVER_NAMES.flatMap((name) => (this.current(name) ? [stopServer(this.servers[name]!)] : [])));
  }
}
