/**
 * 'Zaplatiť kartou' of the order summary page and of the customer's order page: starts the card payment with the
 * domain function POST /api/payments/card/{id}/{hash} calls, and answers the one form result (decision 0078) with
 * the gateway address in `data.redirectUrl`, or the refusal's message.
 */
import type { AppLoadContext } from 'react-router';
import { CardPaymentError, startCardPayment } from '@/domain/payments/card-payment';
import { createPaymentGateway } from '@/domain/payments/gateways';
import type { MessageKey } from '@/i18n';
import { formDone, formRefused } from '~/lib/http/responses.server';

export interface CardPaymentAnswer {
  redirectUrl: string;
}

const CARD_ERRORS: Partial<Record<CardPaymentError['code'], MessageKey>> = {
  already_paid: 'payment.already_paid',
  order_not_payable: 'payment.not_payable',
  not_card_order: 'payment.not_card_order',
  gateway_unavailable: 'payment.gateway_unavailable',
};

/** `orderId` is an order the caller has already found for this shopper (404 otherwise). */
export async function cardPaymentAction(context: AppLoadContext, orderId: number) {
  const { db, config, t } = context.services;
  // refusals answer 200: the page then reloads the order, which may have been paid or cancelled meanwhile
  const refused = (message: string) => formRefused<CardPaymentAnswer>({}, { message, status: 200 });
  const gateway = createPaymentGateway(config);
  if (!gateway) return refused(t('payment.card_disabled'));
  try {
    const started = await startCardPayment(db, gateway, orderId, { publicUrl: config.publicUrl });
    return formDone<CardPaymentAnswer>(null, { data: { redirectUrl: started.redirectUrl } });
  } catch (error) {
    const key = error instanceof CardPaymentError ? CARD_ERRORS[error.code] : undefined;
    if (!key) throw error;
    if (error instanceof CardPaymentError && error.code === 'gateway_unavailable') console.warn(`[payments] ${error.message}`);
    return refused(t(key));
  }
}
