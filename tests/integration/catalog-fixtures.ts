/**
 * A small, hand-made catalogue for the catalogue tests (listing, search, product page), loaded into a test database
 * after emptying the catalogue tables, so counts and orders are exact whatever the demo seed contains.
 * Works on PGlite and PostgreSQL. Times are relative to NOW.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { syncIdentitySequences } from '../../src/db/identity';
import * as s from '../../src/db/schema';
import type { PricingCurrency } from '../../src/domain/pricing/pricing';

export const NOW = new Date('2026-06-15T10:00:00Z');
const DAY = 86_400_000;
export const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY);

export const CZK: PricingCurrency = {
  id: 1,
  code: 'CZK',
  decimals: 2,
  rate: 1,
  symbol_before: '',
  symbol_after: 'Kč',
  freeDeliveryFrom: 150_000,
  thresholdStep: 100,
};
export const EUR: PricingCurrency = {
  id: 2,
  code: 'EUR',
  decimals: 2,
  rate: 25.2,
  symbol_before: '',
  symbol_after: '€',
  freeDeliveryFrom: 6_000,
  thresholdStep: 100,
};

/** Category ids */
export const CAT = { balony: 1, foliove: 2, cislice: 3, latexove: 4, kostymy: 5, detske: 6, skryta: 7, dekoracie: 8 } as const;
/** Product ids */
export const P = {
  balonySrdce: 1,
  balonCislo: 2,
  balonHviezda: 3,
  latexMix: 4,
  kostymPirat: 5,
  kostymPrincezna: 6,
  hidden: 7,
  future: 8,
  sviecka: 9,
  dekoraciaFrozen: 10,
  pumpa: 11,
  maska: 12,
} as const;
export const WAREHOUSE = 14;
const CLOSED_STORE = 15;

export async function loadCatalogFixtures(db: Db): Promise<void> {
  await db.execute(sql`TRUNCATE products, product_variants, product_categories, product_images, product_parameters,
    price_history, product_relations, stock, stores, categories, brands, motifs, posts, post_categories, pages,
    tax_rates, currencies RESTART IDENTITY CASCADE`);

  await db.insert(s.taxRates).values([
    { id: 1, name: 'DPH 23 %', rate: 23 },
    { id: 2, name: 'DPH 19 %', rate: 19 },
    { id: 3, name: 'DPH 5 %', rate: 5 },
    { id: 4, name: 'DPH 0 %', rate: 0 },
  ]);
  await db.insert(s.currencies).values([
    { id: 1, code: 'CZK', symbolAfter: 'Kč', decimals: 2, rate: 1, position: 2 },
    { id: 2, code: 'EUR', symbolAfter: '€', decimals: 2, rate: 25.2, isDefault: true, position: 1 },
  ]);

  await db.insert(s.categories).values([
    { id: CAT.balony, slug: 'balony', name: 'Balóny', position: 1 },
    { id: CAT.foliove, parentId: CAT.balony, slug: 'foliove-balony', name: 'Fóliové balóny', position: 1 },
    { id: CAT.cislice, parentId: CAT.foliove, slug: 'cislice', name: 'Číslice', position: 1 },
    { id: CAT.latexove, parentId: CAT.balony, slug: 'latexove-balony', name: 'Latexové balóny', position: 2 },
    { id: CAT.kostymy, slug: 'kostymy', name: 'Kostýmy', position: 2 },
    { id: CAT.detske, parentId: CAT.kostymy, slug: 'detske-kostymy', name: 'Detské kostýmy', position: 1 },
    { id: CAT.skryta, parentId: CAT.kostymy, slug: 'skryta', name: 'Skryté balóny', position: 2, isVisible: false },
    { id: CAT.dekoracie, slug: 'dekoracie', name: 'Dekorácie', position: 3 },
  ]);
  await db.insert(s.brands).values([
    { id: 1, slug: 'amscan', name: 'Amscan' },
    { id: 2, slug: 'godan', name: 'Godan' },
    { id: 3, slug: 'rubies', name: "Rubie's" },
  ]);
  await db.insert(s.motifs).values([
    { id: 1, slug: 'frozen', name: 'Frozen' },
    { id: 2, slug: 'pirati', name: 'Piráti' },
  ]);
  await db.insert(s.stores).values([
    ...Array.from({ length: 13 }, (_, i) => ({
      id: i + 1,
      slug: `predajna-${i + 1}`,
      name: `Predajňa ${i + 1}`,
      town: `Mesto ${i + 1}`,
      kind: 'branch' as const,
      position: i + 1,
    })),
    { id: WAREHOUSE, slug: 'sklad', name: 'E-shop sklad', town: 'Bratislava', kind: 'warehouse' as const, position: 20 },
    {
      id: CLOSED_STORE,
      slug: 'zatvorena',
      name: 'Zatvorená predajňa',
      town: 'Nikde',
      kind: 'branch' as const,
      position: 30,
      isActive: false,
    },
  ]);

  const product = (p: Partial<typeof s.products.$inferInsert> & { id: number; name: string; price: number }) => ({
    slug: `produkt-${p.id}`,
    code: `P-${p.id}`,
    taxRateId: 1,
    publishedAt: daysAgo(100),
    ...p,
  });
  await db.insert(s.products).values([
    product({
      id: P.balonySrdce,
      name: 'Balóny srdce červené 5 ks',
      defaultCategoryId: CAT.foliove,
      brandId: 1,
      price: 10000,
      isTop: true,
      popularity: 50,
      ratingAvg: 4.5,
      ratingCount: 2,
    }),
    product({
      id: P.balonCislo,
      name: 'Balón fóliový číslo 1 zlatý',
      defaultCategoryId: CAT.cislice,
      brandId: 2,
      price: 25200,
      priceSale: 20160,
      isPriceSaleActive: true,
      popularity: 80,
      publishedAt: daysAgo(10),
    }),
    product({
      id: P.balonHviezda,
      name: 'Balón fóliový hviezda strieborná',
      defaultCategoryId: CAT.foliove,
      brandId: 2,
      motifId: 1,
      taxRateId: 2,
      price: 9900,
      priceSale: 5000,
      isPriceSaleActive: true,
      saleFrom: daysAgo(-1),
      popularity: 100,
      publishedAt: daysAgo(200),
    }),
    product({
      id: P.latexMix,
      name: 'Latexové balóny mix 10 ks',
      defaultCategoryId: CAT.latexove,
      brandId: 1,
      price: 5000,
      popularity: 10,
      publishedAt: daysAgo(5),
    }),
    product({
      id: P.kostymPirat,
      name: 'Kostým pirát',
      defaultCategoryId: CAT.detske,
      brandId: 3,
      motifId: 2,
      price: 80000,
      priceSale: 60000,
      isPriceSaleActive: true,
      saleFrom: daysAgo(1),
      saleTo: daysAgo(-1),
      isTop: true,
      popularity: 20,
      publishedAt: daysAgo(50),
    }),
    product({
      id: P.kostymPrincezna,
      name: 'Kostým princezná Frozen',
      defaultCategoryId: CAT.detske,
      brandId: 3,
      motifId: 1,
      price: 70000,
      popularity: 200,
      publishedAt: daysAgo(3),
      isAdult: false,
    }),
    product({
      id: P.hidden,
      name: 'Kostým skrytý balóny',
      defaultCategoryId: CAT.detske,
      price: 1000,
      isVisible: false,
      popularity: 1000,
    }),
    product({
      id: P.future,
      name: 'Kostým budúci balóny',
      defaultCategoryId: CAT.detske,
      price: 1000,
      publishedAt: daysAgo(-5),
      popularity: 1000,
    }),
    product({
      id: P.sviecka,
      name: 'Sviečka na tortu číslo 5',
      defaultCategoryId: CAT.dekoracie,
      taxRateId: 3,
      price: 1000,
      popularity: 5,
      publishedAt: null,
    }),
    product({
      id: P.dekoraciaFrozen,
      name: 'Dekorácia Frozen snehová vločka',
      defaultCategoryId: CAT.skryta,
      motifId: 1,
      taxRateId: 4,
      price: 2000,
      popularity: 1,
      isAdult: true,
    }),
    product({
      id: P.pumpa,
      name: 'Pumpa na balóny',
      defaultCategoryId: CAT.dekoracie,
      price: 30000,
      popularity: 0,
      publishedAt: daysAgo(60),
    }),
    product({
      id: P.maska,
      name: 'Zlatá maska',
      code: 'MASKA-777',
      ean: '8588000000017',
      defaultCategoryId: CAT.dekoracie,
      price: 4000,
      popularity: 3,
      publishedAt: daysAgo(60),
    }),
  ]);
  await db.insert(s.productCategories).values([
    { productId: P.balonySrdce, categoryId: CAT.foliove },
    { productId: P.balonCislo, categoryId: CAT.cislice },
    { productId: P.balonHviezda, categoryId: CAT.foliove },
    { productId: P.balonHviezda, categoryId: CAT.dekoracie },
    { productId: P.latexMix, categoryId: CAT.latexove },
    { productId: P.kostymPirat, categoryId: CAT.detske },
    // P.kostymPrincezna: only its default category (the listing must find it through default_category_id)
    { productId: P.hidden, categoryId: CAT.detske },
    { productId: P.future, categoryId: CAT.detske },
    { productId: P.sviecka, categoryId: CAT.dekoracie },
    { productId: P.dekoraciaFrozen, categoryId: CAT.skryta },
    { productId: P.pumpa, categoryId: CAT.dekoracie },
    { productId: P.maska, categoryId: CAT.dekoracie },
  ]);

  type V = typeof s.productVariants.$inferInsert;
  const variant = (id: number, productId: number, v: Partial<V> = {}): V => ({
    id,
    productId,
    name: v.size ?? v.color ?? 'Štandard',
    code: `V-${id}`,
    isDefault: false,
    ...v,
  });
  await db
    .insert(s.productVariants)
    .values([
      variant(101, P.balonySrdce, { color: 'červená', isDefault: true }),
      variant(201, P.balonCislo, { color: 'zlatá', isDefault: true }),
      variant(301, P.balonHviezda, { color: 'strieborná', isDefault: true }),
      variant(401, P.latexMix, { color: 'modrá', isDefault: true, position: 1 }),
      variant(402, P.latexMix, { color: 'ružová', position: 2 }),
      variant(501, P.kostymPirat, { size: 'S', isDefault: true, position: 1 }),
      variant(502, P.kostymPirat, { size: 'M', position: 2 }),
      variant(503, P.kostymPirat, { size: 'L', price: 90000, position: 3 }),
      variant(601, P.kostymPrincezna, { size: '104', isDefault: true, position: 1 }),
      variant(602, P.kostymPrincezna, { size: '116', position: 2, ean: '8588000000024' }),
      variant(701, P.hidden, { isDefault: true }),
      variant(801, P.future, { isDefault: true }),
      variant(901, P.sviecka, { isDefault: true }),
      variant(1001, P.dekoraciaFrozen, { isDefault: true }),
      variant(1101, P.pumpa, { isDefault: true }),
      variant(1201, P.maska, { color: 'zlatá', isDefault: true }),
    ]);
  await db.insert(s.stock).values([
    { variantId: 101, storeId: 1, quantity: 5 },
    { variantId: 101, storeId: 2, quantity: 0 },
    { variantId: 201, storeId: WAREHOUSE, quantity: 2 },
    { variantId: 301, storeId: 1, quantity: 0 },
    { variantId: 301, storeId: WAREHOUSE, quantity: 0 },
    { variantId: 401, storeId: CLOSED_STORE, quantity: 7 }, // a closed store does not count
    { variantId: 501, storeId: 2, quantity: 1 },
    { variantId: 502, storeId: 2, quantity: 0 },
    { variantId: 601, storeId: 3, quantity: 3 },
    { variantId: 701, storeId: 1, quantity: 9 },
    { variantId: 901, storeId: WAREHOUSE, quantity: 10 },
    { variantId: 1201, storeId: 13, quantity: 1 },
  ]);
  await db.insert(s.productParameters).values([
    { productId: P.balonySrdce, name: 'Materiál', value: 'latex' },
    { productId: P.balonCislo, name: 'Materiál', value: 'fólia' },
    { productId: P.balonHviezda, name: 'Materiál', value: 'fólia' },
    { productId: P.latexMix, name: 'Materiál', value: 'latex' },
    { productId: P.latexMix, name: 'Počet kusov', value: '10' },
    { productId: P.kostymPirat, name: 'Materiál', value: 'textil' },
    { productId: P.kostymPrincezna, name: 'Materiál', value: 'textil' },
  ]);
  await db.insert(s.productImages).values([
    { productId: P.balonySrdce, path: '/media/p1-b.jpg', alt: 'zozadu', position: 2 },
    { productId: P.balonySrdce, path: '/media/p1-a.jpg', alt: 'spredu', position: 1, width: 800, height: 600 },
    { productId: P.kostymPirat, path: '/media/p5.jpg', alt: null, position: 0 },
  ]);
  await db.insert(s.priceHistory).values([
    // P2: regular 270 → 260 → 252 Kč, on sale (201.60 Kč) since 2 days without sale_from
    { productId: P.balonCislo, price: 27000, recordedAt: daysAgo(60) },
    { productId: P.balonCislo, price: 26000, recordedAt: daysAgo(40) },
    { productId: P.balonCislo, price: 25200, recordedAt: daysAgo(20) },
    { productId: P.balonCislo, price: 20160, recordedAt: daysAgo(2) },
    // P5: sale_from = 1 day ago; 800 Kč for long, a short dip to 750 Kč 10 days ago, back to 800
    { productId: P.kostymPirat, price: 80000, recordedAt: daysAgo(90) },
    { productId: P.kostymPirat, price: 75000, recordedAt: daysAgo(10) },
    { productId: P.kostymPirat, price: 80000, recordedAt: daysAgo(8) },
    { productId: P.kostymPirat, price: 60000, recordedAt: daysAgo(1) },
    // variant L of P5 has its own history
    { productId: P.kostymPirat, variantId: 503, price: 90000, recordedAt: daysAgo(90) },
    { productId: P.kostymPirat, variantId: 503, price: 85000, recordedAt: daysAgo(45) },
  ]);
  await db.insert(s.productRelations).values([
    { productId: P.balonySrdce, relatedProductId: P.latexMix, kind: 'related' },
    { productId: P.balonySrdce, relatedProductId: P.hidden, kind: 'related' }, // hidden: never shown
    { productId: P.balonySrdce, relatedProductId: P.pumpa, kind: 'addon' },
    { productId: P.kostymPirat, relatedProductId: P.kostymPrincezna, kind: 'similar' },
  ]);

  await db.insert(s.postCategories).values([{ id: 1, slug: 'tipy', name: 'Tipy' }]);
  await db.insert(s.posts).values([
    { id: 1, categoryId: 1, slug: 'ako-nafukat-balony', title: 'Ako nafúkať balóny héliom', isPublished: true, publishedAt: daysAgo(5) },
    { id: 2, categoryId: 1, slug: 'kostymy-na-karneval', title: 'Kostýmy na karneval', isPublished: true, publishedAt: daysAgo(15) },
    { id: 3, categoryId: 1, slug: 'koncept-balony', title: 'Koncept o balónoch a balónoch', isPublished: false },
    { id: 4, categoryId: 1, slug: 'buduci-balony', title: 'Balóny budúcnosti', isPublished: true, publishedAt: daysAgo(-3) },
  ]);
  await db.insert(s.pages).values([
    { id: 21, slug: 'pozicovna-kostymov', title: 'Požičovňa kostýmov' },
    { id: 23, slug: 'nafukovanie-balonikov', title: 'Nafukovanie balónikov' },
    { id: 30, slug: 'skryta-stranka-balony', title: 'Skryté balóny', isPublished: false },
  ]);
  await syncIdentitySequences(db);
  await db.execute(sql`ANALYZE`);
}
