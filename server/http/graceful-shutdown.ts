/**
 * Graceful shutdown (decision 0047): on SIGTERM the server reports not ready (/api/ready 503), stops accepting
 * connections, closes idle keep-alive connections (busy ones get `Connection: close` with their answer), waits for
 * in-flight requests to finish — at most `timeoutMs`, then it closes what is left — then waits for the background
 * tasks those requests started (the shop's order e-mail, decision 0075; again at most `timeoutMs`) and then runs
 * `cleanup` (scheduler, listeners, database). A rolling restart behind a proxy thus loses no acknowledged order.
 */
import type { Server } from 'node:http';
import type { BackgroundTasks } from '../../src/lib/background-tasks';

export interface ShutdownOptions {
  lifecycle: { draining: boolean };
  timeoutMs: number;
  /** drained after the last request and before `cleanup` closes the database */
  background: Pick<BackgroundTasks, 'drain'>;
  cleanup: () => Promise<void>;
  /** a clustered worker's server never listens: this resolves when the connections it was given have closed (decision 0139) */
  drained?: () => Promise<void>;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

export function gracefulShutdown(server: Server, options: ShutdownOptions): (signal: string) => Promise<void> {
  let done: Promise<void> | undefined;
  return (signal) => {
    done ??= (async () => {
      options.log.info({ signal }, 'draining: no new connections, finishing in-flight requests');
      options.lifecycle.draining = true;
      const serverClosed = new Promise<void>((resolve) => server.close(() => resolve()));
      const closed = options.drained?.() ?? serverClosed;
      server.closeIdleConnections();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = await Promise.race([
        closed.then(() => false),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(true), options.timeoutMs);
        }),
      ]);
      clearTimeout(timer);
      if (timedOut) {
        options.log.warn({ timeoutMs: options.timeoutMs }, 'drain timeout: closing the remaining connections');
        server.closeAllConnections();
      }
      const unfinished = await options.background.drain(options.timeoutMs);
      if (unfinished > 0) options.log.warn({ unfinished, timeoutMs: options.timeoutMs }, 'drain timeout: background tasks left unfinished');
      await options.cleanup();
      options.log.info({}, 'stopped');
    })();
    return done;
  };
}
