/** A value loaded on demand and kept for `ttlMs`; concurrent callers share one load. */
export interface CachedValue<T> {
  get(): Promise<T>;
  invalidate(): void;
}

export function cachedValue<T>(load: () => Promise<T>, ttlMs: number, now: () => number = Date.now): CachedValue<T> {
  let value: T | undefined;
  let loadedAt = -Infinity;
  let pending: Promise<T> | undefined;
  return {
    async get() {
      if (value !== undefined && now() - loadedAt < ttlMs) return value;
      if (!pending) {
        pending = load()
          .then((v) => {
            value = v;
            loadedAt = now();
            return v;
          })
          .finally(() => {
            pending = undefined;
          });
      }
      return pending;
    },
    invalidate() {
      value = undefined;
      loadedAt = -Infinity;
    },
  };
}
