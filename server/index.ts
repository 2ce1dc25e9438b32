import { issueDueDocuments } from '../src/domain/invoices/invoices';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { loadConfig, type AppConfig } from '../src/config';
import { deploymentProblems, deploymentWarnings } from '../src/deployment';
import { openDatabase } from '../src/db/client';
import { prepareDatabase } from '../src/db/migrate';
import { seedOnStart } from '../src/seed/ensure-demo';
import { createServices } from '../src/services';
import { notifyRestockedWatchdogs } from '../src/domain/watchdogs/restock-notifier';
import { purgeExpired } from '../src/domain/housekeeping/purge';
import { startScheduler } from '../src/jobs/scheduler';
import { createLogger } from '../src/observability/logger';
import { clusterMetricsText, isClusterWorker, runPrimary, serveFromPrimary } from './cluster';
import { gracefulShutdown } from './http/graceful-shutdown';
import type { Server } from 'node:http';
import '../app/context';
import { createApp } from './app';

/** How often each app server looks for order e-mails due for a retry or left by another server (decision 0095). */
const MAIL_OUTBOX_POLL_MS = 5000;

const root = path.resolve(import.meta.dirname, '..');

async function start() {
  const config = loadConfig();
  // a production start with an unsafe configuration stops here, naming every problem (decision 0042)
  const problems = deploymentProblems(config);
  if (problems.length > 0) throw new Error(`Refusing to start in production mode (see docs/deploy.md):\n  - ${problems.join('\n  - ')}`);
  // WEB_CONCURRENCY > 1: this process only supervises that many app servers, its workers (decision 0139)
  if (config.webConcurrency > 1 && !isClusterWorker()) {
    const code = await runPrimary({
      workers: config.webConcurrency,
      port: config.port,
      host: config.host,
      shutdownTimeoutMs: config.shutdownTimeoutMs,
      log: createLogger(config.logLevel),
    });
    process.exit(code);
  }
  if (!isClusterWorker())
    for (const warning of deploymentWarnings({ ...config, paymentGatewayTest: config.paymentGateway?.test ?? false }))
      console.warn(`[config] ${warning}`);
  await main(config);
}

async function main(config: AppConfig) {
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
    poolSize: config.databasePoolSize,
  });
  // demo mode: the demo shop; production: nothing, or the catalogue without usable demo accounts (decision 0042);
  // migrations and the seed under the start-up lock (decision 0046)
  await prepareDatabase(handle, (db) => seedOnStart(db, config));
  // a worker's /metrics answers for all workers of this app server (decision 0139)
  const services = createServices(config, handle, isClusterWorker() ? { metricsExposition: clusterMetricsText } : {});
  // scheduled jobs, each tick run by one app server only (decision 0046): restock e-mails for variants back in
  // stock every WATCHDOG_INTERVAL_MS, housekeeping every HOUSEKEEPING_INTERVAL_MS, due invoices every INVOICE_INTERVAL_MS (0 = off)
  const stopScheduler = startScheduler(services, [
    {
      name: 'restock-watchdogs',
      intervalMs: config.watchdogIntervalMs,
      run: () =>
        notifyRestockedWatchdogs({
          db: services.db,
          mailer: services.mailer,
          t: services.t,
          publicUrl: config.publicUrl,
          now: services.now,
        }),
    },
    { name: 'housekeeping', intervalMs: config.housekeepingIntervalMs, run: () => purgeExpired(services.db, services.now()) },
    // invoices and credit notes an order is due but did not get at once (decision 0098)
    { name: 'invoices', intervalMs: config.invoiceIntervalMs, run: () => issueDueDocuments({ db: services.db, now: services.now }) },
  ]);

  // the order e-mails' outbox (decision 0095): kicked by each order, polled for back-offs and rows other servers left
  const stopMailOutbox = services.mailOutbox.start(MAIL_OUTBOX_POLL_MS);

  const serverBuildPath = path.join(root, 'build/server/index.js');
  if (!existsSync(serverBuildPath)) throw new Error('No build found: run `npm run build` first (npm start does it).');
  const build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
  const handleRequest = createRequestHandler(build, 'production');
  const app = createApp(services, { storefront: handleRequest, clientDir: path.join(root, 'build/client') });
  const listening = (port: number) =>
    services.log.info(
      { port, mode: config.mode, database: handle.kind, dataDir: config.dataDir, pid: process.pid },
      `Party shop listening on http://localhost:${port}`,
    );
  // a worker of a clustered app server is handed its connections by the primary (decision 0139)
  const worker = isClusterWorker() ? serveFromPrimary(app.fetch) : undefined;
  const server = worker?.server ?? serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => listening(info.port));
  if (worker) listening(config.port);
  // Idle keep-alive connections stay open longer than the clients and load balancers in front keep them (60 s is
  // common): with Node's default of 5 s the server closed sockets a client was just reusing (ECONNRESET, seen in e2e).
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }

  // SIGTERM: report not ready, drain in-flight requests (at most SHUTDOWN_TIMEOUT_MS), then close (decision 0047)
  const shutdown = gracefulShutdown(server as Server, {
    lifecycle: services.lifecycle,
    timeoutMs: config.shutdownTimeoutMs,
    log: services.log,
    background: services.background,
    drained: worker?.drained,
    cleanup: async () => {
      stopMailOutbox();
      await stopScheduler();
      await services.caches.stop();
      await handle.close();
    },
  });
  const exit = (signal: string) =>
    void shutdown(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        services.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  process.on('SIGINT', () => exit('SIGINT'));
  process.on('SIGTERM', () => exit('SIGTERM'));
}

start().catch((error) => {
  // a configuration refusal is a message for the operator, not a stack trace
  console.error(error instanceof Error && /^(Refusing to start|Invalid configuration)/.test(error.message) ? error.message : error);
  process.exit(1);
});
