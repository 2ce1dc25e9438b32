/**
 * The carrier's tracking page for a parcel (decision 0072): each carrier row may hold a pattern with `{n}`, e.g.
 * Packeta's https://tracking.packeta.com/sk/?id={n}. Browser-safe.
 */
/** `{n}` in the carrier's pattern replaced by the encoded number (spaces dropped); null without a pattern or number. */
export function trackingUrlFor(pattern: string | null | undefined, trackingNumber: string | null | undefined): string | null {
  if (!pattern || !trackingNumber || !pattern.includes('{n}')) return null;
  return pattern.replaceAll('{n}', encodeURIComponent(trackingNumber.replace(/\s+/g, '')));
}
