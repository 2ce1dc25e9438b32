import type { Context } from 'hono';
import type { ClientInfo } from './forwarded';

/**
 * The caller's address: the rightmost hop that is not a trusted proxy (TRUST_PROXY, decision 0042), resolved once per
 * request by the forwardedClient middleware of server/app.ts; else the socket peer.
 */
export function clientIp(c: Context): string {
  const client = c.get('client') as ClientInfo | undefined;
  if (client) return client.ip;
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'local';
}
