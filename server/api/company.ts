/**
 * GET /api/company/{ico}: the company of an IČO from the company registry (RPO in `sk`, ARES in `cs`), to fill the
 * invoice fields of a company order. 422 for an invalid IČO (checksum), 404 when the registry has no such company,
 * 503 `company_registry_unavailable` when the registry is unreachable, slow or answers nonsense (SPEC §8 'company
 * registry load' … 'Skúste to prosím neskôr'): the shopper then fills the fields by hand. Rate-limited per client.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { isValidIco, normalizeIco } from '../../src/domain/company-registry/company-id';
import { lookUpCompany } from '../../src/domain/company-registry/company-lookup';
import { CompanyRegistryUnavailableError } from '../../src/domain/company-registry/company-registry';
import type { AppEnv } from '../app';
import { clientIp } from '../http/client-ip';
import { HttpError } from '../http/errors';
import type { ApiRouteDoc } from '../http/openapi';
import { validate } from '../http/validate';

/** Lookups per client address and window: enough for a shopper retyping, too few to crawl the register through us. */

const companyParams = z.object({
  ico: z
    .string()
    .max(20, 'checkout.ico_invalid')
    .transform(normalizeIco)
    .refine(isValidIco, 'checkout.ico_invalid')
    .describe('IČO: 8 digits with a valid check digit (spaces allowed; 6–7 digits get leading zeros)'),
});

const companySchema = z.object({
  name: z.string(),
  ico: z.string(),
  dic: z.string().nullable().describe('DIČ when the registry knows it (ARES); null from RPO'),
  icDph: z.string().nullable().describe('IČ DPH / VAT ID when the registry knows it'),
  street: z.string().nullable(),
  city: z.string().nullable(),
  zip: z.string().nullable().describe("'851 01'"),
  country: z.string().nullable().describe('ISO 3166 alpha-2'),
});

export const companyDocs: ApiRouteDoc[] = [
  {
    method: 'get',
    path: '/api/company/{ico}',
    summary:
      'Company registry lookup by IČO (RPO in the sk shop, ARES in cs); 503 code company_registry_unavailable when the registry does not answer',
    tag: 'checkout',
    params: companyParams,
    response: companySchema,
    errors: { 404: 'code company_not_found: no company with this IČO', 422: 'Invalid IČO (checksum)', 429: 'Too many lookups' },
  },
];

export function companyRoutes() {
  const api = new Hono<AppEnv>();
  api.get('/company/:ico', async (c) => {
    const { db, t, companyRegistry } = c.get('services');
    const { ico } = validate(c, companyParams, { ico: c.req.param('ico') });
    let company;
    try {
      company = await lookUpCompany(db, companyRegistry, ico, clientIp(c));
    } catch (error) {
      if (!(error instanceof CompanyRegistryUnavailableError)) throw error;
      console.warn(`[company-registry] ${error.message} (${error.reason})`);
      throw new HttpError(503, t('company.registry_unavailable'), { code: 'company_registry_unavailable' });
    }
    if (!company) throw new HttpError(404, t('company.not_found'), { code: 'company_not_found' });
    return c.json({ data: company });
  });
  return api;
}
