import type { MetaDescriptor } from 'react-router';
import type { Translate } from '@/i18n';
import { hasFilters, pageSearch, type ListingState } from './listing-state';

/**
 * Meta tags of a listing page: title (with the page number past page 1), description, canonical URL (the path plus
 * ?page=N when N > 1, without filters or sort), prev/next links, and noindex for filtered or re-sorted views.
 */
export function listingMeta(options: {
  t: Translate;
  publicUrl: string;
  path: string;
  title: string;
  description: string;
  state: ListingState;
  pageCount: number;
}): MetaDescriptor[] {
  const { t, state, pageCount, path } = options;
  const base = options.publicUrl.replace(/\/+$/, '');
  const page = state.page;
  const pageTitle = page > 1 ? t('listing.meta_page', { title: options.title, page }) : options.title;
  const clean = { ...state, brand: [], motif: [], color: [], size: [], param: [], priceFrom: null, priceTo: null, inStock: false, sort: 'recommended' as const };
  const href = (p: number) => `${base}${path}${pageSearch(clean, p)}`;
  const tags: MetaDescriptor[] = [
    { title: `${pageTitle} | ${t('app.title')}` },
    { name: 'description', content: options.description },
    { tagName: 'link', rel: 'canonical', href: href(page) },
    { property: 'og:title', content: pageTitle },
    { property: 'og:url', content: href(page) },
  ];
  // prev/next keep the filters of the view (a filtered view is noindex but its pages still link up)
  const sibling = (p: number) => `${base}${path}${pageSearch(state, p)}`;
  if (state.from > 1) tags.push({ tagName: 'link', rel: 'prev', href: sibling(state.from - 1) });
  if (page < pageCount) tags.push({ tagName: 'link', rel: 'next', href: sibling(page + 1) });
  if (hasFilters(state) || state.sort !== 'recommended') tags.push({ name: 'robots', content: 'noindex, follow' });
  return tags;
}
