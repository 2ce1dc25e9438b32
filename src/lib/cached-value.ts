/** A value loaded on demand and kept for `ttlMs`; concurrent callers share one load. */
export interface CachedValue<T> {
  get(): Promise<T>;
  invalidate(): void;
}

/**
 * Past `ttlMs` the value is stale: for another `ttlMs` callers still get it at once while one fresh load runs in the
 * background (stale-while-revalidate), so a busy server never makes every request wait for the reload at the moment
 * the value expires (a p99 spike every few seconds). Older than that (an idle server), or after `invalidate()`,
 * callers wait for a fresh load. A load started before `invalidate()` never stores its result. A failed background
 * load is reported through `onRefreshError` and the stale value is kept; the next caller tries again.
 */
export function cachedValue<T>(
  load: () => Promise<T>,
  ttlMs: number,
  now: () => number = Date.now,
  onRefreshError: (error: unknown) => void = (error) => console.error('Background refresh of a cached value failed:', error),
  /** called on every get() with whether it was answered from memory (metrics) */
  onLookup?: (hit: boolean) => void,
): CachedValue<T> {
  let value: T | undefined;
  let loadedAt = -Infinity;
  let generation = 0;
  let pending: { generation: number; promise: Promise<T> } | undefined;

  function startLoad(): Promise<T> {
    if (pending && pending.generation === generation) return pending.promise;
    const loadGeneration = generation;
    const promise = load()
      .then((loaded) => {
        if (loadGeneration === generation) {
          value = loaded;
          loadedAt = now();
        }
        return loaded;
      })
      .finally(() => {
        if (pending?.promise === promise) pending = undefined;
      });
    pending = { generation: loadGeneration, promise };
    return promise;
  }

  return {
    async get() {
      if (value !== undefined) {
        const age = now() - loadedAt;
        if (age < ttlMs) {
          onLookup?.(true);
          return value;
        }
        if (age < 2 * ttlMs) {
          startLoad().catch(onRefreshError);
          onLookup?.(true);
          return value;
        }
      }
      onLookup?.(false);
      return startLoad();
    },
    invalidate() {
      generation += 1;
      value = undefined;
      loadedAt = -Infinity;
    },
  };
}
