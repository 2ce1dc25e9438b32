/**
 * Company registry lookups (PRODUCT.md "Company purchase"): IČO → company name, tax IDs and seat, to fill the invoice
 * fields of a company order. The Slovak register (RPO of the Statistical Office) in `sk`, ARES in `cs`, behind one
 * interface; a short timeout and a small cache. When the registry is unreachable, slow or answers nonsense the lookup
 * throws CompanyRegistryUnavailableError and the shopper fills the fields by hand: the shop works without it.
 */
import type { CompanyRegistryConfig } from '../../config';
import { createAresRegistry } from './ares-registry';
import { createRpoRegistry } from './rpo-registry';

/** A company as the checkout's invoice fields need it. */
export interface CompanyRecord {
  name: string;
  ico: string;
  /** DIČ (tax ID) when the registry knows it (ARES does, RPO does not) */
  dic: string | null;
  /** IČ DPH / VAT ID when the registry knows it */
  icDph: string | null;
  /** street and number of the seat ('Einsteinova 24') */
  street: string | null;
  city: string | null;
  /** '851 01' */
  zip: string | null;
  /** ISO 3166 alpha-2 ('SK', 'CZ') */
  country: string | null;
}

export interface CompanyRegistry {
  /** The company of a valid, normalized IČO; null when the registry has none. Throws CompanyRegistryUnavailableError. */
  lookup(ico: string): Promise<CompanyRecord | null>;
}

export type CompanyRegistryFailure = 'timeout' | 'network' | 'status' | 'malformed';

export class CompanyRegistryUnavailableError extends Error {
  constructor(
    readonly reason: CompanyRegistryFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'CompanyRegistryUnavailableError';
  }
}

/** GET a JSON document; 404 → null. Timeouts, network errors, other statuses and invalid JSON throw "unavailable". */
export async function fetchRegistryJson(url: string, timeoutMs: number, registry: string): Promise<unknown | null> {
  const fail = (reason: CompanyRegistryFailure, detail: string, cause?: unknown) =>
    new CompanyRegistryUnavailableError(reason, `${registry}: ${detail}`, { cause });
  const thrown = (error: unknown) => {
    const timeout = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return timeout ? fail('timeout', `no answer within ${timeoutMs} ms`, error) : fail('network', 'unreachable', error);
  };
  let res: Response;
  try {
    res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw thrown(error);
  }
  if (res.status === 404) {
    await res.body?.cancel();
    return null;
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw fail('status', `answered ${res.status}`);
  }
  let text: string;
  try {
    text = await res.text();
  } catch (error) {
    throw thrown(error);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw fail('malformed', 'invalid JSON', error);
  }
}

/** '85101' / '851 01' → '851 01'; anything else as given (trimmed), null when empty. */
export function formatZip(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  const digits = text.replace(/\s+/g, '');
  if (/^\d{5}$/.test(digits)) return `${digits.slice(0, 3)} ${digits.slice(3)}`;
  return text === '' ? null : text;
}

interface CachedRegistryOptions {
  /** how long answers are kept; found and not found alike */
  ttlMs: number;
  /** most entries kept (the oldest go first) */
  maxEntries?: number;
  now?: () => number;
}

/**
 * Keeps answers (a company or "none") for ttlMs, so retyping an IČO or going back in the form costs no request;
 * concurrent lookups of one IČO share a request. Failures are never kept: the next lookup asks again.
 */
function cachedCompanyRegistry(inner: CompanyRegistry, options: CachedRegistryOptions): CompanyRegistry {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 1000;
  const cache = new Map<string, { value: CompanyRecord | null; at: number }>();
  const pending = new Map<string, Promise<CompanyRecord | null>>();
  return {
    async lookup(ico) {
      const hit = cache.get(ico);
      if (hit && now() - hit.at < options.ttlMs) return hit.value;
      if (hit) cache.delete(ico);
      let request = pending.get(ico);
      if (!request) {
        request = inner
          .lookup(ico)
          .then((value) => {
            if (options.ttlMs > 0) {
              cache.set(ico, { value, at: now() });
              if (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
            }
            return value;
          })
          .finally(() => pending.delete(ico));
        pending.set(ico, request);
      }
      return request;
    },
  };
}

/**
 * The registry of the shop: RPO in `sk`, ARES in `cs`, cached for cacheSeconds. One per process, in AppServices
 * (services.companyRegistry), so its cache is shared by the API and the pages.
 */
export function createCompanyRegistry(config: { locale: 'sk' | 'cs'; companyRegistry: CompanyRegistryConfig }): CompanyRegistry {
  const c = config.companyRegistry;
  const inner =
    config.locale === 'cs'
      ? createAresRegistry({ baseUrl: c.aresUrl, timeoutMs: c.timeoutMs })
      : createRpoRegistry({ baseUrl: c.rpoUrl, timeoutMs: c.timeoutMs });
  return cachedCompanyRegistry(inner, { ttlMs: c.cacheSeconds * 1000 });
}
