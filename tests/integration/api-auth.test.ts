/**
 * Auth calls (server/api/auth.ts, src/domain/accounts): register, login, me, logout, password reset and change,
 * token storage, expiry and revocation, rate limits, the guest-cart merge at login, and that no answer leaks a
 * password hash or another customer's data. Runs on PGlite and PostgreSQL (TEST_DATABASE_URL).
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { AUTH_TOKEN_COOKIE } from '../../src/domain/accounts/auth-token';
import { hashSessionToken } from '../../src/domain/accounts/session-lookup';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { fromAddress, getJson, postJson } from '../setup/app-request';
import { passwordResetHashes, waitForPasswordResetHash } from '../setup/mail-links';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import type { AppLoadContext } from 'react-router';
import { requireUser } from '../../app/lib/session/guards.server';
import { call, loadCartFixtures } from '../fixtures/cart-fixtures';

const CUSTOMER = { email: 'zakaznik@party-shop.sk', password: DEMO_PASSWORD };
const OTHER = { email: 'firma@party-shop.sk', password: DEMO_PASSWORD };

// The tests share one clone of the demo database (each with its own services, app and DATA_DIR). A test that
// changes a password does so on an account of its own (newCustomer), and every test starts without rate-limit
// counters (table rate_limits), as on a fresh clone.
let shared: TestDatabase | undefined;
let t: TestDatabase;
/** every JSON answer of a test, checked afterwards for password hashes */
let answers: unknown[];

beforeEach(async () => {
  shared ??= await createTestDatabase();
  t = await createTestDatabase({ shareDatabaseOf: shared });
  await queryRows(t.services.db, sql`DELETE FROM rate_limits`);
  await queryRows(t.services.db, sql`DELETE FROM login_failures`);
  answers = [];
});
afterEach(async () => {
  for (const body of answers) {
    const text = JSON.stringify(body);
    expect(text).not.toMatch(/\$argon2/);
    expect(text).not.toMatch(/password_?hash/i);
  }
  await t?.cleanup();
});
afterAll(async () => {
  await shared?.cleanup();
});

async function post(path: string, payload: unknown, options: { address?: string; headers?: Record<string, string> } = {}) {
  const result = await postJson(t, path, payload, options);
  answers.push(result.body);
  return result;
}

async function get(path: string, token?: string, extra: Record<string, string> = {}) {
  const result = await getJson(t, path, { headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...extra } });
  answers.push(result.body);
  return result;
}

function setCookie(res: Response, name: string): string | undefined {
  return res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
}

let customers = 0;
/** A newly registered customer of the test's own, for tests that change the password (the demo accounts keep theirs). */
async function newCustomer(): Promise<{ id: number; email: string; password: string }> {
  const email = `heslo.${++customers}@example.sk`;
  const password = 'Stare heslo 2025';
  const res = await post('/api/auth/register', { firstname: 'Iveta', lastname: 'Nová', email, password, password_confirmation: password });
  expect(res.status).toBe(201);
  return { id: res.body.data.id, email, password };
}

async function sessionRows(userId: number) {
  return queryRows<{ token_hash: string; revoked_at: string | null }>(
    t.services.db,
    sql`SELECT token_hash, revoked_at FROM sessions WHERE user_id = ${userId} ORDER BY id`,
  );
}

describe('register, login, me, logout', () => {
  it('registers a customer (201, logged in), stores only the token hash, and logs out', async () => {
    const reg = await post('/api/auth/register', {
      firstname: ' Zuzana ',
      lastname: 'Veselá',
      email: 'Zuzana.Vesela@Example.sk',
      password: 'abcdefgh',
      password_confirmation: 'abcdefgh',
    });
    expect(reg.status).toBe(201);
    expect(reg.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(reg.body.data).toEqual({
      id: expect.any(Number),
      firstname: 'Zuzana',
      lastname: 'Veselá',
      email: 'zuzana.vesela@example.sk',
      group: { id: 1, name: 'Zákazníci', description: 'Zákazník', discount: 0 },
      scope: ['customer'],
    });
    const cookie = setCookie(reg.res, AUTH_TOKEN_COOKIE)!;
    expect(cookie).toContain(`${AUTH_TOKEN_COOKIE}=${reg.body.token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/); // the test shop runs on http://localhost

    const token: string = reg.body.token;
    const rows = await sessionRows(reg.body.data.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(hashSessionToken(token));
    const [raw] = await queryRows<{ n: number }>(
      t.services.db,
      sql`SELECT count(*)::int AS n FROM sessions WHERE token_hash = ${token} OR position(${token} in token_hash) > 0`,
    );
    expect(raw!.n).toBe(0);
    const [stored] = await queryRows<{ password_hash: string }>(
      t.services.db,
      sql`SELECT password_hash FROM users WHERE id = ${reg.body.data.id}`,
    );
    expect(stored!.password_hash).toMatch(/^\$argon2id\$/);

    const me = await get('/api/me', token);
    expect(me.status).toBe(200);
    expect(me.body.data).toEqual(reg.body.data);
    // the storefront sends the cookie instead of the header
    const byCookie = await get('/api/me', undefined, { cookie: `${AUTH_TOKEN_COOKIE}=${token}` });
    expect(byCookie.body.data.email).toBe('zuzana.vesela@example.sk');

    const out = await get('/api/auth/logout', token);
    expect(out.status).toBe(200);
    expect(setCookie(out.res, AUTH_TOKEN_COOKIE)).toMatch(/Max-Age=0/);
    expect((await sessionRows(reg.body.data.id))[0]!.revoked_at).not.toBeNull();
    const after = await get('/api/me', token);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ code: 'unauthenticated', message: 'Nie ste prihlásený.' });

    const again = await post('/api/auth/login', { email: 'ZUZANA.vesela@example.sk', password: 'abcdefgh' });
    expect(again.status).toBe(200);
    expect(again.body.token).not.toBe(token);
  });

  it('refuses a taken e-mail in any case with the message of SPEC §8', async () => {
    const res = await post('/api/auth/register', {
      firstname: 'Jana',
      lastname: 'Iná',
      email: '  ZAKAZNIK@party-shop.SK ',
      password: 'nove-heslo-123',
      password_confirmation: 'nove-heslo-123',
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'email_taken',
      errors: { email: ['Účet s týmto e-mailom už existuje. Skúste sa najskôr prihlásiť.'] },
    });
    const [n] = await queryRows<{ n: number }>(
      t.services.db,
      sql`SELECT count(*)::int AS n FROM users WHERE lower(email) = 'zakaznik@party-shop.sk'`,
    );
    expect(n!.n).toBe(1);
  });

  it('validates the register form: 8 to 128 characters, no composition rules, confirmation, names, e-mail', async () => {
    const base = { firstname: 'Ema', lastname: 'Malá', email: 'ema@example.sk', password: 'abcdefgh', password_confirmation: 'abcdefgh' };
    const short = await post('/api/auth/register', { ...base, password: 'abcdefg', password_confirmation: 'abcdefg' });
    expect(short.status).toBe(422);
    expect(short.body.errors.password).toEqual(['Vyplňte prosím minimálne 8 znakov.']);
    const long = await post('/api/auth/register', { ...base, password: 'x'.repeat(129), password_confirmation: 'x'.repeat(129) });
    expect(long.body.errors.password).toEqual(['Vyplňte prosím maximálne 128 znakov.']);
    const mismatch = await post('/api/auth/register', { ...base, password_confirmation: 'abcdefgX', firstname: '' });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual({ firstname: ['Pole musí byť vyplnené.'], password_confirmation: ['Heslá nie sú zhodné.'] });
    const missing = await post('/api/auth/register', { email: 'nie-je-email' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toMatchObject({
      email: ['Pole musí obsahovať platný e-mail.'],
      password: ['Pole musí byť vyplnené.'],
      password_confirmation: ['Toto pole je potrebné potvrdiť.'],
      lastname: ['Pole musí byť vyplnené.'],
    });
    // 128 characters of anything (spaces, no digits) is a valid password
    const ok = await post('/api/auth/register', {
      ...base,
      password: ' '.repeat(120) + 'abcdefgh',
      password_confirmation: ' '.repeat(120) + 'abcdefgh',
    });
    expect(ok.status).toBe(201);
  });

  it('logs in with the demo password; wrong password and unknown e-mail give the same 422', async () => {
    // (other tests of the file log this customer in too: the login must set last_login_at anew)
    const [clock] = await queryRows<{ started: string }>(t.services.db, sql`SELECT clock_timestamp()::text AS started`);
    const ok = await post('/api/auth/login', CUSTOMER);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      id: 1,
      firstname: 'Jana',
      lastname: 'Nováková',
      email: CUSTOMER.email,
      group: { id: 1 },
      scope: ['customer'],
    });
    const [user] = await queryRows<{ last_login_at: string | null; fresh: boolean | null }>(
      t.services.db,
      sql`SELECT last_login_at, last_login_at >= ${clock!.started}::timestamptz AS fresh FROM users WHERE id = 1`,
    );
    expect(user!.last_login_at).not.toBeNull();
    expect(user!.fresh).toBe(true);

    const wrong = await post('/api/auth/login', { ...CUSTOMER, password: 'Party2026?' });
    const unknown = await post('/api/auth/login', { email: 'nikto@example.sk', password: 'Party2026?' });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        message: 'Nesprávny e-mail alebo heslo.',
        code: 'invalid_credentials',
        errors: { email: ['Nesprávny e-mail alebo heslo.'] },
      });
    }
    // an account without a password (created by the shop) cannot log in
    const reviewer = await post('/api/auth/login', { email: 'martina.sabova@example.com', password: 'cokolvek-123' });
    expect(reviewer.status).toBe(422);
  });

  it('answers bad input with 422 (or 400/415 for a broken body), never 500', async () => {
    const payloads: unknown[] = [
      {},
      [],
      null,
      42,
      'text',
      { email: 5, password: {} },
      { email: 'a@b.sk', password: 'x'.repeat(200) },
      { email: 'x'.repeat(300) + '@a.sk', password: 'abc' },
    ];
    for (const path of ['/api/auth/login', '/api/auth/register', '/api/auth/password/reset', '/api/auth/password/change']) {
      for (const payload of payloads) {
        // (the long password is an extra key for the reset request, whose e-mail is valid)
        if (path.endsWith('/reset') && payload === payloads[6]) continue;
        const res = await post(path, JSON.stringify(payload));
        expect(res.status, `${path} ${JSON.stringify(payload)}`).toBe(422);
        expect(res.body.errors).toBeTypeOf('object');
      }
      expect((await post(path, '{"email":')).status).toBe(400);
      const form = await t.app.request(
        path,
        { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' },
        fromAddress('192.0.2.1'),
      );
      expect(form.status).toBe(415);
    }
  });

  it('treats expired, revoked, unknown and malformed tokens as logged out (401)', async () => {
    const first = await post('/api/auth/login', CUSTOMER);
    const second = await post('/api/auth/login', CUSTOMER);
    await queryRows(
      t.services.db,
      sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = ${hashSessionToken(first.body.token)}`,
    );
    expect((await get('/api/me', first.body.token)).status).toBe(401);
    expect((await get('/api/me', second.body.token)).status).toBe(200);
    await queryRows(t.services.db, sql`UPDATE sessions SET revoked_at = now() WHERE token_hash = ${hashSessionToken(second.body.token)}`);
    expect((await get('/api/me', second.body.token)).status).toBe(401);
    for (const token of ['nonsense', 'x'.repeat(600), hashSessionToken(second.body.token)]) {
      expect((await get('/api/me', token)).status).toBe(401);
    }
    expect((await get('/api/me')).status).toBe(401);
    // logout always succeeds, with or without a session
    expect((await get('/api/auth/logout')).status).toBe(200);
    expect((await get('/api/auth/logout', 'nonsense')).status).toBe(200);
  });

  it('shows every customer only their own data', async () => {
    const a = await post('/api/auth/login', CUSTOMER);
    const b = await post('/api/auth/login', OTHER);
    const meA = await get('/api/me', a.body.token);
    const meB = await get('/api/me', b.body.token);
    expect(meA.body.data.email).toBe(CUSTOMER.email);
    expect(meB.body.data).toMatchObject({ email: OTHER.email, group: { id: 3, discount: 10 } });
    expect(JSON.stringify(meA.body)).not.toContain(OTHER.email);
    expect(JSON.stringify(meB.body)).not.toContain(CUSTOMER.email);
    // logging one out leaves the other logged in
    await get('/api/auth/logout', a.body.token);
    expect((await get('/api/me', b.body.token)).status).toBe(200);
  });

  it('lists the auth calls in the OpenAPI document', async () => {
    const { body } = await getJson(t, '/api/openapi.json');
    for (const path of [
      '/api/auth/login',
      '/api/auth/logout',
      '/api/me',
      '/api/auth/register',
      '/api/auth/password/reset',
      '/api/auth/password/change',
    ]) {
      expect(body.paths[path], path).toBeDefined();
    }
  });
});

describe('rate limits', () => {
  /** Lets the running login delays of `email` end now (instead of waiting for them in the test). */
  async function endLoginDelays(email: string) {
    await queryRows(t.services.db, sql`UPDATE login_failures SET retry_at = now() WHERE account_key = ${email.toLowerCase()}`);
  }

  async function loginFailureRows(email: string) {
    return queryRows<{ ip: string; failures: number; wait: number }>(
      t.services.db,
      sql`SELECT ip, failures, extract(epoch FROM (retry_at - last_failure_at))::int AS wait FROM login_failures WHERE account_key = ${email.toLowerCase()} ORDER BY ip`,
    );
  }

  it('a successful password reset ends every login delay of the account (decisions 0056, 0064)', async () => {
    const customer = await newCustomer();
    for (let i = 0; i < 12; i++) {
      await post('/api/auth/login', { email: customer.email, password: `zle-heslo-${i}` }, { address: '198.51.100.120' });
      await endLoginDelays(customer.email);
    }
    await queryRows(
      t.services.db,
      sql`UPDATE login_failures SET retry_at = now() + interval '10 minutes' WHERE account_key = ${customer.email}`,
    );
    expect(
      (await post('/api/auth/login', { email: customer.email, password: customer.password }, { address: '198.51.100.120' })).status,
    ).toBe(429);
    expect((await post('/api/auth/password/reset', { email: customer.email })).status).toBe(200);
    const hash = await waitForPasswordResetHash(t.services.config.dataDir, customer.email);
    expect(
      (await post('/api/auth/password/change', { hash, password: 'Nove heslo 2026', password_confirmation: 'Nove heslo 2026' })).status,
    ).toBe(200);
    expect(await loginFailureRows(customer.email)).toEqual([]);
    expect(
      (await post('/api/auth/login', { email: customer.email, password: 'Nove heslo 2026' }, { address: '198.51.100.120' })).status,
    ).toBe(200);
  });

  it("an attacker's failures from one address never stop the owner logging in from another (decision 0064)", async () => {
    const attacker = '198.51.100.66';
    for (let i = 0; i < 12; i++) {
      const res = await post('/api/auth/login', { ...CUSTOMER, password: `zle-heslo-${i}` }, { address: attacker });
      expect(res.status).toBe(422);
      await endLoginDelays(CUSTOMER.email);
    }
    // the attacker's next guess comes too early: refused before the password is checked, with the wait
    await post('/api/auth/login', { ...CUSTOMER, password: 'este-jedno' }, { address: attacker });
    const early = await post('/api/auth/login', CUSTOMER, { address: attacker });
    expect(early.status).toBe(429);
    expect(early.body.code).toBe('rate_limited');
    expect(early.body.message).toMatch(/^Príliš veľa neúspešných pokusov\. Skúste to prosím znova o \d+ (s|min)\.$/);
    expect(Number(early.res.headers.get('retry-after'))).toBeGreaterThan(0);
    // the owner, from another address, with the right password: logged in at once
    expect((await post('/api/auth/login', CUSTOMER, { address: '198.51.100.99' })).status).toBe(200);
    // another account from the attacker's address is not slowed down either
    expect((await post('/api/auth/login', OTHER, { address: attacker })).status).toBe(200);
    // once the wait is over, the right password works from the attacker's address too (a delay, not a lock)
    await endLoginDelays(CUSTOMER.email);
    expect((await post('/api/auth/login', CUSTOMER, { address: attacker })).status).toBe(200);
  });

  it('brute force gets slower: five attempts without waiting, then every failure doubles the wait up to 15 minutes', async () => {
    const email = 'nikto.hadany@example.sk';
    const waits: number[] = [];
    for (let i = 0; i < 10; i++) {
      expect((await post('/api/auth/login', { email, password: `pokus-${i}` }, { address: '192.0.2.77' })).status).toBe(422);
      const pair = (await loginFailureRows(email)).find((r) => r.ip === '192.0.2.77')!;
      expect(pair.failures).toBe(i + 1);
      waits.push(pair.wait);
      await endLoginDelays(email);
    }
    expect(waits).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16, 32]);
    await queryRows(t.services.db, sql`UPDATE login_failures SET failures = 40 WHERE account_key = ${email} AND ip = '192.0.2.77'`);
    await post('/api/auth/login', { email, password: 'pokus-41' }, { address: '192.0.2.77' });
    expect((await loginFailureRows(email)).find((r) => r.ip === '192.0.2.77')!.wait).toBe(900);
  });

  it('guesses from many addresses slow down together, but not from an address the owner logged in from', async () => {
    const customer = await newCustomer();
    const home = '198.51.100.200';
    expect((await post('/api/auth/login', { email: customer.email, password: customer.password }, { address: home })).status).toBe(200);
    for (let i = 0; i < 20; i++) {
      expect(
        (await post('/api/auth/login', { email: customer.email, password: `zle-${i}` }, { address: `203.0.113.${i + 1}` })).status,
      ).toBe(422);
    }
    const [anyAddress] = (await loginFailureRows(customer.email)).filter((r) => r.ip === '*');
    expect(anyAddress).toMatchObject({ failures: 20, wait: 1 });
    await queryRows(
      t.services.db,
      sql`UPDATE login_failures SET retry_at = now() + interval '1 minute' WHERE account_key = ${customer.email} AND ip = '*'`,
    );
    // a fresh address is slowed down by the account-wide wait
    expect((await post('/api/auth/login', { email: customer.email, password: 'dalsi' }, { address: '203.0.113.99' })).status).toBe(429);
    // the owner's own address is not
    expect((await post('/api/auth/login', { email: customer.email, password: 'preklep' }, { address: home })).status).toBe(422);
    expect((await post('/api/auth/login', { email: customer.email, password: customer.password }, { address: home })).status).toBe(200);
  });

  it('a successful login clears the failed-attempt count of its address', async () => {
    for (let i = 0; i < 4; i++) await post('/api/auth/login', { ...CUSTOMER, password: `zle-heslo-${i}` });
    expect((await post('/api/auth/login', CUSTOMER)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await post('/api/auth/login', { ...CUSTOMER, password: `ine-${i}` })).status).toBe(422);
    expect((await post('/api/auth/login', CUSTOMER)).status).toBe(200);
  });

  it('parallel guesses cannot slip past a running delay', async () => {
    // nine failures so far: the tenth waits 32 s, so of ten parallel guesses exactly one is checked
    await queryRows(
      t.services.db,
      sql`INSERT INTO login_failures (account_key, ip, failures, last_failure_at, retry_at, forget_at)
          VALUES (${OTHER.email}, '203.0.113.50', 9, now(), now(), now() + interval '1 day')`,
    );
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post('/api/auth/login', { ...OTHER, password: `paralelne-${i}` }, { address: '203.0.113.50' })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 422)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
  });

  it('limits password reset requests per e-mail alike for existing and unknown accounts, and per address', async () => {
    for (const email of [CUSTOMER.email, 'nikto@example.sk']) {
      for (let i = 0; i < 3; i++)
        expect((await post('/api/auth/password/reset', { email }, { address: `192.0.2.${50 + i}` })).status).toBe(200);
      const blocked = await post('/api/auth/password/reset', { email }, { address: '192.0.2.60' });
      expect(blocked.status).toBe(429);
      expect(blocked.body.code).toBe('rate_limited');
    }
    const address = '203.0.113.200';
    for (let i = 0; i < 10; i++)
      expect((await post('/api/auth/password/reset', { email: `r${i}@example.sk` }, { address })).status).toBe(200);
    expect((await post('/api/auth/password/reset', { email: 'r10@example.sk' }, { address })).status).toBe(429);
  });

  it('limits registrations per e-mail and per address', async () => {
    const form = (email: string) => ({
      firstname: 'Test',
      lastname: 'Limit',
      email,
      password: 'heslo-1234',
      password_confirmation: 'heslo-1234',
    });
    for (let i = 0; i < 5; i++) await post('/api/auth/register', form(CUSTOMER.email), { address: `192.0.2.${100 + i}` });
    expect((await post('/api/auth/register', form(CUSTOMER.email), { address: '192.0.2.110' })).status).toBe(429);
    const address = '203.0.113.250';
    for (let i = 0; i < 20; i++)
      expect((await post('/api/auth/register', form(CUSTOMER.email.replace('zakaznik', `z${i}`)), { address })).status).not.toBe(429);
    expect((await post('/api/auth/register', form('posledny@example.sk'), { address })).status).toBe(429);
  });
});

describe('password reset', () => {
  const dataDir = () => t.services.config.dataDir;

  it('mails a one-time link; the new password works, the old does not, every session ends, the link works once', async () => {
    const customer = await newCustomer();
    const CUSTOMER = { email: customer.email, password: customer.password };
    const sessionA = await post('/api/auth/login', CUSTOMER);
    const sessionB = await post('/api/auth/login', CUSTOMER);
    const other = await post('/api/auth/login', OTHER);

    const req = await post('/api/auth/password/reset', { email: customer.email.replace(/^h/, 'H').replace('example', 'Example') });
    expect(req.status).toBe(200);
    expect(req.body.message).toBe(
      'Ak u nás existuje účet s týmto e-mailom, poslali sme naň odkaz na nastavenie nového hesla. Odkaz platí 60 minút.',
    );
    const hash = await waitForPasswordResetHash(dataDir(), CUSTOMER.email);
    const [reset] = await queryRows<{ token_hash: string }>(
      t.services.db,
      sql`SELECT token_hash FROM password_resets WHERE user_id = ${customer.id}`,
    );
    expect(reset!.token_hash).toBe(hashSessionToken(hash));

    const change = await post('/api/auth/password/change', { hash, password: 'Nove heslo 2026', password_confirmation: 'Nove heslo 2026' });
    expect(change.status).toBe(200);
    expect(change.body.message).toBe('Heslo bolo zmenené. Teraz sa môžete prihlásiť novým heslom.');

    expect((await get('/api/me', sessionA.body.token)).status).toBe(401);
    expect((await get('/api/me', sessionB.body.token)).status).toBe(401);
    expect((await get('/api/me', other.body.token)).status).toBe(200);
    expect((await post('/api/auth/login', CUSTOMER)).status).toBe(422);
    expect((await post('/api/auth/login', { ...CUSTOMER, password: 'Nove heslo 2026' })).status).toBe(200);

    const reuse = await post('/api/auth/password/change', { hash, password: 'Tretie heslo 1', password_confirmation: 'Tretie heslo 1' });
    expect(reuse.status).toBe(422);
    expect(reuse.body).toMatchObject({
      code: 'reset_invalid',
      errors: { hash: [expect.stringMatching(/^Odkaz na zmenu hesla je neplatný/)] },
    });
    expect((await post('/api/auth/login', { ...CUSTOMER, password: 'Nove heslo 2026' })).status).toBe(200);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const resets = async () => (await queryRows<{ n: number }>(t.services.db, sql`SELECT count(*)::int AS n FROM password_resets`))[0]!.n;
    const before = await resets();
    const known = await post('/api/auth/password/reset', { email: CUSTOMER.email });
    const unknown = await post('/api/auth/password/reset', { email: CUSTOMER.email.replace('zakaznik', 'nikto') });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body.message).toBe(known.body.message);
    await waitForPasswordResetHash(dataDir(), CUSTOMER.email);
    expect(await passwordResetHashes(dataDir(), 'nikto@party-shop.sk')).toEqual([]);
    expect(await resets()).toBe(before + 1);
  });

  it('refuses an expired link, an unknown one, and a spent one after a newer link was used', async () => {
    const customer = await newCustomer();
    const CUSTOMER = { email: customer.email };
    await post('/api/auth/password/reset', { email: CUSTOMER.email });
    const first = await waitForPasswordResetHash(dataDir(), CUSTOMER.email, 1);
    await queryRows(t.services.db, sql`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE user_id = ${customer.id}`);
    const body = (hash: string) => ({ hash, password: 'Nove heslo 2026', password_confirmation: 'Nove heslo 2026' });
    expect((await post('/api/auth/password/change', body(first))).body.code).toBe('reset_invalid');
    expect((await post('/api/auth/password/change', body('neznamy-odkaz'))).body.code).toBe('reset_invalid');

    await post('/api/auth/password/reset', { email: CUSTOMER.email });
    await post('/api/auth/password/reset', { email: CUSTOMER.email });
    const [second, third] = [
      await waitForPasswordResetHash(dataDir(), CUSTOMER.email, 2),
      await waitForPasswordResetHash(dataDir(), CUSTOMER.email, 3),
    ];
    expect((await post('/api/auth/password/change', body(third))).status).toBe(200);
    // the other open link of the account is spent with it
    expect((await post('/api/auth/password/change', body(second))).body.code).toBe('reset_invalid');
    // the mismatch is a field error before anything else
    const mismatch = await post('/api/auth/password/change', { hash: second, password: 'abcdefgh', password_confirmation: 'abcdefgi' });
    expect(mismatch.body.errors).toEqual({ password_confirmation: ['Heslá nie sú zhodné.'] });
  });

  it('spends a link once under parallel use', async () => {
    const OTHER = await newCustomer();
    await post('/api/auth/password/reset', { email: OTHER.email });
    const hash = await waitForPasswordResetHash(dataDir(), OTHER.email);
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        post(
          '/api/auth/password/change',
          { hash, password: `Paralelne ${i}!`, password_confirmation: `Paralelne ${i}!` },
          { address: `192.0.2.${200 + i}` },
        ),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 422, 422, 422]);
  });
});

describe('guest cart at login', () => {
  it("merges the guest-cart cookie's cart into the customer's cart and drops the cookie", async () => {
    const fx = await loadCartFixtures(t.services.db);
    const tempId = (await call(t, 'GET', '/api/cart/anonymous/sk/0')).body.data.tempId as string;
    const put = await call(t, 'PUT', '/api/cart/0', { variantId: fx.other.variant, quantity: 2 }, { tempId });
    expect(put.status).toBe(200);

    const res = await post('/api/auth/login', CUSTOMER, { headers: { cookie: `guest-cart=${tempId}` } });
    expect(res.status).toBe(200);
    expect(setCookie(res.res, 'guest-cart')).toMatch(/Max-Age=0/);
    const carts = await call(t, 'GET', '/api/cart/sk', undefined, { token: res.body.token });
    const items = carts.body.data[0].items as Array<{ product: { id: number }; quantity: number }>;
    expect(items.find((i) => i.product.id === fx.other.product)?.quantity).toBe(2);
    const [left] = await queryRows<{ n: number }>(t.services.db, sql`SELECT count(*)::int AS n FROM carts WHERE temp_id = ${tempId}`);
    expect(left!.n).toBe(0);
  });

  it('logs in normally with an unknown guest cart id', async () => {
    const res = await post('/api/auth/login', CUSTOMER, { headers: { cookie: 'guest-cart=neexistuje' } });
    expect(res.status).toBe(200);
    expect(setCookie(res.res, 'guest-cart')).toBeUndefined();
  });
});

describe('login-only pages remember the page a guest asked for', () => {
  async function guardRedirect(url: string, method = 'GET'): Promise<Response> {
    const context = { services: t.services, cspNonce: '' } as AppLoadContext;
    try {
      await requireUser(new Request(url, { method }), context);
    } catch (error) {
      expect(error).toBeInstanceOf(Response);
      return error as Response;
    }
    throw new Error('requireUser let a guest through');
  }

  it('sends the guest home with the page in the HttpOnly cookie auth.redirect (10 minutes)', async () => {
    const res = await guardRedirect('http://localhost/ucet/fakturacni-udaje?tab=1');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/');
    const cookie = res.headers.get('Set-Cookie')!;
    expect(cookie).toContain(`auth.redirect=${encodeURIComponent('/ucet/fakturacni-udaje?tab=1')}`);
    expect(cookie).toMatch(/Max-Age=600/);
    expect(cookie).toMatch(/HttpOnly/);
    // a client navigation's data request names the same page
    const data = await guardRedirect('http://localhost/ucet/objednavka/7.data?_routes=routes%2Faccount-order');
    expect(data.headers.get('Set-Cookie')).toContain(`auth.redirect=${encodeURIComponent('/ucet/objednavka/7')};`);
  });

  it('remembers nothing for a form POST', async () => {
    const res = await guardRedirect('http://localhost/ucet', 'POST');
    expect(res.headers.get('Location')).toBe('/');
    expect(res.headers.get('Set-Cookie')).toBeNull();
  });
});
