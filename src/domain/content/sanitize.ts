import sanitizeHtml from 'sanitize-html';
import type { TtlCache } from '../../lib/ttl-cache';

/** Rich text from the database, reduced to safe markup: no scripts, no event handlers, no javascript: links. */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'a',
      'ul',
      'ol',
      'li',
      'h2',
      'h3',
      'h4',
      'blockquote',
      'hr',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'img',
      'figure',
      'figcaption',
      'span',
      'small',
      'sup',
      'sub',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
      th: ['scope', 'colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }),
      img: (tagName, attribs) => ({ tagName, attribs: { loading: 'lazy', ...attribs } }),
    },
  });
}

/**
 * sanitizeRichText remembered by the raw HTML itself (decision 0110): a changed text is another key, so an answer can
 * never be stale; the cache (AppServices.richText) only saves sanitize-html's parse of a text already seen.
 */
export function sanitizeRichTextCached(html: string | null | undefined, cache: TtlCache<string> | undefined): string {
  if (!html) return '';
  if (!cache) return sanitizeRichText(html);
  const hit = cache.get(html);
  if (hit !== undefined) return hit;
  const clean = sanitizeRichText(html);
  cache.set(html, clean);
  return clean;
}
