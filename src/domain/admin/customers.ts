/**
 * Back-office customers, groups and influencers (decision 0035).
 *
 * - Customers: list with search (name, e-mail, company, IČO) and a group filter; detail with orders, addresses,
 *   group and (for voucher owners) the influencer figures; changing the group (entity 'users').
 * - Groups: name, description, discount percent (entity 'customer_groups'). A group's discount is read by every
 *   cart and order through the session lookup, so a change applies to the next request.
 * - Influencers: the figures come from loadInfluencerOverview (src/domain/accounts/influencer.ts, decision 0022) —
 *   not computed twice. "Mark paid" stamps voucher_uses.commission_paid_at on every unpaid commission of the
 *   influencer's vouchers (not of cancelled orders) created up to the moment the admin saw, so the unpaid
 *   commission becomes 0 and the total margin stays; the paid amount goes into the audit log (action mark_paid).
 * Every change is one transaction with its audit entry.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import type { orders as ordersTable, users as usersTable } from '../../db/schema';
import type { SqlColumns } from '../../db/sql-row';
import type { AddressRow } from '../accounts/addresses';
import { COMMISSION_EARNING_ORDER, INFLUENCER_GROUP_ID, loadInfluencerOverview, type InfluencerOverview } from '../accounts/influencer';
import { BASE_CURRENCY } from '../catalog/listing';
import { diffChanges, listAudit, recordAudit, type AuditEntry } from './audit-log';
import type { ListQuery, Paged } from './list-query';
import type { CustomerGroupInput, CustomerListFilters } from './customers-schema';

export const CUSTOMER_SORTS = ['name', 'email', 'created_at', 'orders'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

export interface AdminCustomerRow {
  id: number;
  name: string;
  email: string;
  company: string | null;
  ico: string | null;
  groupId: number | null;
  groupName: string | null;
  orders: number;
  createdAt: string;
}

export interface CustomerGroupRow {
  id: number;
  name: string;
  description: string | null;
  discount: number;
  members: number;
}

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

function customerWhere(f: CustomerListFilters): SQL {
  const parts: SQL[] = [sql`TRUE`];
  const q = f.q?.trim();
  if (q) {
    const contains = `%${likeEscape(q.toLowerCase())}%`;
    const digits = q.replace(/\s/g, '');
    parts.push(sql`(lower(u.email) LIKE ${contains}
      OR lower(u.firstname || ' ' || u.lastname) LIKE ${contains}
      OR lower(u.lastname || ' ' || u.firstname) LIKE ${contains}
      OR lower(coalesce(u.company, '')) LIKE ${contains}
      OR coalesce(u.ico, '') LIKE ${`${likeEscape(digits)}%`})`);
  }
  if (f.group) parts.push(sql`u.group_id = ${f.group}`);
  return sql.join(parts, sql` AND `);
}

const SORT_SQL: Record<CustomerSort, SQL> = {
  name: sql`lower(u.lastname || ' ' || u.firstname)`,
  email: sql`lower(u.email)`,
  created_at: sql`u.created_at`,
  orders: sql`orders`,
};

type CustomerSqlRow = SqlColumns<typeof usersTable, 'id' | 'email' | 'company' | 'ico' | 'group_id' | 'created_at'> & {
  name: string;
  group_name: string | null;
  orders: number | string;
};

function toCustomerRow(r: CustomerSqlRow): AdminCustomerRow {
  return {
    id: Number(r.id),
    name: r.name,
    email: r.email,
    company: r.company,
    ico: r.ico,
    groupId: r.group_id === null ? null : Number(r.group_id),
    groupName: r.group_name,
    orders: Number(r.orders),
    createdAt: iso(r.created_at)!,
  };
}

export async function listAdminCustomers(
  db: DbOrTx,
  filters: CustomerListFilters,
  query: ListQuery<CustomerSort>,
): Promise<Paged<AdminCustomerRow>> {
  const where = customerWhere(filters);
  const dir = query.dir === 'asc' ? sql`ASC` : sql`DESC`;
  const [rows, [count]] = await Promise.all([
    queryRows<CustomerSqlRow>(
      db,
      sql`SELECT u.id, trim(u.firstname || ' ' || u.lastname) AS name, u.email, u.company, u.ico, u.group_id, g.name AS group_name,
                 (SELECT count(*) FROM orders o WHERE o.user_id = u.id) AS orders, u.created_at
          FROM users u LEFT JOIN customer_groups g ON g.id = u.group_id
          WHERE ${where}
          ORDER BY ${SORT_SQL[query.sort]} ${dir}, u.id DESC
          LIMIT ${query.pageSize} OFFSET ${query.offset}`,
    ),
    queryRows<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM users u WHERE ${where}`),
  ]);
  return { rows: rows.map(toCustomerRow), total: Number(count?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

export interface AdminCustomerDetail {
  customer: AdminCustomerRow & {
    firstname: string;
    lastname: string;
    phone: string | null;
    dic: string | null;
    icDph: string | null;
    street: string | null;
    city: string | null;
    zip: string | null;
    countryCode: string | null;
    scope: string[];
    commissionPercent: number | null;
    lastLoginAt: string | null;
  };
  orders: Array<{ id: number; number: string; createdAt: string; state: string; total: number }>;
  addresses: Array<{ id: number; name: string | null; text: string; isDefault: boolean }>;
  /** the influencer figures (CZK) when the customer owns vouchers or is in the influencer group */
  influencer: InfluencerOverview | null;
  audit: AuditEntry[];
}

export async function loadAdminCustomer(db: DbOrTx, id: number): Promise<AdminCustomerDetail | null> {
  const [row] = await queryRows<
    CustomerSqlRow &
      SqlColumns<
        typeof usersTable,
        | 'firstname'
        | 'lastname'
        | 'phone_prefix'
        | 'phone'
        | 'dic'
        | 'ic_dph'
        | 'street'
        | 'city'
        | 'zip'
        | 'country_code'
        | 'scope'
        | 'commission_percent'
        | 'last_login_at'
      > & { owns_vouchers: boolean }
  >(
    db,
    sql`SELECT u.*, trim(u.firstname || ' ' || u.lastname) AS name, g.name AS group_name,
               (SELECT count(*) FROM orders o WHERE o.user_id = u.id) AS orders,
               EXISTS (SELECT 1 FROM vouchers v WHERE v.owner_user_id = u.id) AS owns_vouchers
        FROM users u LEFT JOIN customer_groups g ON g.id = u.group_id WHERE u.id = ${id}`,
  );
  if (!row) return null;
  const [orders, addresses, audit] = await Promise.all([
    queryRows<SqlColumns<typeof ordersTable, 'id' | 'number' | 'created_at' | 'state' | 'total'>>(
      db,
      sql`SELECT id, number, created_at, state, total FROM orders WHERE user_id = ${id} ORDER BY created_at DESC, id DESC LIMIT 100`,
    ),
    queryRows<Omit<AddressRow, 'phone_prefix' | 'phone'>>(
      db,
      sql`SELECT id, name, firstname, lastname, company, street, city, zip, country_code, is_default FROM addresses WHERE user_id = ${id} ORDER BY is_default DESC, id`,
    ),
    listAudit(db, 'users', id),
  ]);
  const isInfluencer = row.owns_vouchers || Number(row.group_id) === INFLUENCER_GROUP_ID;
  return {
    customer: {
      ...toCustomerRow(row),
      firstname: row.firstname,
      lastname: row.lastname,
      phone: row.phone ? `${row.phone_prefix ?? ''} ${row.phone}`.trim() : null,
      dic: row.dic,
      icDph: row.ic_dph,
      street: row.street,
      city: row.city,
      zip: row.zip,
      countryCode: row.country_code,
      scope: row.scope,
      commissionPercent: row.commission_percent === null ? null : Number(row.commission_percent),
      lastLoginAt: iso(row.last_login_at),
    },
    orders: orders.map((o) => ({
      id: Number(o.id),
      number: o.number,
      createdAt: iso(o.created_at)!,
      state: o.state,
      total: Number(o.total),
    })),
    addresses: addresses.map((a) => ({
      id: Number(a.id),
      name: a.name,
      isDefault: a.is_default,
      text: [`${a.firstname} ${a.lastname}`.trim(), a.company, a.street, `${a.zip} ${a.city}`, a.country_code].filter(Boolean).join(', '),
    })),
    influencer: isInfluencer ? await loadInfluencerOverview(db, id, BASE_CURRENCY) : null,
    audit,
  };
}

export async function listCustomerGroups(db: DbOrTx): Promise<CustomerGroupRow[]> {
  const rows = await queryRows<{ id: number; name: string; description: string | null; discount: number; members: number | string }>(
    db,
    sql`SELECT g.id, g.name, g.description, g.discount, (SELECT count(*) FROM users u WHERE u.group_id = g.id) AS members
        FROM customer_groups g ORDER BY g.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    description: r.description,
    discount: Number(r.discount),
    members: Number(r.members),
  }));
}

export type ChangeResult = { ok: true } | { ok: false; reason: 'not_found' | 'unknown_group' };

/** Moves customer `userId` into group `groupId` (null = no group). */
export async function changeCustomerGroup(db: Db, userId: number, groupId: number | null, actorId: number): Promise<ChangeResult> {
  return db.transaction(async (tx) => {
    const [before] = await queryRows<{ group_id: number | null }>(tx, sql`SELECT group_id FROM users WHERE id = ${userId} FOR UPDATE`);
    if (!before) return { ok: false, reason: 'not_found' } as const;
    if (groupId !== null) {
      const group = await queryRows<{ id: number }>(tx, sql`SELECT id FROM customer_groups WHERE id = ${groupId}`);
      if (group.length === 0) return { ok: false, reason: 'unknown_group' } as const;
    }
    const from = before.group_id === null ? null : Number(before.group_id);
    if (from === groupId) return { ok: true } as const;
    await queryRows(tx, sql`UPDATE users SET group_id = ${groupId}, updated_at = now() WHERE id = ${userId}`);
    await recordAudit(tx, {
      userId: actorId,
      entity: 'users',
      entityId: userId,
      action: 'update',
      changes: { groupId: { from, to: groupId } },
    });
    return { ok: true } as const;
  });
}

export async function updateCustomerGroup(db: Db, id: number, input: CustomerGroupInput, actorId: number): Promise<ChangeResult> {
  return db.transaction(async (tx) => {
    const [before] = await queryRows<{ name: string; description: string | null; discount: number }>(
      tx,
      sql`SELECT name, description, discount FROM customer_groups WHERE id = ${id} FOR UPDATE`,
    );
    if (!before) return { ok: false, reason: 'not_found' } as const;
    const after = { name: input.name, description: input.description || null, discount: input.discount };
    const changes = diffChanges({ ...before, discount: Number(before.discount) }, after);
    if (Object.keys(changes).length === 0) return { ok: true } as const;
    await queryRows(
      tx,
      sql`UPDATE customer_groups SET name = ${after.name}, description = ${after.description}, discount = ${after.discount} WHERE id = ${id}`,
    );
    await recordAudit(tx, { userId: actorId, entity: 'customer_groups', entityId: id, action: 'update', changes });
    return { ok: true } as const;
  });
}

export async function createCustomerGroup(db: Db, input: CustomerGroupInput, actorId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO customer_groups (name, description, discount) VALUES (${input.name}, ${input.description || null}, ${input.discount}) RETURNING id`,
    );
    const id = Number(row!.id);
    await recordAudit(tx, {
      userId: actorId,
      entity: 'customer_groups',
      entityId: id,
      action: 'create',
      changes: diffChanges(null, { name: input.name, description: input.description || null, discount: input.discount }),
    });
    return id;
  });
}

// ---------------------------------------------------------------------------------------------------------------------
// influencers

export interface InfluencerRow {
  id: number;
  name: string;
  email: string;
  groupId: number | null;
  commissionPercent: number | null;
  vouchers: Array<{ id: number; code: string; used: number; total: number | null }>;
  /** gross CZK haléře (from loadInfluencerOverview in CZK) */
  unpaidCommission: number;
  paidCommission: number;
  totalMargin: number;
  turnover: number;
  orders: number;
}

/** Customers of the influencer group and every other owner of a voucher, with their figures in CZK. */
export async function listInfluencers(db: DbOrTx): Promise<InfluencerRow[]> {
  const users = await queryRows<SqlColumns<typeof usersTable, 'id' | 'email' | 'group_id' | 'commission_percent'> & { name: string }>(
    db,
    sql`SELECT u.id, trim(u.firstname || ' ' || u.lastname) AS name, u.email, u.group_id, u.commission_percent FROM users u
        WHERE u.group_id = ${INFLUENCER_GROUP_ID} OR EXISTS (SELECT 1 FROM vouchers v WHERE v.owner_user_id = u.id)
        ORDER BY u.lastname, u.firstname, u.id LIMIT 500`,
  );
  const result: InfluencerRow[] = [];
  for (const u of users) {
    const o = await loadInfluencerOverview(db, Number(u.id), BASE_CURRENCY);
    result.push({
      id: Number(u.id),
      name: u.name,
      email: u.email,
      groupId: u.group_id === null ? null : Number(u.group_id),
      commissionPercent: u.commission_percent === null ? null : Number(u.commission_percent),
      vouchers: o.vouchers.map((v) => ({ id: v.id, code: v.code, used: v.used, total: v.total })),
      unpaidCommission: o.unpaidCommission,
      paidCommission: o.paidCommission,
      totalMargin: o.totalMargin,
      turnover: o.turnover,
      orders: o.orders,
    });
  }
  return result;
}

/** Sets the influencer's own commission rate (users.commission_percent; null = none). */
export async function setInfluencerCommission(db: Db, userId: number, percent: number | null, actorId: number): Promise<ChangeResult> {
  return db.transaction(async (tx) => {
    const [before] = await queryRows<{ commission_percent: number | null }>(
      tx,
      sql`SELECT commission_percent FROM users WHERE id = ${userId} FOR UPDATE`,
    );
    if (!before) return { ok: false, reason: 'not_found' } as const;
    const from = before.commission_percent === null ? null : Number(before.commission_percent);
    if (from === percent) return { ok: true } as const;
    await queryRows(tx, sql`UPDATE users SET commission_percent = ${percent}, updated_at = now() WHERE id = ${userId}`);
    await recordAudit(tx, {
      userId: actorId,
      entity: 'users',
      entityId: userId,
      action: 'update',
      changes: { commissionPercent: { from, to: percent } },
    });
    return { ok: true } as const;
  });
}

export type MarkPaidResult = { ok: true; uses: number; amount: number } | { ok: false; reason: 'not_found' };

/**
 * Marks every unpaid commission of `userId`'s vouchers paid (voucher_uses.commission_paid_at = now): uses of
 * paid orders that are not cancelled (COMMISSION_EARNING_ORDER, decision 0070), created at or before `asOf` (the
 * moment the admin saw the amount; default now), so a commission earned while the admin was deciding stays unpaid. Returns how many uses and how much (CZK haléře).
 */
export async function markInfluencerCommissionPaid(
  db: Db,
  userId: number,
  actorId: number,
  now: Date,
  asOf: Date = now,
): Promise<MarkPaidResult> {
  return db.transaction(async (tx) => {
    const user = await queryRows<{ id: number }>(tx, sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
    if (user.length === 0) return { ok: false, reason: 'not_found' } as const;
    const paid = await queryRows<{ id: number; commission_amount: number }>(
      tx,
      sql`UPDATE voucher_uses vu SET commission_paid_at = ${now.toISOString()}::timestamptz
          FROM vouchers v, orders o
          WHERE v.id = vu.voucher_id AND o.id = vu.order_id
            AND v.owner_user_id = ${userId} AND ${COMMISSION_EARNING_ORDER}
            AND vu.commission_paid_at IS NULL AND vu.commission_amount IS NOT NULL
            AND vu.created_at <= ${asOf.toISOString()}::timestamptz
          RETURNING vu.id, vu.commission_amount`,
    );
    const amount = paid.reduce((sum, r) => sum + Number(r.commission_amount), 0);
    if (paid.length > 0) {
      await recordAudit(tx, {
        userId: actorId,
        entity: 'users',
        entityId: userId,
        action: 'mark_paid',
        changes: { unpaidCommission: { from: amount, to: 0 }, voucherUses: { from: null, to: paid.map((r) => Number(r.id)) } },
      });
    }
    return { ok: true, uses: paid.length, amount } as const;
  });
}
