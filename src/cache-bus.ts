/**
 * Cache invalidation across app servers (decision 0045): a back-office change drops the caches it affects in this
 * process at once and, through PostgreSQL NOTIFY on CACHE_CHANNEL, on every other app server of the same database a
 * few milliseconds later (PGlite: only this process exists). The TTLs of the caches stay as the backstop: a server
 * whose listening connection was down drops everything when it is back, as notifications sent meanwhile are lost.
 */
import { randomUUID } from 'node:crypto';
import type { DbHandle } from './db/client';

const CACHE_CHANNEL = 'shop_cache_invalidation';

/** settings: shop settings (menus, maintenance…); frame: banners, placeholders, currencies, carriers and payment methods; catalog: products, categories, prices (listing answers, facets, search and the frame's category tree). */
const CACHE_TOPICS = ['settings', 'frame', 'catalog'] as const;
export type CacheTopic = (typeof CACHE_TOPICS)[number];

export interface CacheBus {
  /** Drops the caches of `topic` here at once and on every other app server. */
  invalidate(topic: CacheTopic): void;
  /** Resolves once this server listens (tests wait for it; the server starts serving meanwhile). */
  ready: Promise<void>;
  /** Stops listening (graceful shutdown). */
  stop(): Promise<void>;
}

export interface CacheBusOptions {
  handle: Pick<DbHandle, 'notify' | 'listen'>;
  /** drops this process's caches of a topic */
  dropLocal: (topic: CacheTopic) => void;
  onError: (message: string, error: unknown) => void;
}

export function createCacheBus({ handle, dropLocal, onError }: CacheBusOptions): CacheBus {
  const self = randomUUID();
  let unlisten: (() => Promise<void>) | undefined;
  let stopped = false;
  let connectedBefore = false;

  const onMessage = (payload: string) => {
    let message: { topic?: unknown; from?: unknown };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch (error) {
      onError('cache invalidation: unreadable notification', error);
      return;
    }
    if (message.from === self) return; // dropped already when it was sent
    if ((CACHE_TOPICS as readonly unknown[]).includes(message.topic)) dropLocal(message.topic as CacheTopic);
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
    invalidate(topic) {
      dropLocal(topic);
      handle
        .notify(CACHE_CHANNEL, JSON.stringify({ topic, from: self }))
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
