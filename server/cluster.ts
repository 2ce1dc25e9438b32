/**
 * Several app servers in one: with WEB_CONCURRENCY=N (N > 1, PostgreSQL only) the process started by `npm start`
 * forks N workers, each a whole app server (server/index.ts `main`) on the shared port (decision 0139). The workers
 * share nothing in memory; they are the "several app servers" of decision 0045 that happen to share a machine.
 *
 * The primary opens no database and serves no request. It
 * - owns the listening socket: it accepts each connection and hands it to the next ready worker (round robin), the
 *   way node:cluster does, but under our control: on SIGTERM the socket is closed first, so a new connection is
 *   refused (the proxy tries another app server) instead of being accepted by a primary whose workers have stopped
 *   taking connections (a 502 for the proxy, seen in the topology test);
 * - starts listening when the first worker is ready (migrations done), so no connection waits for a start-up;
 * - forks the workers and forks a new one when a running worker dies (at most one a second);
 * - stops, exit code 1, when a worker dies before it was ever ready (a configuration or migration failure would only
 *   repeat);
 * - on SIGTERM/SIGINT closes the socket, sends SIGTERM to every worker, each drains as a single server does
 *   (decision 0047), and exits once they all have (0 when every worker stopped cleanly); after the drain time it kills
 *   what is left;
 * - answers the workers' /metrics: the registries of all workers summed into one exposition (prom-client's
 *   AggregatorRegistry), so a scrape of the port sees the whole app server, not the worker that took the connection.
 */
import cluster, { type Worker } from 'node:cluster';
import type { Server } from 'node:http';
import net from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { AggregatorRegistry, type Registry } from 'prom-client';

/** The IPC messages between a worker's /metrics handler and the primary. */
const METRICS_ASK = 'shop:metrics-ask';
const METRICS_ANSWER = 'shop:metrics-answer';
/** A worker tells the primary it is ready for connections; the primary sends it one (with the socket). */
const WORKER_READY = 'shop:worker-ready';
const CONNECTION = 'shop:connection';

interface MetricsAsk {
  type: typeof METRICS_ASK;
  id: number;
}
interface MetricsAnswer {
  type: typeof METRICS_ANSWER;
  id: number;
  text?: string;
  error?: string;
}

/** A worker that dies after this long is replaced; one that dies sooner waits until this long since its start. */
const RESTART_INTERVAL_MS = 1000;
/** Added to the workers' drain time before the primary kills a worker that has not stopped. */
const KILL_GRACE_MS = 5000;

interface PrimaryLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export function isClusterWorker(): boolean {
  return cluster.isWorker;
}

/**
 * Runs the primary: forks `workers` app servers, accepts connections on `port` for them and supervises them until a
 * signal or a start-up failure. Resolves with the process exit code.
 */
export function runPrimary(options: {
  workers: number;
  port: number;
  host: string;
  shutdownTimeoutMs: number;
  log: PrimaryLog;
}): Promise<number> {
  const { log } = options;
  const aggregator = new AggregatorRegistry();
  const startedAt = new Map<Worker, number>();
  /** workers ready for connections, in the order they are handed them */
  const ready: Worker[] = [];
  /** connections accepted while no worker was ready (a restart of the only live worker) */
  const waiting: net.Socket[] = [];
  let turn = 0;
  let stopping = false;
  let failed = false;

  const hand = (socket: net.Socket) => {
    const live = ready.filter((worker) => worker.isConnected());
    if (live.length === 0) {
      waiting.push(socket);
      return;
    }
    const worker = live[turn++ % live.length]!;
    // the socket is closed here once sent; a worker that died meanwhile cannot answer, so the client is cut off
    worker.send({ type: CONNECTION }, socket, (error) => {
      if (error) socket.destroy();
    });
  };
  const listener = net.createServer({ pauseOnConnect: true }, hand);

  return new Promise<number>((resolve) => {
    listener.on('error', (error) => {
      log.error({ err: error, port: options.port }, 'cannot listen');
      failed = true;
      stop('listen-error');
    });

    const fork = () => {
      const worker = cluster.fork();
      startedAt.set(worker, Date.now());
      worker.on('message', (message: MetricsAsk | { type: typeof WORKER_READY }) => {
        if (message?.type === WORKER_READY) {
          ready.push(worker);
          if (!listener.listening && !stopping)
            listener.listen(options.port, options.host, () => log.info({ port: options.port }, 'accepting connections for the workers'));
          for (const socket of waiting.splice(0)) hand(socket);
          return;
        }
        if (message?.type !== METRICS_ASK) return;
        aggregator.clusterMetrics().then(
          (text) => worker.send({ type: METRICS_ANSWER, id: message.id, text } satisfies MetricsAnswer),
          (error: unknown) => worker.send({ type: METRICS_ANSWER, id: message.id, error: String(error) } satisfies MetricsAnswer),
        );
      });
    };

    const finishIfDone = () => {
      if (Object.keys(cluster.workers ?? {}).length > 0) return;
      log.info({ failed }, 'all workers stopped');
      resolve(failed ? 1 : 0);
    };

    const stop = (signal: string) => {
      if (stopping) return;
      stopping = true;
      // first refuse new connections, then let every worker finish the ones it has
      listener.close();
      for (const socket of waiting.splice(0)) socket.destroy();
      log.info({ signal }, 'stopping the workers');
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
      setTimeout(
        () => {
          for (const worker of Object.values(cluster.workers ?? {})) {
            log.warn({ pid: worker?.process.pid }, 'worker did not stop in time: killed');
            worker?.process.kill('SIGKILL');
          }
        },
        options.shutdownTimeoutMs * 2 + KILL_GRACE_MS,
      ).unref();
      finishIfDone();
    };

    cluster.on('exit', (worker, code, signal) => {
      const ran = Date.now() - (startedAt.get(worker) ?? Date.now());
      startedAt.delete(worker);
      const at = ready.indexOf(worker);
      if (at >= 0) ready.splice(at, 1);
      if (stopping) {
        if (code !== 0) failed = true;
        finishIfDone();
        return;
      }
      if (at < 0) {
        // it never served: a configuration, database or migration failure that a new worker would only repeat
        log.error({ pid: worker.process.pid, code, signal }, 'a worker stopped before it was ready: stopping the app server');
        failed = true;
        stop('worker-start-failure');
        return;
      }
      log.error({ pid: worker.process.pid, code, signal, ranMs: ran }, 'a worker died: starting another');
      setTimeout(
        () => {
          if (!stopping) fork();
        },
        Math.max(0, RESTART_INTERVAL_MS - ran),
      );
    });

    process.on('SIGTERM', () => stop('SIGTERM'));
    process.on('SIGINT', () => stop('SIGINT'));
    log.info({ workers: options.workers, pid: process.pid }, `starting ${options.workers} workers`);
    for (let i = 0; i < options.workers; i++) fork();
  });
}

/**
 * In a worker: the HTTP server for `fetch`, fed with the connections the primary accepts. It never listens itself;
 * `drained()` resolves once every connection it was given has closed (the graceful shutdown waits for it).
 */
export function serveFromPrimary(fetch: Parameters<typeof createAdaptorServer>[0]['fetch']): {
  server: Server;
  drained: () => Promise<void>;
} {
  const server = createAdaptorServer({ fetch }) as Server;
  // what Node does on 'listening': the connection list behind the header and request timeouts and closeIdleConnections
  server.emit('listening');
  const open = new Set<net.Socket>();
  let onDrained: (() => void) | undefined;
  process.on('message', (message: { type?: string }, socket?: net.Socket) => {
    if (message?.type !== CONNECTION || !socket) return;
    open.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      if (open.size === 0) onDrained?.();
    });
    server.emit('connection', socket);
    socket.resume();
  });
  process.send!({ type: WORKER_READY });
  return {
    server,
    drained: () =>
      open.size === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            onDrained = resolve;
          }),
  };
}

/**
 * In a worker: lets the primary read this worker's registry, and returns the function /metrics uses to get the
 * exposition of every worker of this app server.
 */
export function clusterMetricsText(registry: Registry, timeoutMs = 5000): () => Promise<string> {
  AggregatorRegistry.setRegistries([registry]);
  // constructing one installs prom-client's listener that answers the primary's requests for this registry
  new AggregatorRegistry();
  let next = 0;
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = next++;
      const timer = setTimeout(() => {
        process.off('message', onMessage);
        reject(new Error('the primary did not answer the metrics request'));
      }, timeoutMs);
      const onMessage = (message: MetricsAnswer) => {
        if (message?.type !== METRICS_ANSWER || message.id !== id) return;
        clearTimeout(timer);
        process.off('message', onMessage);
        if (message.error !== undefined || message.text === undefined) reject(new Error(message.error ?? 'no metrics'));
        else resolve(message.text);
      };
      process.on('message', onMessage);
      process.send!({ type: METRICS_ASK, id } satisfies MetricsAsk);
    });
}
