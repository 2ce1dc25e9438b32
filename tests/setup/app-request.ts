/** Small helpers around Hono's `app.request()` for integration tests. */
import type { TestDatabase } from './test-database';

/** Hono passes the third argument of app.request() as `c.env`; clientIp() reads the socket address from it. */
export function fromAddress(remoteAddress: string) {
  return { incoming: { socket: { remoteAddress } } };
}

export async function getJson(t: Pick<TestDatabase, 'app'>, path: string, init?: RequestInit) {
  const res = await t.app.request(path, init);
  const body = res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text();
  return { res, status: res.status, body: body as any };
}

export async function postJson(
  t: Pick<TestDatabase, 'app'>,
  path: string,
  payload: unknown,
  options: { address?: string; headers?: Record<string, string> } = {},
) {
  const res = await t.app.request(
    path,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...options.headers },
      body: typeof payload === 'string' ? payload : JSON.stringify(payload),
    },
    fromAddress(options.address ?? '192.0.2.1'),
  );
  const body = res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text();
  return { res, status: res.status, body: body as any };
}
