import type { AppConfig } from './config';
import type { Db, DbHandle } from './db/client';
import { listCategoryTree, type CategoryNode } from './domain/catalog/categories';
import { createListingFacetCache, type ListingFacetCache, type ListingResult } from './domain/catalog/listing';
import type { SearchResults, Suggestions } from './domain/catalog/search';
import { listBannersByKey, type BannersByKey } from './domain/content/banners';
import { listCurrencies, listSearchPlaceholders, type CurrencyView } from './domain/lists/lists';
import { loadShopSettings, type ShopSettings } from './domain/settings/settings';
import { translator, type Translate } from './i18n';
// the back office's texts (the storefront's JavaScript does not carry them; the server always has them)
import './i18n/admin';
import './i18n/load-cs';
import { cachedValue, type CachedValue } from './lib/cached-value';
import { createTtlCache, type TtlCache } from './lib/ttl-cache';
import { createMailer, type Mailer } from './mail/mailer';

/**
 * Everything stateful a request may need, created once per process and handed to Hono handlers and React Router
 * loaders (context.services). Nothing else keeps module-level state.
 */
export interface AppServices {
  config: AppConfig;
  db: Db;
  dbKind: DbHandle['kind'];
  t: Translate;
  /** Shop settings, cached for one second so a change (maintenance!) is obeyed within a second on every server. */
  settings: CachedValue<ShopSettings>;
  /**
   * What the frame of every page shows (category tree, currencies, search placeholders, banners), cached for
   * FRAME_CACHE_MS: one query set per app server every few seconds instead of four per page view.
   */
  frame: CachedValue<FrameData>;
  /**
   * Facet counts of listings (the costliest part of a listing, changing slowly), shared by the listing API and the
   * category, search and special-listing pages: counts may lag stock and sale windows by a minute, items never do.
   */
  listingFacets: ListingFacetCache;
  /**
   * Whole catalogue answers (listings, search, suggestions) for config.catalogCacheMs (default 10 s): identical
   * requests within that time are answered from memory and concurrent ones share one computation. Tiles (prices,
   * 'Skladom N ks') may lag by that long; carts and orders always read the database.
   */
  catalogCache: { listings: TtlCache<ListingResult>; search: TtlCache<SearchResults>; suggestions: TtlCache<Suggestions> };
  /** Outgoing e-mail: SMTP when configured, .eml files under DATA_DIR/mail otherwise. */
  mailer: Mailer;
  now: () => Date;
}

export interface FrameData {
  categoryTree: CategoryNode[];
  currencies: CurrencyView[];
  searchPlaceholders: Array<{ text: string }>;
  banners: BannersByKey;
}

/** How long frame data may be stale; back-office changes show on the storefront within this time. */
export const FRAME_CACHE_MS = 5000;

export function createServices(config: AppConfig, handle: DbHandle): AppServices {
  return {
    config,
    db: handle.db,
    dbKind: handle.kind,
    t: translator(config.locale),
    settings: cachedValue(() => loadShopSettings(handle.db), 1000),
    frame: cachedValue(async () => {
      const [categoryTree, currencies, searchPlaceholders, banners] = await Promise.all([
        listCategoryTree(handle.db),
        listCurrencies(handle.db),
        listSearchPlaceholders(handle.db),
        listBannersByKey(handle.db, new Date()),
      ]);
      return { categoryTree, currencies, searchPlaceholders, banners };
    }, FRAME_CACHE_MS),
    listingFacets: createListingFacetCache({ max: 500, ttlMs: 60_000 }),
    catalogCache: {
      listings: createTtlCache<ListingResult>({ max: 1000, ttlMs: config.catalogCacheMs }),
      search: createTtlCache<SearchResults>({ max: 500, ttlMs: config.catalogCacheMs }),
      suggestions: createTtlCache<Suggestions>({ max: 1000, ttlMs: config.catalogCacheMs }),
    },
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir }),
    now: () => new Date(),
  };
}
