import { CHUNK_RELOAD_THROTTLE_MS } from '@/lib/constants';

/** sessionStorage key with the time (ms) of the last chunk-failure reload. */
const CHUNK_RELOAD_STORAGE_KEY = 'chunk-reload-at';

/**
 * Installs the chunk-load failure handler (SPEC §2): when a code chunk or a dynamically imported module fails to
 * load (typically after a deploy replaced the hashed assets), the page reloads once, at most once per
 * `throttleMs` (timestamp in sessionStorage; without sessionStorage it never reloads, so it cannot loop).
 *
 * Self-contained on purpose (no outer references): Layout also inlines it as `(${fn})(window, …)` in <head>, so it
 * works even when the entry scripts themselves fail before hydration. Safe to call twice.
 */
function installChunkReloadHandler(win: Window, throttleMs: number, storageKey: string): void {
  const w = win as Window & { __chunkReloadInstalled?: boolean };
  if (w.__chunkReloadInstalled) return;
  w.__chunkReloadInstalled = true;

  const patterns = [
    /failed to fetch dynamically imported module/i,
    /importing a module script failed/i,
    /error loading dynamically imported module/i,
    /unable to preload css/i,
    /loading (css )?chunk \S+ failed/i,
  ];
  const isChunkMessage = (message: unknown) => typeof message === 'string' && patterns.some((p) => p.test(message));

  const reloadOnce = () => {
    let last = 0;
    try {
      last = Number(w.sessionStorage.getItem(storageKey)) || 0;
      const now = Date.now();
      if (now - last < throttleMs && now >= last) return false;
      w.sessionStorage.setItem(storageKey, String(now));
    } catch {
      return false;
    }
    w.location.reload();
    return true;
  };

  // A failed <script type="module"> / modulepreload of our own assets: the error event fires at the element.
  const isOwnAssetElement = (target: EventTarget | null) => {
    const el = target as (HTMLElement & { src?: string; href?: string; rel?: string; type?: string }) | null;
    if (!el || typeof el.tagName !== 'string') return false;
    const tag = el.tagName.toLowerCase();
    const url = tag === 'script' ? el.src : tag === 'link' && /modulepreload/i.test(el.rel ?? '') ? el.href : '';
    if (!url) return false;
    try {
      const parsed = new URL(url, w.location.href);
      return parsed.origin === w.location.origin && parsed.pathname.startsWith('/assets/');
    } catch {
      return false;
    }
  };

  w.addEventListener(
    'error',
    (event: Event) => {
      if (event instanceof ErrorEvent) {
        if (isChunkMessage(event.message) || isChunkMessage((event.error as Error | undefined)?.message)) reloadOnce();
      } else if (isOwnAssetElement(event.target)) {
        reloadOnce();
      }
    },
    true,
  );
  w.addEventListener('unhandledrejection', (event) => {
    const reason = (event as PromiseRejectionEvent).reason as { message?: unknown } | string | undefined;
    const message = typeof reason === 'string' ? reason : reason?.message;
    if (isChunkMessage(message)) reloadOnce();
  });
  w.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce()) event.preventDefault();
  });
}

/** The inline <head> script: installs the handler before any module script runs. */
export function chunkReloadInlineScript(): string {
  return `(${installChunkReloadHandler.toString()})(window,${Number(CHUNK_RELOAD_THROTTLE_MS)},${JSON.stringify(CHUNK_RELOAD_STORAGE_KEY)});`;
}

/** For effects: installs the handler (no-op when the inline script already did). */
export function installChunkReload(): void {
  if (typeof window === 'undefined') return;
  installChunkReloadHandler(window, CHUNK_RELOAD_THROTTLE_MS, CHUNK_RELOAD_STORAGE_KEY);
}
