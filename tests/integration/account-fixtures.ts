/**
 * Sessions for demo customers (src/seed/demo.ts) and request helpers for the account tests (orders, invoice data,
 * addresses, influencer): 1 zakaznik (Jana Nováková, group 1, addresses 1 and 2), 2 influencer (group 2, owns
 * INFLUENCER15, address 3), 5 firma (group 3, address 4).
 */
import { sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { expect } from 'vitest';
import { queryRows, type DbOrTx } from '../../src/db/client';
import { AUTH_TOKEN_COOKIE } from '../../src/domain/accounts/auth-token';
import { hashSessionToken } from '../../src/domain/accounts/session-lookup';
import { fromAddress } from '../setup/app-request';
import type { TestDatabase } from '../setup/test-database';

export const ACCOUNT_TOKENS = {
  customer: 'account-test-token-customer-1',
  influencer: 'account-test-token-influencer-2',
  company: 'account-test-token-company-5',
} as const;
export const ACCOUNT_USERS = { customer: 1, influencer: 2, company: 5 } as const;

export async function createAccountSessions(db: DbOrTx): Promise<void> {
  const inADay = new Date(Date.now() + 86_400_000).toISOString();
  for (const who of ['customer', 'influencer', 'company'] as const) {
    await queryRows(
      db,
      sql`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES (${ACCOUNT_USERS[who]}, ${hashSessionToken(ACCOUNT_TOKENS[who])}, ${inADay}::timestamptz)`,
    );
  }
}

/** A JSON call with an optional bearer token (or the auth cookie with `viaCookie`). */
export async function api(
  t: TestDatabase,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; viaCookie?: boolean; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.token) {
    if (options.viaCookie) headers.cookie = `${AUTH_TOKEN_COOKIE}=${options.token}`;
    else headers.authorization = `Bearer ${options.token}`;
  }
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await t.app.request(
    path,
    { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) },
    fromAddress('198.51.100.20'),
  );
  const text = await res.text();
  const body = res.headers.get('content-type')?.includes('json') && text ? JSON.parse(text) : text;
  return { status: res.status, body: body as any, text };
}

/** The load context of a page loader / action. */
export function pageContext(t: TestDatabase): AppLoadContext {
  return { services: t.services, cspNonce: '', clientIp: '198.51.100.21' } as unknown as AppLoadContext;
}

/** A page request as the logged-in customer (auth cookie), optionally a form POST. */
export function pageRequest(path: string, token: string | null, form?: Record<string, string>): Request {
  const headers: Record<string, string> = token ? { cookie: `${AUTH_TOKEN_COOKIE}=${token}` } : {};
  if (!form) return new Request(`http://localhost${path}`, { headers });
  const body = new FormData();
  for (const [k, v] of Object.entries(form)) body.append(k, v);
  return new Request(`http://localhost${path}`, { method: 'POST', headers, body });
}

/** What a loader or action threw (a redirect Response, a data() error) or returned. */
export async function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  try {
    return { value: await promise };
  } catch (error) {
    return { error };
  }
}

/** A thrown data(…, { status: 404 }). */
export function expectNotFound(error: unknown) {
  expect(error).toMatchObject({ type: 'DataWithResponseInit', init: { status: 404 } });
}

/** No answer may ever carry a password hash or any password field. */
export function expectNoSecrets(text: string) {
  expect(text).not.toMatch(/\$argon2/);
  expect(text).not.toMatch(/password/i);
  expect(text).not.toMatch(/token_hash|tokenHash/);
}
