/**
 * Order state changes: every change updates orders.state and writes one order_state_changes row, in one
 * transaction, only when the order is in one of the expected states (so a repeated call changes nothing).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderStateChanges, orders, type OrderState } from '../../db/schema';
import { enqueueOrderPaidMail } from '../../mail/order-mail-outbox';

export interface StateChangeOptions {
  at: Date;
  note?: string | null;
  /** who made the change (back office); null for the shopper or the system */
  userId?: number | null;
}

/**
 * Moves the order from one of `from` to `to`. Returns the previous state when it changed, null when the order was
 * not in one of `from` (or does not exist): nothing is written then.
 */
async function changeOrderState(
  db: DbOrTx,
  orderId: number,
  from: readonly OrderState[],
  to: OrderState,
  options: StateChangeOptions,
): Promise<OrderState | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ state: orders.state }).from(orders).where(eq(orders.id, orderId)).for('update');
    if (!current || !from.includes(current.state)) return null;
    const updated = await tx
      .update(orders)
      .set({ state: to, updatedAt: options.at, ...(to === 'paid' ? { paidAt: options.at } : {}) })
      .where(and(eq(orders.id, orderId), inArray(orders.state, [...from])))
      .returning({ id: orders.id });
    if (updated.length === 0) return null;
    await tx.insert(orderStateChanges).values({
      orderId,
      fromState: current.state,
      toState: to,
      userId: options.userId ?? null,
      note: options.note ?? null,
      createdAt: options.at,
    });
    // the customer's "paid" e-mail with the invoice, sent by the mail outbox (decision 0108)
    if (to === 'paid') await enqueueOrderPaidMail(tx, orderId);
    return current.state;
  });
}

/**
 * Marks an order waiting for payment as paid (state 'paid', paid_at, one order_state_changes row, the "paid" e-mail in
 * the mail outbox). Returns true
 * when it did, false when the order was not waiting for payment (already paid, cancelled, …).
 */
export async function markOrderPaid(db: DbOrTx, orderId: number, options: StateChangeOptions): Promise<boolean> {
  return (await changeOrderState(db, orderId, ['waiting_for_payment'], 'paid', options)) !== null;
}
