import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { loadConfig } from '../../src/config';
import type { DbHandle } from '../../src/db/client';
import { openMigratedPglite } from '../setup/test-database';
import { syncIdentitySequences } from '../../src/db/identity';
import * as s from '../../src/db/schema';
import { createServices } from '../../src/services';
import { findUserBySessionToken, hashSessionToken } from '../../src/domain/accounts/session-lookup';
import { AUTH_TOKEN_COOKIE, readAuthToken, requireGuest, requireUser, runGuards } from '../../app/lib/session/guards.server';

const TOKEN = 'live-token-0123456789abcdef';
const REVOKED = 'revoked-token-0123456789';
const EXPIRED = 'expired-token-0123456789';

let handle: DbHandle;
let context: AppLoadContext;
let dataDir: string;

function requestWith(cookie?: string): Request {
  return new Request('http://localhost/ucet', { headers: cookie ? { cookie } : {} });
}

/** What a guard threw: a redirect Response, a data() error response, or nothing. */
async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  return undefined;
}

/** A thrown `data(body, { status })` (React Router turns it into the route's error response). */
function errorResponse(error: unknown): { status: number | undefined; data: unknown } {
  expect(error).toBeTypeOf('object');
  const value = error as { type?: string; data?: unknown; init?: { status?: number } | null };
  expect(value.type).toBe('DataWithResponseInit');
  return { status: value.init?.status, data: value.data };
}

function expectRedirectHome(error: unknown) {
  expect(error).toBeInstanceOf(Response);
  const response = error as Response;
  expect(response.status).toBe(302);
  expect(response.headers.get('Location')).toBe('/');
}

beforeAll(async () => {
  handle = await openMigratedPglite();
  const { db } = handle;
  await db.insert(s.customerGroups).values({ id: 2, name: 'Influencer', description: 'Influenceri', discount: 10 });
  await db.insert(s.users).values([
    { id: 7, email: 'jana@example.sk', passwordHash: 'x', firstname: 'Jana', lastname: 'Nováková', groupId: 2 },
    { id: 8, email: 'peter@example.sk', passwordHash: 'x', firstname: 'Peter', lastname: 'Kováč' },
  ]);
  await syncIdentitySequences(db);
  const inADay = new Date(Date.now() + 86_400_000);
  await db.insert(s.sessions).values([
    { userId: 7, tokenHash: hashSessionToken(TOKEN), expiresAt: inADay },
    { userId: 8, tokenHash: hashSessionToken(REVOKED), expiresAt: inADay, revokedAt: new Date() },
    { userId: 8, tokenHash: hashSessionToken(EXPIRED), expiresAt: new Date(Date.now() - 1000) },
  ]);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-guards-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SHOP_LOCALE: 'sk', SEED_DEMO: 'never' });
  context = { services: createServices(config, handle), cspNonce: '' } as AppLoadContext;
});

afterAll(async () => {
  await handle?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('findUserBySessionToken', () => {
  it('finds the user of a live session with the group', async () => {
    const user = await findUserBySessionToken(handle.db, TOKEN);
    expect(user).toEqual({
      id: 7,
      firstname: 'Jana',
      lastname: 'Nováková',
      email: 'jana@example.sk',
      scope: ['customer'],
      group: { id: 2, name: 'Influencer', description: 'Influenceri', discount: 10 },
    });
  });

  it('ignores unknown, revoked, expired and empty tokens', async () => {
    expect(await findUserBySessionToken(handle.db, 'nope')).toBeNull();
    expect(await findUserBySessionToken(handle.db, REVOKED)).toBeNull();
    expect(await findUserBySessionToken(handle.db, EXPIRED)).toBeNull();
    expect(await findUserBySessionToken(handle.db, '')).toBeNull();
  });

  it('compares with the given clock', async () => {
    expect(await findUserBySessionToken(handle.db, TOKEN, new Date(Date.now() + 2 * 86_400_000))).toBeNull();
  });
});

describe('readAuthToken', () => {
  it('reads "Bearer <token>" (URL-encoded) or the bare token from the cookie', () => {
    expect(readAuthToken(requestWith(`${AUTH_TOKEN_COOKIE}=Bearer%20abc`))).toBe('abc');
    expect(readAuthToken(requestWith(`other=1; ${AUTH_TOKEN_COOKIE}=abc`))).toBe('abc');
    expect(readAuthToken(requestWith(`${AUTH_TOKEN_COOKIE}=false`))).toBeNull();
    expect(readAuthToken(requestWith())).toBeNull();
  });
});

describe('requireUser', () => {
  it('redirects a guest home', async () => {
    expectRedirectHome(await thrown(requireUser(requestWith(), context)));
  });

  it('treats revoked and expired sessions as guests', async () => {
    expectRedirectHome(await thrown(requireUser(requestWith(`${AUTH_TOKEN_COOKIE}=Bearer%20${REVOKED}`), context)));
    expectRedirectHome(await thrown(requireUser(requestWith(`${AUTH_TOKEN_COOKIE}=${EXPIRED}`), context)));
  });

  it('lets a logged-in user through and returns them', async () => {
    const user = await requireUser(requestWith(`${AUTH_TOKEN_COOKIE}=Bearer%20${TOKEN}`), context);
    expect(user.id).toBe(7);
    const bare = await requireUser(requestWith(`${AUTH_TOKEN_COOKIE}=${TOKEN}`), context);
    expect(bare.email).toBe('jana@example.sk');
  });
});

describe('requireGuest', () => {
  it('lets a guest through', async () => {
    expect(await thrown(requireGuest(requestWith(), context))).toBeUndefined();
    expect(await thrown(requireGuest(requestWith(`${AUTH_TOKEN_COOKIE}=${REVOKED}`), context))).toBeUndefined();
  });

  it('redirects a logged-in user home', async () => {
    expectRedirectHome(await thrown(requireGuest(requestWith(`${AUTH_TOKEN_COOKIE}=Bearer%20${TOKEN}`), context)));
  });
});

describe('runGuards', () => {
  it('runs named guards', async () => {
    const loggedIn = requestWith(`${AUTH_TOKEN_COOKIE}=Bearer%20${TOKEN}`);
    expect(await thrown(runGuards(['auth'], loggedIn, context))).toBeUndefined();
    expectRedirectHome(await thrown(runGuards(['guest'], loggedIn, context)));
    expectRedirectHome(await thrown(runGuards(['auth'], requestWith(), context)));
    expect(await thrown(runGuards([], requestWith(), context))).toBeUndefined();
  });

  it('answers 500 "Unknown middleware {name}" for an unknown guard', async () => {
    const error = errorResponse(await thrown(runGuards(['guest', 'admin'], requestWith(), context)));
    expect(error.status).toBe(500);
    expect(error.data).toEqual({ message: 'Unknown middleware admin' });
  });

  it('does not treat Object.prototype names as guards', async () => {
    const error = errorResponse(await thrown(runGuards(['toString'], requestWith(), context)));
    expect(error.status).toBe(500);
    expect(error.data).toEqual({ message: 'Unknown middleware toString' });
  });
});
