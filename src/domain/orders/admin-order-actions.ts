/**
 * Order state changes from the back office (SPEC §4, decision 0030). One transaction per change:
 *
 * 1. the order row is locked (FOR UPDATE) and its current state read: two admins (or a double submit) queue, and
 *    the second one sees the first one's result — a cancelled order is never cancelled (and restocked) twice;
 * 2. the transition is checked against admin-order-transitions.ts (illegal → nothing written, code illegal_transition);
 * 3. orders.state (+ paid_at when paid, or when a cash-on-delivery order is completed), one order_state_changes row;
 * 4. paid bank transfer: a payments row (provider bank_transfer, id manual-<order id>, state paid) records it;
 * 5. cancelled: the goods go back to stock — stock rows locked in (variant, store) order like order placement
 *    (stock-allocation.ts lockStock), then added to the pickup branch of a pickup order, else to the e-shop
 *    warehouse (the order does not record which stores gave the goods; decision 0030). Services keep no stock;
 *    The order's voucher uses are released: each voucher's used_count drops by one (the voucher row's update queues
 *    behind an order placement holding it), so a limited voucher can be used again; the voucher_uses rows stay (the
 *    influencer's history), and the per-customer limit does not count uses of cancelled orders (voucher-rules.ts);
 * 6. shipped with a tracking number: orders.tracking_number (decision 0072; ignored for other states);
 * 7. the audit entry (recordAudit, same transaction).
 *
 * The customer's e-mail, unless the owner unticked "Poslať zákazníkovi e-mail" (decision 0072), is written to the mail
 * outbox in the transaction (decision 0128: one row per order_state_changes row) and sent by this request right after
 * the commit through the outbox's `sendNow`; when SMTP fails the change stays, the outbox retries, and the answer says
 * the e-mail is queued (`mailed` false). The e-mail of the change that sets paid_at (paid; cash on delivery completed)
 * is the "paid" e-mail with the invoice instead, sent after the invoice is issued (decision 0108). After the commit,
 * for a cancel, the restock watchdogs of the returned variants run, as after every other stock write.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { CarrierCode, OrderState, orders, PaymentMethodCode } from '../../db/schema';
import type { SqlColumns } from '../../db/sql-row';
import type { Translate } from '../../i18n';
import type { Mailer } from '../../mail/mailer';
import { enqueueOrderPaidMail, enqueueOrderStateMail, type MailOutbox } from '../../mail/order-mail-outbox';
import { lockStock } from './stock-allocation';
import { issueDueDocumentsOfOrder } from '../invoices/invoices';
import { notifyRestockedWatchdogs } from '../watchdogs/restock-notifier';
import { recordAudit } from '../back-office/audit-log';
import { isAllowedTransition } from './admin-order-transitions';

/** how long the workers leave the customer's e-mail to the request that changed the state (decisions 0108, 0128) */
const MAIL_SENT_HERE_MS = 60_000;

export interface OrderAdminDeps {
  db: Db;
  /** the restock e-mails of the goods a cancellation returns to stock */
  mailer: Mailer;
  t: Translate;
  publicUrl: string;
  now: () => Date;
  /** sends the customer's e-mail (the "paid" one with the invoice, decision 0108) from the outbox after the commit (decision 0128) */
  mailOutbox: Pick<MailOutbox, 'sendNow'>;
}

type OutboxTarget = Parameters<MailOutbox['sendNow']>[0];

interface ReturnedStock {
  variantId: number;
  storeId: number;
  quantity: number;
}

export type AdminStateChangeResult =
  /** mailed: the customer's e-mail went out during the request (false: not asked for, or queued in the outbox) */
  | { ok: true; from: OrderState; to: OrderState; returned: ReturnedStock[]; mailed: boolean }
  | { ok: false; code: 'not_found' }
  | { ok: false; code: 'illegal_transition'; from: OrderState; to: OrderState };

export interface AdminStateChangeOptions {
  userId: number;
  note?: string | null;
  /** the parcel number, stored when the order moves to shipped (decision 0072) */
  trackingNumber?: string | null;
  /** false: the customer gets no e-mail about this change (default true; decision 0072) */
  notifyCustomer?: boolean;
  /** skip the customer's e-mail (tests of the transaction only) */
  skipMail?: boolean;
}

type LockedOrder = SqlColumns<typeof orders, 'state' | 'pickup_store_id' | 'paid_at' | 'currency_code'> & {
  carrier: CarrierCode;
  method: PaymentMethodCode;
  total_minor: number | string;
};

/**
 * Puts an order's goods back in stock (see the module comment); `only` (order item id → quantity) limits it to the
 * goods of an accepted withdrawal (decision 0102), which reuses it.
 */
export async function returnStock(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  orderId: number,
  order: Pick<LockedOrder, 'carrier' | 'pickup_store_id'>,
  only?: ReadonlyMap<number, number>,
): Promise<ReturnedStock[]> {
  const items = await queryRows<{ id: number; variant_id: number; quantity: number | string }>(
    tx,
    sql`SELECT oi.id, oi.variant_id, oi.quantity
        FROM order_items oi JOIN products p ON p.id = oi.product_id
        WHERE oi.order_id = ${orderId} AND oi.variant_id IS NOT NULL AND NOT p.is_service
          AND EXISTS (SELECT 1 FROM product_variants v WHERE v.id = oi.variant_id)
        ORDER BY oi.variant_id, oi.id`,
  );
  const byVariant = new Map<number, number>();
  for (const item of items) {
    const quantity = only ? (only.get(Number(item.id)) ?? 0) : Number(item.quantity);
    if (quantity > 0) byVariant.set(Number(item.variant_id), (byVariant.get(Number(item.variant_id)) ?? 0) + quantity);
  }
  const lines = [...byVariant].map(([variant_id, quantity]) => ({ variant_id, quantity }));
  if (lines.length === 0) return [];
  const [store] = await queryRows<{ id: number }>(
    tx,
    order.carrier === 'pickup' && order.pickup_store_id !== null
      ? sql`SELECT id FROM stores WHERE id = ${order.pickup_store_id}
            UNION ALL (SELECT id FROM stores WHERE kind = 'warehouse' ORDER BY position, id LIMIT 1) LIMIT 1`
      : sql`SELECT id FROM stores ORDER BY (kind = 'warehouse') DESC, position, id LIMIT 1`,
  );
  if (!store) return [];
  const storeId = Number(store.id);
  await lockStock(
    tx,
    lines.map((l) => Number(l.variant_id)),
  );
  const returned = lines.map((l) => ({ variantId: Number(l.variant_id), storeId, quantity: Number(l.quantity) }));
  await queryRows(
    tx,
    sql`INSERT INTO stock (variant_id, store_id, quantity)
        VALUES ${sql.join(
          returned.map((r) => sql`(${r.variantId}, ${r.storeId}, ${r.quantity})`),
          sql`, `,
        )}
        ON CONFLICT (variant_id, store_id) DO UPDATE SET quantity = stock.quantity + excluded.quantity`,
  );
  return returned;
}

/**
 * Gives back the voucher uses of a cancelled order: used_count − 1 for each voucher it used. Returns their codes.
 * Runs after returnStock: stock rows, then voucher rows, the order in which order placement locks them (no deadlock).
 */
async function releaseVoucherUses(tx: Parameters<Parameters<Db['transaction']>[0]>[0], orderId: number): Promise<string[]> {
  const rows = await queryRows<{ code: string }>(
    tx,
    sql`UPDATE vouchers v SET used_count = v.used_count - 1
        FROM voucher_uses vu
        WHERE vu.order_id = ${orderId} AND vu.voucher_id = v.id AND v.used_count > 0
        RETURNING v.code`,
  );
  return rows.map((r) => r.code).sort();
}

/** Moves an order to `to` as a back-office user (see the module comment). */
export async function changeOrderStateAsAdmin(
  deps: OrderAdminDeps,
  orderId: number,
  to: OrderState,
  options: AdminStateChangeOptions,
): Promise<AdminStateChangeResult> {
  const at = deps.now();
  const stamp = at.toISOString();
  const note = options.note?.trim() ? options.note.trim().slice(0, 500) : null;
  const trackingNumber =
    to === 'shipped' && options.trackingNumber?.trim() ? options.trackingNumber.trim().replace(/\s+/g, ' ').slice(0, 40) : null;

  const notify = !options.skipMail && options.notifyCustomer !== false;
  const outcome = await deps.db.transaction(async (tx): Promise<AdminStateChangeResult & { mail?: OutboxTarget }> => {
    const [order] = await queryRows<LockedOrder>(
      tx,
      sql`SELECT o.state, c.code AS carrier, pm.code AS method, o.pickup_store_id, o.paid_at,
                 round(o.total / o.currency_rate)::bigint AS total_minor, o.currency_code
          FROM orders o JOIN carriers c ON c.id = o.carrier_id JOIN payment_methods pm ON pm.id = o.payment_method_id
          WHERE o.id = ${orderId}
          FOR UPDATE OF o`,
    );
    if (!order) return { ok: false, code: 'not_found' };
    const from = order.state;
    if (!isAllowedTransition(from, to, order.carrier)) return { ok: false, code: 'illegal_transition', from, to };

    const setPaid = order.paid_at === null && (to === 'paid' || (to === 'completed' && order.method === 'cod'));
    await queryRows(
      tx,
      sql`UPDATE orders SET state = ${to}, updated_at = ${stamp}::timestamptz
            ${setPaid ? sql`, paid_at = ${stamp}::timestamptz` : sql``}
            ${trackingNumber ? sql`, tracking_number = ${trackingNumber}` : sql``}
          WHERE id = ${orderId}`,
    );
    const [change] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO order_state_changes (order_id, from_state, to_state, user_id, note, created_at)
          VALUES (${orderId}, ${from}, ${to}, ${options.userId}, ${note}, ${stamp}::timestamptz)
          RETURNING id`,
    );
    const stateChangeId = Number(change!.id);
    if (to === 'paid' && order.method === 'bank_transfer') {
      await queryRows(
        tx,
        sql`INSERT INTO payments (order_id, provider, provider_payment_id, state, amount, currency_code, raw, created_at, updated_at)
            VALUES (${orderId}, 'bank_transfer', ${`manual-${orderId}`}, 'paid', ${Number(order.total_minor)}, ${order.currency_code},
                    ${JSON.stringify({ markedPaidBy: options.userId })}::jsonb, ${stamp}::timestamptz, ${stamp}::timestamptz)
            ON CONFLICT ON CONSTRAINT payments_provider_payment_unique DO UPDATE SET state = 'paid', updated_at = excluded.updated_at`,
      );
    }
    // the customer's e-mail in the outbox with the change, so it is never lost: the "paid" one with the invoice
    // (decision 0108) or the state one (decision 0128); sent by this request, by a worker only if that fails or dies
    let mail: OutboxTarget | undefined;
    if (notify) {
      mail = setPaid ? { kind: 'order_paid', orderId } : { kind: 'order_state', orderId, stateChangeId };
      if (setPaid) await enqueueOrderPaidMail(tx, orderId, { sendsItselfMs: MAIL_SENT_HERE_MS });
      else await enqueueOrderStateMail(tx, { orderId, stateChangeId }, { sendsItselfMs: MAIL_SENT_HERE_MS });
    }
    const returned = to === 'cancelled' ? await returnStock(tx, orderId, order) : [];
    const releasedVouchers = to === 'cancelled' ? await releaseVoucherUses(tx, orderId) : [];

    const changes: Record<string, unknown> = { state: { from, to } };
    if (setPaid) changes.paidAt = { from: null, to: stamp };
    if (note) changes.note = { from: null, to: note };
    if (trackingNumber) changes.trackingNumber = { from: null, to: trackingNumber };
    if (releasedVouchers.length > 0) changes.voucherUsesReleased = { from: null, to: releasedVouchers.join(', ') };
    if (returned.length > 0)
      changes.stockReturned = {
        from: null,
        to: returned.map((r) => `${r.quantity}× variant ${r.variantId} → store ${r.storeId}`).join(', '),
      };
    await recordAudit(tx, {
      userId: options.userId,
      entity: 'orders',
      entityId: orderId,
      action: to === 'paid' ? 'mark_paid' : to === 'cancelled' ? 'cancel' : 'state_change',
      changes,
      at,
    });
    return { ok: true, from, to, returned, mailed: false, ...(mail ? { mail } : {}) };
  });

  if (!outcome.ok) return outcome;

  if (outcome.returned.length > 0) {
    try {
      await notifyRestockedWatchdogs(
        { db: deps.db, mailer: deps.mailer, t: deps.t, publicUrl: deps.publicUrl, now: deps.now },
        { variantIds: outcome.returned.map((r) => r.variantId) },
      );
    } catch (error) {
      console.error(`[admin] restock watchdogs after cancelling order ${orderId} failed; the periodic run will retry`, error);
    }
  }

  // the invoice of a newly paid order, the credit note of a cancelled invoiced one (decision 0098); on a failure the
  // scheduled job issues it
  try {
    await issueDueDocumentsOfOrder({ db: deps.db, now: deps.now }, orderId);
  } catch (error) {
    console.error(`[admin] the tax documents of order ${orderId} could not be issued now; the invoices job will retry`, error);
  }

  const { mail, ...result } = outcome;
  if (mail) result.mailed = await sendMailNow(deps, mail);
  return result;
}

/** The customer's e-mail from the outbox, sent now; false (left to the outbox's retries) when it failed. */
async function sendMailNow(deps: OrderAdminDeps, mail: OutboxTarget): Promise<boolean> {
  try {
    return await deps.mailOutbox.sendNow(mail);
  } catch (error) {
    console.error(`[admin] the ${mail.kind} e-mail of order ${mail.orderId} could not be sent now; the mail outbox will retry`, error);
    return false;
  }
}
