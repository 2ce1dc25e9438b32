/** GET /api/company/{ico}: the company registry adapter (RPO in sk, ARES in cs) against a local fake registry. */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COMPANY_LOOKUP_LIMIT } from '../../src/domain/company-registry/company-lookup';
import { queryRows } from '../../src/db/client';
import { FAKE_ICO, startFakeCompanyRegistry, type FakeCompanyRegistry } from '../fakes/fake-company-registry';
import { fromAddress, getJson } from '../setup/app-request';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

let registry: FakeCompanyRegistry;
// The tests only read: they share one clone of the demo database, each with its own configuration (and so its own
// registry cache). The lookup limit counts in table rate_limits: every test starts without counters, as on a fresh clone.
let shared: TestDatabase | undefined;
let t: TestDatabase | undefined;

beforeAll(async () => {
  registry = await startFakeCompanyRegistry();
});
beforeEach(async () => {
  shared ??= await createTestDatabase();
  await queryRows(shared.services.db, sql`DELETE FROM rate_limits`);
});
afterAll(async () => {
  await registry.close();
  await shared?.cleanup();
});
afterEach(async () => {
  await t?.cleanup();
  t = undefined;
});

const TIMEOUT_MS = 1500;

async function shop(locale: 'sk' | 'cs', extra: Record<string, string> = {}) {
  t = await createTestDatabase({
    shareDatabaseOf: shared,
    env: {
      SHOP_LOCALE: locale,
      COMPANY_REGISTRY_RPO_URL: registry.rpoUrl,
      COMPANY_REGISTRY_ARES_URL: registry.aresUrl,
      COMPANY_REGISTRY_TIMEOUT_MS: String(TIMEOUT_MS),
      ...extra,
    },
  });
  return t;
}

describe('GET /api/company/{ico} in the sk shop (RPO)', () => {
  it('finds a company: the current name and seat of the history', async () => {
    const { status, body } = await getJson(await shop('sk'), `/api/company/${FAKE_ICO.found}`);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      name: 'ESET, spol. s r.o.',
      ico: FAKE_ICO.found,
      dic: null,
      icDph: null,
      street: 'Einsteinova 3154/24',
      city: 'Bratislava - mestská časť Petržalka',
      zip: '851 01',
      country: 'SK',
    });
    expect(registry.requests).toContain(`/rpo/v1/search?identifier=${FAKE_ICO.found}`);
  });

  it('reads the full entity when the search answer has no address', async () => {
    const { status, body } = await getJson(await shop('sk'), `/api/company/${FAKE_ICO.foundViaEntity}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ name: 'Balónik s.r.o.', street: 'Dulova Ves 125', city: 'Dulova Ves', zip: '080 01', country: 'SK' });
    expect(registry.requests).toContain('/rpo/v1/entity/44');
  });

  it('accepts an IČO typed with spaces', async () => {
    const { status, body } = await getJson(await shop('sk'), '/api/company/313%20335%2032');
    expect(status).toBe(200);
    expect(body.data.ico).toBe(FAKE_ICO.found);
  });

  it('answers 422 for an IČO with a wrong check digit or letters, without asking the registry', async () => {
    const app = await shop('sk');
    const before = registry.requests.length;
    for (const ico of ['31333533', 'abcdefgh', '1', '9'.repeat(40)]) {
      const { status, body } = await getJson(app, `/api/company/${ico}`);
      expect(status).toBe(422);
      expect(body.errors).toEqual({ ico: ['IČO nie je platné. Skontrolujte, či ste ho zadali správne (8 číslic).'] });
    }
    expect(registry.requests.length).toBe(before);
  });

  it('answers 404 company_not_found when the registry has no such company', async () => {
    const { status, body } = await getJson(await shop('sk'), `/api/company/${FAKE_ICO.notFound}`);
    expect(status).toBe(404);
    expect(body).toEqual({
      code: 'company_not_found',
      message: 'Firmu s týmto IČO sme v obchodnom registri nenašli. Údaje vyplňte prosím ručne.',
    });
  });

  it('answers 503 quickly when the registry is slow', async () => {
    const app = await shop('sk');
    const started = Date.now();
    const { status, body } = await getJson(app, `/api/company/${FAKE_ICO.slow}`);
    expect(status).toBe(503);
    expect(body).toEqual({
      code: 'company_registry_unavailable',
      message: 'Údaje z obchodného registra sa nepodarilo načítať. Vyplňte ich prosím ručne alebo to skúste prosím neskôr.',
    });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 3000);
  });

  it.each([
    ['not JSON', FAKE_ICO.malformed],
    ['JSON of another shape', FAKE_ICO.wrongShape],
    ['a server error', FAKE_ICO.serverError],
  ])('answers 503 when the registry answers %s', async (_what, ico) => {
    const { status, body } = await getJson(await shop('sk'), `/api/company/${ico}`);
    expect(status).toBe(503);
    expect(body.code).toBe('company_registry_unavailable');
  });

  it('answers 503 when the registry is unreachable', async () => {
    const app = await shop('sk', { COMPANY_REGISTRY_RPO_URL: 'http://127.0.0.1:9/rpo/v1' });
    const { status, body } = await getJson(app, `/api/company/${FAKE_ICO.found}`);
    expect(status).toBe(503);
    expect(body.code).toBe('company_registry_unavailable');
  });

  it('keeps answers briefly: a second lookup of the same IČO does not ask the registry again', async () => {
    const app = await shop('sk');
    const path = `/rpo/v1/search?identifier=${FAKE_ICO.found}`;
    const before = registry.requests.filter((r) => r === path).length;
    expect((await getJson(app, `/api/company/${FAKE_ICO.found}`)).status).toBe(200);
    expect((await getJson(app, `/api/company/${FAKE_ICO.found}`)).status).toBe(200);
    expect(registry.requests.filter((r) => r === path).length).toBe(before + 1);
  });

  it('does not keep failures: the next lookup asks again', async () => {
    const app = await shop('sk');
    const path = `/rpo/v1/search?identifier=${FAKE_ICO.serverError}`;
    const before = registry.requests.filter((r) => r === path).length;
    await getJson(app, `/api/company/${FAKE_ICO.serverError}`);
    await getJson(app, `/api/company/${FAKE_ICO.serverError}`);
    expect(registry.requests.filter((r) => r === path).length).toBe(before + 2);
  });

  it(`rate-limits one client after ${COMPANY_LOOKUP_LIMIT.hits} lookups with 429`, async () => {
    const app = await shop('sk');
    const lookup = (address: string) => app.app.request(`/api/company/${FAKE_ICO.found}`, undefined, fromAddress(address));
    for (let i = 0; i < COMPANY_LOOKUP_LIMIT.hits; i++) expect((await lookup('203.0.113.9')).status).toBe(200);
    const limited = await lookup('203.0.113.9');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ code: 'rate_limited', message: 'Príliš veľa vyhľadávaní. Skúste to prosím neskôr.' });
    expect((await lookup('203.0.113.10')).status).toBe(200);
  });
});

describe('GET /api/company/{ico} in the cs shop (ARES)', () => {
  it('finds a company with its DIČ (the VAT ID while registered for VAT)', async () => {
    const { status, body } = await getJson(await shop('cs'), `/api/company/${FAKE_ICO.aresFound}`);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      name: 'Oslavy Praha s.r.o.',
      ico: FAKE_ICO.aresFound,
      dic: 'CZ27074358',
      icDph: 'CZ27074358',
      street: 'Karlova 1045/12a',
      city: 'Praha',
      zip: '110 00',
      country: 'CZ',
    });
    expect(registry.requests).toContain(`/ares/ekonomicke-subjekty/${FAKE_ICO.aresFound}`);
  });

  it('answers 404 with the Czech message when ARES has no such subject', async () => {
    const { status, body } = await getJson(await shop('cs'), `/api/company/${FAKE_ICO.notFound}`);
    expect(status).toBe(404);
    expect(body).toEqual({
      code: 'company_not_found',
      message: 'Firmu s tímto IČO jsme v registru ARES nenašli. Údaje vyplňte prosím ručně.',
    });
  });

  it.each([
    ['slow', FAKE_ICO.slow],
    ['malformed', FAKE_ICO.malformed],
    ['failing', FAKE_ICO.serverError],
  ])('answers 503 when ARES is %s', async (_what, ico) => {
    const { status, body } = await getJson(await shop('cs'), `/api/company/${ico}`);
    expect(status).toBe(503);
    expect(body).toEqual({
      code: 'company_registry_unavailable',
      message: 'Údaje z registru ARES se nepodařilo načíst. Vyplňte je prosím ručně nebo to zkuste prosím později.',
    });
  });
});
