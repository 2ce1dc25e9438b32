/** Where a shopper may be sent after logging in (src/domain/accounts/safe-redirect.ts, SPEC §4). */
import { describe, expect, it } from 'vitest';
import { afterLoginPath, safeRedirectPath } from '../../src/domain/accounts/safe-redirect';
import { sameSitePath } from '../../src/lib/same-site-path';

describe('safeRedirectPath', () => {
  it('keeps same-site paths with query and hash', () => {
    expect(safeRedirectPath('/ucet/fakturacni-udaje')).toBe('/ucet/fakturacni-udaje');
    expect(safeRedirectPath('/hledani?q=bal%C3%B3ny#vysledky')).toBe('/hledani?q=bal%C3%B3ny#vysledky');
    expect(safeRedirectPath('/12/balony/cisla?x=1')).toBe('/12/balony/cisla?x=1');
  });

  it.each([
    '//evil.com',
    '//evil.com/ucet',
    '/\\evil.com',
    '\\\\evil.com',
    '/\\/evil.com',
    'https://evil.com/',
    'http:/evil.com',
    'javascript:alert(1)',
    'evil.com',
    '',
    ' ',
    '/ucet\n//evil.com',
    '/\tevil',
    '/prihlasenie',
    '/registrace?redirect=/ucet',
    '/zmena-hesla/abc',
    // paths that normalise to another host (the check must judge the path it returns)
    '/.//evil.com',
    '/..//evil.com',
    '/./\\evil.com',
    '/%2e//evil.com',
    '/a/../..//evil.com',
    '/\t/evil.com',
  ])('rejects %j', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });

  it('rejects what is not a string', () => {
    for (const value of [undefined, null, 42, ['/ucet'], { path: '/ucet' }]) expect(safeRedirectPath(value)).toBeNull();
  });
});

describe('sameSitePath (the currency and cart forms)', () => {
  it('returns the normalised path, which resolves to the same origin', () => {
    expect(sameSitePath('/kosik?x=1')).toBe('/kosik?x=1');
    expect(sameSitePath('/a/./b/../c')).toBe('/a/c');
    expect(sameSitePath('/prihlasenie')).toBe('/prihlasenie');
  });

  it.each(['/.//evil.com', '/..//evil.com', '/\t/evil.com', '/\\evil.com', '//evil.com', 'https://evil.com', '/%2e%2e//evil.com'])(
    'rejects %j',
    (value) => {
      expect(sameSitePath(value)).toBeNull();
    },
  );
});

describe('afterLoginPath', () => {
  it('takes the first safe candidate, else /ucet', () => {
    expect(afterLoginPath('/ucet/objednavka/5', '/kosik')).toBe('/ucet/objednavka/5');
    expect(afterLoginPath(undefined, '//evil.com', '/kosik')).toBe('/kosik');
    expect(afterLoginPath('https://evil.com', null)).toBe('/ucet');
    expect(afterLoginPath()).toBe('/ucet');
  });
});
