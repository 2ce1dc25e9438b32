/**
 * Who may reach which cart (decision 0011): a customer's cart only with that customer's session, a guest cart only
 * with its tempId (the guest-cart cookie; the anonymous read also takes it from the path). Anything else is "not
 * found" — the API never tells a foreign cart from a missing one.
 *
 * Cart id 0 names "my current cart" in writes: the customer's active cart (created when they have none) or the
 * guest cart of the tempId (stored at this first write, so reads never create rows).
 */
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { queryPreparedRows, type DbOrTx } from '../../db/client';
import { cartNotFound } from './cart-errors';

/** The caller of a cart call: a logged-in customer, or a guest with the tempId of the guest-cart cookie (if any). */
export type CartOwner = { kind: 'customer'; userId: number } | { kind: 'guest'; tempId: string | null };

/** Cart id of writes meaning "my current cart" (see the module comment). */
export const CURRENT_CART_ID = 0;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A well-formed tempId (lower case), or null for anything else (a malformed cookie is no tempId at all). */
export function normalizeTempId(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return UUID_RE.test(trimmed) ? trimmed.toLowerCase() : null;
}

export const newTempId = (): string => randomUUID();

/** The cart id when `owner` may reach cart `cartId`, else null. */
export async function findOwnedCartId(db: DbOrTx, cartId: number, owner: CartOwner): Promise<number | null> {
  if (!Number.isSafeInteger(cartId) || cartId <= 0 || cartId > 2_147_483_647) return null;
  if (owner.kind === 'customer') {
    const rows = await queryPreparedRows<{ id: number }>(db, sql`SELECT id FROM carts WHERE id = ${cartId} AND user_id = ${owner.userId}`);
    return rows[0]?.id ?? null;
  }
  const tempId = normalizeTempId(owner.tempId);
  if (!tempId) return null;
  const rows = await queryPreparedRows<{ id: number }>(
    db,
    sql`SELECT id FROM carts WHERE id = ${cartId} AND user_id IS NULL AND temp_id = ${tempId}::uuid`,
  );
  return rows[0]?.id ?? null;
}

/** The customer's active cart (the newest; SPEC §3 "the first of the carts is the active one"), or null. */
export async function findActiveCustomerCartId(db: DbOrTx, userId: number): Promise<number | null> {
  const rows = await queryPreparedRows<{ id: number }>(db, sql`SELECT id FROM carts WHERE user_id = ${userId} ORDER BY id DESC LIMIT 1`);
  return rows[0]?.id ?? null;
}

export async function createCustomerCart(db: DbOrTx, userId: number, locale: string): Promise<number> {
  const rows = await queryPreparedRows<{ id: number }>(
    db,
    sql`INSERT INTO carts (user_id, locale) VALUES (${userId}, ${locale}) RETURNING id`,
  );
  return rows[0]!.id;
}

/** The guest cart of a tempId, or null when none is stored. */
export async function findGuestCartId(db: DbOrTx, tempId: string | null): Promise<number | null> {
  const normalized = normalizeTempId(tempId);
  if (!normalized) return null;
  const rows = await queryPreparedRows<{ id: number }>(
    db,
    sql`SELECT id FROM carts WHERE temp_id = ${normalized}::uuid AND user_id IS NULL`,
  );
  return rows[0]?.id ?? null;
}

/** The guest cart of the tempId, stored now when missing (safe under concurrency: the tempId is unique). */
async function ensureGuestCart(db: DbOrTx, tempId: string, locale: string): Promise<number> {
  await queryPreparedRows(
    db,
    sql`INSERT INTO carts (temp_id, locale) VALUES (${tempId}::uuid, ${locale}) ON CONFLICT (temp_id) DO NOTHING`,
  );
  const id = await findGuestCartId(db, tempId);
  // the tempId belongs to a customer's cart (a merged cart keeps none, so only a forged cookie gets here)
  if (id === null) throw cartNotFound();
  return id;
}

export interface WritableCart {
  cartId: number;
  /** the guest cart's tempId (to set in the guest-cart cookie); null for a customer's cart */
  tempId: string | null;
}

/**
 * The cart a write goes to: `cartId` when the owner may reach it (else CartError not_found), or for cart id 0 the
 * owner's current cart, stored now when it does not exist yet (a guest without a tempId gets a fresh one).
 */
export async function resolveWritableCart(db: DbOrTx, cartId: number, owner: CartOwner, locale: string): Promise<WritableCart> {
  if (cartId === CURRENT_CART_ID) {
    if (owner.kind === 'customer') {
      const existing = await findActiveCustomerCartId(db, owner.userId);
      return { cartId: existing ?? (await createCustomerCart(db, owner.userId, locale)), tempId: null };
    }
    const tempId = normalizeTempId(owner.tempId) ?? newTempId();
    return { cartId: await ensureGuestCart(db, tempId, locale), tempId };
  }
  const id = await findOwnedCartId(db, cartId, owner);
  if (id === null) throw cartNotFound();
  return { cartId: id, tempId: owner.kind === 'guest' ? normalizeTempId(owner.tempId) : null };
}

/** A writable cart whose row the current transaction has locked (lockWritableCart): one writer per cart at a time. */
export interface LockedCart extends WritableCart {
  readonly locked: true;
}

/**
 * resolveWritableCart for a write that changes the cart's lines, inside the caller's transaction: the same cart, its
 * row locked until the transaction ends (a concurrent write to the cart waits) and its updated_at set. For an existing
 * cart and for a guest's cart 0 that is one statement (ownership, lock and touch, or create-or-lock by the tempId).
 */
export async function lockWritableCart(tx: DbOrTx, cartId: number, owner: CartOwner, locale: string): Promise<LockedCart> {
  if (cartId === CURRENT_CART_ID) {
    if (owner.kind === 'customer') {
      const existing = await findActiveCustomerCartId(tx, owner.userId);
      const id = existing ?? (await createCustomerCart(tx, owner.userId, locale));
      return { cartId: await lockCart(tx, sql`id = ${id}`), tempId: null, locked: true };
    }
    const tempId = normalizeTempId(owner.tempId) ?? newTempId();
    // stored now when missing (safe under concurrency: the tempId is unique); a tempId of a customer's cart (a merged
    // cart keeps none, so only a forged cookie gets here) updates nothing and returns no row: not found
    const rows = await queryPreparedRows<{ id: number }>(
      tx,
      sql`INSERT INTO carts (temp_id, locale) VALUES (${tempId}::uuid, ${locale})
          ON CONFLICT (temp_id) DO UPDATE SET updated_at = now() WHERE carts.user_id IS NULL
          RETURNING id`,
    );
    if (!rows[0]) throw cartNotFound();
    return { cartId: rows[0].id, tempId, locked: true };
  }
  if (!Number.isSafeInteger(cartId) || cartId <= 0 || cartId > 2_147_483_647) throw cartNotFound();
  if (owner.kind === 'customer') {
    return { cartId: await lockCart(tx, sql`id = ${cartId} AND user_id = ${owner.userId}`), tempId: null, locked: true };
  }
  const tempId = normalizeTempId(owner.tempId);
  if (!tempId) throw cartNotFound();
  return { cartId: await lockCart(tx, sql`id = ${cartId} AND user_id IS NULL AND temp_id = ${tempId}::uuid`), tempId, locked: true };
}

/** Locks and touches the cart row matching `where`; CartError not_found when there is none. */
async function lockCart(tx: DbOrTx, where: SQL): Promise<number> {
  const rows = await queryPreparedRows<{ id: number }>(tx, sql`UPDATE carts SET updated_at = now() WHERE ${where} RETURNING id`);
  if (!rows[0]) throw cartNotFound();
  return rows[0].id;
}

/**
 * The stored cart a call that must not create one means: `cartId` when the owner may reach it, for cart id 0 the
 * owner's current cart. CartError not_found otherwise.
 */
export async function resolveExistingCart(db: DbOrTx, cartId: number, owner: CartOwner): Promise<number> {
  const id =
    cartId === CURRENT_CART_ID
      ? owner.kind === 'customer'
        ? await findActiveCustomerCartId(db, owner.userId)
        : await findGuestCartId(db, owner.tempId)
      : await findOwnedCartId(db, cartId, owner);
  if (id === null) throw cartNotFound();
  return id;
}
