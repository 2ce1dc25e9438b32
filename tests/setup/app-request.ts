/**
 * The one request helper of the integration tests, around Hono's `app.request()`:
 *
 *   const { status, body } = await apiRequest(t, 'POST', '/api/orders', { body: order, token, address: '198.51.100.1' });
 *
 * A plain object body is sent as JSON (FormData and strings as they are); the answer's body is parsed when it is JSON.
 * Test files bind their own token and address in a one-line wrapper (`const api = (…) => apiRequest(t, …)`).
 */
import type { TestDatabase } from './test-database';

/** Hono passes the third argument of app.request() as `c.env`; clientIp() reads the socket address from it. */
export function fromAddress(remoteAddress: string) {
  return { incoming: { socket: { remoteAddress } } };
}

export interface ApiRequestOptions {
  /** JSON-serialised unless FormData, URLSearchParams or a string */
  body?: unknown;
  /** sent as `authorization: Bearer …` */
  token?: string;
  /** the socket peer (fromAddress); without it the request has no socket, as before this helper */
  address?: string;
  headers?: Record<string, string>;
}

export interface ApiAnswer {
  res: Response;
  status: number;
  headers: Headers;
  text: string;
  /** parsed JSON when the answer is JSON and not empty, else the text */
  body: any;
  retryAfter: string | null;
}

/** Sends with `accept: application/json` (as the shop's clients do); options.headers may override it. */
export function apiRequest(
  t: Pick<TestDatabase, 'app'>,
  method: string,
  path: string,
  options: ApiRequestOptions = {},
): Promise<ApiAnswer> {
  return send(t, method, path, options, { accept: 'application/json' });
}

async function send(
  t: Pick<TestDatabase, 'app'>,
  method: string,
  path: string,
  options: ApiRequestOptions,
  defaults: Record<string, string>,
): Promise<ApiAnswer> {
  const headers: Record<string, string> = { ...defaults };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData || options.body instanceof URLSearchParams || typeof options.body === 'string') body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  Object.assign(headers, options.headers);
  const res = await t.app.request(path, { method, headers, body }, options.address ? fromAddress(options.address) : undefined);
  const text = await res.text();
  const parsed = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
  return { res, status: res.status, headers: res.headers, text, body: parsed, retryAfter: res.headers.get('retry-after') };
}

export async function getJson(t: Pick<TestDatabase, 'app'>, path: string, init?: RequestInit) {
  const headers = init?.headers ? Object.fromEntries(new Headers(init.headers)) : {};
  const { res, status, body } = await send(t, init?.method ?? 'GET', path, { headers }, {});
  return { res, status, body };
}

export async function postJson(
  t: Pick<TestDatabase, 'app'>,
  path: string,
  payload: unknown,
  options: { address?: string; headers?: Record<string, string> } = {},
) {
  const { res, status, body } = await send(
    t,
    'POST',
    path,
    {
      // a string payload is sent as it is, still labelled JSON (malformed-JSON tests)
      body: typeof payload === 'string' ? payload : JSON.stringify(payload),
      address: options.address ?? '192.0.2.1',
      headers: { 'content-type': 'application/json', ...options.headers },
    },
    {},
  );
  return { res, status, body };
}
