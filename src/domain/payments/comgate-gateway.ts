/**
 * Comgate (https://www.comgate.cz) through its HTTP API v1.0 (apidoc.comgate.cz): server-to-server POSTs with
 * application/x-www-form-urlencoded bodies, answered form-encoded.
 *
 *   POST {base}/v1.0/create  merchant, secret, test, price (minor units), curr, label (1–16 chars), refId, method,
 *                            email, country, lang, prepareOnly=true, url_paid / url_cancelled / url_pending
 *                            → code=0&message=OK&transId=AB12-CD34-EF56&redirect=https://…
 *   POST {base}/v1.0/status  merchant, transId, secret
 *                            → code=0&…&transId=…&refId=…&price=…&curr=…&status=PENDING|PAID|CANCELLED|AUTHORIZED
 *   push notification        Comgate POSTs the payment's fields (merchant, transId, secret, status, …) to the URL set
 *                            in its portal and expects HTTP 200 "code=0&message=OK"; the shop checks merchant and
 *                            secret, then asks /status (the push is never trusted alone).
 */
import { timingSafeEqual } from 'node:crypto';
import {
  PaymentGatewayError,
  type CreateGatewayPaymentInput,
  type GatewayPayment,
  type GatewayPaymentStatus,
  type PaymentGateway,
  type PaymentState,
} from './payment-gateway';

export interface ComgateOptions {
  /** https://payments.comgate.cz (no trailing slash) */
  baseUrl: string;
  merchant: string;
  secret: string;
  test: boolean;
  /** payment methods offered on the gateway page (default CARD_ALL: cards only) */
  method?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const COMGATE_PROVIDER = 'comgate';
const LABEL_MAX = 16;
/** fields of Comgate answers never stored on the payments row */
const SECRET_FIELDS = new Set(['secret', 'merchant']);

function comgateStateToPaymentState(status: string): PaymentState {
  switch (status.toUpperCase()) {
    case 'PAID':
      return 'paid';
    case 'CANCELLED':
      return 'cancelled';
    case 'PENDING':
    case 'AUTHORIZED': // a pre-authorisation reserves money but is not paid until captured
      return 'pending';
    default:
      throw new PaymentGatewayError('bad_response', `Comgate: unknown payment status ${status}`);
  }
}

function constantTimeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

function withoutSecrets(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([k]) => !SECRET_FIELDS.has(k)));
}

export function createComgateGateway(options: ComgateOptions): PaymentGateway {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call(path: string, fields: Record<string, string>): Promise<Record<string, string>> {
    let res: Response;
    try {
      res = await doFetch(`${options.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ merchant: options.merchant, secret: options.secret, ...fields }).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaymentGatewayError('unreachable', `Comgate ${path}: ${(error as Error).message}`);
    }
    const text = await res.text().catch(() => '');
    if (!res.ok) throw new PaymentGatewayError('unreachable', `Comgate ${path}: HTTP ${res.status}`);
    const answer = Object.fromEntries(new URLSearchParams(text));
    if (answer.code === undefined) throw new PaymentGatewayError('bad_response', `Comgate ${path}: no code in the answer`);
    if (answer.code !== '0') {
      throw new PaymentGatewayError('rejected', `Comgate ${path}: code ${answer.code} ${answer.message ?? ''}`.trim());
    }
    return answer;
  }

  return {
    provider: COMGATE_PROVIDER,
    notificationAnswer: { body: 'code=0&message=OK', contentType: 'application/x-www-form-urlencoded; charset=utf-8' },

    async createPayment(input: CreateGatewayPaymentInput): Promise<GatewayPayment> {
      const answer = await call('/v1.0/create', {
        test: options.test ? 'true' : 'false',
        price: String(input.amount),
        curr: input.currencyCode,
        label: input.label.slice(0, LABEL_MAX),
        refId: input.orderNumber,
        method: options.method ?? 'CARD_ALL',
        email: input.email,
        country: input.locale === 'cs' ? 'CZ' : 'SK',
        lang: input.locale,
        prepareOnly: 'true',
        url_paid: input.returnUrl,
        url_cancelled: input.returnUrl,
        url_pending: input.returnUrl,
      });
      if (!answer.transId || !answer.redirect || !/^https?:\/\//.test(answer.redirect)) {
        throw new PaymentGatewayError('bad_response', 'Comgate /v1.0/create: no transId or redirect');
      }
      return { providerPaymentId: answer.transId, redirectUrl: answer.redirect };
    },

    async getStatus(providerPaymentId: string): Promise<GatewayPaymentStatus> {
      const answer = await call('/v1.0/status', { transId: providerPaymentId });
      if (answer.transId !== providerPaymentId) throw new PaymentGatewayError('bad_response', 'Comgate /v1.0/status: another transId');
      const amount = Number(answer.price);
      if (!Number.isSafeInteger(amount) || !answer.curr || !answer.status) {
        throw new PaymentGatewayError('bad_response', 'Comgate /v1.0/status: price, curr or status missing');
      }
      return {
        providerPaymentId,
        state: comgateStateToPaymentState(answer.status),
        amount,
        currencyCode: answer.curr,
        reference: answer.refId ?? '',
        raw: withoutSecrets(answer),
      };
    },

    verifyNotification(fields) {
      const { merchant, secret, transId } = fields;
      if (!merchant || !secret || !transId) return null;
      // evaluate both comparisons (no early exit on the merchant)
      const merchantOk = constantTimeEqual(merchant, options.merchant);
      const secretOk = constantTimeEqual(secret, options.secret);
      return merchantOk && secretOk ? { providerPaymentId: transId } : null;
    },
  };
}
