import { startTransition, useEffect, useState } from 'react';

/** Set by the first component that mounts in the browser: later mounts (client navigation) start hydrated. */
let pageHydrated = false;

/** true once the page's hydration has committed (a component rendering now is a client-side mount). */
export function isPageHydrated(): boolean {
  return pageHydrated;
}

/** Called from an effect: the hydration render has committed. */
export function markPageHydrated(): void {
  pageHydrated = true;
}

/**
 * false during the server render and hydration, true afterwards: lets controls enhance no-JS fallbacks.
 * The switch is a transition, so React re-renders the enhanced controls (the whole header among them) in small
 * slices after hydration, not in one long task. (useSyncExternalStore with a server snapshot re-rendered them at
 * once, synchronously: a long task of ~130 ms at Lighthouse's 4x CPU throttling.)
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after the first commit
  }, []);
  return hydrated;
}
