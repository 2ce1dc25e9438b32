/**
 * The order e-mails' outbox (src/mail/order-mail-outbox.ts, decision 0095), on PGlite and PostgreSQL: the rows are
 * written in the order's transaction (and rolled back with it), the answer does not wait for SMTP, a failure is
 * retried with a growing back-off until it succeeds, and two workers (two app servers on PostgreSQL, each with its
 * own connection pool) send every e-mail exactly once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Db } from '../../src/db/client';
import { OrderPlacementError, placeOrder } from '../../src/domain/orders/place-order';
import { createMailOutbox, enqueueOrderMails } from '../../src/mail/order-mail-outbox';
import { recordingMailer } from '../fakes/recording-mailer';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import type { FixtureIds } from '../fixtures/cart-fixtures';
import { loadOrderFixtures, placeDeps, placeInput, setStock, storeCart, WAREHOUSE } from '../fixtures/place-order-fixtures';

let a: TestDatabase;
let b: TestDatabase;
let fx: FixtureIds;

beforeAll(async () => {
  a = await createTestDatabase();
  b = await createTestDatabase({ otherServerOf: a });
  fx = await loadOrderFixtures(a.services.db);
  await setStock(a.services.db, fx.balloon.variant, { [WAREHOUSE]: 500 });
});
afterAll(async () => {
  await b?.cleanup();
  await a?.cleanup();
});

type OutboxRow = { kind: string; attempts: number; sent: boolean; failed: boolean; last_error: string | null; due_in_s: number };
const outboxOf = (db: Db, orderId: number) =>
  queryRows<OutboxRow>(
    db,
    sql`SELECT kind, attempts, sent_at IS NOT NULL AS sent, failed_at IS NOT NULL AS failed, last_error,
          extract(epoch FROM next_attempt_at - now())::float AS due_in_s
        FROM mail_outbox WHERE order_id = ${orderId} ORDER BY kind`,
  );

const quietLog = { error: () => {}, warn: () => {} };

/** Places an order whose e-mails stay in the outbox (nobody kicks the worker). */
async function placeUnsent(): Promise<{ id: number; number: string }> {
  const cart = await storeCart(a.services.db, [{ variant: fx.balloon, quantity: 1 }]);
  const placed = await placeOrder({ ...placeDeps(a), mailOutbox: { kick: () => {} } }, placeInput(cart));
  return placed.order;
}

describe('the order e-mails outbox', () => {
  it('is written in the order transaction, and rolled back with it', async () => {
    const db = a.services.db;
    const order = await placeUnsent();
    expect((await outboxOf(db, order.id)).map((r) => [r.kind, r.attempts, r.sent])).toEqual([
      ['order_confirmation', 0, false],
      ['shop_order', 0, false],
    ]);

    // a placement refused inside its transaction (not enough stock) leaves no row
    const before = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM mail_outbox`);
    await setStock(db, fx.balloon.variant, { [WAREHOUSE]: 1 });
    const cart = await storeCart(db, [{ variant: fx.balloon, quantity: 5 }]);
    await expect(placeOrder({ ...placeDeps(a), mailOutbox: { kick: () => {} } }, placeInput(cart))).rejects.toBeInstanceOf(
      OrderPlacementError,
    );
    await setStock(db, fx.balloon.variant, { [WAREHOUSE]: 500 });
    expect(await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM mail_outbox`)).toEqual(before);

    // the rows share the fate of their transaction
    await expect(
      db.transaction(async (tx) => {
        await queryRows(tx, sql`DELETE FROM mail_outbox WHERE order_id = ${order.id}`);
        await enqueueOrderMails(tx, order.id);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await outboxOf(db, order.id)).map((r) => r.attempts)).toEqual([0, 0]);
  });

  it('the answer comes before the e-mails: the kicked worker sends both after it', async () => {
    const cart = await storeCart(a.services.db, [{ variant: fx.balloon, quantity: 1 }]);
    const placed = await placeOrder(placeDeps(a), placeInput(cart));
    expect(a.services.background.pending).toBe(1); // the outbox worker, not yet done
    expect(await a.services.background.drain(10_000)).toBe(0);
    expect((await outboxOf(a.services.db, placed.order.id)).map((r) => [r.kind, r.sent, r.attempts])).toEqual([
      ['order_confirmation', true, 1],
      ['shop_order', true, 1],
    ]);
  });

  it('keeps the e-mails while SMTP is down and retries with a growing back-off', async () => {
    const db = a.services.db;
    await queryRows(db, sql`UPDATE mail_outbox SET sent_at = coalesce(sent_at, now())`); // only this test's rows are due
    const order = await placeUnsent();
    const smtp = recordingMailer({ down: true });
    const outbox = createMailOutbox({
      db,
      mailer: smtp.mailer,
      files: a.services.files,
      config: a.services.config,
      background: a.services.background,
      log: quietLog,
      retryBaseMs: 60_000,
      maxAttempts: 3,
    });

    expect(await outbox.runOnce()).toBe(2);
    let rows = await outboxOf(db, order.id);
    expect(rows.map((r) => [r.attempts, r.sent, r.failed, r.last_error])).toEqual([
      [1, false, false, 'SMTP down: connection refused'],
      [1, false, false, 'SMTP down: connection refused'],
    ]);
    for (const r of rows) expect(r.due_in_s).toBeGreaterThan(50); // 60 s after the first failure
    expect(await outbox.runOnce()).toBe(0); // not due yet: nothing is claimed

    await queryRows(db, sql`UPDATE mail_outbox SET next_attempt_at = now() WHERE order_id = ${order.id}`);
    expect(await outbox.runOnce()).toBe(2);
    rows = await outboxOf(db, order.id);
    for (const r of rows) {
      expect(r.attempts).toBe(2);
      expect(r.due_in_s).toBeGreaterThan(110); // doubled: 120 s
    }

    // SMTP is back: the next attempt sends both, once
    smtp.state.down = false;
    await queryRows(db, sql`UPDATE mail_outbox SET next_attempt_at = now() WHERE order_id = ${order.id}`);
    expect(await outbox.runOnce()).toBe(2);
    expect(await outbox.runOnce()).toBe(0);
    rows = await outboxOf(db, order.id);
    expect(rows.map((r) => [r.attempts, r.sent, r.last_error])).toEqual([
      [3, true, null],
      [3, true, null],
    ]);
    expect(smtp.sent.map((m) => m.subject).join('\n')).toContain(order.number);
    expect(smtp.sent).toHaveLength(2);
  });

  it('gives a row up after its last attempt', async () => {
    const db = a.services.db;
    const order = await placeUnsent();
    const smtp = recordingMailer({ down: true });
    const outbox = createMailOutbox({
      db,
      mailer: smtp.mailer,
      files: a.services.files,
      config: a.services.config,
      background: a.services.background,
      log: quietLog,
      retryBaseMs: 1,
      maxAttempts: 2,
    });
    await outbox.runOnce();
    await queryRows(db, sql`UPDATE mail_outbox SET next_attempt_at = now() WHERE order_id = ${order.id}`);
    await outbox.runOnce();
    expect((await outboxOf(db, order.id)).map((r) => [r.attempts, r.sent, r.failed])).toEqual([
      [2, false, true],
      [2, false, true],
    ]);
    expect(await outbox.runOnce()).toBe(0);
  });

  it('two workers on two app servers send every e-mail exactly once', async () => {
    const db = a.services.db;
    await queryRows(db, sql`UPDATE mail_outbox SET sent_at = coalesce(sent_at, now()), failed_at = NULL`);
    const orders = [];
    for (let i = 0; i < 8; i++) orders.push(await placeUnsent());
    const one = recordingMailer({ delayMs: 5 });
    const two = recordingMailer({ delayMs: 5 });
    const options = { retryBaseMs: 60_000, batchSize: 3, log: quietLog };
    const workers = [
      createMailOutbox({
        ...options,
        db: a.services.db,
        mailer: one.mailer,
        files: a.services.files,
        config: a.services.config,
        background: a.services.background,
      }),
      createMailOutbox({
        ...options,
        db: b.services.db,
        mailer: two.mailer,
        files: b.services.files,
        config: b.services.config,
        background: b.services.background,
      }),
    ];
    const drain = async (w: (typeof workers)[number]) => {
      while ((await w.runOnce()) > 0);
    };
    await Promise.all([drain(workers[0]!), drain(workers[1]!), drain(workers[0]!), drain(workers[1]!)]);

    const sent = [...one.sent, ...two.sent];
    expect(sent).toHaveLength(orders.length * 2);
    for (const order of orders) expect(sent.filter((m) => m.subject.includes(order.number))).toHaveLength(2);
    const rows = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM mail_outbox WHERE sent_at IS NOT NULL AND attempts = 1 AND order_id IN (${sql.join(
        orders.map((o) => sql`${o.id}`),
        sql`, `,
      )})`,
    );
    expect(rows[0]!.n).toBe(orders.length * 2);
  });
});
