/**
 * The card-payment gateway adapter: what the shop needs from a payment provider, independent of the provider.
 * One real implementation: Comgate (comgate-gateway.ts). Tests run it against tests/fakes/fake-payment-gateway.ts.
 *
 * Flow: createPayment → the shopper is redirected to `redirectUrl` → the provider notifies the shop (server to
 * server) and sends the shopper back to `returnUrl` → both paths confirm the state with getStatus (a notification
 * alone is never trusted) → card-payment.ts applies it to the order.
 */

/** Provider-neutral payment states (payments.state). */
export type PaymentState = 'created' | 'pending' | 'paid' | 'failed' | 'cancelled' | 'refunded';

export interface CreateGatewayPaymentInput {
  orderId: number;
  orderNumber: string;
  /** minor units of `currencyCode` */
  amount: number;
  currencyCode: string;
  /** short description shown by the provider (Comgate: 1–16 characters) */
  label: string;
  email: string;
  locale: 'sk' | 'cs';
  /** where the provider sends the shopper back */
  returnUrl: string;
  /** where the provider posts notifications (Comgate: set in its portal; see README) */
  notifyUrl: string;
}

export interface GatewayPayment {
  providerPaymentId: string;
  redirectUrl: string;
}

export interface GatewayPaymentStatus {
  providerPaymentId: string;
  state: PaymentState;
  /** minor units */
  amount: number;
  currencyCode: string;
  /** the shop's reference the payment was created with (order number) */
  reference: string;
  /** the provider's answer, kept on the payments row (no secrets) */
  raw: Record<string, string>;
}

/** What a verified notification tells: which payment to re-check. */
interface VerifiedNotification {
  providerPaymentId: string;
}

export interface PaymentGateway {
  /** payments.provider */
  readonly provider: string;
  createPayment(input: CreateGatewayPaymentInput): Promise<GatewayPayment>;
  getStatus(providerPaymentId: string): Promise<GatewayPaymentStatus>;
  /** Checks that a notification really comes from the provider; null when it does not. */
  verifyNotification(fields: Record<string, string>): VerifiedNotification | null;
  /** The body the provider expects as the answer to an accepted notification. */
  readonly notificationAnswer: { body: string; contentType: string };
}

/**
 * The provider could not be reached, refused the request or answered nonsense. `kind` says which; the message is
 * for logs (never shown to shoppers: they get a translated text).
 */
export class PaymentGatewayError extends Error {
  constructor(
    readonly kind: 'unreachable' | 'rejected' | 'bad_response',
    message: string,
  ) {
    super(message);
    this.name = 'PaymentGatewayError';
  }
}
