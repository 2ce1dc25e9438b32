/**
 * The company look-up both doors use (GET /api/company/{ico} and the account page's "load from the registry"): the
 * rate limit per address, then the registry (decision 0055: every rule in the one domain function).
 */
import type { DbOrTx } from '../../db/client';
import { enforceRateLimit, type RateLimit } from '../security/rate-limit';
import type { CompanyRecord, CompanyRegistry } from './company-registry';

export const COMPANY_LOOKUP_LIMIT: RateLimit = { hits: 30, windowSeconds: 600 };

/**
 * The company of a valid, normalised IČO, or null when the registry has none. RateLimitedError over the limit of
 * `ip`; CompanyRegistryUnavailableError when the registry does not answer. `registry`: services.companyRegistry.
 */
export async function lookUpCompany(db: DbOrTx, registry: CompanyRegistry, ico: string, ip: string): Promise<CompanyRecord | null> {
  await enforceRateLimit(db, `company:${ip}`, COMPANY_LOOKUP_LIMIT, 'company.rate_limited');
  return registry.lookup(ico);
}
