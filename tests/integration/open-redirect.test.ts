/**
 * No open redirect (src/lib/same-site-path.ts): the login and registration forms' `redirect` and the currency form's
 * `back` are followed only when their normalised path stays on the shop — `/.//evil.com` normalises to `//evil.com`.
 * The page actions run on a real database (PGlite and PostgreSQL).
 */
import { sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { action as loginAction } from '../../app/routes/login';
import { action as registerAction } from '../../app/routes/register';
import { action as homeAction } from '../../app/routes/home';
import { queryRows } from '../../src/db/client';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { settle } from '../fixtures/account-fixtures';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
beforeEach(async () => {
  await queryRows(t.services.db, sql`DELETE FROM rate_limits`);
});
afterAll(async () => {
  await t?.cleanup();
});

function context(): AppLoadContext {
  return { services: t.services, cspNonce: '', clientIp: '198.51.100.31' } as unknown as AppLoadContext;
}

function formPost(path: string, fields: Record<string, string>): Request {
  return new Request(`http://localhost${path}`, { method: 'POST', body: new URLSearchParams(fields) });
}

/** The Location of the redirect the action returned or threw. */
async function location(promise: Promise<unknown>): Promise<string | null> {
  const { value, error } = await settle(promise);
  const response = (value ?? error) as Response;
  expect(response).toBeInstanceOf(Response);
  expect(response.status).toBe(302);
  return response.headers.get('location');
}

const EVIL = ['/.//evil.com', '/..//evil.com', '/./\\evil.com', '/a/../..//evil.com/ucet', '/\t/evil.com', '/%2e//evil.com'];

describe('after login', () => {
  it.each(EVIL)('redirect=%j stays on the shop', async (redirect) => {
    const to = await location(
      loginAction({
        request: formPost('/prihlasenie', { email: 'zakaznik@party-shop.sk', password: DEMO_PASSWORD, redirect }),
        context: context(),
        params: {},
      } as never),
    );
    expect(to).toBe('/ucet');
  });

  it('a same-site redirect is followed (normalised)', async () => {
    const to = await location(
      loginAction({
        request: formPost('/prihlasenie', { email: 'zakaznik@party-shop.sk', password: DEMO_PASSWORD, redirect: '/kosik/./?x=1' }),
        context: context(),
        params: {},
      } as never),
    );
    expect(to).toBe('/kosik/?x=1');
  });
});

describe('after registration', () => {
  it.each(EVIL)('redirect=%j stays on the shop', async (redirect) => {
    const email = `presmerovanie.${Math.random().toString(36).slice(2)}@example.sk`;
    const fields = {
      firstname: 'Iveta',
      lastname: 'Nová',
      email,
      password: 'Dlhe heslo 2026',
      password_confirmation: 'Dlhe heslo 2026',
      redirect,
      terms: '1',
      gdpr: '1',
    };
    const to = await location(registerAction({ request: formPost('/registrace', fields), context: context(), params: {} } as never));
    expect(to).toBe('/ucet');
  });
});

describe('the currency form', () => {
  it.each(EVIL)('back=%j returns home', async (back) => {
    const to = await location(
      homeAction({ request: formPost('/?index', { currencyId: '1', back }), context: context(), params: {} } as never),
    );
    expect(to).toBe('/');
  });

  it('a same-site back path is followed', async () => {
    const to = await location(
      homeAction({ request: formPost('/?index', { currencyId: '1', back: '/kosik?x=1' }), context: context(), params: {} } as never),
    );
    expect(to).toBe('/kosik?x=1');
  });
});
