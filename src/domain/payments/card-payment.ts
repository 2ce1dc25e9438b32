/**
 * Card payments of orders through the configured gateway (payment-gateway.ts):
 *
 * - startCardPayment: creates the provider's payment for an unpaid card order, keeps a payments row, answers the
 *   address to send the shopper to;
 * - handlePaymentNotification: the provider's push — verified by the adapter (Comgate: merchant + secret), then the
 *   state is CONFIRMED by asking the provider (getStatus); never trusted alone;
 * - confirmCardPaymentOnReturn: the shopper came back from the gateway — the same confirmation;
 * - applyGatewayStatus: the one place a provider's state reaches payments.state and the order. Idempotent: the same
 *   state twice changes nothing the second time; the order becomes 'paid' (paid_at, one order_state_changes row)
 *   exactly once, and only when the provider's amount and currency match the payment.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { currencies, orders, paymentMethods, payments } from '../../db/schema';
import { markOrderPaid } from '../orders/order-state';
import { convertCzkMinor } from '../pricing/pricing';
import { PaymentGatewayError, type GatewayPaymentStatus, type PaymentGateway, type PaymentState } from './payment-gateway';

export type CardPaymentErrorCode =
  | 'order_not_found'
  | 'not_card_order'
  | 'already_paid'
  | 'order_not_payable'
  | 'gateway_unavailable'
  | 'invalid_notification'
  | 'unknown_payment';

/** A card-payment call that cannot go on; `code` is the API error code (server/api/payments.ts maps it). */
export class CardPaymentError extends Error {
  constructor(
    readonly code: CardPaymentErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'CardPaymentError';
  }
}

export interface CardPaymentUrls {
  /** the shop's public address (config.publicUrl), without a trailing slash */
  publicUrl: string;
}

/** Where the gateway sends the shopper back: checks the payment, then redirects to the summary. */
function paymentReturnPath(orderId: number, hash: string): string {
  return `/api/payments/return/${orderId}/${encodeURIComponent(hash)}`;
}

const PAYMENT_NOTIFY_PATH = '/api/payments/notify';

export interface StartedCardPayment {
  paymentId: number;
  providerPaymentId: string;
  redirectUrl: string;
}

/** Label shown by the gateway (Comgate allows 16 characters). */
function paymentLabel(orderNumber: string): string {
  return `Obj. ${orderNumber}`.slice(0, 16);
}

function gatewayFailure(error: unknown): never {
  if (error instanceof PaymentGatewayError) {
    throw new CardPaymentError('gateway_unavailable', error.message, { cause: error });
  }
  throw error;
}

/** Starts a card payment of an unpaid card order: a new provider payment and a payments row ('created'). */
export async function startCardPayment(
  db: DbOrTx,
  gateway: PaymentGateway,
  orderId: number,
  urls: CardPaymentUrls,
): Promise<StartedCardPayment> {
  const [row] = await db
    .select({ order: orders, methodCode: paymentMethods.code, decimals: currencies.decimals })
    .from(orders)
    .innerJoin(paymentMethods, eq(paymentMethods.id, orders.paymentMethodId))
    .leftJoin(currencies, eq(currencies.code, orders.currencyCode))
    .where(eq(orders.id, orderId));
  if (!row) throw new CardPaymentError('order_not_found', `order ${orderId} not found`);
  const o = row.order;
  if (o.state === 'paid' || o.paidAt !== null) throw new CardPaymentError('already_paid', `order ${o.number} is paid`);
  if (o.state !== 'waiting_for_payment') throw new CardPaymentError('order_not_payable', `order ${o.number} is ${o.state}`);
  if (row.methodCode !== 'card') throw new CardPaymentError('not_card_order', `order ${o.number} is paid by ${row.methodCode}`);

  const amount = convertCzkMinor(o.total, { rate: o.currencyRate, decimals: row.decimals ?? 2 });
  const created = await gateway
    .createPayment({
      orderId: o.id,
      orderNumber: o.number,
      amount,
      currencyCode: o.currencyCode,
      label: paymentLabel(o.number),
      email: o.email,
      locale: o.locale === 'cs' ? 'cs' : 'sk',
      returnUrl: `${urls.publicUrl}${paymentReturnPath(o.id, o.hash)}`,
      notifyUrl: `${urls.publicUrl}${PAYMENT_NOTIFY_PATH}`,
    })
    .catch(gatewayFailure);

  const [payment] = await db
    .insert(payments)
    .values({
      orderId: o.id,
      provider: gateway.provider,
      providerPaymentId: created.providerPaymentId,
      state: 'created',
      amount,
      currencyCode: o.currencyCode,
      raw: { redirect: created.redirectUrl },
    })
    .returning({ id: payments.id });
  return { paymentId: payment!.id, providerPaymentId: created.providerPaymentId, redirectUrl: created.redirectUrl };
}

/** Whether a payment may move from one state to another (a stale answer never undoes a payment). */
function isAllowedPaymentTransition(from: PaymentState, to: PaymentState): boolean {
  if (from === to) return false;
  switch (from) {
    case 'created':
    case 'pending':
      return to !== 'created';
    case 'paid':
      return to === 'refunded';
    case 'cancelled':
    case 'failed':
      return to === 'paid'; // a late payment the provider confirms must not be lost
    case 'refunded':
      return false;
  }
}

export interface AppliedPaymentStatus {
  paymentId: number;
  orderId: number;
  /** the payment's state after applying */
  paymentState: PaymentState;
  /** whether this call changed anything (payment state or order) */
  changed: boolean;
  /** whether this call marked the order paid */
  orderMarkedPaid: boolean;
  /** the provider reported PAID with another amount or currency than the payment was created with */
  amountMismatch: boolean;
}

/** Applies a state confirmed by the provider to the payment and, when paid, to its order. */
async function applyGatewayStatus(db: DbOrTx, paymentId: number, status: GatewayPaymentStatus, now: Date): Promise<AppliedPaymentStatus> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) throw new CardPaymentError('unknown_payment', `payment ${paymentId} not found`);
    const current = payment.state as PaymentState;
    const result: AppliedPaymentStatus = {
      paymentId,
      orderId: payment.orderId,
      paymentState: current,
      changed: false,
      orderMarkedPaid: false,
      amountMismatch: false,
    };
    if (status.state === 'paid' && (status.amount !== payment.amount || status.currencyCode !== payment.currencyCode)) {
      console.warn(
        `[payments] ${payment.provider} ${payment.providerPaymentId}: paid ${status.amount} ${status.currencyCode}, expected ${payment.amount} ${payment.currencyCode}; order not marked paid`,
      );
      return { ...result, amountMismatch: true };
    }
    if (isAllowedPaymentTransition(current, status.state)) {
      await tx.update(payments).set({ state: status.state, raw: status.raw, updatedAt: now }).where(eq(payments.id, paymentId));
      result.paymentState = status.state;
      result.changed = true;
    }
    if (result.paymentState === 'paid') {
      result.orderMarkedPaid = await markOrderPaid(tx, payment.orderId, {
        at: now,
        note: `Platba kartou (${payment.provider} ${payment.providerPaymentId})`,
      });
      if (result.orderMarkedPaid) result.changed = true;
    }
    return result;
  });
}

/**
 * The provider's notification: verified (the adapter), matched to a payments row, confirmed with getStatus, applied.
 * Throws CardPaymentError invalid_notification / unknown_payment / gateway_unavailable.
 */
export async function handlePaymentNotification(
  db: DbOrTx,
  gateway: PaymentGateway,
  fields: Record<string, string>,
  now: Date,
): Promise<AppliedPaymentStatus> {
  const verified = gateway.verifyNotification(fields);
  if (!verified) throw new CardPaymentError('invalid_notification', 'notification not verified');
  const [payment] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.provider, gateway.provider), eq(payments.providerPaymentId, verified.providerPaymentId)));
  if (!payment) throw new CardPaymentError('unknown_payment', `no ${gateway.provider} payment ${verified.providerPaymentId}`);
  const status = await gateway.getStatus(verified.providerPaymentId).catch(gatewayFailure);
  return applyGatewayStatus(db, payment.id, status, now);
}

/**
 * The shopper is back from the gateway: confirms the order's latest payment with the provider. Null when the order
 * has no payment with this gateway. Throws CardPaymentError gateway_unavailable when the provider cannot answer.
 */
export async function confirmCardPaymentOnReturn(
  db: DbOrTx,
  gateway: PaymentGateway,
  orderId: number,
  now: Date,
): Promise<AppliedPaymentStatus | null> {
  const [payment] = await db
    .select({ id: payments.id, providerPaymentId: payments.providerPaymentId })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.provider, gateway.provider)))
    .orderBy(desc(payments.id))
    .limit(1);
  if (!payment) return null;
  const status = await gateway.getStatus(payment.providerPaymentId).catch(gatewayFailure);
  return applyGatewayStatus(db, payment.id, status, now);
}
