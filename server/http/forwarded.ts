/**
 * Who is asking and through which address (decision 0042): the client address is the rightmost hop that is not a
 * trusted proxy; X-Forwarded-Proto and X-Forwarded-Host count only when the socket peer is a trusted proxy. The
 * storefront gets a Request whose URL carries the forwarded scheme and host, so React Router's origin check of form
 * posts compares the browser's Origin with the address the browser used.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { normalizeAddress, trustedAddressTest, type TrustProxy } from '../../src/deployment';

export interface ClientInfo {
  /** the client's address (rate limits, logs); 'local' when there is no socket (tests, in-process calls) */
  ip: string;
  /** the scheme and host the client used: `https://shop.example.sk` behind a TLS proxy */
  origin: string;
  /** whether the client reached the shop over https */
  https: boolean;
  /** whether the socket peer is a trusted proxy (forwarded headers were honoured) */
  viaTrustedProxy: boolean;
}

interface ForwardedInput {
  /** the socket peer's address */
  peer: string | undefined;
  forwardedFor: string | undefined;
  forwardedProto: string | undefined;
  forwardedHost: string | undefined;
  /** the request URL as the Node server built it (http://Host/…) */
  url: string;
}

/** A hop test for the configuration: hop counts trust by position, lists by address. */
function proxyTrust(trust: TrustProxy): (address: string, hopIndex: number) => boolean {
  if (trust.kind === 'none') return () => false;
  if (trust.kind === 'hops') return (_address, hopIndex) => hopIndex < trust.hops;
  const test = trustedAddressTest(trust.entries);
  return (address) => test(address);
}

const HOST_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The last value of a comma list: the one the nearest proxy wrote. */
function lastValue(header: string | undefined): string | undefined {
  const values = header
    ?.split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  return values?.[values.length - 1];
}

/**
 * Walks the hops from the socket peer leftwards through X-Forwarded-For and stops at the first one that is not a
 * trusted proxy: that is the client. Entries left of it were written by the client and are never believed.
 */
function resolveClient(input: ForwardedInput, isTrusted: (address: string, hopIndex: number) => boolean): ClientInfo {
  const url = new URL(input.url);
  const peer = input.peer ? normalizeAddress(input.peer) || input.peer : undefined;
  const viaTrustedProxy = peer !== undefined && isTrusted(peer, 0);
  let ip = peer ?? 'local';
  if (viaTrustedProxy) {
    const hops = (input.forwardedFor ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean);
    let hopIndex = 0;
    for (let i = hops.length - 1; i >= 0; i--) {
      const address = normalizeAddress(hops[i]!);
      if (!address) break; // not an address: nobody trusted wrote it, keep the last good hop
      ip = address;
      hopIndex++;
      if (!isTrusted(address, hopIndex)) break;
    }
  }
  let protocol = url.protocol.replace(':', '');
  let host = url.host;
  if (viaTrustedProxy) {
    const proto = lastValue(input.forwardedProto)?.toLowerCase();
    if (proto === 'http' || proto === 'https') protocol = proto;
    const forwardedHost = lastValue(input.forwardedHost);
    if (forwardedHost && HOST_PATTERN.test(forwardedHost)) host = forwardedHost.toLowerCase();
  }
  const origin = new URL(`${protocol}://${host}`).origin; // drops a default port (:443 with https)
  return { ip, origin, https: protocol === 'https', viaTrustedProxy };
}

function socketPeer(c: Context): string | undefined {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress;
}

/** Resolves the client once per request (c.get('client')) with the app's TRUST_PROXY setting. */
export function forwardedClient(trust: TrustProxy): MiddlewareHandler<{ Variables: { client: ClientInfo } }> {
  const isTrusted = proxyTrust(trust);
  return async (c, next) => {
    c.set(
      'client',
      resolveClient(
        {
          peer: socketPeer(c),
          forwardedFor: c.req.header('x-forwarded-for'),
          forwardedProto: c.req.header('x-forwarded-proto'),
          forwardedHost: c.req.header('x-forwarded-host'),
          url: c.req.url,
        },
        isTrusted,
      ),
    );
    await next();
  };
}

/** The request with the client's scheme and host in its URL (for React Router); the same object when they match. */
export function requestAsClientSent(request: Request, client: ClientInfo): Request {
  const url = new URL(request.url);
  if (url.origin === client.origin) return request;
  const rewritten = new URL(`${url.pathname}${url.search}`, client.origin);
  return new Request(rewritten, request);
}

/** Marks every Set-Cookie of an https answer Secure (decision 0042): cookies never leak over plain http. */
export function secureCookies(headers: Headers): void {
  const cookies = headers.getSetCookie();
  if (cookies.length === 0 || cookies.every((c) => /;\s*secure\s*(;|$)/i.test(c))) return;
  headers.delete('set-cookie');
  for (const cookie of cookies) headers.append('set-cookie', /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`);
}
