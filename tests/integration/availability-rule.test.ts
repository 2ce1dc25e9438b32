/**
 * The one availability rule (decision 0058): the pure rule and its SQL twin agree; the listing tiles, the in-stock
 * filter, the orderable filter of the home rows, the "Top" row, the product page, JSON-LD and both XML feeds all tell
 * the same story; a back-order variant is orderable with its date shown.
 *
 * Fixtures (catalog-fixtures.ts): balonCislo has warehouse stock (in_stock); balonySrdce and kostymPirat only branch
 * stock (at_branches, both Top); balonHviezda and pumpa have none (unavailable; balonHviezda gets a restock date here).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Db } from '../../src/db/client';
import {
  AVAILABILITY_STATES,
  availabilityHeadline,
  availabilityStateSql,
  classifyAvailability,
  getAvailabilityForVariants,
  orderableSql,
  shopDate,
  stockedSql,
  type AvailabilityFacts,
} from '../../src/domain/catalog/availability';
import { listingQuerySchema, listProducts, type ListingQueryInput } from '../../src/domain/catalog/listing';
import { getProductDetail } from '../../src/domain/catalog/product-detail';
import { listTopProductIds } from '../../src/domain/catalog/top-products';
import { googleFeed } from '../../src/domain/feeds/google';
import { heurekaFeed } from '../../src/domain/feeds/heureka';
import { translator } from '../../src/i18n';
import { productJsonLd } from '../../app/components/catalog/product/json-ld';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { EUR, loadCatalogFixtures, NOW, P } from '../fixtures/catalog-fixtures';

let t: TestDatabase;
let db: Db;

beforeAll(async () => {
  t = await createTestDatabase();
  db = t.handle.db;
  await loadCatalogFixtures(db);
  // a courier, so that the feeds have shipping offers to give or withhold
  await db.execute(
    sql`INSERT INTO carriers (code, name, price, position) VALUES ('courier', 'Kuriér', 20000, 1) ON CONFLICT (code) DO NOTHING`,
  );
  // …and a way to pay it (the feeds offer only carriers the checkout offers, decision 0061)
  await db.execute(
    sql`INSERT INTO payment_methods (code, name, price, position) VALUES ('bank_transfer', 'Prevodom', 0, 1) ON CONFLICT (code) DO NOTHING`,
  );
});

afterAll(async () => {
  await t?.cleanup();
});

const TODAY = shopDate(NOW); // 2026-06-15
const ctx = { currency: EUR, now: NOW };
const list = (input: ListingQueryInput) => listProducts(db, listingQuerySchema.parse({ perPage: 48, ...input }), ctx);
const ids = (r: { items: Array<{ id: number }> }) => r.items.map((i) => i.id).sort((a, b) => a - b);
const feedText = async (feed: AsyncGenerator<string>) => {
  let text = '';
  for await (const chunk of feed) text += chunk;
  return text;
};
/** The XML item of a variant code in a feed. */
const itemOf = (xml: string, open: string, close: string, code: string) =>
  xml
    .split(open)
    .find((part) => part.includes(`>${code}<`))
    ?.split(close)[0] ?? null;

describe('the rule', () => {
  const cases: Array<[AvailabilityFacts, string, string | null]> = [
    [{ isService: true, warehouse: 0, total: 0, restockDates: [] }, 'in_stock', null],
    [{ isService: false, warehouse: 3, total: 10, restockDates: [] }, 'in_stock', null],
    [{ isService: false, warehouse: 0, total: 4, restockDates: ['2026-07-01'] }, 'at_branches', null],
    [{ isService: false, warehouse: 0, total: 0, restockDates: ['2026-06-01', '2026-06-20', '2026-07-01'] }, 'backorder', '2026-06-20'],
    [{ isService: false, warehouse: 0, total: 0, restockDates: [TODAY] }, 'backorder', TODAY],
    [{ isService: false, warehouse: 0, total: 0, restockDates: ['2026-06-14'] }, 'unavailable', null],
    [{ isService: false, warehouse: 0, total: 0, restockDates: [] }, 'unavailable', null],
  ];

  it('classifies the four states; a past restock date is no promise', () => {
    for (const [facts, state, date] of cases) {
      const verdict = classifyAvailability(facts, TODAY);
      expect(verdict.state, JSON.stringify(facts)).toBe(state);
      expect(verdict.restockDate).toBe(date);
      expect(verdict.orderable).toBe(state !== 'unavailable');
    }
    expect(AVAILABILITY_STATES).toEqual(['in_stock', 'at_branches', 'backorder', 'unavailable']);
  });

  it('its SQL twin gives the same state, orderable and stocked flags', async () => {
    for (const [facts] of cases) {
      const dates = `{${[...facts.restockDates].sort().join(',')}}`;
      const c = {
        isService: sql`${facts.isService}::boolean`,
        warehouse: sql`${facts.warehouse}::int`,
        total: sql`${facts.total}::int`,
        restockDates: sql`${dates}::date[]`,
      };
      const [row] = await queryRows<{ state: string; orderable: boolean; stocked: boolean }>(
        db,
        sql`SELECT ${availabilityStateSql(c, TODAY)} AS state, ${orderableSql(c, TODAY)} AS orderable, ${stockedSql(c)} AS stocked`,
      );
      const verdict = classifyAvailability(facts, TODAY);
      expect(row!.state, JSON.stringify(facts)).toBe(verdict.state);
      expect(row!.orderable).toBe(verdict.orderable);
      expect(row!.stocked).toBe(verdict.state === 'in_stock' || verdict.state === 'at_branches');
    }
  });

  it('the Slovak headlines: SPEC’s "Skladom {count} ks", branches, back-order with its date, unavailable', () => {
    const sk = translator('sk');
    const say = (facts: AvailabilityFacts) => {
      const h = availabilityHeadline(classifyAvailability(facts, TODAY), facts.total, facts.isService);
      return sk(h.key, h.params);
    };
    expect(say({ isService: false, warehouse: 2, total: 7, restockDates: [] })).toBe('Skladom 7 ks');
    expect(say({ isService: false, warehouse: 0, total: 5, restockDates: [] })).toBe('Skladom na predajniach 5 ks');
    expect(say({ isService: false, warehouse: 0, total: 0, restockDates: ['2026-07-03'] })).toBe('Na objednávku – naskladnenie 3. 7. 2026');
    expect(say({ isService: false, warehouse: 0, total: 0, restockDates: [] })).toBe('Momentálne nedostupné');
  });
});

describe('every place tells the same story', () => {
  it('tiles carry the verdict; the in-stock filter keeps goods on a shelf; the orderable filter drops what cannot be ordered', async () => {
    const all = await list({});
    const state = (id: number) => all.items.find((i) => i.id === id)?.availability.state;
    expect(state(P.balonCislo)).toBe('in_stock');
    expect(state(P.balonySrdce)).toBe('at_branches');
    expect(state(P.balonHviezda)).toBe('unavailable');
    expect(state(P.pumpa)).toBe('unavailable');

    const inStock = ids(await list({ inStock: true }));
    expect(inStock).toEqual(
      all.items
        .filter((i) => i.availability.state === 'in_stock' || i.availability.state === 'at_branches')
        .map((i) => i.id)
        .sort((a, b) => a - b),
    );
    expect(inStock).not.toContain(P.balonHviezda);

    const orderable = await list({ orderable: true });
    expect(orderable.items.length).toBeGreaterThan(0);
    expect(orderable.items.every((i) => i.availability.orderable)).toBe(true);
    expect(ids(orderable)).toEqual(
      all.items
        .filter((i) => i.availability.orderable)
        .map((i) => i.id)
        .sort((a, b) => a - b),
    );
  });

  it('the Top row shows only orderable products', async () => {
    const before = await listTopProductIds(db, 48, NOW);
    expect(before).toEqual(expect.arrayContaining([P.balonySrdce, P.kostymPirat]));
    await db.execute(sql`UPDATE products SET is_top = TRUE WHERE id = ${P.pumpa}`);
    try {
      expect(await listTopProductIds(db, 48, NOW)).not.toContain(P.pumpa);
    } finally {
      await db.execute(sql`UPDATE products SET is_top = FALSE WHERE id = ${P.pumpa}`);
    }
  });

  it('a back-order variant: orderable with its date on the tile, the product page, JSON-LD and both feeds; never in stock', async () => {
    await db.execute(sql`UPDATE product_variants SET restock_date = '2026-06-25' WHERE id = 301`);
    try {
      const tile = (await list({})).items.find((i) => i.id === P.balonHviezda)!;
      expect(tile.availability).toEqual({ state: 'backorder', orderable: true, restockDate: '2026-06-25' });
      expect(ids(await list({ inStock: true }))).not.toContain(P.balonHviezda);
      expect(ids(await list({ orderable: true }))).toContain(P.balonHviezda);

      const variant = (await getAvailabilityForVariants(db, [301], { now: NOW })).get(301)!;
      expect(variant.verdict).toEqual(tile.availability);

      const detail = (await getProductDetail(db, P.balonHviezda, ctx))!;
      expect(detail.availability).toEqual(tile.availability);
      expect(detail.variants[0]!.availability).toEqual(tile.availability);
      const ld = productJsonLd(detail, { publicUrl: 'https://shop.test', currency: { code: 'EUR', decimals: 2 }, homeName: 'Domov' });
      const offer = JSON.stringify(ld);
      expect(offer).toContain('"availability":"https://schema.org/BackOrder"');
      expect(offer).toContain('"availabilityStarts":"2026-06-25"');

      const google = await feedText(
        googleFeed(db, {
          publicUrl: 'https://shop.test',
          locale: 'sk',
          now: NOW,
          title: 'T',
          description: 'D',
          offer: { cardEnabled: false, packetaEnabled: true },
        }),
      );
      const gItem = itemOf(google, '<item>', '</item>', 'V-301')!;
      expect(gItem).toContain('<g:availability>backorder</g:availability>');
      expect(gItem).toContain('<g:availability_date>2026-06-25T00:00:00+00:00</g:availability_date>');
      const heureka = await feedText(
        heurekaFeed(db, { publicUrl: 'https://shop.test', locale: 'sk', now: NOW, offer: { cardEnabled: false, packetaEnabled: true } }),
      );
      expect(itemOf(heureka, '<SHOPITEM>', '</SHOPITEM>', 'V-301')).toContain('<DELIVERY_DATE>2026-06-25</DELIVERY_DATE>');
    } finally {
      await db.execute(sql`UPDATE product_variants SET restock_date = NULL WHERE id = 301`);
    }
  });

  it('JSON-LD and feeds: warehouse InStock, branches InStoreOnly (pickup, no shipping offers), none OutOfStock / left out of Heureka', async () => {
    const jsonLd = async (id: number) =>
      JSON.stringify(
        productJsonLd((await getProductDetail(db, id, ctx))!, {
          publicUrl: 'https://shop.test',
          currency: { code: 'EUR', decimals: 2 },
          homeName: 'Domov',
        }),
      );
    expect(await jsonLd(P.balonCislo)).toContain('"availability":"https://schema.org/InStock"');
    expect(await jsonLd(P.balonySrdce)).toContain('"availability":"https://schema.org/InStoreOnly"');
    expect(await jsonLd(P.pumpa)).toContain('"availability":"https://schema.org/OutOfStock"');

    const google = await feedText(
      googleFeed(db, {
        publicUrl: 'https://shop.test',
        locale: 'sk',
        now: NOW,
        title: 'T',
        description: 'D',
        offer: { cardEnabled: false, packetaEnabled: true },
      }),
    );
    expect(itemOf(google, '<item>', '</item>', 'V-201')).toContain('<g:availability>in_stock</g:availability>');
    expect(itemOf(google, '<item>', '</item>', 'V-201')).toContain('<g:shipping>');
    const branchOnly = itemOf(google, '<item>', '</item>', 'V-101')!;
    expect(branchOnly).toContain('<g:availability>in_stock</g:availability>');
    expect(branchOnly).not.toContain('<g:shipping>');
    expect(itemOf(google, '<item>', '</item>', 'V-1101')).toContain('<g:availability>out_of_stock</g:availability>');

    const heureka = await feedText(
      heurekaFeed(db, { publicUrl: 'https://shop.test', locale: 'sk', now: NOW, offer: { cardEnabled: false, packetaEnabled: true } }),
    );
    expect(itemOf(heureka, '<SHOPITEM>', '</SHOPITEM>', 'V-201')).toContain('<DELIVERY_DATE>0</DELIVERY_DATE>');
    expect(itemOf(heureka, '<SHOPITEM>', '</SHOPITEM>', 'V-201')).toContain('<DELIVERY>');
    expect(itemOf(heureka, '<SHOPITEM>', '</SHOPITEM>', 'V-101')).not.toContain('<DELIVERY>');
    expect(itemOf(heureka, '<SHOPITEM>', '</SHOPITEM>', 'V-1101')).toBeNull();
  });
});
