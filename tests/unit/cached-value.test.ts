import { describe, expect, it, vi } from 'vitest';
import { cachedValue } from '../../src/lib/cached-value';

/** A load whose calls resolve when the test says so. */
function controlledLoad() {
  const calls: Array<{ resolve: (value: string) => void; reject: (error: unknown) => void }> = [];
  const load = vi.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { load, calls };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A cache (TTL 1 s, clock at 0) whose first load has resolved with 'v1'; `at(ms)` moves the clock. */
async function primedCache(onRefreshError?: (error: unknown) => void) {
  let clock = 0;
  const { load, calls } = controlledLoad();
  const cache = cachedValue(load, 1000, () => clock, onRefreshError);
  const first = cache.get();
  calls[0]!.resolve('v1');
  await first;
  return { cache, load, calls, at: (ms: number) => (clock = ms) };
}

describe('cachedValue', () => {
  it('loads once for concurrent callers and keeps the value for ttlMs', async () => {
    let clock = 0;
    const { load, calls } = controlledLoad();
    const cache = cachedValue(load, 1000, () => clock);
    const a = cache.get();
    const b = cache.get();
    calls[0]!.resolve('v1');
    expect(await a).toBe('v1');
    expect(await b).toBe('v1');
    clock = 999;
    expect(await cache.get()).toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves a stale value at once while one fresh load runs, then the fresh one', async () => {
    const { cache, load, calls, at } = await primedCache();
    at(1500); // stale, not too old
    expect(await cache.get()).toBe('v1');
    expect(await cache.get()).toBe('v1');
    expect(load).toHaveBeenCalledTimes(2); // one background load for both
    calls[1]!.resolve('v2');
    await tick();
    expect(await cache.get()).toBe('v2');
  });

  it('makes callers wait when the value is older than twice ttlMs', async () => {
    const { cache, calls, at } = await primedCache();
    at(2000);
    const next = cache.get();
    let settled = false;
    void next.then(() => (settled = true));
    await tick();
    expect(settled).toBe(false);
    calls[1]!.resolve('v2');
    expect(await next).toBe('v2');
  });

  it('after invalidate() waits for a fresh load and ignores the result of a load started before', async () => {
    const { cache, load, calls, at } = await primedCache();
    at(1500);
    expect(await cache.get()).toBe('v1'); // background load #2 starts
    cache.invalidate();
    const fresh = cache.get(); // load #3, not #2
    expect(load).toHaveBeenCalledTimes(3);
    calls[1]!.resolve('old');
    calls[2]!.resolve('new');
    expect(await fresh).toBe('new');
    await tick();
    expect(await cache.get()).toBe('new');
  });

  it('keeps the stale value when a background load fails, reports it, and tries again', async () => {
    const errors: unknown[] = [];
    const { cache, load, calls, at } = await primedCache((error) => errors.push(error));
    at(1200);
    expect(await cache.get()).toBe('v1');
    calls[1]!.reject(new Error('database down'));
    await tick();
    expect(errors).toHaveLength(1);
    expect(await cache.get()).toBe('v1');
    expect(load).toHaveBeenCalledTimes(3);
    calls[2]!.resolve('v2');
    await tick();
    expect(await cache.get()).toBe('v2');
  });

  it('rejects a waiting caller when the load fails', async () => {
    const { load, calls } = controlledLoad();
    const cache = cachedValue(load, 1000, () => 0);
    const first = cache.get();
    calls[0]!.reject(new Error('boom'));
    await expect(first).rejects.toThrow('boom');
  });
});
