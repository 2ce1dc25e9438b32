/** POST /api/subscriber/save (SPEC §7, §8). */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { fromAddress, postJson } from '../setup/app-request';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

const SAVE = '/api/subscriber/save';

// One clone of the template for the file; every test (or group) gets its own services and app on it. The saving tests
// each use e-mails and client addresses (rate-limit keys) of their own.
let shared: TestDatabase | undefined;
afterAll(async () => {
  await shared?.cleanup();
});
async function shop(): Promise<TestDatabase> {
  shared ??= await createTestDatabase();
  return createTestDatabase({ shareDatabaseOf: shared });
}

async function subscriberCount(t: TestDatabase, email: string) {
  const [row] = await queryRows<{ n: number }>(
    t.services.db,
    sql`select count(*)::int as n from subscribers where lower(email) = lower(${email})`,
  );
  return row!.n;
}

describe('POST /api/subscriber/save: saving', () => {
  // Every test gets its own services on the shared clone (they write subscribers and rate-limit counters).
  let t: TestDatabase;
  beforeEach(async () => {
    t = await shop();
  });
  afterEach(async () => {
    await t?.cleanup();
  });

  it('saves a new e-mail: 201 with the success message', async () => {
    const { status, body } = await postJson(t, SAVE, { email: 'novy.odberatel@example.sk' });
    expect(status).toBe(201);
    expect(body.message).toBe('E-mail bol úspešne uložený.');
    expect(body.data).toEqual({ email: 'novy.odberatel@example.sk' });
    expect(await subscriberCount(t, 'novy.odberatel@example.sk')).toBe(1);
  });

  it('answers 409 already_exists for the same e-mail in another case', async () => {
    expect((await postJson(t, SAVE, { email: 'Jana.Duplicate@example.sk' })).status).toBe(201);
    const { status, body } = await postJson(t, SAVE, { email: '  jana.duplicate@EXAMPLE.sk ' });
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'already_exists', message: 'Tento e-mail je už uložený.' });
    expect(await subscriberCount(t, 'jana.duplicate@example.sk')).toBe(1);
  });

  it('saves one of 20 parallel requests for the same new e-mail exactly once', async () => {
    const email = 'parallel@example.sk';
    // different client addresses, so the rate limit (10 per address) does not interfere
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => postJson(t, SAVE, { email }, { address: `198.51.100.${i + 1}` })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await subscriberCount(t, email)).toBe(1);
  });

  it('rate-limits one address after 10 attempts with 429', async () => {
    const address = '203.0.113.7';
    for (let i = 0; i < 10; i++) {
      const { status } = await postJson(t, SAVE, { email: `limit${i}@example.sk` }, { address });
      expect(status).toBe(201);
    }
    const limited = await postJson(t, SAVE, { email: 'limit10@example.sk' }, { address });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toEqual(expect.any(String));
    expect(await subscriberCount(t, 'limit10@example.sk')).toBe(0);
    // another address is not affected
    expect((await postJson(t, SAVE, { email: 'other@example.sk' }, { address: '203.0.113.8' })).status).toBe(201);
  });
});

describe('POST /api/subscriber/save: rejected input', () => {
  // Nothing here reaches the database (validation comes first): one set of services for the group.
  let t: TestDatabase;
  beforeAll(async () => {
    t = await shop();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('rejects an invalid e-mail with 422 and errors.email', async () => {
    const { status, body } = await postJson(t, SAVE, { email: 'not-an-email' });
    expect(status).toBe(422);
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors).toEqual({ email: ['Pole musí obsahovať platný e-mail.'] });
  });

  it.each([
    ['empty string', { email: '' }],
    ['blank string', { email: '   ' }],
    ['missing field', {}],
    ['null', { email: null }],
  ])('rejects an empty e-mail (%s) with the required message', async (_name, payload) => {
    const { status, body } = await postJson(t, SAVE, payload);
    expect(status).toBe(422);
    expect(body.errors.email).toEqual(['Pole musí byť vyplnené.']);
  });

  it('refuses a form-encoded body (a JSON call; decision 0043)', async () => {
    const res = await t.app.request(
      SAVE,
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=' },
      fromAddress('192.0.2.9'),
    );
    expect(res.status).toBe(415);
    expect((await res.json()).code).toBe('json_required');
  });

  it('answers 400 to malformed JSON', async () => {
    const { status, body } = await postJson(t, SAVE, '{"email": ');
    expect(status).toBe(400);
    expect(body.message).toEqual(expect.any(String));
  });

  it.each([
    ['truncated JSON', '{"email": "a@b.sk"'],
    ['form data sent as JSON', 'email=a@b.sk'],
    ['a JSON string', '"a@b.sk"'],
    ['a JSON array', '[1,2]'],
    ['a nested object', '{"email": {"$ne": ""}}'],
  ])('never answers 500 to a malformed body (%s)', async (_name, raw) => {
    const { status, body } = await postJson(t, SAVE, raw);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(body.message).toEqual(expect.any(String));
  });

  it('never answers 500 to an unsupported content type', async () => {
    const res = await t.app.request(
      SAVE,
      { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' },
      fromAddress('192.0.2.9'),
    );
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});
