/**
 * The delivery address book: GET/POST/PUT/DELETE /api/addresses[/{id}] and PUT /api/addresses/{id}/default — only
 * the caller's addresses ever (another customer's id is a 404, nothing changes), the checkout's rules (422 at the
 * fields), one default at a time (the first address is it, deleting it promotes the next), the limit; the page's
 * action without JavaScript (Post/Redirect/Get with the notice, typed values kept on errors); the checkout reads
 * the saved addresses (loadCheckoutCustomer).
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { action as addressesAction, loader as addressesLoader } from '../../app/routes/account-addresses';
import { queryRows } from '../../src/db/client';
import { MAX_ADDRESSES_PER_CUSTOMER } from '../../src/domain/accounts/addresses';
import { loadCheckoutCustomer } from '../../src/domain/checkout/checkout-customer';
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
  settle,
} from '../fixtures/account-fixtures';

// One clone of the demo database (with the account sessions) for the file. Each test runs in a transaction on it that
// is rolled back afterwards, with its own services and app built on that transaction: what a test changes in the demo
// customers' address books never reaches the others, so the tests keep asserting on the demo addresses (ids 1–3).
let shared: TestDatabase | undefined;
let t: TestDatabase;

let transaction: TestTransaction | undefined;

beforeEach(async () => {
  if (!shared) {
    shared = await createTestDatabase();
    await createAccountSessions(shared.services.db);
  }
  transaction = await openTestTransaction(shared.handle);
  t = await createTestDatabase({ shareDatabaseOf: inTransaction(shared, transaction) });
});
afterEach(async () => {
  await t?.cleanup();
  await transaction?.rollBack();
  transaction = undefined;
});
afterAll(async () => {
  await shared?.cleanup();
});

const ADDRESS = {
  name: 'Práca',
  firstname: 'Jana',
  lastname: 'Nováková',
  company: 'Balóny s.r.o.',
  street: 'Mlynské nivy 5',
  city: 'Bratislava',
  zip: '82109',
  country: 'SK',
  phonePrefix: '+421',
  phone: '905 123 456',
};

async function addressRows(userId: number) {
  return queryRows<{ id: number; name: string; is_default: boolean }>(
    t.services.db,
    sql`SELECT id, name, is_default FROM addresses WHERE user_id = ${userId} ORDER BY id`,
  );
}

describe('/api/addresses', () => {
  it('lists only the caller’s addresses, the default first', async () => {
    const res = await api(t, 'GET', '/api/addresses', { token: ACCOUNT_TOKENS.customer });
    expect(res.status).toBe(200);
    expect(res.body.data.map((a: { id: number; name: string; isDefault: boolean }) => [a.id, a.name, a.isDefault])).toEqual([
      [1, 'Domov', true],
      [2, 'Chata', false],
    ]);
    expect(res.text).not.toContain('Mrázová');
    expect(res.text).not.toContain('Priemyselná');
    expectNoSecrets(res.text);
    expect((await api(t, 'GET', '/api/addresses')).status).toBe(401);
  });

  it('adds an address normalized (ZIP with its space, phone digits), 201; makes it the default when asked', async () => {
    const created = await api(t, 'POST', '/api/addresses', { token: ACCOUNT_TOKENS.customer, body: { ...ADDRESS, isDefault: true } });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Adresa bola uložená.');
    expect(created.body.data).toEqual({
      id: expect.any(Number),
      name: 'Práca',
      firstname: 'Jana',
      lastname: 'Nováková',
      company: 'Balóny s.r.o.',
      street: 'Mlynské nivy 5',
      city: 'Bratislava',
      zip: '821 09',
      country: 'SK',
      phonePrefix: '+421',
      phone: '905123456',
      isDefault: true,
    });
    const rows = await addressRows(ACCOUNT_USERS.customer);
    expect(rows.filter((r) => r.is_default).map((r) => r.id)).toEqual([created.body.data.id]);

    // the checkout pre-fills it, the default first
    const customer = await loadCheckoutCustomer(t.services.db, ACCOUNT_USERS.customer);
    expect(customer!.addresses[0]).toMatchObject({
      id: created.body.data.id,
      name: 'Práca',
      street: 'Mlynské nivy 5',
      zip: '821 09',
      country: 'SK',
      isDefault: true,
    });
  });

  it('the first address of a customer becomes the default', async () => {
    await queryRows(t.services.db, sql`DELETE FROM addresses WHERE user_id = ${ACCOUNT_USERS.influencer}`);
    const created = await api(t, 'POST', '/api/addresses', {
      token: ACCOUNT_TOKENS.influencer,
      body: { ...ADDRESS, firstname: 'Nikola', isDefault: false },
    });
    expect(created.body.data.isDefault).toBe(true);
  });

  it('refuses invalid input with 422 at the fields (checkout rules)', async () => {
    const res = await api(t, 'POST', '/api/addresses', {
      token: ACCOUNT_TOKENS.customer,
      body: {
        name: '',
        firstname: 'Jana',
        lastname: '',
        street: 'Hlavná',
        city: 'Bratislava',
        zip: '8110',
        country: 'CZ',
        phonePrefix: '+999',
        phone: '12ab',
      },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['country', 'lastname', 'name', 'phone', 'phonePrefix', 'street', 'zip']);
    expect(res.body.errors.name).toEqual(['Pole musí byť vyplnené.']);
    expect((await addressRows(ACCOUNT_USERS.customer)).length).toBe(2);
    // not JSON at all
    const broken = await t.app.request('/api/addresses', {
      method: 'POST',
      headers: { authorization: `Bearer ${ACCOUNT_TOKENS.customer}`, 'content-type': 'application/json' },
      body: '{',
    });
    expect(broken.status).toBe(400);
    const array = await api(t, 'POST', '/api/addresses', { token: ACCOUNT_TOKENS.customer, body: [1, 2] });
    expect(array.status).toBe(422);
  });

  it('edits, makes default and deletes only the caller’s addresses: another customer’s id is 404 and nothing changes', async () => {
    const foreignId = 3; // the influencer's
    const before = await addressRows(ACCOUNT_USERS.influencer);
    for (const [method, path, body] of [
      ['GET', `/api/addresses/${foreignId}`, undefined],
      ['PUT', `/api/addresses/${foreignId}`, ADDRESS],
      ['PUT', `/api/addresses/${foreignId}`, { name: '' }],
      ['PUT', `/api/addresses/${foreignId}/default`, undefined],
      ['DELETE', `/api/addresses/${foreignId}`, undefined],
      ['GET', '/api/addresses/999999', undefined],
      ['DELETE', '/api/addresses/abc', undefined],
    ] as const) {
      const res = await api(t, method, path, { token: ACCOUNT_TOKENS.customer, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toEqual({ message: 'This page could not be found' });
    }
    expect(await addressRows(ACCOUNT_USERS.influencer)).toEqual(before);
    const [stored] = await queryRows<{ street: string }>(t.services.db, sql`SELECT street FROM addresses WHERE id = ${foreignId}`);
    expect(stored!.street).toBe('Hlavná 5');
  });

  it('edit, default and delete of own addresses; deleting the default promotes the oldest remaining one', async () => {
    const put = await api(t, 'PUT', '/api/addresses/2', { token: ACCOUNT_TOKENS.customer, body: { ...ADDRESS, name: 'Chalupa' } });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ id: 2, name: 'Chalupa', street: 'Mlynské nivy 5', isDefault: false });
    const invalid = await api(t, 'PUT', '/api/addresses/2', { token: ACCOUNT_TOKENS.customer, body: { ...ADDRESS, zip: 'x' } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.zip).toBeDefined();

    const def = await api(t, 'PUT', '/api/addresses/2/default', { token: ACCOUNT_TOKENS.customer });
    expect(def.body.data.isDefault).toBe(true);
    expect((await addressRows(ACCOUNT_USERS.customer)).map((r) => [r.id, r.is_default])).toEqual([
      [1, false],
      [2, true],
    ]);

    const del = await api(t, 'DELETE', '/api/addresses/2', { token: ACCOUNT_TOKENS.customer });
    expect(del.status).toBe(200);
    expect(del.body.message).toBe('Adresa bola odstránená.');
    expect((await addressRows(ACCOUNT_USERS.customer)).map((r) => [r.id, r.is_default])).toEqual([[1, true]]);
    expect((await api(t, 'DELETE', '/api/addresses/2', { token: ACCOUNT_TOKENS.customer })).status).toBe(404);
  });

  it(`keeps at most ${MAX_ADDRESSES_PER_CUSTOMER} addresses per customer`, async () => {
    for (let i = 2; i < MAX_ADDRESSES_PER_CUSTOMER; i++) {
      await queryRows(
        t.services.db,
        sql`INSERT INTO addresses (user_id, name, firstname, lastname, street, city, zip, country_code) VALUES (1, ${`A${i}`}, 'J', 'N', 'Ulica 1', 'Mesto', '811 01', 'SK')`,
      );
    }
    const res = await api(t, 'POST', '/api/addresses', { token: ACCOUNT_TOKENS.customer, body: ADDRESS });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('address_limit');
  });
});

describe('the /account/addresses page', () => {
  const loaderArgs = (token: string | null, path = '/account/addresses') =>
    ({ request: pageRequest(path, token), context: pageContext(t), params: {} }) as unknown as Parameters<typeof addressesLoader>[0];
  const actionArgs = (token: string | null, form: Record<string, string>) =>
    ({ request: pageRequest('/account/addresses', token, form), context: pageContext(t), params: {} }) as unknown as Parameters<
      typeof addressesAction
    >[0];

  it('shows the customer’s addresses, the success notice after a redirect, and the address being edited', async () => {
    const data = await addressesLoader(loaderArgs(ACCOUNT_TOKENS.customer, '/account/addresses?oznam=ulozena&upravit=2'));
    expect(data.addresses.map((a) => a.name)).toEqual(['Domov', 'Chata']);
    expect(data.success).toBe('Adresa bola uložená.');
    expect(data.editing?.id).toBe(2);
    expect(data.initial).toMatchObject({ id: '2', name: 'Chata', street: 'Demänovská dolina 71' });
    // another customer's id cannot be opened for editing
    const foreign = await addressesLoader(loaderArgs(ACCOUNT_TOKENS.customer, '/account/addresses?upravit=3'));
    expect(foreign.editing).toBeNull();
    expect(foreign.editMissing).toBe('Adresa sa nenašla. Možno už bola odstránená.');
    const guest = (await settle(addressesLoader(loaderArgs(null)))).error as Response;
    expect(guest.status).toBe(302);
    expect(guest.headers.get('Location')).toBe('/');
  });

  it('saves through a plain form post (redirect with the notice) and keeps the typed values on errors', async () => {
    const saved = await addressesAction(actionArgs(ACCOUNT_TOKENS.customer, { intent: 'save', ...ADDRESS, isDefault: 'on' }));
    expect(saved).toBeInstanceOf(Response);
    expect((saved as Response).headers.get('Location')).toBe('/account/addresses?oznam=ulozena');
    expect((await addressRows(ACCOUNT_USERS.customer)).length).toBe(3);

    const refused = (await addressesAction(actionArgs(ACCOUNT_TOKENS.customer, { intent: 'save', ...ADDRESS, zip: '12' }))) as unknown as {
      data: { data?: { kind: string }; errors: Record<string, string[]>; values: Record<string, string> };
      init: { status: number };
    };
    expect(refused.init.status).toBe(422);
    expect(refused.data.data?.kind).toBe('invalid');
    expect(refused.data.errors.zip).toEqual(['PSČ musí mať 5 číslic, napríklad 811 01.']);
    expect(refused.data.values).toMatchObject({ name: 'Práca', street: 'Mlynské nivy 5', zip: '12' });

    const foreignDelete = (await addressesAction(actionArgs(ACCOUNT_TOKENS.customer, { intent: 'delete', id: '3' }))) as unknown as {
      init: { status: number };
    };
    expect(foreignDelete.init.status).toBe(404);
    const foreignEdit = (await addressesAction(
      actionArgs(ACCOUNT_TOKENS.customer, { intent: 'save', id: '3', ...ADDRESS }),
    )) as unknown as { init: { status: number } };
    expect(foreignEdit.init.status).toBe(404);
    expect((await addressRows(ACCOUNT_USERS.influencer)).map((r) => r.name)).toEqual(['Domov']);

    const deleted = await addressesAction(actionArgs(ACCOUNT_TOKENS.customer, { intent: 'delete', id: '2' }));
    expect((deleted as Response).headers.get('Location')).toBe('/account/addresses?oznam=odstranena');
    const def = await addressesAction(actionArgs(ACCOUNT_TOKENS.customer, { intent: 'default', id: '1' }));
    expect((def as Response).headers.get('Location')).toBe('/account/addresses?oznam=predvolena');
  });
});
