/**
 * The frame of the command-line scripts (npm run seed:demo, seed:scale, admin:create): open the configured database,
 * always close it, and report a failure as one readable message with exit code 1.
 */
import path from 'node:path';
import type { AppConfig } from '../config';
import { openDatabase, type DbHandle } from './client';

/** Runs `fn` on the configured database (DATABASE_URL, or DATA_DIR/pglite) and closes it afterwards. */
export async function withConfiguredDatabase<T>(config: AppConfig, poolSize: number, fn: (handle: DbHandle) => Promise<T>): Promise<T> {
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
    poolSize,
  });
  try {
    return await fn(handle);
  } finally {
    await handle.close();
  }
}

/** A failure as the operator should read it: the message; a driver error wrapped by Drizzle, with its cause. */
function scriptErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: { message?: string } }).cause;
  // Drizzle wraps driver errors with the whole statement: its first line and the cause are the readable parts
  return cause?.message ? `${error.message.split('\n')[0]} …\n${cause.message}` : error.message;
}

/** Runs a script's main function: a failure prints its message on stderr and exits with 1. */
export function runScript(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(scriptErrorMessage(error));
    process.exit(1);
  });
}
