import type { MetaDescriptor } from 'react-router';
import type { Locale, Translate } from '@/i18n';
import { seoMeta } from '~/lib/seo/seo';
import { hasFilters, pageSearch, type ListingState } from './listing-state';

/**
 * Meta tags of a listing page (through the shared app/lib/seo/seo.ts): title (with the page number past page 1),
 * description, canonical URL (the path plus ?page=N when N > 1, without filters or sort), Open Graph and Twitter
 * card, prev/next links, noindex for filtered or re-sorted views, and the given JSON-LD blocks (BreadcrumbList).
 */
export function listingMeta(options: {
  t: Translate;
  locale?: Locale;
  publicUrl: string;
  path: string;
  title: string;
  description: string;
  state: ListingState;
  pageCount: number;
  image?: string | null;
  jsonLd?: unknown[];
}): MetaDescriptor[] {
  const { t, state, pageCount, path } = options;
  const base = options.publicUrl.replace(/\/+$/, '');
  const page = state.page;
  const pageTitle = page > 1 ? t('listing.meta_page', { title: options.title, page }) : options.title;
  const clean = {
    ...state,
    brand: [],
    motif: [],
    color: [],
    size: [],
    param: [],
    priceFrom: null,
    priceTo: null,
    inStock: false,
    sort: 'recommended' as const,
  };
  // prev/next keep the filters of the view (a filtered view is noindex but its pages still link up)
  const sibling = (p: number) => `${base}${path}${pageSearch(state, p)}`;
  const extra: MetaDescriptor[] = [];
  if (state.from > 1) extra.push({ tagName: 'link', rel: 'prev', href: sibling(state.from - 1) });
  if (page < pageCount) extra.push({ tagName: 'link', rel: 'next', href: sibling(page + 1) });
  return seoMeta(
    { publicUrl: base, locale: options.locale ?? 'sk', siteName: t('app.title') },
    {
      title: pageTitle,
      description: options.description,
      path: `${path}${pageSearch(clean, page)}`,
      type: 'website',
      image: options.image,
      noindex: hasFilters(state) || state.sort !== 'recommended',
      jsonLd: options.jsonLd,
      extra,
    },
  );
}
