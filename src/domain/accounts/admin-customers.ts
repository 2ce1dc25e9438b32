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
import type { users as usersTable } from '../../db/schema';
import type { SqlColumns } from '../../db/sql-row';
import type { AddressRow } from './addresses';
import { COMMISSION_EARNING_ORDER, INFLUENCER_GROUP_ID, loadInfluencerOverview, type InfluencerOverview } from './influencer';
import { loadMainCurrency } from '../pricing/main-currency';
import { convertCzkMinor, type MoneyFormat } from '../pricing/pricing';
import { diffChanges, listAudit, recordAudit, type AuditEntry } from '../back-office/audit-log';
import type { ListQuery, Paged } from '../back-office/list-query';
import type { CustomerGroupInput, CustomerListFilters } from './admin-customers-schema';

export const CUSTOMER_SORTS = ['name', 'email', 'created_at', 'orders'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

export interface AdminCustomerRow {
  /** the account's id; null for a guest buyer (decision 0089) */
  id: number | null;
  /** a buyer without an account: their orders placed without logging in, grouped by e-mail */
  guest: boolean;
  name: string;
  email: string;
  company: string | null;
  ico: string | null;
  groupId: number | null;
  groupName: string | null;
  orders: number;
  /** the orders' totals in EUR minor units (cancelled left out), as the dashboard counts revenue */
  total: number;
  /** registration, or a guest's first order */
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

/**
 * The orders that belong to a buyer: the account's own, and orders placed without logging in under the account's
 * e-mail (one person, one row); a guest buyer is an e-mail with guest orders and no account (decision 0089).
 */
const ACCOUNT_ORDERS = sql`(o.user_id = u.id OR (o.user_id IS NULL AND lower(o.email) = lower(u.email)))`;

/** An order's total in EUR minor units: EUR orders as paid, others at today's EUR rate (as the dashboard). */
const EUR_TOTAL = sql`round(o.total / CASE WHEN o.currency_code = 'EUR' THEN o.currency_rate
  ELSE (SELECT rate FROM currencies WHERE code = 'EUR' LIMIT 1) END)`;

/** Accounts and guest buyers as one row set with the same columns (the list's WHERE and ORDER BY apply to both). */
function buyersSql(kind: CustomerListFilters['kind']): SQL {
  const accounts = sql`SELECT u.id, FALSE AS guest, u.firstname, u.lastname, u.email, u.company, u.ico, u.group_id, g.name AS group_name,
      (SELECT count(*) FROM orders o WHERE ${ACCOUNT_ORDERS}) AS orders,
      (SELECT coalesce(sum(${EUR_TOTAL}), 0) FROM orders o WHERE ${ACCOUNT_ORDERS} AND o.state <> 'cancelled') AS total,
      u.created_at
    FROM users u LEFT JOIN customer_groups g ON g.id = u.group_id`;
  // the name, company and IČO of the guest's latest order
  const guests = sql`SELECT NULL::int AS id, TRUE AS guest,
      (array_agg(o.invoice_firstname ORDER BY o.created_at DESC, o.id DESC))[1] AS firstname,
      (array_agg(o.invoice_lastname ORDER BY o.created_at DESC, o.id DESC))[1] AS lastname,
      (array_agg(o.email ORDER BY o.created_at DESC, o.id DESC))[1] AS email,
      (array_agg(o.invoice_company ORDER BY o.created_at DESC, o.id DESC))[1] AS company,
      (array_agg(o.invoice_ico ORDER BY o.created_at DESC, o.id DESC))[1] AS ico,
      NULL::int AS group_id, NULL::text AS group_name,
      count(*) AS orders,
      coalesce(sum(${EUR_TOTAL}) FILTER (WHERE o.state <> 'cancelled'), 0) AS total,
      min(o.created_at) AS created_at
    FROM orders o
    WHERE o.user_id IS NULL AND NOT EXISTS (SELECT 1 FROM users u WHERE lower(u.email) = lower(o.email))
    GROUP BY lower(o.email)`;
  if (kind === 'accounts') return accounts;
  if (kind === 'guests') return guests;
  return sql`${accounts} UNION ALL ${guests}`;
}

function customerWhere(f: CustomerListFilters): SQL {
  const parts: SQL[] = [sql`TRUE`];
  const q = f.q?.trim();
  if (q) {
    // accents ignored on both sides ("novakova" finds Nováková), the storefront search's shop_unaccent (decision 0089)
    const contains = sql`shop_unaccent(${`%${likeEscape(q.toLowerCase())}%`}::text)`;
    const digits = q.replace(/\s/g, '');
    parts.push(sql`(shop_unaccent(lower(b.email)) LIKE ${contains}
      OR shop_unaccent(lower(b.firstname || ' ' || b.lastname)) LIKE ${contains}
      OR shop_unaccent(lower(b.lastname || ' ' || b.firstname)) LIKE ${contains}
      OR shop_unaccent(lower(coalesce(b.company, ''))) LIKE ${contains}
      OR coalesce(b.ico, '') LIKE ${`${likeEscape(digits)}%`})`);
  }
  if (f.group) parts.push(sql`b.group_id = ${f.group}`);
  return sql.join(parts, sql` AND `);
}

const SORT_SQL: Record<CustomerSort, SQL> = {
  name: sql`lower(b.lastname || ' ' || b.firstname)`,
  email: sql`lower(b.email)`,
  created_at: sql`b.created_at`,
  orders: sql`b.orders`,
};

type CustomerSqlRow = {
  id: number | null;
  guest: boolean;
  firstname: string;
  lastname: string;
  email: string;
  company: string | null;
  ico: string | null;
  group_id: number | null;
  group_name: string | null;
  orders: number | string;
  total: number | string;
  created_at: Date | string;
};

function toCustomerRow(r: CustomerSqlRow): AdminCustomerRow {
  return {
    id: r.id === null ? null : Number(r.id),
    guest: Boolean(r.guest),
    name: `${r.firstname ?? ''} ${r.lastname ?? ''}`.trim(),
    email: r.email,
    company: r.company,
    ico: r.ico,
    groupId: r.group_id === null ? null : Number(r.group_id),
    groupName: r.group_name,
    orders: Number(r.orders),
    total: Number(r.total),
    createdAt: iso(r.created_at)!,
  };
}

/** Accounts and guest buyers (filter `kind`; a group filter lists accounts only), searched, sorted and paged. */
export async function listAdminCustomers(
  db: DbOrTx,
  filters: CustomerListFilters,
  query: ListQuery<CustomerSort>,
): Promise<Paged<AdminCustomerRow>> {
  const where = customerWhere(filters);
  const buyers = buyersSql(filters.group ? 'accounts' : filters.kind);
  const dir = query.dir === 'asc' ? sql`ASC` : sql`DESC`;
  const [rows, [count]] = await Promise.all([
    queryRows<CustomerSqlRow>(
      db,
      sql`SELECT b.* FROM (${buyers}) b
          WHERE ${where}
          ORDER BY ${SORT_SQL[query.sort]} ${dir}, b.guest, b.id DESC, lower(b.email)
          LIMIT ${query.pageSize} OFFSET ${query.offset}`,
    ),
    queryRows<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM (${buyers}) b WHERE ${where}`),
  ]);
  return { rows: rows.map(toCustomerRow), total: Number(count?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

export interface AdminCustomerDetail {
  customer: AdminCustomerRow & {
    id: number;
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
  /** the account's orders and those placed without logging in under its e-mail (`guest`); total: what the customer paid, minor units of the order's currency (decision 0080: as the order shows it) */
  orders: Array<{
    id: number;
    number: string;
    createdAt: string;
    state: string;
    total: number;
    guest: boolean;
    currency: MoneyFormat & { code: string };
  }>;
  addresses: Array<{ id: number; name: string | null; text: string; isDefault: boolean }>;
  /** the influencer figures (the shop's main currency, decision 0080) when the customer owns vouchers or is in the influencer group */
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
    sql`SELECT u.*, FALSE AS guest, g.name AS group_name,
               (SELECT count(*) FROM orders o WHERE ${ACCOUNT_ORDERS}) AS orders,
               (SELECT coalesce(sum(${EUR_TOTAL}), 0) FROM orders o WHERE ${ACCOUNT_ORDERS} AND o.state <> 'cancelled') AS total,
               EXISTS (SELECT 1 FROM vouchers v WHERE v.owner_user_id = u.id) AS owns_vouchers
        FROM users u LEFT JOIN customer_groups g ON g.id = u.group_id WHERE u.id = ${id}`,
  );
  if (!row) return null;
  const [orders, addresses, audit] = await Promise.all([
    queryRows<{
      id: number;
      number: string;
      created_at: Date | string;
      state: string;
      total: number;
      guest: boolean;
      currency_code: string;
      currency_rate: number | string;
      decimals: number | null;
      symbol_before: string | null;
      symbol_after: string | null;
    }>(
      db,
      sql`SELECT o.id, o.number, o.created_at, o.state, o.total, o.user_id IS NULL AS guest, o.currency_code, o.currency_rate,
                 c.decimals, c.symbol_before, c.symbol_after
          FROM orders o JOIN users u ON u.id = ${id} LEFT JOIN currencies c ON c.code = o.currency_code
          WHERE ${ACCOUNT_ORDERS} ORDER BY o.created_at DESC, o.id DESC LIMIT 100`,
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
      id: Number(row.id),
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
    orders: orders.map((o) => {
      const decimals = o.decimals === null ? 2 : Number(o.decimals);
      return {
        id: Number(o.id),
        number: o.number,
        createdAt: iso(o.created_at)!,
        state: o.state,
        total: convertCzkMinor(Number(o.total), { rate: Number(o.currency_rate), decimals }),
        guest: Boolean(o.guest),
        currency: {
          code: o.currency_code,
          decimals,
          symbol_before: o.symbol_before ?? '',
          symbol_after: o.symbol_after ?? o.currency_code,
        },
      };
    }),
    addresses: addresses.map((a) => ({
      id: Number(a.id),
      name: a.name,
      isDefault: a.is_default,
      text: [`${a.firstname} ${a.lastname}`.trim(), a.company, a.street, `${a.zip} ${a.city}`, a.country_code].filter(Boolean).join(', '),
    })),
    influencer: isInfluencer ? await loadInfluencerOverview(db, id, await loadMainCurrency(db)) : null,
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
  /** gross minor units of the main currency (loadInfluencerOverview in it, decision 0080) */
  unpaidCommission: number;
  paidCommission: number;
  totalMargin: number;
  turnover: number;
  orders: number;
}

/** Customers of the influencer group and every other owner of a voucher, with their figures in the main currency. */
export async function listInfluencers(db: DbOrTx): Promise<InfluencerRow[]> {
  const users = await queryRows<SqlColumns<typeof usersTable, 'id' | 'email' | 'group_id' | 'commission_percent'> & { name: string }>(
    db,
    sql`SELECT u.id, trim(u.firstname || ' ' || u.lastname) AS name, u.email, u.group_id, u.commission_percent FROM users u
        WHERE u.group_id = ${INFLUENCER_GROUP_ID} OR EXISTS (SELECT 1 FROM vouchers v WHERE v.owner_user_id = u.id)
        ORDER BY u.lastname, u.firstname, u.id LIMIT 500`,
  );
  const result: InfluencerRow[] = [];
  const main = await loadMainCurrency(db);
  for (const u of users) {
    const o = await loadInfluencerOverview(db, Number(u.id), main);
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
