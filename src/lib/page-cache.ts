/**
 * The guests' full-page cache of one app server (decision 0094): finished storefront pages (gzip and brotli bytes)
 * kept in memory, bounded by bytes (least recently used first out) and by age, each with the tags of what it
 * shows (`p:<product id>`, `cat:<category id>`, `list`). A back-office change purges the pages of its tags, or all of
 * them, on every app server through the cache bus (decision 0045). A page rendered while a purge happened is not
 * stored (its data may predate the change): `epoch()` before rendering, `set(…, epoch)` after.
 */
export interface CachedPage {
  status: number;
  /** response headers to send again (content type, cache control, surrogate keys) */
  headers: Array<[string, string]>;
  /** only the compressed bytes are kept (a client without gzip gets the gzip bytes inflated) */
  gzip: Buffer;
  br: Buffer;
  /** the CSP nonce the HTML carries (the answer's CSP header must name it) */
  nonce: string;
  tags: string[];
}

interface Entry {
  page: CachedPage;
  bytes: number;
  expiresAt: number;
}

export interface PageCache {
  /** false when PAGE_CACHE_MB is 0 */
  readonly enabled: boolean;
  /** how long a page is fresh, in seconds (also the s-maxage for shared caches) */
  readonly ttlSeconds: number;
  get(key: string): CachedPage | undefined;
  /** stores the page unless a purge happened since `epoch` was read */
  set(key: string, page: CachedPage, epoch: number): boolean;
  /** drops every page carrying one of `tags`; answers how many */
  purge(tags: readonly string[]): number;
  clear(): void;
  epoch(): number;
  readonly stats: { entries: number; bytes: number; hits: number; misses: number };
}

export function createPageCache(options: { maxBytes: number; ttlSeconds: number; now?: () => number }): PageCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const byTag = new Map<string, Set<string>>();
  let bytes = 0;
  let epoch = 0;
  const stats = { entries: 0, bytes: 0, hits: 0, misses: 0 };

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
    for (const tag of entry.page.tags) {
      const keys = byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) byTag.delete(tag);
    }
  };
  const sync = () => {
    stats.entries = entries.size;
    stats.bytes = bytes;
  };

  return {
    enabled: options.maxBytes > 0,
    ttlSeconds: options.ttlSeconds,
    get(key) {
      const entry = entries.get(key);
      if (!entry || entry.expiresAt <= now()) {
        if (entry) remove(key);
        stats.misses++;
        sync();
        return undefined;
      }
      // most recently used last
      entries.delete(key);
      entries.set(key, entry);
      stats.hits++;
      return entry.page;
    },
    set(key, page, startedAt) {
      if (options.maxBytes <= 0 || startedAt !== epoch) return false;
      const size = page.gzip.length + page.br.length + key.length * 2 + 512;
      if (size > options.maxBytes / 4) return false; // one page never pushes out a quarter of the cache
      remove(key);
      while (bytes + size > options.maxBytes && entries.size > 0) remove(entries.keys().next().value!);
      entries.set(key, { page, bytes: size, expiresAt: now() + options.ttlSeconds * 1000 });
      bytes += size;
      for (const tag of page.tags) {
        let keys = byTag.get(tag);
        if (!keys) byTag.set(tag, (keys = new Set()));
        keys.add(key);
      }
      sync();
      return true;
    },
    purge(tags) {
      epoch++;
      let dropped = 0;
      for (const tag of tags) {
        for (const key of [...(byTag.get(tag) ?? [])]) {
          remove(key);
          dropped++;
        }
      }
      sync();
      return dropped;
    },
    clear() {
      epoch++;
      entries.clear();
      byTag.clear();
      bytes = 0;
      sync();
    },
    epoch: () => epoch,
    stats,
  };
}
