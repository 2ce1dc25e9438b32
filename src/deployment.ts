/**
 * How the shop is deployed (decision 0042): demo or production mode, which proxies in front are trusted, and the
 * start-up checks that refuse an unsafe production configuration. Read by src/config.ts; server-only.
 */
import { BlockList, isIP } from 'node:net';

/** `demo`: the laptop shop with demo data; `production`: a deployment (no published passwords, https required). */
export type ShopMode = 'demo' | 'production';

/**
 * Which hops in front of the app are trusted proxies (decision 0042):
 * - none: the socket peer is the client; X-Forwarded-* are ignored;
 * - hops: that many proxies (the socket peer first, then X-Forwarded-For from the right) are trusted;
 * - addresses: the hops whose address is in the list (single addresses or CIDR blocks) are trusted.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; entries: string[] };

/** What SEED_DEMO asks for: `auto` = the full demo in demo mode, nothing in production (decision 0042). */
export type SeedDemo = 'auto' | 'never' | 'catalog' | 'full';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Whether `host` (a URL hostname) is this machine: localhost, *.localhost, 127.0.0.0/8 or ::1. */
function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase();
  return LOOPBACK_HOSTS.has(h) || h.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(h);
}

/**
 * The mode when SHOP_MODE is not set: production as soon as the shop has a public address (PUBLIC_URL not on this
 * machine) or a PostgreSQL database (DATABASE_URL); the demo otherwise, so `npm install && npm start` stays the demo.
 */
export function defaultShopMode(env: { publicUrl?: string; databaseUrl?: string }): ShopMode {
  if (env.databaseUrl) return 'production';
  if (env.publicUrl && !isLoopbackHost(new URL(env.publicUrl).hostname)) return 'production';
  return 'demo';
}

/** An address without the IPv4-mapped IPv6 prefix and without a port ("1.2.3.4:567", "[::1]:80"); '' when not an IP. */
export function normalizeAddress(raw: string): string {
  let value = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  const lower = value.toLowerCase();
  if (lower.startsWith('::ffff:') && isIP(lower.slice(7)) === 4) value = lower.slice(7);
  return isIP(value) ? value.toLowerCase() : '';
}

/**
 * TRUST_PROXY: empty = none; a number = hop count (`1` = one proxy, e.g. nginx in front); otherwise a comma list of
 * addresses and CIDR blocks (`127.0.0.1, 10.0.0.0/8, ::1`) and the word `loopback`. Throws on a malformed entry.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === '0') return { kind: 'none' };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new Error('TRUST_PROXY: at most 10 proxy hops');
    return { kind: 'hops', hops };
  }
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (entry === 'loopback') continue;
    const [address, prefix, extra] = entry.split('/');
    const version = isIP(address ?? '');
    const maxPrefix = version === 4 ? 32 : 128;
    const badPrefix = prefix !== undefined && (!/^\d+$/.test(prefix) || Number(prefix) > maxPrefix);
    if (!version || badPrefix || extra !== undefined) {
      throw new Error(`TRUST_PROXY: "${entry}" is neither a hop count, an IP address, a CIDR block nor "loopback"`);
    }
  }
  return { kind: 'addresses', entries };
}

/** A test of "is this hop a trusted proxy?" for TRUST_PROXY lists (hop counts do not look at addresses). */
export function trustedAddressTest(entries: string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address, prefix] = entry.split('/') as [string, string | undefined];
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    const normalized = normalizeAddress(address);
    if (!normalized) return false;
    return list.check(normalized, isIP(normalized) === 4 ? 'ipv4' : 'ipv6');
  };
}

/** The settings the production checks look at (a slice of AppConfig). */
export interface DeploymentSettings {
  mode: ShopMode;
  publicUrl: string;
  /** whether PUBLIC_URL was set at all (the default is http://localhost:$PORT) */
  publicUrlSet: boolean;
  trustProxy: TrustProxy;
  seedDemo: SeedDemo;
  testRoutes: boolean;
}

/**
 * What makes a production start unsafe (decision 0042); empty in demo mode. Each line names the variable and the fix.
 * server/index.ts refuses to start while any is left.
 */
export function deploymentProblems(s: DeploymentSettings): string[] {
  if (s.mode !== 'production') return [];
  const problems: string[] = [];
  const url = new URL(s.publicUrl);
  if (!s.publicUrlSet) {
    problems.push(
      'PUBLIC_URL is not set: set it to the https address customers use (e.g. https://www.party-shop.sk), or SHOP_MODE=demo for a local demo',
    );
  } else if (url.protocol !== 'https:') {
    problems.push(
      `PUBLIC_URL must be an https:// address in production (got ${s.publicUrl}): passwords and session cookies must not travel in clear text`,
    );
  } else if (isLoopbackHost(url.hostname)) {
    problems.push(`PUBLIC_URL must be the public address of the shop in production (got ${s.publicUrl})`);
  }
  if (s.trustProxy.kind === 'none') {
    problems.push(
      'TRUST_PROXY is not set: the app speaks plain HTTP, so https reaches it through a TLS proxy; name it (e.g. TRUST_PROXY=127.0.0.1 or TRUST_PROXY=1, see docs/deploy.md)',
    );
  }
  if (s.testRoutes) problems.push('E2E_TEST_ROUTES=1 mounts test-only helpers: never set it in production');
  return problems;
}

/** Not unsafe, but worth a line in the start-up log of a production start. */
export function deploymentWarnings(s: DeploymentSettings & { smtpUrl?: string; paymentGatewayTest: boolean }): string[] {
  if (s.mode !== 'production') return [];
  const warnings: string[] = [];
  if (s.seedDemo === 'full')
    warnings.push('SEED_DEMO=full: an empty database gets the demo accounts with the password published in README');
  if (!s.smtpUrl) warnings.push('SMTP_URL is not set: e-mails to customers are only written to DATA_DIR/mail');
  if (s.paymentGatewayTest) warnings.push('PAYMENT_GATEWAY_TEST=1: card payments are test payments, no money moves');
  return warnings;
}

/** Which demo data an empty database gets at start: everything, the catalogue without usable accounts, or nothing. */
export function demoSeedKind(mode: ShopMode, seedDemo: SeedDemo): 'full' | 'catalog' | 'none' {
  if (seedDemo === 'never') return 'none';
  if (seedDemo === 'auto') return mode === 'demo' ? 'full' : 'none';
  return seedDemo;
}
