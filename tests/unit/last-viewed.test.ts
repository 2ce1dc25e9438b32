import { describe, expect, it } from 'vitest';
import { LAST_VIEWED_STORAGE_KEY } from '../../src/lib/constants';
import {
  addLastViewed,
  lastViewedFor,
  normalizeList,
  parseLastViewed,
  readLastViewed,
  recordLastViewed,
  serializeLastViewed,
  toLastViewedProduct,
  type LastViewedProduct,
} from '../../app/lib/browser/last-viewed';

const entry = (id: number, extra: Partial<LastViewedProduct> = {}): LastViewedProduct => ({
  id,
  name: `Produkt ${id}`,
  url: `/${id}/kategoria/produkt-${id}`,
  is_price_sale_active: false,
  tax_rate: { rate: 23 },
  original_price: 10000 + id,
  image: `/media/generated/balloon-red-${id}.webp`,
  price: 10000 + id,
  ...extra,
});

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('addLastViewed', () => {
  it('puts the newest first and keeps at most 3 per locale', () => {
    let store = {};
    for (const id of [1, 2, 3, 4]) store = addLastViewed(store, 'sk', entry(id));
    expect(lastViewedFor(store, 'sk').map((p) => p.id)).toEqual([4, 3, 2]);
  });
  it('moves a product viewed again to the front without duplicating it', () => {
    let store = {};
    for (const id of [1, 2, 3, 1]) store = addLastViewed(store, 'sk', entry(id));
    expect(lastViewedFor(store, 'sk').map((p) => p.id)).toEqual([1, 3, 2]);
  });
  it('keeps the lists of locales apart', () => {
    let store = addLastViewed({}, 'sk', entry(1));
    store = addLastViewed(store, 'cs', entry(2));
    store = addLastViewed(store, 'cs', entry(3));
    expect(lastViewedFor(store, 'sk').map((p) => p.id)).toEqual([1]);
    expect(lastViewedFor(store, 'cs').map((p) => p.id)).toEqual([3, 2]);
  });
  it('stores the newest data of a product seen again (a changed price)', () => {
    let store = addLastViewed({}, 'sk', entry(1, { price: 500 }));
    store = addLastViewed(store, 'sk', entry(1, { price: 400, is_price_sale_active: true }));
    expect(lastViewedFor(store, 'sk')).toEqual([entry(1, { price: 400, is_price_sale_active: true })]);
  });
  it('ignores an invalid product and does not change the input', () => {
    const store = addLastViewed({}, 'sk', entry(1));
    const frozen = JSON.stringify(store);
    expect(addLastViewed(store, 'sk', { ...entry(2), id: -1 })).toBe(store);
    addLastViewed(store, 'sk', entry(2));
    expect(JSON.stringify(store)).toBe(frozen);
  });
});

describe('lastViewedFor', () => {
  it('leaves out the product being viewed', () => {
    let store = {};
    for (const id of [1, 2, 3]) store = addLastViewed(store, 'sk', entry(id));
    expect(lastViewedFor(store, 'sk', 3).map((p) => p.id)).toEqual([2, 1]);
    expect(lastViewedFor(store, 'cs', 3)).toEqual([]);
  });
});

describe('parseLastViewed', () => {
  it('reads what serializeLastViewed wrote', () => {
    const store = addLastViewed(addLastViewed({}, 'sk', entry(1)), 'sk', entry(2));
    expect(parseLastViewed(serializeLastViewed(store))).toEqual(store);
  });
  it.each([null, undefined, '', '{', 'null', '42', '"text"', '[]', '[1,2]', 'undefined'])('gives an empty store for %j', (raw) => {
    expect(parseLastViewed(raw as string | null | undefined)).toEqual({});
  });
  it('drops bad entries, keeps the good ones, dedupes and trims', () => {
    const raw = JSON.stringify({
      sk: [
        entry(1),
        { ...entry(2), url: 'https://evil.example/x' },
        { ...entry(3), url: '//evil.example/x' },
        { ...entry(4), price: -5 },
        { ...entry(5), tax_rate: 23 },
        { ...entry(6), name: '' },
        'text',
        null,
        entry(1),
        entry(7),
        entry(8),
        entry(9),
      ],
      cs: 'not a list',
      __proto__x: [entry(10)],
    });
    const store = parseLastViewed(raw);
    expect(Object.keys(store)).toEqual(['sk']);
    expect(store.sk!.map((p) => p.id)).toEqual([1, 7, 8]);
  });
  it('keeps only the spec fields of an entry', () => {
    const parsed = toLastViewedProduct({ ...entry(1), script: '<b>x</b>', image: '' });
    expect(parsed).toEqual({ ...entry(1), image: null });
    expect(Object.keys(parsed!).sort()).toEqual([
      'id',
      'image',
      'is_price_sale_active',
      'name',
      'original_price',
      'price',
      'tax_rate',
      'url',
    ]);
  });
  it('normalizeList of a non-list is empty', () => {
    expect(normalizeList({ 0: entry(1) })).toEqual([]);
  });
});

describe('storage helpers', () => {
  it('record writes under last_viewed_products and returns the updated lists', () => {
    const storage = memoryStorage();
    for (const id of [1, 2, 3]) recordLastViewed('sk', entry(id), storage);
    const after = recordLastViewed('sk', entry(4), storage);
    expect(after.sk!.map((p) => p.id)).toEqual([4, 3, 2]);
    expect(JSON.parse(storage.data.get(LAST_VIEWED_STORAGE_KEY)!).sk.map((p: { id: number }) => p.id)).toEqual([4, 3, 2]);
    expect(readLastViewed(storage)).toEqual(after);
  });
  it('survives corrupt data and a storage that throws', () => {
    const corrupt = memoryStorage({ [LAST_VIEWED_STORAGE_KEY]: '{"sk": [' });
    expect(recordLastViewed('sk', entry(1), corrupt).sk!.map((p) => p.id)).toEqual([1]);
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readLastViewed(throwing)).toEqual({});
    expect(recordLastViewed('sk', entry(1), throwing).sk!.map((p) => p.id)).toEqual([1]);
    expect(readLastViewed(null)).toEqual({});
  });
});
