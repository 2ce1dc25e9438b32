/**
 * A staff member signed in on the storefront: the root data marks an admin or editor as staff (the account menu and
 * the account page then link to /admin); a customer is not.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRootData } from '../../app/lib/root/root-data.server';
import { queryRows } from '../../src/db/client';
import { hashSessionToken } from '../../src/domain/accounts/session-lookup';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { ACCOUNT_TOKENS, createAccountSessions, pageContext, pageRequest } from '../fixtures/account-fixtures';

const ADMIN_TOKEN = 'staff-link-test-admin-token-3';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await createAccountSessions(t.services.db);
  const inADay = new Date(Date.now() + 86_400_000).toISOString();
  await queryRows(
    t.services.db,
    sql`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES (3, ${hashSessionToken(ADMIN_TOKEN)}, ${inADay}::timestamptz)`,
  );
});
afterAll(async () => {
  await t?.cleanup();
});

describe('root data user.staff', () => {
  it('is true for the admin, false for a customer, and there is no user for a guest', async () => {
    const [scope] = await queryRows<{ scope: string[] }>(t.services.db, sql`SELECT scope FROM users WHERE id = 3`);
    expect(scope!.scope).toContain('admin');
    const admin = await loadRootData(pageRequest('/ucet', ADMIN_TOKEN), pageContext(t));
    expect(admin.user?.staff).toBe(true);
    const customer = await loadRootData(pageRequest('/ucet', ACCOUNT_TOKENS.customer), pageContext(t));
    expect(customer.user).toMatchObject({ staff: false });
    const guest = await loadRootData(pageRequest('/', null), pageContext(t));
    expect(guest.user).toBeNull();
  });
});
