import { describe, expect, it } from 'vitest';
import { namedKeys } from '../../scripts/message-areas';

const KEYS = ['product.badge_new', 'product.badge_top', 'listing.sort_cheapest', 'listing.sort_newest', 'listing.price', 'cart.total'];

describe('message areas: the keys a browser module names (decision 0093)', () => {
  it('finds whole keys in single, double and back quotes, and nothing that is no key', () => {
    const code = `t('product.badge_new'); t("cart.total"); t(\`product.badge_top\`); const f = 'app.css'; t('product.unknown');`;
    expect(namedKeys(code, KEYS)).toEqual(['cart.total', 'product.badge_new', 'product.badge_top']);
  });
  it('takes every key a template literal can build from its fixed start', () => {
    expect(namedKeys('t(`listing.sort_${sort}`)', KEYS)).toEqual(['listing.sort_cheapest', 'listing.sort_newest']);
  });
  it('names nothing for a module without keys', () => {
    expect(namedKeys('export const x = 1;', KEYS)).toEqual([]);
  });
});
