/**
 * Builds the demo catalogue rows (categories … stock) from the templates in ./data — a pure function of the seed date,
 * so two runs give identical rows and ids.
 */
import type {
  NewBrand,
  NewCategory,
  NewMotif,
  NewPriceHistoryEntry,
  NewProduct,
  NewProductCategory,
  NewProductImage,
  NewProductParameter,
  NewProductRelation,
  NewProductVariant,
  NewReview,
  NewStock,
} from '../db/schema';
import { generatedImageName, type GeneratedImageKind } from '../media/generated-images';
import { makeEan13 } from './checksums';
import { describeProduct } from './data/descriptions';
import { GIFT_SPECS, PRODUCT_SPECS, type DescFamily, type ImageSpec, type ProductSpec, type VariantSpec } from './data/products';
import { BRANDS, CATEGORY_TREE, COLORS, MOTIFS, SIZE_TABLES, type ColorKey } from './data/taxonomy';
import { createRng, type Rng } from './random';
import { netCzkForGross } from '../domain/pricing/pricing';
import { slugify } from './slugify';

/** CZK per EUR used to turn the EUR shelf prices into CZK haléře (the base currency). Same as currency id 2. */
export const EUR_RATE = 25.2;
export const TAX_RATES = [
  { id: 1, name: 'Základná sadzba DPH 23 %', rate: 23 },
  { id: 2, name: 'Znížená sadzba DPH 19 %', rate: 19 },
  { id: 3, name: 'Znížená sadzba DPH 5 %', rate: 5 },
] as const;
const TAX_ID: Record<number, number> = { 23: 1, 19: 2, 5: 3 };

const BRANCH_STORE_IDS = Array.from({ length: 13 }, (_, i) => i + 1);
export const WAREHOUSE_STORE_ID = 14;

const DAY = 86_400_000;
export const mediaPath = (name: string) => `/media/generated/${name}`;

/** Net CZK haléře from a gross EUR shelf price: the net the shop shows as exactly that price (decision 0080). */
export function netFromGrossEur(eur: number, taxRate: number): number {
  const net = netCzkForGross(Math.round(eur * 100), taxRate, { rate: EUR_RATE, decimals: 2 });
  if (net === null) throw new RangeError(`no net price shows ${eur} € at ${taxRate} %`);
  return net;
}

/** 4,57 → 4,49; 23,4 → 22,99: the price-point a shop would print. */
function pricePoint(eur: number): number {
  if (eur < 1) return Math.max(0.49, Math.round(eur * 10) / 10 - 0.01);
  if (eur < 10) return Math.round((Math.floor(eur * 2) / 2 - 0.01) * 100) / 100 || 0.99;
  return Math.round((Math.floor(eur) - 0.01) * 100) / 100;
}

const KIDS_AGE: Record<string, string> = {
  '68': '3–6 mesiacov',
  '80': '9–12 mesiacov',
  '92': '18–24 mesiacov',
  '104': '3–4 roky',
  '116': '5–6 rokov',
  '128': '7–8 rokov',
  '140': '9–10 rokov',
  '152': '11–12 rokov',
};

/** Variant layouts of an illustration kind that show the same product from another angle (extra gallery images). */
const ALT_LAYOUTS: Partial<Record<GeneratedImageKind, number[]>> = {
  balloon: [1, 2, 3],
  'balloon-set': [1, 2],
  gift: [1, 3],
  garland: [1, 2],
  lantern: [1, 2],
  ornament: [1, 2],
  sparkler: [1, 2],
};

const SIZE_FAMILIES = new Set<DescFamily>(['costume-kids', 'costume-adult']);
const UNIVERSAL_SIZE_FAMILIES = new Set<DescFamily>(['accessory', 'wig', 'mask', 'hat']);

const MATERIAL_BY_FAMILY: Partial<Record<DescFamily, string>> = {
  latex: 'prírodný latex',
  foil: 'metalizovaná fólia',
  number: 'metalizovaná fólia',
  letter: 'metalizovaná fólia',
  'balloon-set': 'latex a fólia',
  'garland-kit': 'latex',
  garland: 'papier',
  hanging: 'papier',
  tableware: 'papier',
  candle: 'parafínový vosk',
  'number-candle': 'parafínový vosk',
  'deco-candle': 'sójový vosk',
  'gift-bag': 'kriedový papier',
  card: 'kartón',
  pinata: 'kartón, hodvábny papier',
  bachelorette: 'satén',
  cake: 'akryl',
  'table-deco': 'papier',
  props: 'kartón',
  confetti: 'fólia',
  hat: 'plast',
  glow: 'plast',
  game: 'kartón',
  christmas: 'plast',
  halloween: 'plast',
  cannon: 'kartón, papierové konfety',
  'gift-set': 'kartónová krabica',
};

const AGE_BY_FAMILY: Partial<Record<DescFamily, string>> = {
  'costume-kids': '3–10 rokov',
  'costume-adult': 'dospelí',
  favor: '3+ roky',
  facepaint: '3+ roky',
  pinata: '3+ roky',
  fountain: '18+',
  sparkler: '18+',
  smoke: '18+',
  adult: '18+',
  cannon: '14+',
};

export interface CatalogRows {
  categories: NewCategory[];
  brands: NewBrand[];
  motifs: NewMotif[];
  products: NewProduct[];
  productCategories: NewProductCategory[];
  productImages: NewProductImage[];
  productVariants: NewProductVariant[];
  productParameters: NewProductParameter[];
  priceHistory: NewPriceHistoryEntry[];
  productRelations: NewProductRelation[];
  stock: NewStock[];
  reviews: NewReview[];
  /** top category ids by slug (settings, banners) */
  topCategoryIds: Record<string, number>;
  categoryIdBySlug: Record<string, number>;
}

export interface Reviewer {
  id: number;
  name: string;
}

interface Built {
  id: number;
  spec: ProductSpec;
  family: DescFamily;
  subSlug: string;
  topSlug: string;
  motifId: number | null;
  price: number;
  visible: boolean;
}

const REVIEW_TEXTS: Record<number, string[]> = {
  5: [
    'Super kvalita, všetko prišlo do druhého dňa. Určite objednám znova.',
    'Presne ako na obrázku, deti boli nadšené.',
    'Balóny vydržali lietať celý víkend, odporúčam.',
    'Výborný pomer ceny a kvality. Na predajni nám ešte poradili s výzdobou.',
    'Krásne farby, na fotkách to vyzeralo úžasne.',
    'Rýchle doručenie a pekne zabalené. Ďakujem!',
  ],
  4: [
    'Veľmi pekné, len by som uvítala viac kusov v balení.',
    'Kvalita dobrá, farba je o odtieň tmavšia ako na fotke.',
    'Spokojnosť, doručenie trvalo o deň dlhšie, ale všetko v poriadku.',
    'Pekný produkt za rozumnú cenu.',
  ],
  3: ['Priemer, na jednu oslavu to stačí.', 'Kostým je trochu menší, odporúčam vziať o veľkosť väčší.'],
  2: ['Dva balóny praskli pri nafukovaní, zvyšok v poriadku.'],
  1: ['Tovar prišiel poškodený, reklamácia však prebehla rýchlo.'],
};

function pickStars(rng: Rng): number {
  const r = rng.next();
  return r < 0.56 ? 5 : r < 0.86 ? 4 : r < 0.95 ? 3 : r < 0.98 ? 2 : 1;
}

function autoParams(spec: ProductSpec, family: DescFamily, subParams: Record<string, string> | undefined): Array<[string, string]> {
  const params = new Map<string, string>();
  const material = MATERIAL_BY_FAMILY[family];
  if (material) params.set('Materiál', material);
  for (const [k, v] of Object.entries(subParams ?? {})) params.set(k, v);
  for (const [k, v] of Object.entries(spec.params ?? {})) params.set(k, v);
  const pieces = /\((\d+) ks\)/.exec(spec.name) ?? /\((\d+) hárky\)/.exec(spec.name);
  if (pieces && !params.has('Počet kusov')) params.set('Počet kusov', pieces[1]!);
  const size = /(\d+(?:,\d+)?) (cm|m)\b/.exec(spec.name);
  if (size && !params.has('Veľkosť') && !params.has('Rozmery')) params.set('Veľkosť', `${size[1]} ${size[2]}`);
  const volume = /(\d+) ml\b/.exec(spec.name);
  if (volume && !params.has('Objem')) params.set('Objem', `${volume[1]} ml`);
  if (spec.color && spec.color !== 'mix' && !params.has('Farba')) params.set('Farba', COLORS[spec.color].f);
  const age = AGE_BY_FAMILY[family];
  if (age && !params.has('Vek')) params.set('Vek', age);
  if (spec.adult) params.set('Vek', '18+');
  if (UNIVERSAL_SIZE_FAMILIES.has(family) && !params.has('Veľkosť')) params.set('Veľkosť', 'univerzálna');
  return [...params.entries()];
}

function variantDrafts(spec: ProductSpec, family: DescFamily, code: string) {
  type Draft = { name: string; suffix: string; size?: string; color?: string; eur?: number };
  const v: VariantSpec | undefined = spec.variants;
  let drafts: Draft[];
  if (!v) {
    drafts = [{ name: UNIVERSAL_SIZE_FAMILIES.has(family) ? 'Univerzálna veľkosť' : 'Štandard', suffix: '' }];
  } else if (v.kind === 'kids') {
    const sizes = v.sizes ?? ['104', '116', '128', '140'];
    drafts = sizes.map((s) => ({ name: KIDS_AGE[s] ? `${s} cm (${KIDS_AGE[s]})` : `${s} cm`, suffix: s, size: s }));
  } else if (v.kind === 'adult') {
    const sizes = v.sizes ?? ['S', 'M', 'L', 'XL'];
    drafts = sizes.map((s) => ({
      name: s,
      suffix: s,
      size: s,
      ...(s === 'XL' && v.xlExtra ? { eur: spec.eur + v.xlExtra } : {}),
    }));
  } else if (v.kind === 'colors') {
    drafts = v.colors.map((c) => ({ name: COLORS[c].f, suffix: COLORS[c].code, color: COLORS[c].f }));
  } else if (v.kind === 'packs') {
    drafts = v.packs.map(([n, mult]) => ({
      name: `${n} ks`,
      suffix: String(n),
      ...(mult !== 1 ? { eur: pricePoint(spec.eur * mult) } : {}),
    }));
  } else {
    const digits = /^\d+$/.test(v.letters);
    drafts = v.letters.split('').map((ch) => ({ name: digits ? `Číslica ${ch}` : `Písmeno ${ch}`, suffix: ch }));
  }
  return drafts.map((d) => ({ ...d, code: d.suffix ? `${code}-${d.suffix}` : code }));
}

export function buildCatalog(now: Date, reviewers: Reviewer[]): CatalogRows {
  const base = now.getTime();
  const at = (daysAgo: number, hour = 9) => new Date(base - daysAgo * DAY + hour * 3_600_000);
  const rng = createRng('party-shop-demo-catalog');

  // ---------------------------------------------------------------- taxonomy
  const categories: NewCategory[] = [];
  const categoryIdBySlug: Record<string, number> = {};
  const topCategoryIds: Record<string, number> = {};
  const topOfSub: Record<string, string> = {};
  CATEGORY_TREE.forEach((top, i) => {
    const slug = top.slug ?? slugify(top.name);
    const id = i + 1;
    topCategoryIds[slug] = id;
    categoryIdBySlug[slug] = id;
    categories.push({
      id,
      parentId: null,
      slug,
      name: top.name,
      description: top.description,
      image: mediaPath(top.image),
      position: i + 1,
      sizeTable: top.sizeTable ? SIZE_TABLES[top.sizeTable] : null,
      createdAt: at(400),
    });
  });
  let nextCategoryId = CATEGORY_TREE.length + 1;
  CATEGORY_TREE.forEach((top) => {
    const topSlug = top.slug ?? slugify(top.name);
    top.subs.forEach((sub, j) => {
      const slug = sub.slug ?? slugify(sub.name);
      if (categoryIdBySlug[slug]) throw new Error(`duplicate category slug ${slug}`);
      const id = nextCategoryId++;
      categoryIdBySlug[slug] = id;
      topOfSub[slug] = topSlug;
      categories.push({
        id,
        parentId: topCategoryIds[topSlug]!,
        slug,
        name: sub.name,
        description: sub.description ?? `${sub.name} – ${top.description.charAt(0).toLowerCase()}${top.description.slice(1)}`,
        image: mediaPath(sub.image),
        position: j + 1,
        sizeTable: sub.sizeTable ? SIZE_TABLES[sub.sizeTable] : null,
        createdAt: at(400),
      });
    });
  });

  const brands: NewBrand[] = BRANDS.map((name, i) => ({ id: i + 1, name, slug: slugify(name) }));
  const brandId = Object.fromEntries(brands.map((b) => [b.name, b.id!]));
  const motifs: NewMotif[] = MOTIFS.map((name, i) => ({ id: i + 1, name, slug: slugify(name) }));
  const motifId = Object.fromEntries(motifs.map((m) => [m.name, m.id!]));

  // ---------------------------------------------------------------- products
  const products: NewProduct[] = [];
  const productCategories: NewProductCategory[] = [];
  const productImages: NewProductImage[] = [];
  const productVariants: NewProductVariant[] = [];
  const productParameters: NewProductParameter[] = [];
  const priceHistory: NewPriceHistoryEntry[] = [];
  const stock: NewStock[] = [];
  const reviews: NewReview[] = [];
  const built: Built[] = [];
  const prefixCounters: Record<string, number> = {};
  const usedSlugs = new Set<string>();
  let imageId = 1;
  let variantId = 1;
  let parameterId = 1;
  let historyId = 1;
  let reviewId = 1;
  let eanCounter = 1;

  const prefixOf = (topSlug: string) => CATEGORY_TREE.find((t) => (t.slug ?? slugify(t.name)) === topSlug)!.prefix;
  const nextEan = () => makeEan13(`8584012${String(eanCounter++).padStart(5, '0')}`);

  const entries: Array<{
    subSlug: string;
    spec: ProductSpec;
    family: DescFamily;
    subParams?: Record<string, string>;
    brands: string[];
    gift?: number;
  }> = [];
  for (const top of CATEGORY_TREE)
    for (const sub of top.subs) {
      const subSlug = sub.slug ?? slugify(sub.name);
      const def = PRODUCT_SPECS[subSlug];
      if (!def) throw new Error(`no product templates for ${subSlug}`);
      for (const spec of def.products)
        entries.push({ subSlug, spec, family: spec.family ?? def.family, subParams: def.params, brands: def.brands });
    }
  for (const gift of GIFT_SPECS)
    entries.push({
      subSlug: 'darcekove-sady',
      spec: gift,
      family: 'gift-set',
      brands: ['Party shop Original'],
      gift: gift.thresholdCzkGross,
    });

  entries.forEach((entry, index) => {
    const { spec, family, subSlug } = entry;
    const id = index + 1;
    const r = rng.fork(`product:${spec.name}`);
    const topSlug = topOfSub[subSlug]!;
    const prefix = prefixOf(topSlug);
    prefixCounters[prefix] = (prefixCounters[prefix] ?? 0) + 1;
    const code = `${prefix}-${String(prefixCounters[prefix]).padStart(4, '0')}`;
    let slug = slugify(spec.name);
    if (usedSlugs.has(slug)) slug = `${slug}-${id}`;
    usedSlugs.add(slug);

    const taxRate = spec.tax ?? 23;
    const price = netFromGrossEur(spec.eur, taxRate);
    const isService = Boolean(spec.service);
    const isGift = entry.gift !== undefined;
    // decision 0051: balloons filled with helium are not shipped (/info/rozvoz), a pressurised tank not to a pickup point
    const deliveryRestriction =
      subSlug === 'nafukovanie-balonov'
        ? ('pickup_only' as const)
        : /^(veľká )?héliová fľaša/i.test(spec.name)
          ? ('no_packeta' as const)
          : null;
    const visible = !isGift;
    const brand = spec.brand ?? r.pick(entry.brands);
    const motif = spec.motif ?? null;

    // sale: ~20 % active now, a few planned for later; publication spread over 120 days, ~20 % in the last 30 ('novinky')
    let sale: { pct: number; from: Date; to: Date } | null = null;
    if (!isService && !isGift) {
      const roll = r.next();
      if (roll < 0.2) sale = { pct: r.pick([10, 15, 20, 20, 25, 30, 40]), from: at(r.int(1, 20), 0), to: at(-r.int(7, 45), 23) };
      else if (roll < 0.215) sale = { pct: r.pick([15, 20]), from: at(-r.int(3, 10), 0), to: at(-r.int(20, 40), 23) };
    }
    const publishedDaysAgo = r.chance(0.2) ? r.int(0, 29) : r.int(30, 120);
    const publishedAt = at(publishedDaysAgo, r.int(6, 18));
    if (sale && sale.from < publishedAt) sale.from = publishedAt;
    const saleEur = sale ? pricePoint(spec.eur * (1 - sale.pct / 100)) : null;
    const priceSale = saleEur !== null ? netFromGrossEur(saleEur, taxRate) : null;

    const popularity = Math.round(1000 * Math.pow(r.next(), 2.2));
    const hasEan = !isService && (brand !== 'Party shop Original' || r.chance(0.5)) && r.chance(0.93);

    const variants = variantDrafts(spec, family, code);
    const hasSizes = SIZE_FAMILIES.has(family) || variants.some((v) => v.size);
    const pieces = /\((\d+ ks)\)/.exec(spec.name)?.[1];
    const size = /(\d+ cm)/.exec(spec.name)?.[1];
    const copy = describeProduct(
      family,
      { name: spec.name, motif: motif ?? undefined, brand, pieces, size, category: subSlug, adult: Boolean(spec.adult), hasSizes },
      r,
    );

    // ratings
    let ratingCount = 0;
    let ratingSum = 0;
    if (visible && !isService && r.chance(0.32)) {
      const who = r.sample(reviewers, r.int(1, 6));
      for (const reviewer of who) {
        const stars = pickStars(r);
        ratingCount++;
        ratingSum += stars;
        reviews.push({
          id: reviewId++,
          productId: id,
          userId: reviewer.id,
          stars,
          text: r.pick(REVIEW_TEXTS[stars]!),
          authorName: reviewer.name,
          status: 'published',
          createdAt: at(Math.min(publishedDaysAgo, 90) * r.next(), r.int(7, 22)),
        });
      }
    }

    const variantIds: number[] = [];
    const firstVariantEan = hasEan ? nextEan() : null;
    variants.forEach((v, position) => {
      const vid = variantId++;
      variantIds.push(vid);
      const vPrice = v.eur !== undefined ? netFromGrossEur(v.eur, taxRate) : null;
      const vSale = v.eur !== undefined && sale ? netFromGrossEur(pricePoint(v.eur * (1 - sale.pct / 100)), taxRate) : null;
      productVariants.push({
        id: vid,
        productId: id,
        name: v.name,
        code: v.code,
        ean: hasEan ? (position === 0 ? firstVariantEan : nextEan()) : null,
        size: v.size ?? null,
        color: v.color ?? null,
        price: vPrice,
        priceSale: vSale,
        isPriceSaleActive: vSale !== null,
        position,
        isDefault: position === 0,
      });

      // stock: the warehouse holds most; branches some; ~8 % of variants sold out everywhere
      if (isService) {
        // services (products.is_service) keep no stock: always available, never capped
      } else if (r.chance(0.08)) {
        stock.push({ variantId: vid, storeId: WAREHOUSE_STORE_ID, quantity: 0 });
      } else {
        const roll = r.next();
        const warehouse = roll < 0.62 ? r.int(20, 240) : roll < 0.9 ? r.int(1, 19) : 0;
        stock.push({ variantId: vid, storeId: WAREHOUSE_STORE_ID, quantity: warehouse });
        const branchShare = warehouse === 0 ? 0.5 : 0.4;
        let anyBranch = false;
        for (const storeId of BRANCH_STORE_IDS)
          if (r.chance(branchShare)) {
            stock.push({ variantId: vid, storeId, quantity: r.int(1, storeId <= 2 ? 30 : 15) });
            anyBranch = true;
          }
        if (warehouse === 0 && !anyBranch) stock.push({ variantId: vid, storeId: r.pick(BRANCH_STORE_IDS), quantity: r.int(1, 4) });
      }

      // price history for the variant (its effective price)
      const regular = vPrice ?? price;
      const saleValue = vSale ?? priceSale;
      pushHistory(id, vid, regular, saleValue);
    });

    function pushHistory(productId: number, vid: number | null, regular: number, saleValue: number | null) {
      const rows: Array<[Date, number]> = [];
      const start = at(Math.min(60, publishedDaysAgo), 0);
      const h = createRng(`history:${id}:${vid ?? 0}`);
      if (publishedDaysAgo > 50 && h.chance(0.15)) {
        // a price increase in the last two months
        rows.push([start, Math.round(regular * 0.9)]);
        rows.push([at(h.int(35, 50), 0), regular]);
      } else rows.push([start, regular]);
      if (sale && saleValue !== null) {
        const saleStartDaysAgo = (base - sale.from.getTime()) / DAY;
        // every sale that has started by the end of the seed day (a product published today may start its sale today)
        if (saleStartDaysAgo > -1) {
          // an earlier short promotion inside the 30 days before this sale (Omnibus: lowest price = that promo)
          const promoAgo = Math.round(saleStartDaysAgo) + 22;
          if (promoAgo < Math.min(58, publishedDaysAgo) && h.chance(0.3)) {
            rows.push([at(promoAgo, 0), Math.round(regular * 0.92)]);
            rows.push([at(promoAgo - 7, 0), regular]);
          }
          rows.push([sale.from, saleValue]);
        }
      }
      rows.sort((a, b) => a[0].getTime() - b[0].getTime());
      for (const [recordedAt, value] of rows) priceHistory.push({ id: historyId++, productId, variantId: vid, price: value, recordedAt });
    }
    pushHistory(id, null, price, priceSale);

    products.push({
      id,
      slug,
      name: spec.name,
      code,
      ean: firstVariantEan,
      description: copy.html,
      shortDescription: copy.short,
      metaDescription: copy.meta,
      brandId: brandId[brand] ?? null,
      motifId: motif ? motifId[motif]! : null,
      defaultCategoryId: categoryIdBySlug[subSlug]!,
      taxRateId: TAX_ID[taxRate]!,
      price,
      priceSale,
      isPriceSaleActive: sale !== null,
      saleFrom: sale?.from ?? null,
      saleTo: sale?.to ?? null,
      isAdult: Boolean(spec.adult),
      isVisible: visible,
      isTop: false,
      isService,
      isGift,
      deliveryRestriction,
      giftThresholdGross: entry.gift ?? null,
      popularity,
      ratingAvg: ratingCount ? Math.round((ratingSum / ratingCount) * 100) / 100 : 0,
      ratingCount,
      publishedAt,
      createdAt: at(publishedDaysAgo + 1, 8),
      updatedAt: publishedAt,
    });

    // categories: default subcategory, its top category, extra listings (and their tops)
    const cats = new Set<number>([categoryIdBySlug[subSlug]!, topCategoryIds[topSlug]!]);
    for (const extra of spec.also ?? []) {
      const cid = categoryIdBySlug[extra];
      if (!cid) throw new Error(`unknown category ${extra} in ${spec.name}`);
      cats.add(cid);
      cats.add(topCategoryIds[topOfSub[extra]!]!);
    }
    for (const categoryId of cats) productCategories.push({ productId: id, categoryId });

    // images: main illustration + other colours of colour variants / other layouts of the same kind
    const [kind, color, layout = 1, label] = spec.img as ImageSpec;
    const names = [generatedImageName(kind, color, layout, label)];
    if (spec.variants?.kind === 'colors') {
      for (const c of spec.variants.colors) {
        if (names.length >= 3) break;
        const name = generatedImageName(kind, c as ColorKey, layout, label);
        if (!names.includes(name)) names.push(name);
      }
    } else if (!label && ALT_LAYOUTS[kind]) {
      const extras = r.chance(0.35) ? 2 : r.chance(0.6) ? 1 : 0;
      for (const alt of ALT_LAYOUTS[kind]!.filter((l) => l !== layout).slice(0, extras)) names.push(generatedImageName(kind, color, alt));
    } else if (family === 'party-set' && kind === 'tableware') {
      names.push(generatedImageName('tableware', color, 2), generatedImageName('tableware', color, 3));
    }
    names.forEach((name, position) =>
      productImages.push({ id: imageId++, productId: id, path: mediaPath(name), alt: spec.name, position, width: 800, height: 800 }),
    );

    for (const [name, value] of autoParams(spec, family, entry.subParams))
      productParameters.push({ id: parameterId++, productId: id, name, value });

    built.push({ id, spec, family, subSlug, topSlug, motifId: motif ? motifId[motif]! : null, price, visible });
  });

  // top products: the most popular visible product of a dozen categories
  const tops = new Set<number>();
  for (const topSlug of Object.keys(topCategoryIds)) {
    const best = built
      .filter((b) => b.topSlug === topSlug && b.visible && !b.spec.service && !b.spec.adult)
      .sort((a, b) => (products[b.id - 1]!.popularity ?? 0) - (products[a.id - 1]!.popularity ?? 0))[0];
    if (best) tops.add(best.id);
  }
  for (const id of tops) products[id - 1]!.isTop = true;

  // ---------------------------------------------------------------- relations
  const productRelations: NewProductRelation[] = [];
  const relRng = createRng('party-shop-demo-relations');
  const byCategory = new Map<string, Built[]>();
  const byMotif = new Map<number, Built[]>();
  const byTop = new Map<string, Built[]>();
  for (const b of built) {
    if (!b.visible || b.spec.service) continue;
    byCategory.set(b.subSlug, [...(byCategory.get(b.subSlug) ?? []), b]);
    byTop.set(b.topSlug, [...(byTop.get(b.topSlug) ?? []), b]);
    if (b.motifId) byMotif.set(b.motifId, [...(byMotif.get(b.motifId) ?? []), b]);
  }
  const serviceId = (kind: 'latex' | 'foil' | 'number') => built.find((b) => b.spec.service === kind)!.id;
  for (const b of built) {
    if (!b.visible || b.spec.service) continue;
    const similar = relRng.sample(
      (byCategory.get(b.subSlug) ?? []).filter((o) => o.id !== b.id),
      4,
    );
    for (const o of similar) productRelations.push({ productId: b.id, relatedProductId: o.id, kind: 'similar' });
    const pool = b.motifId
      ? (byMotif.get(b.motifId) ?? []).filter((o) => o.id !== b.id && o.subSlug !== b.subSlug)
      : (byTop.get(b.topSlug) ?? []).filter((o) => o.id !== b.id && o.subSlug !== b.subSlug);
    for (const o of relRng.sample(pool, 4)) productRelations.push({ productId: b.id, relatedProductId: o.id, kind: 'related' });
    const kind = b.spec.img[0];
    if (['latex', 'balloon-set'].includes(b.family) && kind.startsWith('balloon'))
      productRelations.push({ productId: b.id, relatedProductId: serviceId('latex'), kind: 'addon' });
    if (b.family === 'foil' || (kind === 'foil' && b.family !== 'helium'))
      productRelations.push({ productId: b.id, relatedProductId: serviceId('foil'), kind: 'addon' });
    if (kind === 'foil-number' && (b.family === 'number' || b.family === 'letter') && !b.spec.name.includes('na paličke'))
      productRelations.push({ productId: b.id, relatedProductId: serviceId(b.family === 'letter' ? 'foil' : 'number'), kind: 'addon' });
  }
  // de-duplicate (a product can be both similar and related only once per kind)
  const seen = new Set<string>();
  const uniqueRelations = productRelations.filter((rel) => {
    const key = `${rel.productId}:${rel.relatedProductId}:${rel.kind}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });

  return {
    categories,
    brands,
    motifs,
    products,
    productCategories,
    productImages,
    productVariants,
    productParameters,
    priceHistory,
    productRelations: uniqueRelations,
    stock,
    reviews,
    topCategoryIds,
    categoryIdBySlug,
  };
}
