/** The configured card-payment gateway (src/config.ts `paymentGateway`, env PAYMENT_GATEWAY…; see README). */
import type { AppConfig } from '../../config';
import { createComgateGateway } from './comgate-gateway';
import type { PaymentGateway } from './payment-gateway';

/** Card payments are offered only when a gateway is configured (PAYMENT_GATEWAY …, see README). */
export function isCardPaymentEnabled(config: Pick<AppConfig, 'paymentGateway'>): boolean {
  return config.paymentGateway !== undefined;
}

/** The configured gateway, or null when card payments are off. */
export function createPaymentGateway(
  config: Pick<AppConfig, 'paymentGateway'>,
  options: { fetch?: typeof fetch } = {},
): PaymentGateway | null {
  const gw = config.paymentGateway;
  if (!gw) return null;
  switch (gw.provider) {
    case 'comgate':
      return createComgateGateway({ baseUrl: gw.url, merchant: gw.merchant, secret: gw.secret, test: gw.test, fetch: options.fetch });
  }
}
