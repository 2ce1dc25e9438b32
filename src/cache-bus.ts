/**
 * Cache invalidation across app servers (decision 0045): a back-office change drops the caches it affects in this
 * process at once and, through PostgreSQL NOTIFY on CACHE_CHANNEL, on every other app server of the same database a
 * few milliseconds later (PGlite: only this process exists). The TTLs of the caches stay as the backstop: a server
 * whose listening connection was down drops everything when it is back, as notifications sent meanwhile are lost.
 */
import { randomUUID } from 'node:crypto';
import type { DbHandle } from './db/client';

const CACHE_CHANNEL = 'shop_cache_invalidation';

/**
 * settings: shop settings (menus, maintenance…); frame: banners, placeholders, currencies, carriers and payment methods;
 * catalog: products, categories, prices (listing answers, facets, search and the frame's category tree); pages: the
 * guests' page cache only (decision 0094: content changes, products sold out by an order). Every topic also purges
 * cached pages: those of the message's tags, or all of them when it names none.
 */
const CACHE_TOPICS = ['settings', 'frame', 'catalog', 'pages'] as const;
export type CacheTopic = (typeof CACHE_TOPICS)[number];

export interface CacheBus {
  /**
   * Drops the caches of `topic` here at once and on every other app server; `tags` narrows what the page cache
   * purges (decision 0094), without them every cached page goes.
   */
  invalidate(topic: CacheTopic, tags?: readonly string[]): void;
  /** Resolves once this server listens (tests wait for it; the server starts serving meanwhile). */
  ready: Promise<void>;
  /** Stops listening (graceful shutdown). */
  stop(): Promise<void>;
}

export interface CacheBusOptions {
  handle: Pick<DbHandle, 'notify' | 'listen'>;
  /** drops this process's caches of a topic (cached pages: of `tags`, or all) */
  dropLocal: (topic: CacheTopic, tags?: readonly string[]) => void;
  onError: (message: string, error: unknown) => void;
}

export function createCacheBus({ handle, dropLocal, onError }: CacheBusOptions): CacheBus {
  const self = randomUUID();
  let unlisten: (() => Promise<void>) | undefined;
  let stopped = false;
  let connectedBefore = false;

  const onMessage = (payload: string) => {
    let message: { topic?: unknown; from?: unknown; tags?: unknown };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch (error) {
      onError('cache invalidation: unreadable notification', error);
      return;
    }
    if (message.from === self) return; // dropped already when it was sent
    const tags = Array.isArray(message.tags) ? message.tags.filter((t): t is string => typeof t === 'string') : undefined;
    if ((CACHE_TOPICS as readonly unknown[]).includes(message.topic)) dropLocal(message.topic as CacheTopic, tags);
  };
  // a reconnect may have missed notifications: everything may have changed
  const onConnected = () => {
    if (connectedBefore) for (const topic of CACHE_TOPICS) dropLocal(topic);
    connectedBefore = true;
  };

  const ready = handle.listen(CACHE_CHANNEL, onMessage, onConnected).then(
    async (stop) => {
      if (stopped) await stop();
      else unlisten = stop;
    },
    (error: unknown) => onError('cache invalidation: cannot listen (other servers show changes after their cache TTLs)', error),
  );

  return {
    invalidate(topic, tags) {
      dropLocal(topic, tags);
      // NOTIFY payloads stop at 8 000 bytes: a long tag list becomes "purge every page"
      const payload = JSON.stringify({ topic, from: self, tags });
      handle
        .notify(CACHE_CHANNEL, payload.length < 7000 ? payload : JSON.stringify({ topic, from: self }))
        .catch((error: unknown) =>
          onError(`cache invalidation: NOTIFY ${topic} failed (other servers show the change after their cache TTLs)`, error),
        );
    },
    ready,
    async stop() {
      stopped = true;
      await ready;
      await unlisten?.();
      unlisten = undefined;
    },
  };
}
