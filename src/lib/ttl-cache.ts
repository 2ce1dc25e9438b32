/**
 * A small in-memory LRU cache with a time-to-live and single flight: while a value is being computed, every other
 * caller of the same key waits for that computation instead of starting its own (a burst on a popular page costs one
 * database round). Per process: with several app servers each keeps its own; a value may lag its source by `ttlMs`.
 */
export interface TtlCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  /** The cached value, or the result of `compute` (shared by concurrent callers; cached when `ttlMs` > 0). */
  getOrCompute(key: string, compute: () => Promise<V>): Promise<V>;
  clear(): void;
}

export interface TtlCacheOptions<V = unknown> {
  /** most entries kept (least recently used go first); default 500 */
  max?: number;
  /** how long a value is served; 0 = never stored (single flight only); default 10 000 */
  ttlMs?: number;
  /**
   * hand out copies, for values a caller may change: true = structured clones, or a copying function of the value's
   * known shape (cheaper than a structured clone); default false (values are read-only)
   */
  clone?: boolean | ((value: V) => V);
  /** called on every lookup with whether it was answered from the cache (metrics) */
  onLookup?: (hit: boolean) => void;
}

export function createTtlCache<V>(options: TtlCacheOptions<V> = {}): TtlCache<V> {
  const max = options.max ?? 500;
  const ttl = options.ttlMs ?? 10_000;
  const copy = typeof options.clone === 'function' ? options.clone : options.clone ? (v: V) => structuredClone(v) : (v: V) => v;
  const entries = new Map<string, { value: V; expires: number }>();
  const inFlight = new Map<string, Promise<V>>();
  // bumped by clear(): a computation started before it never stores its (possibly stale) result
  let generation = 0;

  const lookup = (key: string): V | undefined => {
    const hit = entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    entries.delete(key);
    entries.set(key, hit); // most recently used last
    return copy(hit.value);
  };
  const set = (key: string, value: V) => {
    if (ttl <= 0) return;
    entries.delete(key);
    entries.set(key, { value: copy(value), expires: Date.now() + ttl });
    while (entries.size > max) entries.delete(entries.keys().next().value as string);
  };
  return {
    get(key) {
      const hit = lookup(key);
      options.onLookup?.(hit !== undefined);
      return hit;
    },
    set,
    async getOrCompute(key, compute) {
      const hit = lookup(key);
      options.onLookup?.(hit !== undefined);
      if (hit !== undefined) return hit;
      let pending = inFlight.get(key);
      if (!pending) {
        const started = generation;
        const promise: Promise<V> = compute()
          .then((value) => {
            if (started === generation) set(key, value);
            return value;
          })
          .finally(() => {
            if (inFlight.get(key) === promise) inFlight.delete(key);
          });
        pending = promise;
        inFlight.set(key, pending);
      }
      return copy(await pending);
    },
    clear() {
      generation += 1;
      entries.clear();
      // callers after the clear compute afresh instead of joining a computation that may have read old data
      inFlight.clear();
    },
  };
}
