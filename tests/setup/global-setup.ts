/**
 * Vitest global setup: prepares the template database once per run and hands its description to the test workers
 * (`inject('testDatabase')`). The teardown removes the template and any databases the run left behind.
 */
import type { TestProject } from 'vitest/node';
import { dropRunDatabases, dropTemplate, preparePgliteTemplate, preparePostgresTemplate, type TestDatabaseInfo } from './database-template';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseInfo;
  }
}

export default async function setup(project: TestProject) {
  const started = performance.now();
  const url = process.env.TEST_DATABASE_URL?.trim();
  let info: TestDatabaseInfo;
  if (url) {
    const dropped = await dropRunDatabases(url, process.pid);
    if (dropped.length) console.log(`[test-db] dropped ${dropped.length} leftover test database(s): ${dropped.join(', ')}`);
    info = await preparePostgresTemplate(url, process.pid);
  } else {
    info = await preparePgliteTemplate();
  }
  const where = info.kind === 'postgres' ? `PostgreSQL template ${info.template}` : 'PGlite template dump';
  console.log(`[test-db] ${where} ready in ${Math.round(performance.now() - started)} ms${info.seeded ? '' : ' (not seeded)'}`);
  project.provide('testDatabase', info);

  return async () => {
    await dropTemplate(info);
  };
}
