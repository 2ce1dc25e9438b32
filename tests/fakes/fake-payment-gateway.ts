/**
 * A local imitation of the Comgate HTTP API v1.0 (node:http on port 0) for tests of the card-payment flow:
 *
 *   POST /v1.0/create   form: merchant, secret, price, curr, label, refId, email, prepareOnly, … → code=0&transId&redirect
 *   POST /v1.0/status   form: merchant, secret, transId → code=0&…&status=PENDING|PAID|CANCELLED
 *   GET  /client/instructions/index?id=…   the "payment page" (a small HTML page)
 *
 * Test controls: markPaid / markCancelled (the shopper paid or gave up on the gateway page), notify (the push
 * Comgate sends to the shop: by default POSTed to `notifyUrl`, or handed to a `deliver` function — e.g. Hono's
 * app.request — for in-process apps), setDown (every call fails with HTTP 503), and the list of requests received.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakePayment {
  transId: string;
  price: number;
  curr: string;
  label: string;
  refId: string;
  email: string;
  status: 'PENDING' | 'PAID' | 'CANCELLED';
  urlPaid: string | null;
  test: string;
}

export interface FakeGatewayOptions {
  merchant: string;
  secret: string;
  /** where notify() POSTs by default (the shop's notification URL, as set in the Comgate portal) */
  notifyUrl?: string;
}

export interface FakePaymentGateway {
  /** http://127.0.0.1:{port} */
  url: string;
  payments: Map<string, FakePayment>;
  requests: Array<{ method: string; path: string; fields: Record<string, string> }>;
  markPaid(transId: string): void;
  markCancelled(transId: string): void;
  /** Every API call answers HTTP 503 while down. */
  setDown(down: boolean): void;
  /** The notification's form fields (what Comgate POSTs), with optional overrides (forgeries). */
  notificationFields(transId: string, overrides?: Record<string, string>): Record<string, string>;
  /** Sends the notification; answers the shop's status and body. */
  notify(
    transId: string,
    options?: { overrides?: Record<string, string>; deliver?: (body: string, contentType: string) => Promise<Response> },
  ): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

const FORM = 'application/x-www-form-urlencoded';

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

function transId(): string {
  const part = () => randomBytes(2).toString('hex').toUpperCase();
  return `${part()}-${part()}-${part()}`;
}

export async function startFakePaymentGateway(options: FakeGatewayOptions): Promise<FakePaymentGateway> {
  const payments = new Map<string, FakePayment>();
  const requests: FakePaymentGateway['requests'] = [];
  let down = false;
  let baseUrl = '';

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const fields = req.method === 'POST' ? await readForm(req) : Object.fromEntries(url.searchParams);
    requests.push({ method: req.method ?? 'GET', path: url.pathname, fields });
    const answer = (data: Record<string, string>) => {
      res.writeHead(200, { 'content-type': FORM });
      res.end(new URLSearchParams(data).toString());
    };
    if (down) {
      res.writeHead(503, { 'content-type': 'text/plain' });
      res.end('Service Unavailable');
      return;
    }
    if (url.pathname === '/client/instructions/index' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html lang="cs"><title>Comgate (fake)</title><h1>Platba ${url.searchParams.get('id') ?? ''}</h1></html>`);
      return;
    }
    if (req.method !== 'POST' || !['/v1.0/create', '/v1.0/status'].includes(url.pathname)) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
      return;
    }
    if (fields.merchant !== options.merchant || fields.secret !== options.secret) {
      answer({ code: '1400', message: 'Chybný dotaz (merchant / secret)' });
      return;
    }
    if (url.pathname === '/v1.0/create') {
      const price = Number(fields.price);
      if (!Number.isSafeInteger(price) || price <= 0 || !fields.curr || !fields.label || fields.label.length > 16 || !fields.refId) {
        answer({ code: '1100', message: 'Neznámá chyba / chybné parametry' });
        return;
      }
      const payment: FakePayment = {
        transId: transId(),
        price,
        curr: fields.curr,
        label: fields.label,
        refId: fields.refId,
        email: fields.email ?? '',
        status: 'PENDING',
        urlPaid: fields.url_paid ?? null,
        test: fields.test ?? 'false',
      };
      payments.set(payment.transId, payment);
      answer({
        code: '0',
        message: 'OK',
        transId: payment.transId,
        redirect: `${baseUrl}/client/instructions/index?id=${payment.transId}`,
      });
      return;
    }
    const payment = payments.get(fields.transId ?? '');
    if (!payment) {
      answer({ code: '1400', message: 'Platba nenalezena' });
      return;
    }
    answer({
      code: '0',
      message: 'OK',
      merchant: options.merchant,
      test: payment.test,
      price: String(payment.price),
      curr: payment.curr,
      label: payment.label,
      refId: payment.refId,
      method: 'CARD_CZ_CSOB_2',
      email: payment.email,
      transId: payment.transId,
      secret: options.secret,
      status: payment.status,
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const get = (id: string) => {
    const payment = payments.get(id);
    if (!payment) throw new Error(`fake gateway: no payment ${id}`);
    return payment;
  };

  const fake: FakePaymentGateway = {
    url: baseUrl,
    payments,
    requests,
    markPaid: (id) => void (get(id).status = 'PAID'),
    markCancelled: (id) => void (get(id).status = 'CANCELLED'),
    setDown: (value) => void (down = value),
    notificationFields(id, overrides = {}) {
      const p = get(id);
      return {
        merchant: options.merchant,
        test: p.test,
        price: String(p.price),
        curr: p.curr,
        label: p.label,
        refId: p.refId,
        method: 'CARD_CZ_CSOB_2',
        email: p.email,
        transId: p.transId,
        secret: options.secret,
        status: p.status,
        ...overrides,
      };
    },
    async notify(id, opts = {}) {
      const body = new URLSearchParams(fake.notificationFields(id, opts.overrides)).toString();
      const deliver =
        opts.deliver ??
        ((b: string, contentType: string) => {
          if (!options.notifyUrl) throw new Error('fake gateway: no notifyUrl and no deliver function');
          return fetch(options.notifyUrl, { method: 'POST', headers: { 'content-type': contentType }, body: b });
        });
      const res = await deliver(body, FORM);
      return { status: res.status, body: await res.text() };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return fake;
}
