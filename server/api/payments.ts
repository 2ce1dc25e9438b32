/**
 * Card payments of orders (decision 0013): start a payment (authorised by the order's id + secret hash), the
 * gateway's notification, and the shopper's return from the gateway. The domain is src/domain/payments/card-payment.ts;
 * the gateway comes from the configuration (PAYMENT_GATEWAY…, see README) — without one, card payments are off.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { findOrderByAccessHash, orderSummaryPath } from '../../src/domain/orders/order-summary';
import {
  CardPaymentError,
  confirmCardPaymentOnReturn,
  handlePaymentNotification,
  startCardPayment,
  type CardPaymentErrorCode,
} from '../../src/domain/payments/card-payment';
import { createPaymentGateway } from '../../src/domain/payments/gateways';
import type { MessageKey } from '../../src/i18n';
import type { AppEnv } from '../app';
import { HttpError, notFound } from '../http/errors';
import type { ApiRouteDoc } from '../http/openapi';

export const orderAccessParams = z.object({
  id: z.string().describe('order id'),
  hash: z.string().describe('the order’s secret hash (from the summary link /shrnuti/{id}/{hash})'),
});

const startedPaymentSchema = z.object({
  paymentId: z.number(),
  redirectUrl: z.string().describe('the payment gateway page to send the shopper to'),
});

/** `platba` query parameter of the summary page after the shopper's return from the gateway. */
const RETURN_QUERY_PARAM = 'platba';
type ReturnOutcome = 'zaplatena' | 'zrusena' | 'caka' | 'neoverena';

export const paymentDocs: ApiRouteDoc[] = [
  {
    method: 'post',
    path: '/api/payments/card/{id}/{hash}',
    summary: 'Starts a card payment of an unpaid card order; answers the gateway address to redirect the shopper to (201)',
    tag: 'payments',
    params: orderAccessParams,
    response: startedPaymentSchema,
    errors: {
      404: 'Unknown order or wrong hash',
      409: 'code already_paid | order_not_payable | not_card_order',
    },
  },
  {
    method: 'post',
    path: '/api/payments/notify',
    summary:
      'Payment gateway notification (Comgate push, form-encoded: merchant, secret, transId, status, …). Verified, then confirmed with the gateway’s status call; answers code=0&message=OK. 503 (code payment_gateway_unavailable / card_payment_disabled) asks the gateway to retry.',
    tag: 'payments',
    body: z.record(z.string(), z.string()).describe('application/x-www-form-urlencoded fields of the gateway'),
    errors: { 403: 'code invalid_notification: merchant or secret do not match', 404: 'code unknown_payment' },
  },
  {
    method: 'get',
    path: '/api/payments/return/{id}/{hash}',
    summary:
      'The shopper’s return from the gateway: confirms the payment with the gateway and redirects (303) to /shrnuti/{id}/{hash}?platba=zaplatena|zrusena|caka|neoverena',
    tag: 'payments',
    params: orderAccessParams,
    errors: { 404: 'Unknown order or wrong hash' },
  },
];

const ERROR_STATUS: Record<CardPaymentErrorCode, { status: HttpError['status']; message: MessageKey }> = {
  order_not_found: { status: 404, message: 'error.not_found_message' },
  already_paid: { status: 409, message: 'payment.already_paid' },
  order_not_payable: { status: 409, message: 'payment.not_payable' },
  not_card_order: { status: 409, message: 'payment.not_card_order' },
  gateway_unavailable: { status: 503, message: 'payment.gateway_unavailable' },
  invalid_notification: { status: 403, message: 'payment.invalid_notification' },
  unknown_payment: { status: 404, message: 'payment.unknown_payment' },
};

function toHttpError(c: Context<AppEnv>, error: unknown): unknown {
  if (!(error instanceof CardPaymentError)) return error;
  const { t } = c.get('services');
  if (error.code === 'gateway_unavailable') console.warn(`[payments] gateway unavailable: ${error.message}`);
  const mapped = ERROR_STATUS[error.code];
  const code = error.code === 'gateway_unavailable' ? 'payment_gateway_unavailable' : error.code;
  return new HttpError(mapped.status, t(mapped.message), { code });
}

function gatewayOrDisabled(c: Context<AppEnv>) {
  const { config, t } = c.get('services');
  const gateway = createPaymentGateway(config);
  if (!gateway) throw new HttpError(503, t('payment.card_disabled'), { code: 'card_payment_disabled' });
  return gateway;
}

export function paymentRoutes() {
  const api = new Hono<AppEnv>();

  api.post('/payments/card/:id/:hash', async (c) => {
    const { db, config } = c.get('services');
    const order = await findOrderByAccessHash(db, c.req.param('id'), c.req.param('hash'));
    if (!order) throw notFound();
    const gateway = gatewayOrDisabled(c);
    try {
      const started = await startCardPayment(db, gateway, order.id, { publicUrl: config.publicUrl });
      return c.json({ data: { paymentId: started.paymentId, redirectUrl: started.redirectUrl } }, 201);
    } catch (error) {
      throw toHttpError(c, error);
    }
  });

  api.post('/payments/notify', async (c) => {
    const { db, now, mailOutbox } = c.get('services');
    const gateway = gatewayOrDisabled(c);
    const text = await c.req.text();
    const fields = Object.fromEntries(new URLSearchParams(text.slice(0, 20_000)));
    try {
      // a newly paid order has its "paid" e-mail with the invoice in the outbox (decision 0108)
      if ((await handlePaymentNotification(db, gateway, fields, now())).orderMarkedPaid) mailOutbox.kick();
    } catch (error) {
      throw toHttpError(c, error);
    }
    return c.body(gateway.notificationAnswer.body, 200, { 'content-type': gateway.notificationAnswer.contentType });
  });

  api.get('/payments/return/:id/:hash', async (c) => {
    const { db, config, now, mailOutbox } = c.get('services');
    const order = await findOrderByAccessHash(db, c.req.param('id'), c.req.param('hash'));
    if (!order) throw notFound();
    const summary = orderSummaryPath(order.id, order.hash);
    const gateway = createPaymentGateway(config);
    if (!gateway) return c.redirect(summary, 303);
    let outcome: ReturnOutcome | null;
    try {
      const applied = await confirmCardPaymentOnReturn(db, gateway, order.id, now());
      if (applied?.orderMarkedPaid) mailOutbox.kick();
      outcome = !applied
        ? null
        : applied.paymentState === 'paid'
          ? 'zaplatena'
          : applied.paymentState === 'cancelled' || applied.paymentState === 'failed'
            ? 'zrusena'
            : 'caka';
    } catch (error) {
      if (!(error instanceof CardPaymentError && error.code === 'gateway_unavailable')) throw error;
      // the shopper still sees the order; the notification (retried by the gateway) will settle the payment
      console.warn(`[payments] return of order ${order.id}: ${error.message}`);
      outcome = 'neoverena';
    }
    return c.redirect(outcome ? `${summary}?${RETURN_QUERY_PARAM}=${outcome}` : summary, 303);
  });

  return api;
}
