import { sql } from 'drizzle-orm';
import { createCacheBus, type CacheBus, type CacheTopic } from './cache-bus';
import type { AppConfig } from './config';
import { APPLICATION_NAME, queryRows, type Db, type DbHandle } from './db/client';
import { createFileStore, type FileStore } from './db/file-store';
import { listCategoryTree, type CategoryNode } from './domain/catalog/categories';
import { createListingFacetCache, type ListingFacetCache, type ListingResult, type ProductTile } from './domain/catalog/listing';
import type { SearchResults, Suggestions } from './domain/catalog/search';
import { listBannersByKey, type BannersByKey } from './domain/content/banners';
import { loadDeliveryRecords, type DeliveryRecords } from './domain/checkout/delivery-payment-facts';
import { createCompanyRegistry, type CompanyRegistry } from './domain/company-registry/company-registry';
import { createPacketaDirectory, type PacketaDirectory } from './domain/packeta/packeta-points';
import { createAppSecrets, type AppSecrets } from './domain/security/app-secrets';
import { listCurrencies, listSearchPlaceholders, type CurrencyView } from './domain/lists/lists';
import { loadShopSettings, type ShopSettings } from './domain/settings/settings';
import { translator, type Translate } from './i18n';
// the back office's texts (the storefront's JavaScript does not carry them; the server always has them)
import './i18n/admin';
import './i18n/load-cs';
import { createBackgroundTasks, type BackgroundTasks } from './lib/background-tasks';
import { cachedValue, type CachedValue } from './lib/cached-value';
import { createPageCache, type PageCache } from './lib/page-cache';
import { createTtlCache, type TtlCache } from './lib/ttl-cache';
import { createMailer, type Mailer } from './mail/mailer';
import { createMailOutbox, type MailOutbox } from './mail/order-mail-outbox';
import { createLogger, type Logger } from './observability/logger';
import { createMetrics, type MetricsExposition, type ShopMetrics } from './observability/metrics';

/**
 * Everything stateful a request may need, created once per process and handed to Hono handlers and React Router
 * loaders (context.services). Nothing else keeps module-level state.
 */
export interface AppServices {
  config: AppConfig;
  db: Db;
  dbKind: DbHandle['kind'];
  t: Translate;
  /**
   * Shop settings, cached for one second. `invalidate()` drops it on every app server at once (decision 0045);
   * the second is the backstop.
   */
  settings: CachedValue<ShopSettings>;
  /**
   * What the frame of every page shows (category tree, currencies, search placeholders, banners), cached for
   * FRAME_CACHE_MS: one query set per app server every few seconds instead of four per page view. `invalidate()`
   * drops it on every app server at once.
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
  catalogCache: {
    listings: TtlCache<ListingResult>;
    /** product rows without a total (listProductRow: the home page's rows) */
    rows: TtlCache<ProductTile[]>;
    search: TtlCache<SearchResults>;
    suggestions: TtlCache<Suggestions>;
  };
  /**
   * Sanitized rich text (product descriptions) keyed by the raw HTML (decision 0110): sanitize-html once per text seen,
   * not on every product answer. A changed text is a new key, so nothing here can be stale; a catalogue change still
   * empties it (on every app server, through `caches`) so texts no longer used do not linger.
   */
  richText: TtlCache<string>;
  /**
   * Invalidation of the caches above on every app server (decision 0045): `caches.invalidate('catalog')` after a
   * product, price, stock or category change drops listing answers, facets, search answers and the frame's tree.
   */
  caches: CacheBus;
  /**
   * Guests' finished pages (decision 0094), purged by tag or wholesale through `caches` on every app server: a
   * product change purges its pages, a settings, frame, category or content change all of them.
   */
  pageCache: PageCache;
  /** Uploaded files, in the database so every app server serves them (decision 0045). */
  files: FileStore;
  /** Outgoing e-mail: SMTP when configured, .eml files under DATA_DIR/mail otherwise. */
  mailer: Mailer;
  /** Structured JSON log (decision 0047). */
  log: Logger;
  /**
   * Work started after an answer and not awaited (the shop's new-order e-mail): kept until it settles, failures
   * logged; graceful shutdown and the tests' cleanup drain it before the database closes (decision 0075).
   */
  background: BackgroundTasks;
  /**
   * The order e-mails' outbox worker (decision 0095): `kick()` after an order commits sends its e-mails in the
   * background; server/index.ts also polls it for back-offs and rows another server left.
   */
  mailOutbox: MailOutbox;
  /** Prometheus metrics of this app server (decision 0047). */
  metrics: ShopMetrics;
  /** draining: SIGTERM received; in-flight requests finish, /api/ready answers 503 (decision 0047) */
  lifecycle: { draining: boolean };
  now: () => Date;
  /** Packeta pick-up points; the live directory caches the downloaded feed for the process. */
  packeta: PacketaDirectory;
  /** The company registry (RPO / ARES) with its look-up cache, shared by the API and the pages. */
  companyRegistry: CompanyRegistry;
  /** Server-side secrets of app_secrets (decision 0063), each read once for the process. */
  secrets: AppSecrets;
}

interface FrameData {
  categoryTree: CategoryNode[];
  currencies: CurrencyView[];
  searchPlaceholders: Array<{ text: string }>;
  banners: BannersByKey;
  /** carriers and payment methods as stored: the delivery and payment texts and the footer's card logos (decision 0061) */
  delivery: DeliveryRecords;
}

/** How long frame data may be stale; back-office changes show on the storefront within this time. */
const FRAME_CACHE_MS = 5000;

export function createServices(config: AppConfig, handle: DbHandle, options: { metricsExposition?: MetricsExposition } = {}): AppServices {
  const log = createLogger(config.logLevel);
  const metrics = createMetrics({
    poolSize: handle.poolSize,
    exposition: options.metricsExposition,
    collectDatabase:
      handle.kind === 'postgres'
        ? () =>
            queryRows<{ state: string; count: number }>(
              handle.db,
              sql`SELECT coalesce(state, 'unknown') AS state, count(*)::int AS count FROM pg_stat_activity
                  WHERE application_name = ${APPLICATION_NAME} GROUP BY 1`,
            )
        : undefined,
  });
  const onRefreshError = (error: unknown) => log.error({ err: error }, 'background refresh of a cached value failed');
  const settings = cachedValue(() => loadShopSettings(handle.db), 1000, Date.now, onRefreshError, metrics.cacheLookup('settings'));
  const frame = cachedValue(
    async (): Promise<FrameData> => {
      const [categoryTree, currencies, searchPlaceholders, banners, delivery] = await Promise.all([
        listCategoryTree(handle.db),
        listCurrencies(handle.db),
        listSearchPlaceholders(handle.db),
        listBannersByKey(handle.db, new Date()),
        loadDeliveryRecords(handle.db),
      ]);
      return { categoryTree, currencies, searchPlaceholders, banners, delivery };
    },
    FRAME_CACHE_MS,
    Date.now,
    onRefreshError,
    metrics.cacheLookup('frame'),
  );
  const listingFacets = createListingFacetCache({ max: 500, ttlMs: 60_000, onLookup: metrics.cacheLookup('listing_facets') });
  const catalogCache = {
    listings: createTtlCache<ListingResult>({ max: 1000, ttlMs: config.catalogCacheMs, onLookup: metrics.cacheLookup('listings') }),
    rows: createTtlCache<ProductTile[]>({ max: 100, ttlMs: config.catalogCacheMs, onLookup: metrics.cacheLookup('rows') }),
    search: createTtlCache<SearchResults>({ max: 500, ttlMs: config.catalogCacheMs, onLookup: metrics.cacheLookup('search') }),
    suggestions: createTtlCache<Suggestions>({ max: 1000, ttlMs: config.catalogCacheMs, onLookup: metrics.cacheLookup('suggestions') }),
  };
  const richText = createTtlCache<string>({ max: 2000, ttlMs: 3_600_000, onLookup: metrics.cacheLookup('rich_text') });
  const pageCache = createPageCache(config.pageCache);
  const dropLocal = (topic: CacheTopic, tags?: readonly string[]) => {
    if (tags && tags.length > 0) pageCache.purge(tags);
    else pageCache.clear();
    if (topic === 'settings') settings.invalidate();
    if (topic === 'frame' || topic === 'catalog') frame.invalidate();
    if (topic === 'catalog') {
      catalogCache.listings.clear();
      catalogCache.rows.clear();
      catalogCache.search.clear();
      catalogCache.suggestions.clear();
      listingFacets.clear();
      richText.clear();
    }
  };
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir });
  const background = createBackgroundTasks(log);
  const caches = createCacheBus({ handle, dropLocal, onError: (message, error) => log.error({ err: error }, message) });
  const files = createFileStore(handle.db, config.dataDir);
  return {
    config,
    db: handle.db,
    dbKind: handle.kind,
    t: translator(config.locale),
    settings: { get: () => settings.get(), invalidate: () => caches.invalidate('settings') },
    frame: { get: () => frame.get(), invalidate: () => caches.invalidate('frame') },
    listingFacets,
    catalogCache,
    richText,
    caches,
    pageCache,
    files,
    mailer,
    log,
    background,
    mailOutbox: createMailOutbox({ db: handle.db, mailer, files, config, settings, background, log }),
    metrics,
    lifecycle: { draining: false },
    now: () => new Date(),
    packeta: createPacketaDirectory(config),
    companyRegistry: createCompanyRegistry(config),
    secrets: createAppSecrets(handle.db),
  };
}
