import { startTransition, useEffect, useState } from 'react';

/**
 * Set by the first component that mounts in the browser: later mounts (client navigation) start hydrated. The
 * browser's hydration goes on in later tasks for the parts that wait for one (decision 0137): `firstHydration`
 * counts it as running until the last of them is done.
 */
let pageHydrated = false;
let firstHydration = false;

/** true once the page's hydration has committed (a component rendering now is a client-side mount). */
export function isPageHydrated(): boolean {
  return pageHydrated && !firstHydration;
}

/** Called by the browser entry: the page's first hydration starts, or its last deferred part is done. */
export function setFirstHydrationRunning(running: boolean): void {
  firstHydration = running;
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
  const [hydrated, setHydrated] = useState(isPageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after the first commit
  }, []);
  return hydrated;
}
