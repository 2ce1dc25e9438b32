/**
 * The e-mails about a new order go through an outbox (decision 0095): `enqueueOrderMails` writes one mail_outbox row
 * per e-mail inside the order's transaction (rolled back with it), and a worker on every app server sends them after
 * the commit. A worker claims due rows with `FOR UPDATE SKIP LOCKED` and a lease (locked_until), so two app servers
 * never send the same row while the lease runs; a failure (SMTP down) puts the row back with an exponential back-off
 * and nothing is lost: the row waits in the database until an attempt succeeds or the last attempt is used up.
 *
 * The worker runs when the order's request kicks it (through services.background, so shutdown and the tests drain
 * it) and on a timer (`start`) for back-offs and rows another server left behind.
 *
 * The "paid" e-mail with the invoice attached (kind 'order_paid', decision 0108) is written by the transaction that
 * marks the order paid (`enqueueOrderPaidMail`); the back office sends it at once through `sendNow`, which claims the
 * row exactly as the worker does, so the two never send it both.
 *
 * Decision 0128 carries the other transactional e-mails the same way: the customer's e-mail about a state change from
 * the back office (kind 'order_state', one row per order_state_changes row, so an order changing state several times
 * gets one per change; sent at once through `sendNow` like the "paid" e-mail) and about a return request filed or
 * moved (kind 'return_request', one row per request and state; sent by the kicked worker). Each message is built from
 * the database when it is sent, as the order e-mails are. The unique key of the table is the event, so a repeated
 * call writes nothing.
 */
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import { queryPreparedRows, queryRows, type Db, type DbOrTx } from '../db/client';
import type { MailOutboxKind, ReturnState } from '../db/schema';
import type { FileStore } from '../db/file-store';
import type { CachedValue } from '../lib/cached-value';
import type { ShopSettings } from '../domain/settings/settings-schema';
import type { BackgroundTasks } from '../lib/background-tasks';
import type { Mailer } from './mailer';
import { sendOrderConfirmation } from './order-confirmation';
import { sendOrderPaidMail } from './order-paid-mail';
import { sendOrderStateMail } from './order-state-mail';
import { sendReturnMail } from './return-mail';
import { sendShopOrderNotification } from './shop-order-notification';

/** the one row per event (decision 0128): the table's unique key, NULLS NOT DISTINCT */
const ONCE_PER_EVENT = sql.raw('ON CONFLICT ON CONSTRAINT mail_outbox_event_unique DO NOTHING');

/** not before now + `ms` (0: due at once) */
const dueIn = (ms: number | undefined) => sql`now() + ${ms ?? 0} * interval '1 millisecond'`;

/** Writes the order's e-mails (the customer's confirmation and the shop's notice) into the outbox; call it in the order's transaction. */
export async function enqueueOrderMails(tx: DbOrTx, orderId: number): Promise<void> {
  await queryPreparedRows(
    tx,
    sql`INSERT INTO mail_outbox (kind, order_id) VALUES ('order_confirmation', ${orderId}), ('shop_order', ${orderId})
        ${ONCE_PER_EVENT}`,
  );
}

/**
 * Writes the customer's "paid" e-mail (with the invoice) into the outbox; call it in the transaction that sets paid_at.
 * One per order (unique per kind and order): a repeated call writes nothing. `sendsItselfMs`: the caller sends it
 * itself right after its commit (`sendNow`), so the workers leave it alone that long — they take it only when that
 * request died.
 */
export async function enqueueOrderPaidMail(tx: DbOrTx, orderId: number, options: { sendsItselfMs?: number } = {}): Promise<void> {
  await queryRows(
    tx,
    sql`INSERT INTO mail_outbox (kind, order_id, next_attempt_at)
        VALUES ('order_paid', ${orderId}, ${dueIn(options.sendsItselfMs)})
        ${ONCE_PER_EVENT}`,
  );
}

/**
 * Writes the customer's e-mail about an order's state change (the order_state_changes row `stateChangeId` of order
 * `orderId`) into the outbox; call it in the transaction that writes the change. `sendsItselfMs` as for the "paid" e-mail.
 */
export async function enqueueOrderStateMail(
  tx: DbOrTx,
  change: { orderId: number; stateChangeId: number },
  options: { sendsItselfMs?: number } = {},
): Promise<void> {
  await queryRows(
    tx,
    sql`INSERT INTO mail_outbox (kind, order_id, state_change_id, next_attempt_at)
        VALUES ('order_state', ${change.orderId}, ${change.stateChangeId}, ${dueIn(options.sendsItselfMs)})
        ${ONCE_PER_EVENT}`,
  );
}

/**
 * Writes the customer's e-mail about return request `returnRequestId` reaching `state` ('received' = filed) into the
 * outbox; call it in the transaction that files or moves the request.
 */
export async function enqueueReturnRequestMail(
  tx: DbOrTx,
  request: { orderId: number; returnRequestId: number; state: ReturnState },
): Promise<void> {
  await queryRows(
    tx,
    sql`INSERT INTO mail_outbox (kind, order_id, return_request_id, return_state)
        VALUES ('return_request', ${request.orderId}, ${request.returnRequestId}, ${request.state})
        ${ONCE_PER_EVENT}`,
  );
}

/** The row `sendNow` sends: the order's "paid" e-mail, or the e-mail of one state change. */
type SendNowTarget = { kind: 'order_paid'; orderId: number } | { kind: 'order_state'; orderId: number; stateChangeId: number };

export interface MailOutbox {
  /** Sends what is due now, in the background (services.background); never throws. */
  kick(): void;
  /** Claims and sends one batch of due rows; answers how many rows it claimed. */
  runOnce(): Promise<number>;
  /** Polls every `intervalMs` (back-offs, rows left by a crashed server); answers the stop function. */
  start(intervalMs: number): () => void;
  /**
   * Claims and sends the target's row now (the back office's request after its commit); true when it went out,
   * false when it failed (retried later by the worker), is held by another worker, or was sent already.
   */
  sendNow(target: SendNowTarget): Promise<boolean>;
}

interface Log {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface MailOutboxOptions {
  db: Db;
  mailer: Mailer;
  /** the stored invoice PDFs attached to the "paid" e-mail */
  files: FileStore;
  config: Pick<AppConfig, 'publicUrl' | 'paymentGateway' | 'shopOwnerEmail' | 'mailFrom' | 'locale'>;
  /** the shop settings from the process's cache (services.settings, invalidated on admin changes); default: the database */
  settings?: Pick<CachedValue<ShopSettings>, 'get'>;
  background: BackgroundTasks;
  log: Log;
  /** how long a claimed row is held by its worker before another may take it (default 10 min, above SMTP timeouts) */
  leaseMs?: number;
  /** delay after the first failure, doubled after each further one (default 30 s), capped at `maxRetryDelayMs` (1 h) */
  retryBaseMs?: number;
  maxRetryDelayMs?: number;
  /** attempts before a row is given up (failed_at; default 12 ≈ 6 h of retries) */
  maxAttempts?: number;
  /** rows per claim (default 10) */
  batchSize?: number;
}

type ClaimedRow = {
  id: number;
  kind: MailOutboxKind;
  order_id: number;
  state_change_id: number | null;
  return_request_id: number | null;
  return_state: ReturnState | null;
  attempts: number;
};

const CLAIMED_COLUMNS = sql.raw('m.id, m.kind, m.order_id, m.state_change_id, m.return_request_id, m.return_state, m.attempts');

export function createMailOutbox(options: MailOutboxOptions): MailOutbox {
  const { db, mailer, config, background, log } = options;
  const leaseMs = options.leaseMs ?? 600_000;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const maxRetryDelayMs = options.maxRetryDelayMs ?? 3_600_000;
  const maxAttempts = options.maxAttempts ?? 12;
  const batchSize = options.batchSize ?? 10;
  const mailDeps = { db, mailer, config, ...(options.settings ? { settings: options.settings } : {}) };
  const paidMailDeps = { db, mailer, config, files: options.files, now: () => new Date() };

  const send = async (row: ClaimedRow) => {
    if (row.kind === 'order_confirmation') await sendOrderConfirmation(mailDeps, row.order_id);
    else if (row.kind === 'order_paid') await sendOrderPaidMail(paidMailDeps, row.order_id);
    else if (row.kind === 'order_state') await sendOrderStateMail(mailDeps, row.state_change_id!);
    else if (row.kind === 'return_request') await sendReturnMail(mailDeps, row.return_request_id!, row.return_state!);
    else await sendShopOrderNotification(mailDeps, row.order_id);
  };

  /** Sends a claimed row; true when it went out, false when it failed and was put back (or given up). */
  async function deliver(row: ClaimedRow): Promise<boolean> {
    try {
      await send(row);
    } catch (error) {
      const giveUp = row.attempts >= maxAttempts;
      const delayMs = Math.min(retryBaseMs * 2 ** (row.attempts - 1), maxRetryDelayMs);
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      await queryRows(
        db,
        sql`UPDATE mail_outbox SET locked_until = NULL, last_error = ${message},
              next_attempt_at = now() + ${delayMs} * interval '1 millisecond',
              failed_at = CASE WHEN ${giveUp} THEN now() END
            WHERE id = ${row.id}`,
      );
      const fields = { err: error, outboxId: row.id, kind: row.kind, orderId: row.order_id, attempts: row.attempts };
      if (giveUp) log.error(fields, `mail outbox: ${row.kind} of order ${row.order_id} given up after ${row.attempts} attempts`);
      else log.warn({ ...fields, retryInMs: delayMs }, `mail outbox: ${row.kind} of order ${row.order_id} failed, retried later`);
      return false;
    }
    await queryPreparedRows(db, sql`UPDATE mail_outbox SET sent_at = now(), locked_until = NULL, last_error = NULL WHERE id = ${row.id}`);
    return true;
  }

  const toClaimed = (row: ClaimedRow): ClaimedRow => ({
    ...row,
    id: Number(row.id),
    order_id: Number(row.order_id),
    state_change_id: row.state_change_id === null ? null : Number(row.state_change_id),
    return_request_id: row.return_request_id === null ? null : Number(row.return_request_id),
    attempts: Number(row.attempts),
  });

  async function sendNow(target: SendNowTarget): Promise<boolean> {
    // the same lease as a worker's claim: a row another worker holds (or sent) is left to it; not yet due is fine
    const [row] = await queryRows<ClaimedRow>(
      db,
      sql`UPDATE mail_outbox m SET locked_until = now() + ${leaseMs} * interval '1 millisecond', attempts = m.attempts + 1
          WHERE m.order_id = ${target.orderId} AND m.kind = ${target.kind}
            AND m.state_change_id IS NOT DISTINCT FROM ${target.kind === 'order_state' ? target.stateChangeId : null}::integer
            AND m.sent_at IS NULL AND m.failed_at IS NULL AND (m.locked_until IS NULL OR m.locked_until < now())
          RETURNING ${CLAIMED_COLUMNS}`,
    );
    return row ? deliver(toClaimed(row)) : false;
  }

  async function runOnce(): Promise<number> {
    const claimed = await queryPreparedRows<ClaimedRow>(
      db,
      sql`UPDATE mail_outbox m SET locked_until = now() + ${leaseMs} * interval '1 millisecond', attempts = m.attempts + 1
          FROM (SELECT id FROM mail_outbox
                WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
                  AND (locked_until IS NULL OR locked_until < now())
                ORDER BY next_attempt_at, id LIMIT ${batchSize} FOR UPDATE SKIP LOCKED) due
          WHERE m.id = due.id
          RETURNING ${CLAIMED_COLUMNS}`,
    );
    for (const row of claimed) await deliver(toClaimed(row));
    return claimed.length;
  }

  let running = false;
  let again = false;
  const drainDue = async () => {
    try {
      do {
        again = false;
        while ((await runOnce()) === batchSize);
      } while (again);
    } finally {
      running = false;
    }
  };

  const kick = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    background.run('mail outbox', drainDue);
  };

  return {
    kick,
    runOnce,
    sendNow,
    start(intervalMs) {
      const timer = setInterval(kick, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
