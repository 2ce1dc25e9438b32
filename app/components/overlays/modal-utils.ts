import type { KeyboardEvent as ReactKeyboardEvent } from 'react';

/** Helpers for the custom (server-rendered) modal of the age gate; the intro popup uses the native <dialog>. */

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[inert]'));
}

/**
 * Makes everything outside `element` inert (not focusable, not clickable, hidden from assistive technology) by
 * setting `inert` on the siblings of `element` and of each of its ancestors up to <body>. Returns the undo function,
 * which restores only what it changed.
 */
export function inertOutside(element: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  let node: HTMLElement | null = element;
  while (node && node !== document.body && node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling === node || !(sibling instanceof HTMLElement)) continue;
      if (sibling.tagName === 'SCRIPT' || sibling.tagName === 'STYLE' || sibling.hasAttribute('inert')) continue;
      sibling.setAttribute('inert', '');
      changed.push(sibling);
    }
    node = node.parentElement;
  }
  return () => {
    for (const el of changed) el.removeAttribute('inert');
  };
}

/** Keeps Tab / Shift+Tab inside `root` (call from its keydown handler). */
export function trapTabKey(event: KeyboardEvent | ReactKeyboardEvent, root: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const items = focusableIn(root);
  if (items.length === 0) {
    event.preventDefault();
    return;
  }
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !root.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !root.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** Locks page scrolling while a modal is open; returns the undo function. */
export function lockScroll(): () => void {
  const root = document.documentElement;
  const previous = root.style.overflow;
  root.style.overflow = 'hidden';
  return () => {
    root.style.overflow = previous;
  };
}

/** Widths /media/ can resize images to (server/media.ts IMAGE_WIDTHS). */
const MEDIA_WIDTHS = [80, 160, 240, 320, 480, 640, 800, 1200];

/**
 * URL of a banner image: absolute and rooted addresses are kept, a bare name is taken as a path under /media/.
 * Raster images under /media/ are asked for at `width` (rounded up to a width the media route serves).
 */
export function bannerImageUrl(image: string | null | undefined, width?: number): string | null {
  if (!image) return null;
  let url = image;
  if (!/^(https?:)?\/\//i.test(image) && !image.startsWith('/') && !image.startsWith('data:'))
    url = `/media/${image.replace(/^\.?\/+/, '')}`;
  if (width && url.startsWith('/media/') && !url.includes('?') && /\.(webp|png|jpe?g)$/i.test(url)) {
    const w = MEDIA_WIDTHS.find((candidate) => candidate >= width) ?? MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1];
    url = `${url}?w=${w}`;
  }
  return url;
}

/** Window event fired when the visitor confirms the age gate (the intro popup waits for it). */
export const AGE_CONFIRMED_EVENT = 'shop:age-confirmed';
