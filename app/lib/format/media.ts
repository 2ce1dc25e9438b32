/** Local media addresses for <img>: only paths under /media (never an outside host), resized by the media route. */

/** Widths the media route serves (server/media.ts IMAGE_WIDTHS). */
export type MediaWidth = 80 | 160 | 240 | 320 | 480 | 640 | 800 | 1200;

/** `/media/x.webp` at a width → `/media/x.webp?w=320`; null for anything that is not a local media path. */
export function mediaUrl(image: string | null | undefined, width: MediaWidth): string | null {
  if (!image || /^(https?:)?\/\//i.test(image)) return null;
  const path = image.startsWith('/') ? image : `/media/${image}`;
  return path.startsWith('/media/') ? `${path}?w=${width}` : null;
}

/** A srcset of the given widths for a local media path (undefined when the path is not local). */
export function mediaSrcSet(image: string | null | undefined, widths: readonly MediaWidth[]): string | undefined {
  const parts = widths.map((w) => (mediaUrl(image, w) ? `${mediaUrl(image, w)} ${w}w` : null)).filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : undefined;
}
