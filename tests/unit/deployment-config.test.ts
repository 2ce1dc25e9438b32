/** The deployment settings (decision 0042): shop mode, TRUST_PROXY, the production start checks and the demo seed. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import {
  defaultShopMode,
  demoSeedKind,
  deploymentProblems,
  deploymentWarnings,
  normalizeAddress,
  parseTrustProxy,
  trustedAddressTest,
} from '../../src/deployment';

/** The production settings of docs/deploy.md. */
const DEPLOYED = { PUBLIC_URL: 'https://www.party-shop.sk', DATABASE_URL: 'postgres://shop@db.internal/shop', TRUST_PROXY: '127.0.0.1' };

describe('shop mode', () => {
  it('is the demo on a laptop: no PUBLIC_URL, or one on this machine', () => {
    expect(loadConfig({}).mode).toBe('demo');
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).mode).toBe('demo');
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3310' }).mode).toBe('demo');
    expect(defaultShopMode({ publicUrl: 'http://[::1]:3000' })).toBe('demo');
  });

  it('is production with a public address or a PostgreSQL database, unless SHOP_MODE says otherwise', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://www.party-shop.sk' }).mode).toBe('production');
    expect(loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop' }).mode).toBe('production');
    expect(loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop', SHOP_MODE: 'demo' }).mode).toBe('demo');
    expect(loadConfig({ SHOP_MODE: 'production' }).mode).toBe('production');
    expect(() => loadConfig({ SHOP_MODE: 'live' })).toThrow(/SHOP_MODE/);
  });
});

describe('TRUST_PROXY', () => {
  it('reads nothing, a hop count, or a list of addresses, CIDR blocks and "loopback"', () => {
    expect(parseTrustProxy(undefined)).toEqual({ kind: 'none' });
    expect(parseTrustProxy('')).toEqual({ kind: 'none' });
    expect(parseTrustProxy('0')).toEqual({ kind: 'none' });
    expect(parseTrustProxy('1')).toEqual({ kind: 'hops', hops: 1 });
    expect(parseTrustProxy(' 10.0.0.0/8, ::1 ,loopback')).toEqual({ kind: 'addresses', entries: ['10.0.0.0/8', '::1', 'loopback'] });
  });

  it('refuses what is none of these, naming the entry', () => {
    for (const bad of ['true', '10.0.0.0/33', '10.0.0.1/8/2', 'nginx', '::1/129', '99']) {
      expect(() => parseTrustProxy(bad)).toThrow(/TRUST_PROXY/);
    }
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/Invalid configuration:\n {2}TRUST_PROXY: "yes"/);
  });

  it('matches addresses and blocks, IPv4-mapped IPv6 included', () => {
    const trusted = trustedAddressTest(['10.0.0.0/8', '192.0.2.1', 'loopback', '2001:db8::/32']);
    expect(trusted('10.200.1.1')).toBe(true);
    expect(trusted('::ffff:10.0.0.1')).toBe(true);
    expect(trusted('192.0.2.1')).toBe(true);
    expect(trusted('192.0.2.2')).toBe(false);
    expect(trusted('127.0.0.5')).toBe(true);
    expect(trusted('::1')).toBe(true);
    expect(trusted('2001:db8:1::1')).toBe(true);
    expect(trusted('11.0.0.1')).toBe(false);
    expect(trusted('not an ip')).toBe(false);
    expect(normalizeAddress('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(normalizeAddress('203.0.113.9:5000')).toBe('203.0.113.9');
    expect(normalizeAddress('unknown')).toBe('');
  });
});

describe('production start checks', () => {
  const problemsOf = (env: Record<string, string>) => deploymentProblems(loadConfig(env));

  it('pass with the settings of docs/deploy.md, and in demo mode whatever is set', () => {
    expect(problemsOf(DEPLOYED)).toEqual([]);
    expect(problemsOf({ ...DEPLOYED, TRUST_PROXY: '1' })).toEqual([]);
    expect(problemsOf({})).toEqual([]);
    expect(problemsOf({ E2E_TEST_ROUTES: '1', PUBLIC_URL: 'http://127.0.0.1:3310' })).toEqual([]);
  });

  it('name a missing or plain-http public address, a missing proxy and test routes', () => {
    expect(problemsOf({ DATABASE_URL: DEPLOYED.DATABASE_URL, TRUST_PROXY: '1' })).toEqual([
      expect.stringMatching(/^PUBLIC_URL is not set/),
    ]);
    expect(problemsOf({ ...DEPLOYED, PUBLIC_URL: 'http://www.party-shop.sk' })).toEqual([
      expect.stringMatching(/^PUBLIC_URL must be an https:\/\/ address/),
    ]);
    expect(problemsOf({ ...DEPLOYED, PUBLIC_URL: 'https://localhost' })).toEqual([expect.stringMatching(/public address/)]);
    expect(problemsOf({ ...DEPLOYED, TRUST_PROXY: '' })).toEqual([expect.stringMatching(/^TRUST_PROXY is not set/)]);
    expect(problemsOf({ ...DEPLOYED, E2E_TEST_ROUTES: '1' })).toEqual([expect.stringMatching(/E2E_TEST_ROUTES/)]);
    expect(problemsOf({ SHOP_MODE: 'production' })).toHaveLength(2);
  });

  it('warn about the published demo password, missing SMTP and test payments', () => {
    const config = loadConfig({ ...DEPLOYED, SEED_DEMO: 'full' });
    const warnings = deploymentWarnings({ ...config, paymentGatewayTest: true });
    expect(warnings).toEqual([
      expect.stringMatching(/SEED_DEMO=full/),
      expect.stringMatching(/SMTP_URL/),
      expect.stringMatching(/PAYMENT_GATEWAY_TEST/),
    ]);
    expect(deploymentWarnings({ ...loadConfig({}), paymentGatewayTest: true })).toEqual([]);
  });
});

describe('demo seed on start', () => {
  it('is the whole demo in demo mode and nothing in production unless asked', () => {
    expect(demoSeedKind('demo', 'auto')).toBe('full');
    expect(demoSeedKind('demo', 'never')).toBe('none');
    expect(demoSeedKind('production', 'auto')).toBe('none');
    expect(demoSeedKind('production', 'catalog')).toBe('catalog');
    expect(demoSeedKind('production', 'full')).toBe('full');
    expect(() => loadConfig({ SEED_DEMO: 'always' })).toThrow(/SEED_DEMO/);
  });
});

describe('app server processes (WEB_CONCURRENCY, decision 0139)', () => {
  const postgres = 'postgres://shop@db.internal:5432/shop';
  it('is one process unless asked; several only on PostgreSQL', () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ DATABASE_URL: postgres, WEB_CONCURRENCY: '4' }).webConcurrency).toBe(4);
    // the embedded database belongs to one process: two on one data directory would corrupt it
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY above 1 needs DATABASE_URL/);
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1);
  });
  it('refuses what is not a count of 1 to 64', () => {
    for (const value of ['0', '65', '1.5', 'auto'])
      expect(() => loadConfig({ DATABASE_URL: postgres, WEB_CONCURRENCY: value })).toThrow(/WEB_CONCURRENCY/);
  });
});
