/**
 * Invoice data: GET/PUT /api/me/invoice-data (one schema with the page: IČO checksum, company and IČO together,
 * all-or-nothing address, the shop's country, phone prefixes of SPEC §3, another login e-mail → 422: that needs the
 * confirmed change of decision 0066),
 * only ever the caller's row; the /ucet/fakturacni-udaje action: 'Údaje boli aktualizované.', typed values kept on
 * errors, and the company registry look-up (a local fake RPO) filling company and address — or saying it failed.
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { action as invoiceAction, loader as invoiceLoader } from '../../app/routes/account-invoice-data';
import { queryRows } from '../../src/db/client';
import { icoCheckDigit } from '../../src/domain/company-registry/company-id';
import { inTransaction, openTestTransaction, type TestTransaction } from '../setup/test-transaction';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import {
  ACCOUNT_TOKENS,
  ACCOUNT_USERS,
  api,
  createAccountSessions,
  expectNoSecrets,
  pageContext,
  pageRequest,
} from '../fixtures/account-fixtures';
import { FAKE_ICO, startFakeCompanyRegistry, type FakeCompanyRegistry } from '../fakes/fake-company-registry';

// One clone of the demo database (with the account sessions) for the file. Each test runs in a transaction on it that
// is rolled back afterwards, with its own services and app built on that transaction: the invoice data a test saves
// for the demo customer never reaches the others, which read the demo values.
let registry: FakeCompanyRegistry;
let shared: TestDatabase | undefined;
let t: TestDatabase | undefined;

let transaction: TestTransaction | undefined;

beforeAll(async () => {
  registry = await startFakeCompanyRegistry();
});
afterAll(async () => {
  await registry.close();
  await shared?.cleanup();
});
afterEach(async () => {
  await t?.cleanup();
  t = undefined;
  await transaction?.rollBack();
  transaction = undefined;
});

async function shop(): Promise<TestDatabase> {
  if (!shared) {
    shared = await createTestDatabase();
    await createAccountSessions(shared.services.db);
  }
  transaction = await openTestTransaction(shared.handle);
  t = await createTestDatabase({
    env: { COMPANY_REGISTRY_RPO_URL: registry.rpoUrl, COMPANY_REGISTRY_ARES_URL: registry.aresUrl, COMPANY_REGISTRY_TIMEOUT_MS: '1500' },
    shareDatabaseOf: inTransaction(shared, transaction),
  });
  return t;
}

const validIco = (first7: string) => first7 + String(icoCheckDigit(first7));

const INVOICE = {
  firstname: 'Jana',
  lastname: 'Nováková',
  email: 'Zakaznik@Party-Shop.sk',
  phonePrefix: '+420',
  phone: '777 123 456',
  company: 'Balóny s.r.o.',
  ico: validIco('4412345'),
  dic: '2023456789',
  icDph: 'SK2023456789',
  street: 'Mlynské nivy 5',
  city: 'Bratislava',
  zip: '82109',
  country: 'SK',
};

describe('/api/me/invoice-data', () => {
  it('answers the caller’s data only, never a password hash', async () => {
    const t = await shop();
    const res = await api(t, 'GET', '/api/me/invoice-data', { token: ACCOUNT_TOKENS.company });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      firstname: 'Roman',
      lastname: 'Šesták',
      email: 'firma@party-shop.sk',
      company: 'Oslavy Plus s.r.o.',
      dic: '2022334455',
      country: 'SK',
    });
    expectNoSecrets(res.text);
    expect((await api(t, 'GET', '/api/me/invoice-data')).status).toBe(401);
  });

  it('saves normalized data and only the caller’s row', async () => {
    const t = await shop();
    const res = await api(t, 'PUT', '/api/me/invoice-data', { token: ACCOUNT_TOKENS.customer, body: INVOICE });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Údaje boli aktualizované.');
    expect(res.body.data).toEqual({ ...INVOICE, email: 'zakaznik@party-shop.sk', phone: '777123456', zip: '821 09' });
    const [row] = await queryRows<{ email: string; ico: string; zip: string; phone_prefix: string }>(
      t.services.db,
      sql`SELECT email, ico, zip, phone_prefix FROM users WHERE id = ${ACCOUNT_USERS.customer}`,
    );
    expect(row).toEqual({ email: 'zakaznik@party-shop.sk', ico: INVOICE.ico, zip: '821 09', phone_prefix: '+420' });
    const [other] = await queryRows<{ email: string; company: string | null }>(
      t.services.db,
      sql`SELECT email, company FROM users WHERE id = ${ACCOUNT_USERS.influencer}`,
    );
    expect(other).toEqual({ email: 'influencer@party-shop.sk', company: null });
    expectNoSecrets(res.text);

    // the company and the address may be cleared together
    const cleared = await api(t, 'PUT', '/api/me/invoice-data', {
      token: ACCOUNT_TOKENS.customer,
      body: { firstname: 'Jana', lastname: 'Nováková' },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({
      company: null,
      ico: null,
      street: null,
      zip: null,
      country: null,
      phone: null,
      phonePrefix: '',
    });
  });

  it('refuses invalid data with 422 at the fields', async () => {
    const t = await shop();
    const res = await api(t, 'PUT', '/api/me/invoice-data', {
      token: ACCOUNT_TOKENS.customer,
      body: {
        firstname: '',
        lastname: 'N',
        email: 'nie-je-email',
        phonePrefix: '+1',
        phone: 'abc',
        ico: '12345678',
        dic: '12',
        street: 'Hlavná',
        zip: '',
        country: 'CZ',
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      firstname: ['Pole musí byť vyplnené.'],
      email: ['Pole musí obsahovať platný e-mail.'],
      phonePrefix: expect.any(Array),
      phone: expect.any(Array),
      ico: expect.any(Array),
      dic: expect.any(Array),
      street: expect.any(Array),
      city: ['Pole musí byť vyplnené.'],
      zip: ['Pole musí byť vyplnené.'],
      country: expect.any(Array),
      company: ['Pole musí byť vyplnené.'],
    });
    // company without IČO
    const noIco = await api(t, 'PUT', '/api/me/invoice-data', { token: ACCOUNT_TOKENS.customer, body: { ...INVOICE, ico: '' } });
    expect(noIco.status).toBe(422);
    expect(Object.keys(noIco.body.errors)).toEqual(['ico']);
    // another login e-mail — free or another account's, the same answer: it changes only through the confirmed change
    for (const email of ['INFLUENCER@party-shop.sk', 'volny.email@example.sk']) {
      const other = await api(t, 'PUT', '/api/me/invoice-data', { token: ACCOUNT_TOKENS.customer, body: { ...INVOICE, email } });
      expect(other.status).toBe(422);
      expect(other.body).toMatchObject({
        code: 'email_change_elsewhere',
        errors: { email: ['E-mail na prihlásenie zmeníte v časti „Zmena e-mailu“ – s heslom a potvrdením na novej adrese.'] },
      });
    }
    const [row] = await queryRows<{ email: string }>(t.services.db, sql`SELECT email FROM users WHERE id = ${ACCOUNT_USERS.customer}`);
    expect(row!.email).toBe('zakaznik@party-shop.sk');
  });
});

describe('the /ucet/fakturacni-udaje page', () => {
  type Answer = {
    data: { ok: boolean; intent: string; message: string | null; errors: Record<string, string[]>; values: Record<string, string> };
    init: { status: number };
  };
  const actionArgs = (t: TestDatabase, form: Record<string, string>) =>
    ({
      request: pageRequest('/ucet/fakturacni-udaje', ACCOUNT_TOKENS.customer, form),
      context: pageContext(t),
      params: {},
    }) as unknown as Parameters<typeof invoiceAction>[0];

  it('loads the form values, saves with a success notice and keeps typed values on errors', async () => {
    const t = await shop();
    const loaded = await invoiceLoader({
      request: pageRequest('/ucet/fakturacni-udaje', ACCOUNT_TOKENS.customer),
      context: pageContext(t),
      params: {},
    } as unknown as Parameters<typeof invoiceLoader>[0]);
    expect(loaded.values).toMatchObject({
      firstname: 'Jana',
      email: 'zakaznik@party-shop.sk',
      street: 'Obchodná 12',
      zip: '811 06',
      country: 'SK',
      phonePrefix: '+421',
    });
    expect(loaded.country).toBe('SK');

    const saved = (await invoiceAction(actionArgs(t, { intent: 'save', ...INVOICE }))) as unknown as Answer;
    expect(saved.init.status).toBe(200);
    expect(saved.data).toMatchObject({
      ok: true,
      intent: 'save',
      message: 'Údaje boli aktualizované.',
      values: { zip: '821 09', email: 'zakaznik@party-shop.sk' },
    });

    const refused = (await invoiceAction(actionArgs(t, { intent: 'save', ...INVOICE, city: '', lastname: 'Nová' }))) as unknown as Answer;
    expect(refused.init.status).toBe(422);
    expect(refused.data).toMatchObject({ ok: false, intent: 'save' });
    expect(refused.data.errors.city).toEqual(['Pole musí byť vyplnené.']);
    expect(refused.data.values).toMatchObject({ lastname: 'Nová', street: 'Mlynské nivy 5', ico: INVOICE.ico });
  });

  it('“Načítať z registra” fills company and address from the registry, and says so when it fails', async () => {
    const t = await shop();
    const typed = { intent: 'lookup', firstname: 'Jana', lastname: 'Nováková', email: 'zakaznik@party-shop.sk', ico: FAKE_ICO.found };
    const filled = (await invoiceAction(actionArgs(t, typed))) as unknown as Answer;
    expect(filled.data).toMatchObject({ ok: true, intent: 'lookup' });
    expect(filled.data.message).toContain('ESET, spol. s r.o.');
    expect(filled.data.values).toMatchObject({
      firstname: 'Jana',
      company: 'ESET, spol. s r.o.',
      ico: FAKE_ICO.found,
      street: 'Einsteinova 3154/24',
      zip: '851 01',
      country: 'SK',
    });
    // nothing is saved by a look-up
    const [row] = await queryRows<{ company: string | null }>(
      t.services.db,
      sql`SELECT company FROM users WHERE id = ${ACCOUNT_USERS.customer}`,
    );
    expect(row!.company).toBeNull();

    const unknown = (await invoiceAction(actionArgs(t, { ...typed, ico: FAKE_ICO.notFound }))) as unknown as Answer;
    expect(unknown.init.status).toBe(200);
    expect(unknown.data).toMatchObject({ ok: false, intent: 'lookup', message: expect.stringContaining('nenašli') });
    const broken = (await invoiceAction(actionArgs(t, { ...typed, ico: FAKE_ICO.malformed }))) as unknown as Answer;
    expect(broken.init.status).toBe(503);
    expect(broken.data.message).toBe(t.services.t('company.registry_unavailable'));
    expect(broken.data.values.ico).toBe(FAKE_ICO.malformed);
    const invalid = (await invoiceAction(actionArgs(t, { ...typed, ico: '12345678' }))) as unknown as Answer;
    expect(invalid.init.status).toBe(422);
    expect(invalid.data.errors.ico).toHaveLength(1);
  });
});
