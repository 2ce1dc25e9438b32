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

export interface CatalogAdminDeps {
  db: Db;
  mailer: Mailer;
  t: Translate;
  publicUrl: string;
  dataDir: string;
  /** uploaded images (decision 0045) */
  files: FileStore;
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
    files: services.files,
    now: services.now,
    // every app server drops its catalogue caches (decision 0045)
    invalidate: () => services.caches.invalidate('catalog'),
  };
}
