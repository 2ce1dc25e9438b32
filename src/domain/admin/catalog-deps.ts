/**
 * What the back-office catalogue writers need (issue 7, decision 0032): the database, the mailer and texts for the
 * restock watchdog e-mails, the clock, and `invalidate` — called after every committed change so the storefront
 * shows it at once (the catalogue answer cache, the facet counts and the frame's category tree are per-process
 * caches; other app servers catch up within CATALOG_CACHE_MS / FRAME_CACHE_MS).
 */
import type { Db } from '../../db/client';
import type { Translate } from '../../i18n';
import type { Mailer } from '../../mail/mailer';
import type { AppServices } from '../../services';

export interface CatalogAdminDeps {
  db: Db;
  mailer: Mailer;
  t: Translate;
  publicUrl: string;
  dataDir: string;
  now: () => Date;
  invalidate: () => void;
}

export function catalogAdminDeps(services: AppServices): CatalogAdminDeps {
  return {
    db: services.db,
    mailer: services.mailer,
    t: services.t,
    publicUrl: services.config.publicUrl,
    dataDir: services.config.dataDir,
    now: services.now,
    invalidate: () => {
      services.catalogCache.listings.clear();
      services.catalogCache.search.clear();
      services.catalogCache.suggestions.clear();
      services.listingFacets.clear();
      services.frame.invalidate();
    },
  };
}
