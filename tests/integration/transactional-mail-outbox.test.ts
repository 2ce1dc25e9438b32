/**
 * The return request e-mails and the back office's order state e-mails go through the mail outbox (decision 0128), on
 * PGlite and PostgreSQL: the row is written in the transaction of the change that causes it (a rolled back change
 * leaves none), an e-mail caused while SMTP is down is kept and sent exactly once after SMTP recovers, two workers on
 * two app servers never send one twice, an order changing state several times gets one e-mail per change with the
 * wording of that change, and the back office says honestly when the e-mail only waits in the outbox.
 */
import { sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action as orderDetailAction } from '../../app/routes/admin/order-detail';
import { queryRows, type DbOrTx } from '../../src/db/client';
import type { OrderState, ReturnState } from '../../src/db/schema';
import { AUTH_TOKEN_COOKIE } from '../../src/domain/accounts/auth-token';
import { hashSessionToken } from '../../src/domain/accounts/session-lookup';
import { changeOrderStateAsAdmin, type OrderAdminDeps } from '../../src/domain/orders/admin-order-actions';
import { loadOrderSummary, orderSummaryPath } from '../../src/domain/orders/order-summary';
import { changeReturnState, createReturnRequest, type ReturnDeps } from '../../src/domain/returns/return-requests';
import { returnRequestSchema } from '../../src/domain/returns/return-schemas';
import type { Mailer } from '../../src/mail/mailer';
import { createMailOutbox, type MailOutbox } from '../../src/mail/order-mail-outbox';
import { buildOrderStateMail } from '../../src/mail/order-state-mail';
import { recordingMailer } from '../fakes/recording-mailer';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { createOrderFixture } from '../fixtures/order-fixtures';

const ADMIN = { id: 3, scope: ['admin'] as const };
const ADMIN_TOKEN = 'transactional-mail-outbox-admin-token';
const IBAN = 'SK31 1200 0000 1987 4263 7541';
const quietLog = { error: () => {}, warn: () => {} };

let a: TestDatabase;
let b: TestDatabase;
let seq = 0;

beforeAll(async () => {
  a = await createTestDatabase();
  b = await createTestDatabase({ otherServerOf: a });
  const inADay = new Date(Date.now() + 86_400_000).toISOString();
  await queryRows(
    a.services.db,
    sql`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES (${ADMIN.id}, ${hashSessionToken(ADMIN_TOKEN)}, ${inADay}::timestamptz)`,
  );
});
afterAll(async () => {
  await b?.cleanup();
  await a?.cleanup();
});

/** An outbox of server `server` sending through `mailer` (retries 60 s apart unless made due by the test). */
function outboxOf(server: TestDatabase, mailer: Mailer): MailOutbox {
  const s = server.services;
  return createMailOutbox({
    db: s.db,
    mailer,
    files: s.files,
    config: s.config,
    background: s.background,
    log: quietLog,
    retryBaseMs: 60_000,
  });
}

function returnDeps(mailer: Mailer, outbox: Pick<MailOutbox, 'kick'>): ReturnDeps {
  const s = a.services;
  return { db: s.db, files: s.files, mailer, mailOutbox: outbox, t: s.t, publicUrl: s.config.publicUrl, now: s.now };
}

function orderDeps(mailer: Mailer, outbox: MailOutbox): OrderAdminDeps {
  const s = a.services;
  return { db: s.db, mailer, mailOutbox: outbox, t: s.t, publicUrl: s.config.publicUrl, now: s.now };
}

/** A guest's order delivered yesterday (default lines: 2 balloons, 2 helium fillings, 1 candle). */
async function deliveredOrder() {
  seq += 1;
  const email = `vratenie-${seq}-${Date.now()}@example.sk`;
  const order = await createOrderFixture(a.services.db, { email, state: 'completed' });
  await queryRows(
    a.services.db,
    sql`INSERT INTO order_state_changes (order_id, from_state, to_state, created_at)
        VALUES (${order.id}, 'shipped', 'completed', now() - interval '1 day')`,
  );
  const [line] = await queryRows<{ id: number }>(a.services.db, sql`SELECT min(id) AS id FROM order_items WHERE order_id = ${order.id}`);
  return { ...order, email, lineId: Number(line!.id) };
}

/** Files a withdrawal of one piece of the order's first line as a guest (its own client address: no rate limit). */
async function fileReturn(deps: ReturnDeps, order: Awaited<ReturnType<typeof deliveredOrder>>) {
  const input = returnRequestSchema.parse({ kind: 'withdrawal', items: [{ orderItemId: order.lineId, quantity: 1 }], iban: IBAN });
  const result = await createReturnRequest(
    deps,
    { kind: 'guest', orderNumber: order.number, email: order.email, ip: `198.51.100.${seq}` },
    input,
    [],
  );
  if (!result.ok) throw new Error(`the return request was refused: ${result.code}`);
  return result;
}

type Row = {
  kind: string;
  return_state: ReturnState | null;
  to_state: OrderState | null;
  attempts: number;
  sent: boolean;
  last_error: string | null;
};
const rowsOf = (db: DbOrTx, orderId: number) =>
  queryRows<Row>(
    db,
    sql`SELECT m.kind, m.return_state, c.to_state, m.attempts, m.sent_at IS NOT NULL AS sent, m.last_error
        FROM mail_outbox m LEFT JOIN order_state_changes c ON c.id = m.state_change_id
        WHERE m.order_id = ${orderId} ORDER BY m.id`,
  );
const makeDue = (orderId: number) =>
  queryRows(a.services.db, sql`UPDATE mail_outbox SET next_attempt_at = now() WHERE order_id = ${orderId} AND sent_at IS NULL`);

/** A trigger that fails the causing transaction after the e-mail row was written (dropped again after `run`). */
async function failingTrigger(table: string, when: string, run: () => Promise<unknown>): Promise<void> {
  const db = a.services.db;
  await queryRows(
    db,
    sql.raw(`CREATE FUNCTION mail_outbox_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
             BEGIN RAISE EXCEPTION 'the causing change fails'; END $$`),
  );
  await queryRows(
    db,
    sql.raw(
      `CREATE TRIGGER mail_outbox_test_fail AFTER INSERT ON ${table} FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION mail_outbox_test_fail()`,
    ),
  );
  try {
    const error = await run().then(
      () => null,
      (e: unknown) => e,
    );
    expect(String((error as { cause?: unknown } | null)?.cause ?? error)).toContain('the causing change fails'); // the query's error
  } finally {
    await queryRows(db, sql.raw(`DROP TRIGGER mail_outbox_test_fail ON ${table}`));
    await queryRows(db, sql.raw('DROP FUNCTION mail_outbox_test_fail()'));
  }
}

describe('return request e-mails through the outbox', () => {
  it('filed and accepted while SMTP is down: kept, then sent once each after SMTP recovers', async () => {
    const smtp = recordingMailer({ down: true });
    const outbox = outboxOf(a, smtp.mailer);
    const deps = returnDeps(smtp.mailer, outbox);
    const order = await deliveredOrder();
    const created = await fileReturn(deps, order);
    expect(await a.services.background.drain(10_000)).toBe(0); // the kicked worker tried at once
    expect(await changeReturnState(deps, created.id, { to: 'accepted' }, ADMIN)).toMatchObject({ ok: true, to: 'accepted' });
    expect(await a.services.background.drain(10_000)).toBe(0);
    expect((await rowsOf(a.services.db, order.id)).map((r) => [r.kind, r.return_state, r.attempts, r.sent, r.last_error])).toEqual([
      ['return_request', 'received', 1, false, 'SMTP down: connection refused'],
      ['return_request', 'accepted', 1, false, 'SMTP down: connection refused'],
    ]);
    expect(smtp.sent).toHaveLength(0);

    smtp.state.down = false;
    await makeDue(order.id);
    expect(await outbox.runOnce()).toBe(2);
    expect(await outbox.runOnce()).toBe(0);
    expect((await rowsOf(a.services.db, order.id)).map((r) => [r.return_state, r.attempts, r.sent, r.last_error])).toEqual([
      ['received', 2, true, null],
      ['accepted', 2, true, null],
    ]);
    // the messages as before the outbox: built from the database, the request's number, the state, the guest's link
    const mails = smtp.sent.filter((m) => m.to === order.email);
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.subject)).toEqual([
      `Odstúpenie od zmluvy ${created.number}: Podaná`,
      `Odstúpenie od zmluvy ${created.number}: Schválená`,
    ]);
    for (const m of mails) {
      expect(m.text).toContain(`${a.services.config.publicUrl}${orderSummaryPath(order.id, order.hash)}`);
      expect(m.text).toContain('- Fóliový balón Srdce – červený, 45 cm: 1 ks');
      expect(m.html).toContain(created.number);
    }
  });

  it('two workers on two app servers send each e-mail once', async () => {
    const one = recordingMailer({ delayMs: 5 });
    const two = recordingMailer({ delayMs: 5 });
    const nobody = { kick: () => {} };
    const deps = returnDeps(one.mailer, nobody);
    await queryRows(a.services.db, sql`UPDATE mail_outbox SET sent_at = coalesce(sent_at, now())`); // only this test's rows are due
    const orders = [];
    for (let i = 0; i < 4; i++) {
      const order = await deliveredOrder();
      const created = await fileReturn(deps, order);
      await changeReturnState(deps, created.id, { to: 'rejected', reason: 'Tovar bol použitý.' }, ADMIN);
      orders.push({ ...order, request: created.number });
    }
    const workers = [outboxOf(a, one.mailer), outboxOf(b, two.mailer)];
    const drain = async (w: MailOutbox) => {
      while ((await w.runOnce()) > 0);
    };
    await Promise.all([drain(workers[0]!), drain(workers[1]!), drain(workers[0]!), drain(workers[1]!)]);
    const sent = [...one.sent, ...two.sent];
    expect(sent).toHaveLength(orders.length * 2);
    for (const order of orders) {
      expect(sent.filter((m) => m.to === order.email).map((m) => m.subject)).toEqual(
        expect.arrayContaining([`Odstúpenie od zmluvy ${order.request}: Podaná`, `Odstúpenie od zmluvy ${order.request}: Zamietnutá`]),
      );
      expect((await rowsOf(a.services.db, order.id)).map((r) => [r.attempts, r.sent])).toEqual([
        [1, true],
        [1, true],
      ]);
    }
  });

  it('a filing or a state change that rolls back leaves no e-mail row', async () => {
    const smtp = recordingMailer();
    const deps = returnDeps(smtp.mailer, { kick: () => {} });
    const order = await deliveredOrder();
    // the request's lines are written after its e-mail row
    await failingTrigger('return_request_items', 'true', () => fileReturn(deps, order));
    expect(await queryRows(a.services.db, sql`SELECT id FROM return_requests WHERE order_id = ${order.id}`)).toEqual([]);
    expect(await rowsOf(a.services.db, order.id)).toEqual([]);

    const created = await fileReturn(deps, order);
    // the audit entry is written after the e-mail row of the new state
    await failingTrigger('audit_log', `NEW.entity = 'return_requests' AND NEW.entity_id = '${created.id}'`, () =>
      changeReturnState(deps, created.id, { to: 'accepted' }, ADMIN),
    );
    expect(await queryRows(a.services.db, sql`SELECT state FROM return_requests WHERE id = ${created.id}`)).toEqual([
      { state: 'received' },
    ]);
    expect((await rowsOf(a.services.db, order.id)).map((r) => r.return_state)).toEqual(['received']);
  });
});

describe('order state e-mails through the outbox', () => {
  async function paidOrder() {
    seq += 1;
    const email = `stav-${seq}-${Date.now()}@example.sk`;
    const order = await createOrderFixture(a.services.db, { email, state: 'paid' });
    await queryRows(a.services.db, sql`UPDATE orders SET paid_at = now() WHERE id = ${order.id}`);
    return { ...order, email };
  }

  it('SMTP down: the change stays, the e-mail waits and goes out once after SMTP recovers, with the same content', async () => {
    await queryRows(a.services.db, sql`UPDATE mail_outbox SET sent_at = coalesce(sent_at, now())`); // only this test's rows are due
    const smtp = recordingMailer({ down: true });
    const outbox = outboxOf(a, smtp.mailer);
    const order = await paidOrder();
    const result = await changeOrderStateAsAdmin(orderDeps(smtp.mailer, outbox), order.id, 'processing', { userId: ADMIN.id });
    expect(result).toMatchObject({ ok: true, from: 'paid', to: 'processing', mailed: false });
    expect(result).not.toHaveProperty('mail');
    const [row] = await rowsOf(a.services.db, order.id);
    expect(row).toMatchObject({
      kind: 'order_state',
      to_state: 'processing',
      attempts: 1,
      sent: false,
      last_error: 'SMTP down: connection refused',
    });
    expect(await outbox.runOnce()).toBe(0); // backed off: not due

    smtp.state.down = false;
    await makeDue(order.id);
    const other = recordingMailer();
    // the worker of this server, the one of another server and a late sendNow at once: one of them sends it
    await Promise.all([
      outbox.runOnce(),
      outboxOf(b, other.mailer).runOnce(),
      outbox.sendNow({ kind: 'order_state', orderId: order.id, stateChangeId: await lastChangeId(order.id) }),
    ]);
    const mails = [...smtp.sent, ...other.sent].filter((m) => m.to === order.email);
    expect(mails).toHaveLength(1);
    expect((await rowsOf(a.services.db, order.id)).map((r) => [r.attempts, r.sent])).toEqual([[2, true]]);
    const summary = (await loadOrderSummary(a.services.db, order.id, { cardPaymentEnabled: false }))!;
    const url = `${a.services.config.publicUrl}${orderSummaryPath(order.id, order.hash)}`;
    expect(mails[0]).toEqual(buildOrderStateMail(summary, 'processing', url, summary.invoice.name));
  });

  it('one e-mail per change: paid → processing → shipped sends two, each at once and with its own state', async () => {
    const smtp = recordingMailer();
    const outbox = outboxOf(a, smtp.mailer);
    const order = await paidOrder();
    const deps = orderDeps(smtp.mailer, outbox);
    expect(await changeOrderStateAsAdmin(deps, order.id, 'processing', { userId: ADMIN.id })).toMatchObject({ mailed: true });
    expect(await changeOrderStateAsAdmin(deps, order.id, 'shipped', { userId: ADMIN.id, trackingNumber: 'Z 42' })).toMatchObject({
      mailed: true,
    });
    expect((await rowsOf(a.services.db, order.id)).map((r) => [r.kind, r.to_state, r.attempts, r.sent])).toEqual([
      ['order_state', 'processing', 1, true],
      ['order_state', 'shipped', 1, true],
    ]);
    expect(smtp.sent.map((m) => m.subject)).toEqual([`Objednávka ${order.number}: Spracováva sa`, `Objednávka ${order.number}: Odoslaná`]);
    expect(smtp.sent[1]!.text).toContain('Z 42');
    expect(await outbox.runOnce()).toBe(0);
    expect(smtp.sent).toHaveLength(2);

    // unticked: no row at all
    const silent = await paidOrder();
    expect(await changeOrderStateAsAdmin(deps, silent.id, 'processing', { userId: ADMIN.id, notifyCustomer: false })).toMatchObject({
      mailed: false,
    });
    expect(await rowsOf(a.services.db, silent.id)).toEqual([]);
  });

  it('a state change that rolls back leaves no e-mail row', async () => {
    const smtp = recordingMailer();
    const order = await paidOrder();
    await failingTrigger('audit_log', `NEW.entity = 'orders' AND NEW.entity_id = '${order.id}'`, () =>
      changeOrderStateAsAdmin(orderDeps(smtp.mailer, outboxOf(a, smtp.mailer)), order.id, 'cancelled', { userId: ADMIN.id }),
    );
    expect(await queryRows(a.services.db, sql`SELECT state FROM orders WHERE id = ${order.id}`)).toEqual([{ state: 'paid' }]);
    expect(await rowsOf(a.services.db, order.id)).toEqual([]);
    expect(smtp.sent).toHaveLength(0);
  });

  it('the back office page says the e-mail is queued when SMTP failed, sent when it went out', async () => {
    const down = recordingMailer({ down: true });
    const up = recordingMailer();
    const post = async (orderId: number, to: OrderState, mailOutbox: MailOutbox) => {
      const body = new FormData();
      body.append('state', to);
      body.append('notifyCustomer', '1');
      const request = new Request(`http://localhost/admin/objednavky/${orderId}`, {
        method: 'POST',
        headers: { cookie: `${AUTH_TOKEN_COOKIE}=${ADMIN_TOKEN}` },
        body,
      });
      const context = { services: { ...a.services, mailOutbox }, cspNonce: '', clientIp: '198.51.100.93' } as unknown as AppLoadContext;
      try {
        await orderDetailAction({ request, params: { id: String(orderId) }, context } as never);
      } catch (thrown) {
        return (thrown as Response).headers.get('location');
      }
      throw new Error('the action did not redirect');
    };
    const order = await paidOrder();
    expect(await post(order.id, 'processing', outboxOf(a, down.mailer))).toBe(
      `/admin/objednavky/${order.id}?ok=admin.order.flash.changed_queued`,
    );
    expect(await post(order.id, 'shipped', outboxOf(a, up.mailer))).toBe(`/admin/objednavky/${order.id}?ok=admin.order.flash.changed`);
    expect(up.sent.map((m) => m.subject)).toEqual([`Objednávka ${order.number}: Odoslaná`]);
  });
});

async function lastChangeId(orderId: number): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    a.services.db,
    sql`SELECT max(id) AS id FROM order_state_changes WHERE order_id = ${orderId}`,
  );
  return Number(row!.id);
}
