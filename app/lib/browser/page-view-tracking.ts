import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export type DataLayerEvent = { event: string } & Record<string, unknown>;

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** Pushes an event to the tag manager's `window.dataLayer` (created when missing). No-op on the server. */
export function pushDataLayer(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  const w = window as DataLayerWindow;
  if (!Array.isArray(w.dataLayer)) w.dataLayer = [];
  w.dataLayer.push(event);
}

/**
 * Page-view tracking (SPEC §4): `{ event: 'page_view', page_path, page_title }` after hydration and on each change of
 * the document title or of the path. A route change commits the new <title> together with the new location, so the
 * layout effect sees both; later title changes on the same page come through a MutationObserver on <head>.
 * The same path with the same title (a re-render, a revalidation, a query-only change) is not pushed twice.
 */
export function usePageViewTracking(): void {
  const location = useLocation();
  const committed = useRef({ pathname: '', search: '', lastKey: '' });

  const track = () => {
    const state = committed.current;
    if (!state.pathname) return;
    const title = document.title;
    const key = `${state.pathname}\n${title}`;
    if (key === state.lastKey) return;
    state.lastKey = key;
    pushDataLayer({ event: 'page_view', page_path: state.pathname + state.search, page_title: title });
  };
  const trackRef = useRef(track);
  trackRef.current = track;

  useLayoutEffect(() => {
    committed.current.pathname = location.pathname;
    committed.current.search = location.search;
    trackRef.current();
  }, [location.pathname, location.search]);

  useEffect(() => {
    const observer = new MutationObserver(() => trackRef.current());
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, []);
}
