import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { loadConfig } from '../src/config';
import { deploymentProblems, deploymentWarnings } from '../src/deployment';
import { openDatabase } from '../src/db/client';
import { prepareDatabase } from '../src/db/migrate';
import { seedOnStart } from '../src/seed/ensure-demo';
import { createServices } from '../src/services';
import { startRestockWatchdogTimer } from '../src/domain/watchdogs/restock-notifier';
import '../app/context';
import { createApp, type StorefrontHandler } from './app';

const root = path.resolve(import.meta.dirname, '..');

async function main() {
  const config = loadConfig();
  // a production start with an unsafe configuration stops here, naming every problem (decision 0042)
  const problems = deploymentProblems(config);
  if (problems.length > 0) throw new Error(`Refusing to start in production mode (see docs/deploy.md):\n  - ${problems.join('\n  - ')}`);
  for (const warning of deploymentWarnings({ ...config, paymentGatewayTest: config.paymentGateway?.test ?? false })) console.warn(`[config] ${warning}`);
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
    poolSize: config.databasePoolSize,
  });
  // demo mode: the demo shop; production: nothing, or the catalogue without usable demo accounts (decision 0042);
  // migrations and the seed under the start-up lock (decision 0046)
  await prepareDatabase(handle, (db) => seedOnStart(db, config));
  const services = createServices(config, handle);
  // restock watchdogs: e-mails for variants back in stock, every WATCHDOG_INTERVAL_MS (0 = off)
  const stopWatchdogs = startRestockWatchdogTimer(
    { db: services.db, mailer: services.mailer, t: services.t, publicUrl: config.publicUrl, now: services.now },
    config.watchdogIntervalMs,
  );

  const serverBuildPath = path.join(root, 'build/server/index.js');
  if (!existsSync(serverBuildPath)) throw new Error('No build found: run `npm run build` first (npm start does it).');
  const build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
  const handleRequest = createRequestHandler(build, 'production');
  const storefront: StorefrontHandler = (request, context) => handleRequest(request, context);

  const app = createApp(services, { storefront, clientDir: path.join(root, 'build/client') });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    console.log(`Party shop listening on http://localhost:${info.port} (${config.mode} mode, ${handle.kind}, data in ${config.dataDir})`);
  });
  // Idle keep-alive connections stay open longer than the clients and load balancers in front keep them (60 s is
  // common): with Node's default of 5 s the server closed sockets a client was just reusing (ECONNRESET, seen in e2e).
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }

  const shutdown = async (signal: string) => {
    console.log(`${signal}: shutting down`);
    server.close();
    stopWatchdogs();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  // a configuration refusal is a message for the operator, not a stack trace
  console.error(error instanceof Error && /^(Refusing to start|Invalid configuration)/.test(error.message) ? error.message : error);
  process.exit(1);
});
