/**
 * Shared SEO meta for route modules: <title>, description, canonical URL (absolute, from config PUBLIC_URL through
 * the root loader's `publicUrl`), Open Graph, Twitter card, robots and JSON-LD blocks.
 *
 * Usage in a route module:
 *
 *   export const meta: Route.MetaFunction = ({ data, matches }) =>
 *     pageMeta(matches, {
 *       title: data.post.title,                   // ' | Party shop' is appended (fullTitle: true to skip)
 *       description: data.post.perex,             // plain text; HTML tags are stripped, cut to 160 characters
 *       path: `/blog/${data.post.id}/${data.post.slug}`, // canonical path (+ query when it belongs to it)
 *       type: 'article',
 *       image: data.post.image,                   // media path ('/media/x.webp' or 'x.webp') or absolute URL
 *       jsonLd: [blogPostingJsonLd, breadcrumbJsonLd(base, [...])],
 *     });
 *
 *   // a page that must not be indexed (cart, account, login, search results…)
 *   export const meta: Route.MetaFunction = ({ matches }) => noindexMeta(matches, t => t('cart.title'));
 *
 * JSON-LD goes out as React Router `{ 'script:ld+json': data }` descriptors: the <Meta> component escapes `<`, `>`
 * and `&` inside the JSON, so text like '</script>' from the database cannot end the block. For a JSON-LD block
 * rendered in the page body use `safeJsonLd()` (same escaping).
 */
import type { MetaDescriptor } from 'react-router';
import { translator, type Locale, type Translate } from '@/i18n';
import { mediaUrl } from '../format/media';
import type { RootData } from '../root/root-data';

type OgType = 'website' | 'article' | 'product' | 'profile' | 'business.business';

export interface SeoOptions {
  /** page title; ' | {site name}' is appended unless `fullTitle` */
  title: string;
  fullTitle?: boolean;
  /** plain text or HTML (tags are stripped), shortened to 160 characters */
  description?: string | null;
  /** canonical path beginning with '/' (query allowed); omitted → no canonical and no og:url */
  path?: string;
  type?: OgType;
  /** a local media path (resized to 1200 px) or an absolute http(s) URL */
  image?: string | null;
  imageAlt?: string;
  /** noindex, follow (the page's links are still followed) */
  noindex?: boolean;
  /** schema.org objects, each rendered as its own <script type="application/ld+json"> */
  jsonLd?: unknown[];
  /** more descriptors appended at the end (prev/next links, article:published_time, …) */
  extra?: MetaDescriptor[];
}

export interface SeoContext {
  publicUrl: string;
  locale: Locale;
  siteName: string;
}

const DESCRIPTION_MAX = 160;

/** The root loader's data among a meta function's `matches`. */
function rootDataFromMatches(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): RootData | undefined {
  return matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
}

/** Site address without the trailing slash ('' when unknown: paths stay relative). */
function siteOrigin(publicUrl: string | null | undefined): string {
  return (publicUrl ?? '').replace(/\/+$/, '');
}

/** '/x' → 'https://shop.sk/x'; an absolute http(s) URL is returned as is. */
export function absoluteUrl(publicUrl: string | null | undefined, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${siteOrigin(publicUrl)}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Absolute URL of an image for og:image / JSON-LD: local media at 1200 px, or an absolute http(s) URL; else null. */
export function absoluteImageUrl(publicUrl: string | null | undefined, image: string | null | undefined): string | null {
  if (!image) return null;
  if (/^https?:\/\//i.test(image)) return image;
  const local = mediaUrl(image, 1200) ?? (/^\/(?!\/)/.test(image) ? image : null);
  return local ? absoluteUrl(publicUrl, local) : null;
}

/** HTML or text → one line of plain text of at most `max` characters (cut at a word, with '…'). */
export function plainDescription(text: string | null | undefined, max = DESCRIPTION_MAX): string {
  if (!text) return '';
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

const ogLocale = (locale: Locale) => (locale === 'cs' ? 'cs_CZ' : 'sk_SK');

/** The descriptors of one page (see the module comment). */
export function seoMeta(ctx: SeoContext, options: SeoOptions): MetaDescriptor[] {
  const title = options.fullTitle ? options.title : `${options.title} | ${ctx.siteName}`;
  const description = plainDescription(options.description);
  const url = options.path !== undefined ? absoluteUrl(ctx.publicUrl, options.path) : null;
  const image = absoluteImageUrl(ctx.publicUrl, options.image);
  const tags: MetaDescriptor[] = [{ title }];
  if (description) tags.push({ name: 'description', content: description });
  if (options.noindex) tags.push({ name: 'robots', content: 'noindex, follow' });
  if (url) tags.push({ tagName: 'link', rel: 'canonical', href: url });
  tags.push(
    { property: 'og:type', content: options.type ?? 'website' },
    { property: 'og:site_name', content: ctx.siteName },
    { property: 'og:locale', content: ogLocale(ctx.locale) },
    { property: 'og:title', content: options.title },
  );
  if (description) tags.push({ property: 'og:description', content: description });
  if (url) tags.push({ property: 'og:url', content: url });
  if (image) {
    tags.push({ property: 'og:image', content: image });
    if (options.imageAlt) tags.push({ property: 'og:image:alt', content: options.imageAlt });
  }
  tags.push({ name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' });
  tags.push({ name: 'twitter:title', content: options.title });
  if (description) tags.push({ name: 'twitter:description', content: description });
  if (image) tags.push({ name: 'twitter:image', content: image });
  for (const block of options.jsonLd ?? []) if (block) tags.push(jsonLdMeta(block));
  if (options.extra) tags.push(...options.extra);
  return tags;
}

/** SEO context from a meta function's matches (site name from the message catalog, URL from the root loader). */
export function seoContext(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): SeoContext & { t: Translate } {
  const root = rootDataFromMatches(matches);
  const locale = root?.locale ?? 'sk';
  const t = translator(locale);
  return { publicUrl: siteOrigin(root?.publicUrl), locale, siteName: t('app.title'), t };
}

/** `seoMeta` for a route's meta function: `pageMeta(matches, { title, description, path, … })`. */
export function pageMeta(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>, options: SeoOptions): MetaDescriptor[] {
  return seoMeta(seoContext(matches), options);
}

/** A page that is never indexed (cart, account, login, search, thank-you pages): title + robots noindex. */
export function noindexMeta(
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
  title: string | ((t: Translate) => string),
): MetaDescriptor[] {
  const ctx = seoContext(matches);
  const text = typeof title === 'function' ? title(ctx.t) : title;
  return [{ title: `${text} | ${ctx.siteName}` }, { name: 'robots', content: 'noindex, follow' }];
}

/** Meta of a page whose loader answered 404 (its data is missing): 'Stránka nenájdená' + noindex. */
export function notFoundMeta(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): MetaDescriptor[] {
  return noindexMeta(matches, (t) => t('error.not_found_title'));
}

/** A JSON-LD block as a React Router meta descriptor (escaped by <Meta>). */
function jsonLdMeta(data: unknown): MetaDescriptor {
  return { 'script:ld+json': data as Record<string, unknown> } as MetaDescriptor;
}

/**
 * JSON for a <script type="application/ld+json"> rendered by hand: `<`, `>`, `&` and the line separators are escaped
 * as \u sequences, so no text in the data ("</script>", "<!--") can end the block or open markup.
 */
export function safeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** schema.org BreadcrumbList from (name, path) pairs; the first is usually the home page. */
export function breadcrumbJsonLd(publicUrl: string, items: ReadonlyArray<{ name: string; path: string }>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(publicUrl, item.path),
    })),
  };
}

/** `{ '@id': 'https://shop/#organization' }`: reference to the home page's Organization (publisher, organizer, …). */
export function organizationRef(publicUrl: string) {
  return { '@id': `${siteOrigin(publicUrl)}/#organization` };
}
