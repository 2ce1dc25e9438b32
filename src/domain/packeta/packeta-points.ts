/**
 * Packeta (Zásielkovňa) pickup points. The real Packeta widget is a script from packeta.com; this shop searches the
 * pickup points itself, from Packeta's v4 branch feed (GET {apiUrl}/{apiKey}/branch.json), kept in memory.
 *
 * Modes (decision 0014):
 * - 'live': PACKETA_API_KEY is set → the feed of Packeta (or of the fake server the tests point PACKETA_API_URL at);
 * - 'demo': no key outside production → a small fixed list of points of the shop's country, each flagged `demo`;
 * - 'off':  no key in production → no Packeta points: the checkout hides the Packeta carrier.
 */
import type { PacketaConfig } from '../../config';
import type { ShopCountry } from '../company-registry/company-id';
import { demoPacketaPoints } from './demo-points';

export interface PacketaPoint {
  /** Packeta's branch id (digits), stored as orders.packeta_point_id */
  id: string;
  /** the point's name as Packeta shows it ('Bratislava, Obchodná 12 (Trafika U Jána)') */
  name: string;
  /** the business the point is in ('Trafika U Jána'), if known */
  place: string | null;
  street: string | null;
  city: string | null;
  zip: string | null;
  /** ISO 3166 alpha-2, upper case */
  country: string;
  /** opening hours in Packeta's short text form ('Po–Pi 8:00–18:00, So 9:00–12:00'), if known */
  openingHours: string | null;
  /** a demo point (Packeta not configured): not a real place */
  demo: boolean;
}

export type PacketaMode = 'live' | 'demo' | 'off';

/** The feed could not be loaded (unreachable, slow, malformed): the caller answers 503, the checkout goes on. */
export class PacketaUnavailableError extends Error {
  constructor(
    readonly reason: 'timeout' | 'network' | 'status' | 'malformed',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PacketaUnavailableError';
  }
}

export interface PacketaDirectory {
  mode: PacketaMode;
  /** Points whose name, place, street, town or ZIP contain every word of `query` (diacritics and case ignored). */
  search(query: string, limit?: number): Promise<PacketaPoint[]>;
  /** One point by id, or null when there is none (or Packeta is off). */
  find(id: string): Promise<PacketaPoint | null>;
}

export const PACKETA_SEARCH_LIMIT = 20;
/** Shortest search text (shorter texts match half the country). */
export const PACKETA_QUERY_MIN_LENGTH = 2;

/** 'Námestie SNP' → 'namestie snp'. */
function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

interface IndexedPoint {
  point: PacketaPoint;
  haystack: string;
  city: string;
  /** ZIP digits without spaces */
  zip: string;
}

function indexPoint(point: PacketaPoint): IndexedPoint {
  const zip = (point.zip ?? '').replace(/\s+/g, '');
  return {
    point,
    haystack: foldText([point.name, point.place, point.street, point.city, zip].filter(Boolean).join(' ')),
    city: foldText(point.city ?? ''),
    zip,
  };
}

/**
 * Searches indexed points: every word must occur; points in a town starting with the query come first, then those
 * whose ZIP starts with it, then the rest, each group by name.
 */
function searchIndex(index: readonly IndexedPoint[], query: string, limit: number): PacketaPoint[] {
  const folded = foldText(query);
  const words = folded.split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const compactQuery = folded.replace(/\s+/g, '');
  const rank = (p: IndexedPoint) => (p.city.startsWith(folded) ? 0 : /^\d+$/.test(compactQuery) && p.zip.startsWith(compactQuery) ? 1 : 2);
  return index
    .filter((p) => words.every((w) => p.haystack.includes(w)) || (/^\d+$/.test(compactQuery) && p.zip.startsWith(compactQuery)))
    .map((p) => ({ p, r: rank(p) }))
    .sort((a, b) => a.r - b.r || a.p.point.name.localeCompare(b.p.point.name, 'sk'))
    .slice(0, limit)
    .map(({ p }) => p.point);
}

/** A directory over a fixed list (the demo points; tests). */
function staticPacketaDirectory(points: readonly PacketaPoint[], mode: PacketaMode): PacketaDirectory {
  const index = points.map(indexPoint);
  const byId = new Map(points.map((p) => [p.id, p]));
  return {
    mode,
    async search(query, limit = PACKETA_SEARCH_LIMIT) {
      return searchIndex(index, query, limit);
    },
    async find(id) {
      return byId.get(id) ?? null;
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// the live feed

type FeedBranch = Record<string, unknown>;

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' ? String(v) : null);

function openingHoursText(v: unknown): string | null {
  if (typeof v === 'string') return str(v);
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return str(o.compactShort) ?? str(o.compactLong) ?? null;
  }
  return null;
}

/** One branch of the feed → a point; null for entries without an id or a name, and for closed points. */
function parseFeedBranch(b: FeedBranch): PacketaPoint | null {
  const id = str(b.id);
  const name = str(b.name) ?? str(b.nameStreet);
  if (!id || !/^\d{1,12}$/.test(id) || !name) return null;
  const status = b.status as { statusId?: unknown } | undefined;
  if (status && status.statusId !== undefined && String(status.statusId) !== '1') return null; // 1 = in operation
  return {
    id,
    name,
    place: str(b.place),
    street: str(b.street),
    city: str(b.city),
    zip: str(b.zip),
    country: (str(b.country) ?? '').toUpperCase(),
    openingHours: openingHoursText(b.openingHours),
    demo: false,
  };
}

/** The feed's `data` is an object keyed by id (or, in some exports, an array); anything else is malformed. */
function parseFeed(body: unknown, country: ShopCountry): PacketaPoint[] {
  if (!body || typeof body !== 'object') throw new PacketaUnavailableError('malformed', 'Packeta feed: not a JSON object');
  const data = (body as { data?: unknown }).data;
  let entries: unknown[];
  if (Array.isArray(data)) entries = data;
  else if (data && typeof data === 'object') entries = Object.values(data);
  else throw new PacketaUnavailableError('malformed', 'Packeta feed: no data');
  const points: PacketaPoint[] = [];
  for (const entry of entries) {
    if (!entry || typeof entry !== 'object') continue;
    const point = parseFeedBranch(entry as FeedBranch);
    if (point && point.country === country) points.push(point);
  }
  return points;
}

/** After a failed download, the next attempt waits this long (the checkout must not wait for a dead feed each time). */
const PACKETA_RETRY_AFTER_MS = 30_000;

interface FeedDirectoryOptions {
  config: Required<Pick<PacketaConfig, 'apiKey'>> & Omit<PacketaConfig, 'apiKey'>;
  country: ShopCountry;
  /** language of the names in the feed */
  lang: 'sk' | 'cs';
  now?: () => number;
}

/** The live directory: downloads the feed on first use, keeps it for feedCacheSeconds; concurrent callers share a download. */
function feedPacketaDirectory(options: FeedDirectoryOptions): PacketaDirectory {
  const { config, country, lang } = options;
  const now = options.now ?? Date.now;
  type Feed = { index: IndexedPoint[]; byId: Map<string, PacketaPoint>; at: number };
  let loaded = null as Feed | null;
  let pending = null as Promise<Feed> | null;
  let failure = null as { error: PacketaUnavailableError; at: number } | null;

  async function download(): Promise<Feed> {
    const url = `${config.apiUrl}/${encodeURIComponent(config.apiKey)}/branch.json?lang=${lang}`;
    let res: Response;
    try {
      res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(config.timeoutMs) });
    } catch (error) {
      throw unreachable(error);
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new PacketaUnavailableError('status', `Packeta feed answered ${res.status}`);
    }
    let text: string;
    try {
      text = await res.text();
    } catch (error) {
      throw unreachable(error);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (error) {
      throw new PacketaUnavailableError('malformed', 'Packeta feed: invalid JSON', { cause: error });
    }
    const points = parseFeed(body, country);
    return { index: points.map(indexPoint), byId: new Map(points.map((p) => [p.id, p])), at: now() };
  }

  async function current(): Promise<Feed> {
    if (loaded && now() - loaded.at < config.feedCacheSeconds * 1000) return loaded;
    // a stale feed is better than none while a new download fails
    if (failure && now() - failure.at < PACKETA_RETRY_AFTER_MS) {
      if (loaded) return loaded;
      throw failure.error;
    }
    pending ??= download()
      .then((fresh) => {
        loaded = fresh;
        failure = null;
        return fresh;
      })
      .catch((error: unknown) => {
        const wrapped = error instanceof PacketaUnavailableError ? error : unreachable(error);
        failure = { error: wrapped, at: now() };
        console.warn(`[packeta] branch feed unavailable (${wrapped.reason}): ${wrapped.message}`);
        if (loaded) return loaded;
        throw wrapped;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  }

  return {
    mode: 'live',
    async search(query, limit = PACKETA_SEARCH_LIMIT) {
      return searchIndex((await current()).index, query, limit);
    },
    async find(id) {
      return (await current()).byId.get(id) ?? null;
    },
  };
}

function unreachable(error: unknown): PacketaUnavailableError {
  const timeout = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
  return new PacketaUnavailableError(timeout ? 'timeout' : 'network', timeout ? 'Packeta feed: timeout' : 'Packeta feed: unreachable', {
    cause: error,
  });
}

/** The mode of a configuration: live with an API key, demo without one outside production, off in production. */
export function packetaMode(config: { packeta: PacketaConfig; isProduction: boolean }): PacketaMode {
  if (config.packeta.apiKey) return 'live';
  return config.isProduction ? 'off' : 'demo';
}

/** The directory of the shop's configuration: one per process, in AppServices (services.packeta), as the live one caches the feed. */
export function createPacketaDirectory(config: { packeta: PacketaConfig; isProduction: boolean; locale: 'sk' | 'cs' }): PacketaDirectory {
  const country: ShopCountry = config.locale === 'cs' ? 'CZ' : 'SK';
  const mode = packetaMode(config);
  if (mode === 'live') {
    return feedPacketaDirectory({ config: { ...config.packeta, apiKey: config.packeta.apiKey! }, country, lang: config.locale });
  }
  return staticPacketaDirectory(mode === 'demo' ? demoPacketaPoints(country) : [], mode);
}
