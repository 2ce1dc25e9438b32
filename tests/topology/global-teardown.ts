/** Stops the app servers the topology spec left running (tests/topology/run.sh stops nginx and drops the database). */
import { stopRecordedServers } from './harness';

export default async function globalTeardown() {
  await stopRecordedServers();
}
