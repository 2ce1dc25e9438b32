/**
 * Work a request starts and does not wait for (decision 0075): the shop's e-mail about a new order, sent after the
 * shopper's answer. Each app server owns one set (services.background); graceful shutdown and the tests' cleanup
 * `drain()` it before the database closes, so no task runs against a closed pool or a removed data folder and a
 * shutdown loses none. A failure is logged with the task's name; it never reaches the request that started it.
 */
export interface BackgroundTasks {
  /** Starts `task` now and keeps it until it settles; never throws and never rejects. */
  run(name: string, task: () => Promise<unknown>): void;
  /**
   * Waits until every task started so far, and any they start, has settled, at most `timeoutMs`. Answers how many
   * were still running when the time ran out (0 = all done).
   */
  drain(timeoutMs: number): Promise<number>;
  /** how many tasks are running */
  readonly pending: number;
}

interface ErrorLog {
  error(obj: object, msg: string): void;
}

export function createBackgroundTasks(log: ErrorLog): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      const settled: Promise<void> = Promise.resolve()
        .then(task)
        .then(
          () => {},
          (error: unknown) => log.error({ err: error, task: name }, `background task failed: ${name}`),
        )
        .finally(() => running.delete(settled));
      running.add(settled);
    },
    async drain(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), timeoutMs);
      });
      try {
        // a task may start another one: wait until the set stays empty
        while (running.size > 0) {
          if ((await Promise.race([Promise.allSettled([...running]), timeout])) === 'timeout') return running.size;
        }
        return 0;
      } finally {
        clearTimeout(timer);
      }
    },
    get pending() {
      return running.size;
    },
  };
}
