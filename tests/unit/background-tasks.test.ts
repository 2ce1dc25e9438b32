/**
 * services.background (decision 0075): drain waits for a slow task and for tasks started by a task, a failing task is
 * logged with its name and never rejects, and drain answers how many were left when its time ran out.
 */
import { describe, expect, it } from 'vitest';
import { createBackgroundTasks } from '../../src/lib/background-tasks';

function recordingLog() {
  const errors: Array<{ obj: object; msg: string }> = [];
  return { errors, error: (obj: object, msg: string) => void errors.push({ obj, msg }) };
}

const later = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('background tasks', () => {
  it('drain waits for a slow task and logs a failing one without rejecting', async () => {
    const log = recordingLog();
    const tasks = createBackgroundTasks(log);
    const done: string[] = [];
    const failure = new Error('SMTP down');
    tasks.run('slow mail', () => later(50).then(() => void done.push('slow')));
    tasks.run('failing mail', () => later(10).then(() => Promise.reject(failure)));
    tasks.run('throws at once', () => {
      throw new Error('no template');
    });
    expect(tasks.pending).toBe(3);

    expect(await tasks.drain(5000)).toBe(0);
    expect(done).toEqual(['slow']);
    expect(tasks.pending).toBe(0);
    expect(log.errors).toHaveLength(2);
    expect(log.errors.map((e) => e.msg).sort()).toEqual(['background task failed: failing mail', 'background task failed: throws at once']);
    expect(log.errors.find((e) => e.msg.endsWith('failing mail'))!.obj).toEqual({ err: failure, task: 'failing mail' });
  });

  it('drain also waits for a task a task started', async () => {
    const tasks = createBackgroundTasks(recordingLog());
    const done: string[] = [];
    tasks.run('first', async () => {
      await later(10);
      tasks.run('second', () => later(30).then(() => void done.push('second')));
    });
    expect(await tasks.drain(5000)).toBe(0);
    expect(done).toEqual(['second']);
  });

  it('drain gives up after its timeout and answers what is still running', async () => {
    const tasks = createBackgroundTasks(recordingLog());
    let finish!: () => void;
    tasks.run('hanging', () => new Promise<void>((resolve) => (finish = resolve)));
    const t0 = performance.now();
    expect(await tasks.drain(50)).toBe(1);
    expect(performance.now() - t0).toBeLessThan(1000);
    finish();
    expect(await tasks.drain(1000)).toBe(0);
  });

  it('an empty set drains at once', async () => {
    expect(await createBackgroundTasks(recordingLog()).drain(1000)).toBe(0);
  });
});
