import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTtlCache } from '../../src/lib/ttl-cache';

afterEach(() => {
  vi.useRealTimers();
});

describe('createTtlCache', () => {
  it('serves a value until its time-to-live ends', async () => {
    vi.useFakeTimers();
    const cache = createTtlCache<number>({ ttlMs: 1000 });
    let calls = 0;
    const compute = async () => ++calls;
    expect(await cache.getOrCompute('k', compute)).toBe(1);
    vi.advanceTimersByTime(999);
    expect(await cache.getOrCompute('k', compute)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await cache.getOrCompute('k', compute)).toBe(2);
  });

  it('shares one computation between concurrent callers of a key (single flight), also with ttl 0', async () => {
    for (const ttlMs of [0, 1000]) {
      const cache = createTtlCache<number>({ ttlMs });
      let calls = 0;
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const compute = async () => {
        calls++;
        await gate;
        return 42;
      };
      const all = Promise.all(Array.from({ length: 10 }, () => cache.getOrCompute('k', compute)));
      release();
      expect(await all).toEqual(Array(10).fill(42));
      expect(calls).toBe(1);
      // ttl 0 stores nothing: the next call computes again
      await cache.getOrCompute('k', compute);
      expect(calls).toBe(ttlMs === 0 ? 2 : 1);
    }
  });

  it('does not keep a failed computation', async () => {
    const cache = createTtlCache<number>({ ttlMs: 1000 });
    await expect(cache.getOrCompute('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.getOrCompute('k', async () => 7)).toBe(7);
  });

  it('drops the least recently used entry beyond max, and clones when asked', async () => {
    const cache = createTtlCache<{ n: number }>({ max: 2, ttlMs: 1000, clone: true });
    cache.set('a', { n: 1 });
    cache.set('b', { n: 2 });
    cache.get('a');
    cache.set('c', { n: 3 });
    expect(cache.get('b')).toBeUndefined();
    const a = cache.get('a')!;
    a.n = 99;
    expect(cache.get('a')).toEqual({ n: 1 });
  });

  it('copies with the given function when clone is one', async () => {
    const copies: number[] = [];
    const cache = createTtlCache<{ n: number }>({
      ttlMs: 1000,
      clone: (v) => {
        copies.push(v.n);
        return { ...v };
      },
    });
    cache.set('a', { n: 1 });
    const a = cache.get('a')!;
    a.n = 99;
    expect(cache.get('a')).toEqual({ n: 1 });
    expect(await cache.getOrCompute('b', async () => ({ n: 2 }))).toEqual({ n: 2 });
    expect(copies).toEqual([1, 1, 1, 2, 2]); // stored, handed out twice; b stored and handed out
  });
});
