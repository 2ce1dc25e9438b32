import { useEffect, useRef, useState } from 'react';
import type { Suggestions } from '@/domain/catalog/search';

/** Suggestions start at this many characters of the query. */
const SUGGEST_MIN_CHARS = 2;
/** Typing pause before a request. */
const SUGGEST_DEBOUNCE_MS = 200;
const CACHE_SIZE = 30;

/**
 * Header autocomplete data: GET /api/search/suggest?q=… (answer `{ data: Suggestions }`) debounced by 200 ms, a stale
 * request is aborted when the query changes, recent answers are cached. Any failure means "no suggestions" (the search
 * form still works); `null` = nothing to show.
 */
export function useSuggestions(query: string, enabled: boolean): Suggestions | null {
  const [result, setResult] = useState<Suggestions | null>(null);
  const cache = useRef(new Map<string, Suggestions>());
  const q = query.trim();
  const active = enabled && Array.from(q).length >= SUGGEST_MIN_CHARS;

  useEffect(() => {
    if (!active) {
      setResult(null);
      return;
    }
    const key = q.toLowerCase();
    const cached = cache.current.get(key);
    if (cached) {
      setResult(cached);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const res = await fetch(`/api/search/suggest?q=${encodeURIComponent(q)}`, {
          signal: controller.signal,
          headers: { accept: 'application/json' },
        });
        if (!res.ok) throw new Error(`suggest ${res.status}`);
        const body = (await res.json()) as { data?: Suggestions };
        const data = body?.data;
        if (!data || !Array.isArray(data.products) || !Array.isArray(data.categories)) throw new Error('suggest: unexpected answer');
        cache.current.set(key, data);
        if (cache.current.size > CACHE_SIZE) cache.current.delete(cache.current.keys().next().value as string);
        if (!controller.signal.aborted) setResult(data);
      } catch {
        if (!controller.signal.aborted) setResult(null);
      }
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [q, active]);

  return active ? result : null;
}
