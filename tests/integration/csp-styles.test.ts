/**
 * Content-Security-Policy for styles (decision 0065): inline <style> elements need the response's nonce (no
 * 'unsafe-inline' in style-src), style attributes are allowed by the narrower style-src-attr, and the nonce of styles
 * is the one of scripts (the page's inline stylesheet carries it: tests/unit/html-stream-rewrite.test.ts, and the
 * browser check in tests/e2e/csp.spec.ts). API answers carry the policy without the nonce (decision 0119).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

let t: TestDatabase | undefined;
afterAll(async () => {
  await t?.cleanup();
});

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('the Content-Security-Policy of styles', () => {
  it('has no unsafe-inline in style-src: a per-response nonce, shared with script-src; style attributes only via style-src-attr', async () => {
    t = await createTestDatabase();
    const policies = await Promise.all([1, 2].map(async () => (await t!.app.request('/')).headers.get('content-security-policy') ?? ''));
    const nonces = policies.map((policy) => {
      const d = directives(policy);
      const styleSrc = d.get('style-src') ?? [];
      expect(styleSrc).not.toContain("'unsafe-inline'");
      expect(styleSrc).toContain("'self'");
      const nonce = styleSrc.find((v) => /^'nonce-[A-Za-z0-9+/=_-]{16,}'$/.test(v));
      expect(nonce, policy).toBeDefined();
      expect(d.get('script-src')).toContain(nonce);
      expect(d.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
      expect(d.has('style-src-elem')).toBe(false);
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('API answers: the same directives without a nonce, so no inline style or script at all (decision 0119)', async () => {
    t ??= await createTestDatabase();
    const d = directives((await t.app.request('/api/health')).headers.get('content-security-policy') ?? '');
    expect(d.get('style-src')).toEqual(["'self'"]);
    expect(d.get('script-src')).toEqual(["'self'"]);
    expect(d.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
  });
});
