import { startTransition, useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { useLocation } from 'react-router';

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

/**
 * A disclosure (dropdown) driven by a button: aria-expanded, Escape closes and returns focus to the button,
 * a click outside or focus leaving the wrapper closes, a navigation closes.
 */
export function useDisclosure<TButton extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<TButton>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const location = useLocation();

  useEffect(() => {
    setOpen(false);
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (wrapperRef.current && !wrapperRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => setOpen(false), []);

  /** onBlur of the wrapper: keyboard focus moved somewhere outside → close. */
  const onBlur = useCallback((event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next)) setOpen(false);
  }, []);

  return { open, setOpen, toggle, close, buttonRef, wrapperRef, onBlur };
}
