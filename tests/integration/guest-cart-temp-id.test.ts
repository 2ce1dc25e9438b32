/**
 * Stable guest-cart tempIds (decision 0063): a tempId the shop handed out keeps answering the same tempId before its
 * cart is stored (also on another app server), a tempId the shop never issued is replaced by the caller's own, and a
 * tempId from the path is never put into the guest-cart cookie (a link cannot plant a cart on a visitor). Nothing is
 * stored by a read. Runs on PGlite and PostgreSQL (TEST_DATABASE_URL).
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { isSignedTempId, loadTempIdKey, signTempId } from '../../src/domain/cart/temp-id';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { call, cartCount, guestCookie, loadCartFixtures, retireCartFixtures, type FixtureIds } from '../fixtures/cart-fixtures';

let shared: TestDatabase | undefined;
let sharedFx: FixtureIds | undefined;
let t: TestDatabase;
let fx: FixtureIds;
beforeEach(async () => {
  shared ??= await createTestDatabase();
  if (sharedFx) await retireCartFixtures(shared.services.db, sharedFx);
  sharedFx = await loadCartFixtures(shared.services.db);
  fx = sharedFx;
  t = await createTestDatabase({ shareDatabaseOf: shared });
});
afterEach(async () => {
  await t?.cleanup();
});
afterAll(async () => {
  await shared?.cleanup();
});

const anonymous = (tempId: string, cookie?: string) =>
  call(t, 'GET', `/api/cart/anonymous/sk/${tempId}`, undefined, cookie ? { tempId: cookie } : {});

/** The same uuid with its last hex digit changed: a well-formed tempId whose signature no longer matches. */
function tampered(tempId: string): string {
  const last = tempId.at(-1)!;
  return tempId.slice(0, -1) + (last === '0' ? '1' : '0');
}

describe('GET /api/cart/anonymous/{locale}/{tempId}', () => {
  it('answers a tempId the shop issued with the same tempId before the cart is stored, with or without the cookie', async () => {
    const before = await cartCount(t.services.db);
    const first = await anonymous('0');
    const issued = first.body.data.tempId as string;
    expect(guestCookie(first.res)!.value).toBe(issued);
    expect(isSignedTempId(await loadTempIdKey(t.services.secrets), issued)).toBe(true);

    // a client that follows the spec asks with the tempId it was given — without a cookie jar …
    const again = await anonymous(issued);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ id: 0, tempId: issued, items: [] });
    expect(guestCookie(again.res)).toBeNull();
    // … and with its cookie: the same tempId, the cookie refreshed
    const withCookie = await anonymous(issued, issued);
    expect(withCookie.body.data).toMatchObject({ id: 0, tempId: issued });
    expect(guestCookie(withCookie.res)!.value).toBe(issued);
    expect(await cartCount(t.services.db)).toBe(before);

    // the first write stores the cart under that very tempId, and the read by path finds it
    const put = await call(t, 'PUT', '/api/cart/0', { variantId: fx.balloon.variant, quantity: 1 }, { tempId: issued });
    expect(put.status).toBe(200);
    expect(put.body.data.tempId).toBe(issued);
    const stored = await anonymous(issued);
    expect(stored.body.data).toMatchObject({ id: put.body.data.cart_id, tempId: issued });
    expect(stored.body.data.items).toHaveLength(1);
  });

  it('is honoured by every app server: the signing key lives in the database, not in one process', async () => {
    const other = await createTestDatabase({ shareDatabaseOf: shared });
    try {
      const issued = (await anonymous('0')).body.data.tempId as string;
      const elsewhere = await call(other, 'GET', `/api/cart/anonymous/sk/${issued}`);
      expect(elsewhere.body.data).toMatchObject({ id: 0, tempId: issued });
    } finally {
      await other.cleanup();
    }
  });

  it("replaces a tempId the shop never issued by the caller's own cart, and never puts it into the cookie", async () => {
    const before = await cartCount(t.services.db);
    const issued = (await anonymous('0')).body.data.tempId as string;
    const forged = [tampered(issued), '0b5c3c1e-8a1f-4a55-9f0e-2d7c4f1f0a11', signTempId('ab'.repeat(32))];
    for (const tempId of forged) {
      // no cookie: a fresh tempId of the shop's own (which is what goes into the cookie)
      const fresh = await anonymous(tempId);
      expect(fresh.body.data.id).toBe(0);
      expect(fresh.body.data.tempId, tempId).not.toBe(tempId);
      expect(isSignedTempId(await loadTempIdKey(t.services.secrets), fresh.body.data.tempId)).toBe(true);
      expect(guestCookie(fresh.res)!.value).toBe(fresh.body.data.tempId);
      // with a cookie: the caller's own cart, the cookie unchanged
      const own = await anonymous(tempId, issued);
      expect(own.body.data.tempId).toBe(issued);
      expect(guestCookie(own.res)!.value).toBe(issued);
    }
    expect(await cartCount(t.services.db)).toBe(before);
  });

  it("does not let a link plant a cart: a stored cart read by path leaves the visitor's cookie and cart alone", async () => {
    // the link's author has a stored cart
    const planted = (await anonymous('0')).body.data.tempId as string;
    expect((await call(t, 'PUT', '/api/cart/0', { variantId: fx.balloon.variant, quantity: 3 }, { tempId: planted })).status).toBe(200);
    // a visitor without a cookie opens the link: they see that cart, but it does not become theirs
    const opened = await anonymous(planted);
    expect(opened.body.data.tempId).toBe(planted);
    expect(guestCookie(opened.res)).toBeNull();
    // a visitor with a cart of their own: their cookie is not replaced, and their next add goes to their own cart
    const mine = (await anonymous('0')).body.data.tempId as string;
    const openedByMe = await anonymous(planted, mine);
    expect(guestCookie(openedByMe.res)).toBeNull();
    const add = await call(t, 'PUT', '/api/cart/0', { variantId: fx.balloon.variant, quantity: 1 }, { tempId: mine });
    expect(add.body.data.tempId).toBe(mine);
    const [row] = await queryRows<{ n: number }>(
      t.services.db,
      sql`SELECT sum(quantity)::int AS n FROM cart_items i JOIN carts c ON c.id = i.cart_id WHERE c.temp_id = ${planted}::uuid`,
    );
    expect(row!.n).toBe(3);
    // and a signed but unused tempId from someone else is answered without being adopted either
    const unused = (await anonymous('0')).body.data.tempId as string;
    const asked = await anonymous(unused, mine);
    expect(asked.body.data).toMatchObject({ id: 0, tempId: unused });
    expect(guestCookie(asked.res)).toBeNull();
  });
});

describe('signed tempIds', () => {
  it('are uuids of version 8 that only the key that signed them accepts', () => {
    const key = 'cd'.repeat(32);
    const ids = Array.from({ length: 50 }, () => signTempId(key));
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(isSignedTempId(key, id)).toBe(true);
      expect(isSignedTempId('ef'.repeat(32), id)).toBe(false);
      expect(isSignedTempId(key, tampered(id))).toBe(false);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
});
