/**
 * Scheduled jobs that run once per tick across all app servers (decision 0046). Every server ticks; a tick runs the
 * job only when it moves the job's lease row (job_leases.last_run_at, by the database clock) past one interval: of
 * servers ticking together exactly one wins, and servers ticking at different moments still run the job once per
 * interval between them. The jobs themselves stay safe to run twice (the restock mails claim their rows).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import type { Logger } from '../observability/logger';
import type { ShopMetrics } from '../observability/metrics';

export interface ScheduledJob {
  name: string;
  intervalMs: number;
  run: () => Promise<unknown>;
}

/** Claims this interval's run of `name`; true for exactly one of concurrent callers. */
async function claimJobTick(db: Db, name: string, intervalMs: number): Promise<boolean> {
  // a little slack so that a timer firing a few ms early does not skip a whole interval
  const dueAfterMs = Math.max(0, intervalMs - Math.min(1000, intervalMs / 10));
  const rows = await queryRows<{ name: string }>(
    db,
    sql`INSERT INTO job_leases (name, last_run_at) VALUES (${name}, clock_timestamp())
        ON CONFLICT (name) DO UPDATE SET last_run_at = clock_timestamp()
        WHERE job_leases.last_run_at <= clock_timestamp() - make_interval(secs => ${dueAfterMs / 1000})
        RETURNING name`,
  );
  return rows.length === 1;
}

/** Runs one tick of a job if this server wins its lease; returns whether it ran. */
export async function tickJob(deps: { db: Db; log: Logger; metrics: ShopMetrics }, job: ScheduledJob): Promise<boolean> {
  if (!(await claimJobTick(deps.db, job.name, job.intervalMs))) return false;
  try {
    const result = await job.run();
    deps.metrics.jobRuns.inc({ job: job.name, result: 'ok' });
    deps.log.info({ job: job.name, result }, 'scheduled job ran');
  } catch (error) {
    deps.metrics.jobRuns.inc({ job: job.name, result: 'error' });
    deps.log.error({ job: job.name, err: error }, 'scheduled job failed');
  }
  return true;
}

/** Ticks every job on its own interval (0 = off); runs of one job never overlap here. Returns the stop function. */
export function startScheduler(deps: { db: Db; log: Logger; metrics: ShopMetrics }, jobs: readonly ScheduledJob[]): () => Promise<void> {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  for (const job of jobs) {
    if (job.intervalMs <= 0) continue;
    let busy = false;
    const timer = setInterval(() => {
      if (busy) return;
      busy = true;
      const run = tickJob(deps, job)
        .catch((error: unknown) => deps.log.error({ job: job.name, err: error }, 'scheduled job tick failed'))
        .finally(() => {
          busy = false;
          running.delete(run);
        });
      running.add(run);
    }, job.intervalMs);
    timer.unref();
    timers.push(timer);
  }
  return async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.allSettled([...running]);
  };
}
