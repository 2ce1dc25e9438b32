import { describe, expect, it } from 'vitest';
import { addOutcome, cartChangeEvent } from '../../app/lib/cart/cart-analytics';
import { cartActionSchema } from '../../app/lib/cart/cart-action-schema';
import { addNoticeFromQuery, cartFormValues, returnPathAfterAdd, safeReturnPath } from '../../app/lib/cart/cart-form';
import { cartPieceCount, sameSummary } from '../../app/lib/cart/cart-summary';

const change = (quantity: number, price = 4900) => ({
  product: { id: 7, name: 'Latexové balóny', default_category: { name: 'Latexové balóny' }, price },
  variant: { id: 24 },
  quantity,
});

describe('cart analytics events (SPEC §4: currency CZK)', () => {
  it('an increase is add_to_cart of the difference, prices in CZK major units', () => {
    expect(cartChangeEvent(change(5), 2)).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'CZK',
        value: 147,
        items: [
          { item_id: '7', item_name: 'Latexové balóny', item_category: 'Latexové balóny', item_variant: '24', price: 49, quantity: 3 },
        ],
      },
    });
  });

  it('a decrease (and a removal to 0) is remove_from_cart; no change is no event', () => {
    expect(cartChangeEvent(change(0, 1250), 2)).toMatchObject({
      event: 'remove_from_cart',
      ecommerce: { currency: 'CZK', value: 25, items: [{ quantity: 2, price: 12.5 }] },
    });
    expect(cartChangeEvent(change(3), 3)).toBeNull();
  });

  it('a product without a category has no item_category', () => {
    const event = cartChangeEvent({ ...change(1), product: { ...change(1).product, default_category: null } }, 0);
    expect(event?.ecommerce).toMatchObject({ items: [{ item_id: '7' }] });
    expect((event?.ecommerce as { items: object[] }).items[0]).not.toHaveProperty('item_category');
  });

  it('what an add did: previous line quantity, pieces added, capped by stock', () => {
    // the line held 2, 5 more asked, the stock allowed 4 in total
    expect(addOutcome({ quantity: 4, original_quantity: 7 }, 5)).toEqual({ previous: 2, added: 2, capped: true });
    expect(addOutcome({ quantity: 3, original_quantity: 3 }, 3)).toEqual({ previous: 0, added: 3, capped: false });
  });
});

describe('cart forms', () => {
  const form = (entries: Array<[string, string]>) => {
    const f = new FormData();
    for (const [k, v] of entries) f.append(k, v);
    return f;
  };

  it('parses an add with add-on products (repeated fields) and coerces numbers', () => {
    const values = cartFormValues(
      form([
        ['intent', 'add'],
        ['variantId', '24'],
        ['quantity', '2'],
        ['addonProductId', '73'],
        ['addonProductId', '74'],
        ['returnTo', '/7/a/b?variant=24'],
      ]),
    );
    expect(cartActionSchema.parse(values)).toEqual({
      intent: 'add',
      variantId: 24,
      quantity: 2,
      addonProductId: [73, 74],
      returnTo: '/7/a/b?variant=24',
    });
  });

  it('refuses unknown intents, a zero add, negative or huge quantities and bad ids', () => {
    expect(cartActionSchema.safeParse({ intent: 'drop-table' }).success).toBe(false);
    expect(cartActionSchema.safeParse({ intent: 'add', variantId: '24', quantity: '0' }).success).toBe(false);
    expect(cartActionSchema.safeParse({ intent: 'set', id: '1', variantId: '24', quantity: '-1' }).success).toBe(false);
    expect(cartActionSchema.safeParse({ intent: 'set', id: '1', variantId: '24', quantity: '10000' }).success).toBe(false);
    expect(cartActionSchema.safeParse({ intent: 'remove', id: 'x', variantId: '24' }).success).toBe(false);
    expect(cartActionSchema.safeParse({ intent: 'set', id: '1', variantId: '24', quantity: '0', from: '' }).success).toBe(true);
  });

  it('a voucher form: code required, a blank e-mail is no e-mail, a bad one is refused', () => {
    expect(cartActionSchema.parse({ intent: 'voucher-add', voucherCode: ' vitaj10 ', guestEmail: '' })).toEqual({
      intent: 'voucher-add',
      voucherCode: 'vitaj10',
    });
    expect(cartActionSchema.safeParse({ intent: 'voucher-add', voucherCode: '' }).success).toBe(false);
    expect(cartActionSchema.safeParse({ intent: 'voucher-add', voucherCode: 'A', guestEmail: 'nope' }).success).toBe(false);
  });

  it('goes back only to same-site paths, with what the add did', () => {
    expect(safeReturnPath('/7/a/b?variant=24')).toBe('/7/a/b?variant=24');
    for (const bad of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/a\nb', 5, null]) {
      expect(safeReturnPath(bad)).toBeNull();
    }
    const back = returnPathAfterAdd('/7/a/b?variant=24', { quantity: 146, added: 144, capped: true });
    expect(back).toBe('/7/a/b?variant=24&kosik=obmedzene&ks=144&spolu=146');
    expect(addNoticeFromQuery(new URL(back, 'http://x').searchParams)).toEqual({ added: 144, total: 146, capped: true });
    expect(addNoticeFromQuery(new URLSearchParams('kosik=pridane&ks=2&spolu=2'))).toEqual({ added: 2, total: 2, capped: false });
    expect(addNoticeFromQuery(new URLSearchParams('kosik=ine&ks=2&spolu=2'))).toBeNull();
    expect(addNoticeFromQuery(new URLSearchParams('kosik=pridane&ks=-1&spolu=2'))).toBeNull();
  });
});

describe('cart summary', () => {
  it('counts pieces of top-level lines only (add-on services go with their product)', () => {
    expect(
      cartPieceCount([
        { parent_id: null, quantity: 2 },
        { parent_id: 5, quantity: 2 },
        { parent_id: null, quantity: 1 },
      ]),
    ).toBe(3);
    expect(cartPieceCount([])).toBe(0);
  });

  it('compares summaries by pieces, total and currency', () => {
    expect(sameSummary({ pieces: 1, total: 99, currencyId: 2 }, { pieces: 1, total: 99, currencyId: 2 })).toBe(true);
    expect(sameSummary({ pieces: 1, total: 99, currencyId: 2 }, { pieces: 1, total: 99, currencyId: 1 })).toBe(false);
    expect(sameSummary(null, { pieces: 0, total: 0, currencyId: 2 })).toBe(false);
  });
});
