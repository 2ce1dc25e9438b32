/**
 * What the back-office catalogue writers need (decision 0032): the database, the mailer and texts for the
 * restock watchdog e-mails, the clock, and `invalidate` — called after every committed change so the storefront
 * shows it at once (the catalogue answer cache, the facet counts and the frame's category tree, on every app server:
 * decision 0045).
 */
import type { Db } from '../../db/client';
import type { FileStore } from '../../db/file-store';
import type { Translate } from '../../i18n';
import type { Mailer } from '../../mail/mailer';
import type { AppServices } from '../../services';
import { categoryTagsOfProducts, productChangeTags } from './page-tags';

export interface CatalogAdminDeps {
  db: Db;
  mailer: Mailer;
  t: Translate;
  publicUrl: string;
  dataDir: string;
  /** uploaded images (decision 0045) */
  files: FileStore;
  now: () => Date;
  /**
   * After a committed change: the catalogue caches on every app server, and the guests' cached pages — of the
   * products named (their pages, the pages linking to them, their category listings and the lists; decision 0094),
   * or all of them (categories, reviews).
   */
  invalidate: (change?: { productIds: readonly number[] }) => void;
}

export function catalogAdminDeps(services: AppServices): CatalogAdminDeps {
  return {
    db: services.db,
    mailer: services.mailer,
    t: services.t,
    publicUrl: services.config.publicUrl,
    dataDir: services.config.dataDir,
    files: services.files,
    now: services.now,
    // every app server drops its catalogue caches (decision 0045) and the cached pages of the change (decision 0094)
    invalidate: (change) => {
      if (!change) return services.caches.invalidate('catalog');
      services.caches.invalidate('catalog', productChangeTags(change.productIds));
      // the category listings that hold the products, looked up after the commit
      services.background.run('page cache: category pages of changed products', async () => {
        const tags = await categoryTagsOfProducts(services.db, change.productIds);
        if (tags.length > 0) services.caches.invalidate('pages', tags);
      });
    },
  };
}
