/**
 * The back-office voucher list: the state is computed from the flag, the validity window and the uses (an expired
 * code never reads "Aktívny"), and each row carries the minimum cart value and the per-customer limit.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { hashSessionToken } from '../../src/domain/accounts/session-lookup';
import { parseListQuery } from '../../src/domain/back-office/list-query';
import { listAdminVouchers, VOUCHER_SORTS } from '../../src/domain/vouchers/admin-vouchers';
import { translator } from '../../src/i18n';
import '../../src/i18n/admin';
import { apiRequest } from '../setup/app-request';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

const ADMIN_TOKEN = 'admin-voucher-list-admin-token-3';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  const inADay = new Date(Date.now() + 86_400_000).toISOString();
  await queryRows(
    t.services.db,
    sql`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES (3, ${hashSessionToken(ADMIN_TOKEN)}, ${inADay}::timestamptz)`,
  );
});
afterAll(async () => {
  await t?.cleanup();
});

const NOW = new Date('2030-06-15T10:00:00Z');

async function make(
  code: string,
  columns: { from?: string; to?: string; active?: boolean; quantity?: number; used?: number; min?: number; perUser?: number },
) {
  await queryRows(
    t.services.db,
    sql`INSERT INTO vouchers (code, voucher_type, value, service_type, quantity, used_count, quantity_per_user, minimal_price, active_from, active_to, is_active)
        VALUES (${code}, 'amount', 5000, 'eshop', ${columns.quantity ?? null}, ${columns.used ?? 0}, ${columns.perUser ?? null}, ${columns.min ?? null},
                ${columns.from ?? null}::timestamptz, ${columns.to ?? null}::timestamptz, ${columns.active ?? true})`,
  );
}

describe('listAdminVouchers', () => {
  it('reports each code as active, not yet valid, expired, used up or switched off, with its minimum and per-customer limit', async () => {
    await make('ZLIST-PLATI', { from: '2030-06-01T00:00:00Z', to: '2030-06-30T00:00:00Z', min: 100_000, perUser: 2 });
    await make('ZLIST-BUDUCI', { from: '2030-07-01T00:00:00Z' });
    await make('ZLIST-PRESLY', { to: '2030-06-15T09:59:59Z' });
    await make('ZLIST-MINUTY', { quantity: 3, used: 3 });
    await make('ZLIST-VYPNUTY', { active: false, to: '2030-01-01T00:00:00Z' });
    const query = parseListQuery(new URLSearchParams({ zoradit: 'code', smer: 'asc' }), {
      sortable: VOUCHER_SORTS,
      defaultSort: 'created_at',
    });
    const page = await listAdminVouchers(t.services.db, { q: 'zlist-' }, query, NOW);
    const byCode = Object.fromEntries(page.rows.map((v) => [v.code, v]));
    expect(Object.fromEntries(page.rows.map((v) => [v.code, v.status]))).toEqual({
      'ZLIST-PLATI': 'active',
      'ZLIST-BUDUCI': 'scheduled',
      'ZLIST-PRESLY': 'expired',
      'ZLIST-MINUTY': 'used_up',
      'ZLIST-VYPNUTY': 'inactive',
    });
    expect(byCode['ZLIST-PLATI']).toMatchObject({ minimalPrice: 100_000, quantityPerUser: 2 });
    expect(byCode['ZLIST-BUDUCI']).toMatchObject({ minimalPrice: null, quantityPerUser: null });
    const t_ = translator('sk');
    expect(t_('admin.vouchers.status.expired')).toBe('Expirovaný');
    expect(t_('admin.vouchers.status.scheduled')).toBe('Ešte neplatí');
  });

  it('GET /api/admin/vouchers answers the state too', async () => {
    const answer = await apiRequest(t, 'GET', '/api/admin/vouchers?q=zlist-&zoradit=code&smer=asc', {
      token: ADMIN_TOKEN,
      address: '198.51.100.93',
    });
    expect(answer.status).toBe(200);
    const states = Object.fromEntries((answer.body.data as Array<{ code: string; status: string }>).map((v) => [v.code, v.status]));
    expect(states).toMatchObject({ 'ZLIST-MINUTY': 'used_up', 'ZLIST-VYPNUTY': 'inactive' });
  });
});
