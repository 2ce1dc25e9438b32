/**
 * Deterministic demo data of a Slovak party shop (issue "A demo seed that looks like a real Slovak party shop").
 *
 * `buildDemoData(now)` is a pure function of the seed date (UTC midnight of `options.now`, default today): the same date
 * gives the same rows and ids. `seedDemo` inserts them in one transaction with explicit ids, in chunks, then moves the
 * identity sequences past them. Money: net CZK haléře (the base currency), except the columns the schema marks gross.
 */
import { createHash } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { syncIdentitySequences } from '../db/identity';
import * as s from '../db/schema';
import { putStoredFile } from '../db/file-store';
import { registerGeneratedImages } from '../media/generated-image-registry';
import { buildCatalog, EUR_RATE, mediaPath, netFromGrossEur, TAX_RATES, WAREHOUSE_STORE_ID, type CatalogRows } from './catalog';
import { icoCheckDigit, makeSkIban } from './checksums';
import { POST_CATEGORIES, POSTS } from './data/blog';
import { buildPages, COMPANY } from './data/pages';
import {
  BOTTOM_MENU,
  buildDocuments,
  EVENTS,
  JOBS,
  POPUP_BANNERS,
  SEARCH_PLACEHOLDERS,
  seasonalPromo,
  SERVICES,
  SOCIAL,
  TOP_MENU,
  VIDEOS,
  type BannerDef,
} from './data/site';
import { BRANCHES, OFFICE_CONTACTS, openingHours, WAREHOUSE } from './data/stores';
import { MENU_CATEGORY_SLUGS } from './data/taxonomy';
import { makeSimplePdf } from './pdf';
import { slugify } from './slugify';

export interface SeedDemoOptions {
  /** reference date; dates are relative to its UTC midnight (default: today) */
  now?: Date;
  /** unused since the documents' PDFs are stored in the database (decision 0045); kept for callers */
  dataDir?: string;
  /**
   * `published` (default): the demo accounts log in with DEMO_PASSWORD; `locked`: they get no password and no
   * back-office role (a deployment with the demo catalogue, decision 0042).
   */
  accounts?: 'published' | 'locked';
}

/** One shared password of all demo accounts (listed in the README). */
export const DEMO_PASSWORD = 'Party2026!';

export const DEMO_ACCOUNTS = [
  { id: 1, email: 'zakaznik@party-shop.sk', password: DEMO_PASSWORD, role: 'zákazník', groupId: 1, scope: ['customer'] },
  {
    id: 2,
    email: 'influencer@party-shop.sk',
    password: DEMO_PASSWORD,
    role: 'influencer (skupina 2, provízia 10 %, kód INFLUENCER15)',
    groupId: 2,
    scope: ['customer'],
  },
  { id: 3, email: 'admin@party-shop.sk', password: DEMO_PASSWORD, role: 'administrátor', groupId: 1, scope: ['customer', 'admin'] },
  { id: 4, email: 'redaktor@party-shop.sk', password: DEMO_PASSWORD, role: 'redaktor obsahu', groupId: 1, scope: ['customer', 'editor'] },
  {
    id: 5,
    email: 'firma@party-shop.sk',
    password: DEMO_PASSWORD,
    role: 'veľkoodberateľ (skupina 3, zľava 10 %)',
    groupId: 3,
    scope: ['customer'],
  },
] as const;

/** Ids other code and tests may rely on. */
export const DEMO_IDS = {
  currencyCzk: 1,
  currencyEur: 2,
  influencerGroup: 2,
  influencerUser: 2,
  warehouseStore: WAREHOUSE_STORE_ID,
  servicePages: [21, 22, 23],
} as const;

const DAY = 86_400_000;

export function seedDate(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

const REVIEWER_NAMES = [
  'Jana Kováčová',
  'Martina Sabová',
  'Lucia Benková',
  'Peter Hudec',
  'Michaela Krajčírová',
  'Tomáš Bartoš',
  'Zuzana Pavlíková',
  'Ivana Hrnčiarová',
  'Marek Jurčo',
  'Katarína Šulová',
  'Simona Kubíková',
  'Róbert Ďurica',
  'Veronika Lacková',
  'Andrej Fabian',
  'Monika Záhorská',
  'Lenka Balážová',
  'Dominika Repková',
  'Juraj Mikuš',
  'Barbora Slaná',
  'Patrik Černák',
];

export interface DemoData extends CatalogRows {
  taxRates: s.NewTaxRate[];
  currencies: s.NewCurrency[];
  countries: s.NewCountry[];
  customerGroups: s.NewCustomerGroup[];
  users: Array<Omit<s.NewUser, 'passwordHash'> & { password?: string }>;
  addresses: s.NewAddress[];
  stores: s.NewStore[];
  vouchers: s.NewVoucher[];
  carriers: s.NewCarrier[];
  paymentMethods: s.NewPaymentMethod[];
  postCategories: s.NewPostCategory[];
  posts: s.NewPost[];
  pages: s.NewPage[];
  services: s.NewService[];
  jobs: s.NewJob[];
  events: s.NewShopEvent[];
  documents: Array<s.NewShopDocument & { pdf: Buffer }>;
  videos: s.NewVideo[];
  settings: s.NewSetting[];
  banners: s.NewBanner[];
  searchPlaceholders: s.NewSearchPlaceholder[];
  contacts: s.NewContact[];
}

/** All demo rows for the given seed date (no database access, no password hashing). */
export function buildDemoData(now: Date): DemoData {
  const base = seedDate(now).getTime();
  const at = (daysAgo: number, hour = 9) => new Date(base - daysAgo * DAY + hour * 3_600_000);
  const ico = COMPANY.icoBase + String(icoCheckDigit(COMPANY.icoBase));
  const iban = makeSkIban(COMPANY.bankCode, '000000', COMPANY.account);
  const companyLine = `${COMPANY.name}, ${COMPANY.street}, ${COMPANY.zip} ${COMPANY.city}, IČO ${ico}`;

  // ---------------------------------------------------------------- lists
  const currencies: s.NewCurrency[] = [
    // free delivery per currency (decision 0060): 1 500 Kč as SPEC says, and a round 60 € (not 59,52 €) for Slovakia;
    // thresholds kept in CZK (gifts, voucher minimums) shown in whole crowns / euros
    {
      id: 1,
      code: 'CZK',
      symbolBefore: '',
      symbolAfter: 'Kč',
      decimals: 2,
      rate: 1,
      isDefault: false,
      position: 2,
      freeDeliveryFrom: 150_000,
      thresholdStep: 100,
    },
    {
      id: 2,
      code: 'EUR',
      symbolBefore: '',
      symbolAfter: '€',
      decimals: 2,
      rate: EUR_RATE,
      isDefault: true,
      position: 1,
      freeDeliveryFrom: 6_000,
      thresholdStep: 100,
    },
  ];
  const countryList: Array<[string, string, string, boolean]> = [
    ['SK', 'Slovensko', '+421', true],
    ['CZ', 'Česko', '+420', true],
    ['HU', 'Maďarsko', '+36', false],
    ['AT', 'Rakúsko', '+43', false],
    ['PL', 'Poľsko', '+48', false],
    ['DE', 'Nemecko', '+49', false],
    ['GB', 'Spojené kráľovstvo', '+44', false],
    ['FR', 'Francúzsko', '+33', false],
    ['RO', 'Rumunsko', '+40', false],
    ['SI', 'Slovinsko', '+386', false],
    ['HR', 'Chorvátsko', '+385', false],
    ['UA', 'Ukrajina', '+380', false],
    ['IT', 'Taliansko', '+39', false],
  ];
  const countries: s.NewCountry[] = countryList.map(([code, name, phonePrefix, isShipping], i) => ({
    id: i + 1,
    code,
    name,
    phonePrefix,
    isShipping,
    position: i + 1,
  }));
  const customerGroups: s.NewCustomerGroup[] = [
    { id: 1, name: 'Zákazníci', description: 'Zákazník', discount: 0 },
    { id: 2, name: 'Influenceri', description: 'Influencer program', discount: 0 },
    { id: 3, name: 'Veľkoodberatelia', description: 'Veľkoodberateľ', discount: 10 },
  ];

  // ---------------------------------------------------------------- users
  const wholesaleIcoBase = '3612345';
  const wholesaleIco = wholesaleIcoBase + String(icoCheckDigit(wholesaleIcoBase));
  const demoUsers: DemoData['users'] = [
    {
      id: 1,
      email: 'zakaznik@party-shop.sk',
      password: DEMO_PASSWORD,
      firstname: 'Jana',
      lastname: 'Nováková',
      phonePrefix: '+421',
      phone: '905 123 456',
      groupId: 1,
      scope: ['customer'],
      street: 'Obchodná 12',
      city: 'Bratislava',
      zip: '811 06',
      countryCode: 'SK',
      createdAt: at(200),
      updatedAt: at(200),
    },
    {
      id: 2,
      email: 'influencer@party-shop.sk',
      password: DEMO_PASSWORD,
      firstname: 'Nikola',
      lastname: 'Mrázová',
      phonePrefix: '+421',
      phone: '911 222 333',
      groupId: 2,
      scope: ['customer'],
      commissionPercent: 10,
      street: 'Hlavná 5',
      city: 'Košice',
      zip: '040 01',
      countryCode: 'SK',
      createdAt: at(180),
      updatedAt: at(180),
    },
    {
      id: 3,
      email: 'admin@party-shop.sk',
      password: DEMO_PASSWORD,
      firstname: 'Peter',
      lastname: 'Horváth',
      phonePrefix: '+421',
      phone: '903 444 555',
      groupId: 1,
      scope: ['customer', 'admin'],
      createdAt: at(400),
      updatedAt: at(400),
    },
    {
      id: 4,
      email: 'redaktor@party-shop.sk',
      password: DEMO_PASSWORD,
      firstname: 'Eva',
      lastname: 'Kráľová',
      phonePrefix: '+421',
      phone: '907 666 777',
      groupId: 1,
      scope: ['customer', 'editor'],
      createdAt: at(300),
      updatedAt: at(300),
    },
    {
      id: 5,
      email: 'firma@party-shop.sk',
      password: DEMO_PASSWORD,
      firstname: 'Roman',
      lastname: 'Šesták',
      phonePrefix: '+421',
      phone: '918 888 999',
      groupId: 3,
      scope: ['customer'],
      company: 'Oslavy Plus s.r.o.',
      ico: wholesaleIco,
      dic: '2022334455',
      icDph: 'SK2022334455',
      street: 'Priemyselná 8',
      city: 'Žilina',
      zip: '010 01',
      countryCode: 'SK',
      createdAt: at(250),
      updatedAt: at(250),
    },
  ];
  const reviewerUsers: DemoData['users'] = REVIEWER_NAMES.map((full, i) => {
    const [firstname, lastname] = full.split(' ') as [string, string];
    return {
      id: 6 + i,
      email: `${slugify(firstname)}.${slugify(lastname)}@example.com`,
      firstname,
      lastname,
      groupId: 1,
      scope: ['customer'],
      countryCode: 'SK',
      createdAt: at(150 + i),
      updatedAt: at(150 + i),
    };
  });
  const reviewers = reviewerUsers.map((u) => ({ id: u.id!, name: `${u.firstname} ${u.lastname!.charAt(0)}.` }));
  const addresses: s.NewAddress[] = [
    {
      id: 1,
      userId: 1,
      name: 'Domov',
      firstname: 'Jana',
      lastname: 'Nováková',
      street: 'Obchodná 12',
      city: 'Bratislava',
      zip: '811 06',
      countryCode: 'SK',
      phonePrefix: '+421',
      phone: '905 123 456',
      isDefault: true,
      createdAt: at(200),
      updatedAt: at(200),
    },
    {
      id: 2,
      userId: 1,
      name: 'Chata',
      firstname: 'Jana',
      lastname: 'Nováková',
      street: 'Demänovská dolina 71',
      city: 'Liptovský Mikuláš',
      zip: '031 01',
      countryCode: 'SK',
      phonePrefix: '+421',
      phone: '905 123 456',
      isDefault: false,
      createdAt: at(120),
      updatedAt: at(120),
    },
    {
      id: 3,
      userId: 2,
      name: 'Domov',
      firstname: 'Nikola',
      lastname: 'Mrázová',
      street: 'Hlavná 5',
      city: 'Košice',
      zip: '040 01',
      countryCode: 'SK',
      phonePrefix: '+421',
      phone: '911 222 333',
      isDefault: true,
      createdAt: at(180),
      updatedAt: at(180),
    },
    {
      id: 4,
      userId: 5,
      name: 'Sklad',
      firstname: 'Roman',
      lastname: 'Šesták',
      company: 'Oslavy Plus s.r.o.',
      street: 'Priemyselná 8',
      city: 'Žilina',
      zip: '010 01',
      countryCode: 'SK',
      phonePrefix: '+421',
      phone: '918 888 999',
      isDefault: true,
      createdAt: at(250),
      updatedAt: at(250),
    },
  ];

  // ---------------------------------------------------------------- stores
  const storeColors = ['teal', 'pink', 'orange', 'purple', 'blue', 'gold', 'green'];
  const stores: s.NewStore[] = BRANCHES.map((b, i) => ({
    id: i + 1,
    slug: b.slug,
    name: b.name,
    kind: 'branch',
    town: b.town,
    street: b.street,
    zip: b.zip,
    email: b.email,
    phone: b.phone,
    openingHours: openingHours(b.hours),
    lat: b.lat,
    lng: b.lng,
    description: b.description,
    image: mediaPath(`store-${storeColors[i % storeColors.length]}-${(i % 2) + 1}.webp`),
    position: i + 1,
    isActive: true,
  }));
  stores.push({
    id: WAREHOUSE_STORE_ID,
    slug: WAREHOUSE.slug,
    name: WAREHOUSE.name,
    kind: 'warehouse',
    town: WAREHOUSE.town,
    street: WAREHOUSE.street,
    zip: WAREHOUSE.zip,
    email: WAREHOUSE.email,
    phone: WAREHOUSE.phone,
    openingHours: openingHours('warehouse'),
    lat: WAREHOUSE.lat,
    lng: WAREHOUSE.lng,
    description: WAREHOUSE.description,
    image: mediaPath('store-navy-1.webp'),
    position: 100,
    isActive: true,
  });

  // ---------------------------------------------------------------- catalogue
  const catalog = buildCatalog(seedDate(now), reviewers);

  // ---------------------------------------------------------------- checkout
  const eurToCzkGross = (eur: number) => Math.round(Math.round(eur * 100) * EUR_RATE);
  const carriers: s.NewCarrier[] = [
    {
      id: 1,
      code: 'pickup',
      name: 'Osobný odber na predajni',
      price: 0,
      taxRateId: 1,
      position: 1,
      deliveryDays: 'ihneď, ak je tovar na predajni; inak 1–3 pracovné dni',
    },
    {
      id: 2,
      code: 'courier',
      name: 'Kuriér (doručenie na adresu)',
      price: netFromGrossEur(4.9, 23),
      taxRateId: 1,
      position: 2,
      deliveryDays: '1–2 pracovné dni',
    },
    {
      id: 3,
      code: 'packeta',
      name: 'Zásielkovňa – výdajné miesto',
      price: netFromGrossEur(3.5, 23),
      taxRateId: 1,
      position: 3,
      deliveryDays: '2–3 pracovné dni',
      trackingUrl: 'https://tracking.packeta.com/sk/?id={n}',
    },
  ];
  const paymentMethods: s.NewPaymentMethod[] = [
    { id: 1, code: 'bank_transfer', name: 'Bankový prevod', price: 0, taxRateId: 1, position: 1 },
    { id: 2, code: 'card', name: 'Platba kartou online', price: 0, taxRateId: 1, position: 2 },
    { id: 3, code: 'cod', name: 'Dobierka', price: netFromGrossEur(1.5, 23), taxRateId: 1, position: 3 },
  ];
  const voucher = (v: Omit<s.NewVoucher, 'createdAt'>): s.NewVoucher => ({ serviceType: 'eshop', createdAt: at(90), ...v });
  const vouchers: s.NewVoucher[] = [
    voucher({ id: 1, code: 'VITAJ10', voucherType: 'percent', value: 10, firstPurchaseOnly: true }),
    voucher({ id: 2, code: 'ZLAVA5', voucherType: 'amount', value: eurToCzkGross(5) }),
    voucher({ id: 3, code: 'LETO2026', voucherType: 'percent', value: 15, activeFrom: at(7, 0), activeTo: at(-60, 0) }),
    voucher({ id: 4, code: 'MINIMUM', voucherType: 'amount', value: eurToCzkGross(10), minimalPrice: eurToCzkGross(50) }),
    voucher({ id: 5, code: 'JEDENKRAT', voucherType: 'percent', value: 20, quantity: 1 }),
    voucher({ id: 6, code: 'DVAKRAT', voucherType: 'amount', value: eurToCzkGross(5), quantity: 2 }),
    voucher({ id: 7, code: 'NAOSOBU', voucherType: 'percent', value: 5, quantityPerUser: 1 }),
    voucher({ id: 8, code: 'EMAILOVY', voucherType: 'amount', value: eurToCzkGross(3), requiresEmail: true }),
    voucher({ id: 9, code: 'OBJEDNAVKA', voucherType: 'order', value: eurToCzkGross(3) }),
    voucher({ id: 10, code: 'EXPIROVANY', voucherType: 'percent', value: 25, activeFrom: at(60, 0), activeTo: at(1, 0) }),
    voucher({ id: 11, code: 'INFLUENCER15', voucherType: 'percent', value: 15, ownerUserId: 2, commissionPercent: 10 }),
  ];

  // ---------------------------------------------------------------- content
  const postCategories: s.NewPostCategory[] = POST_CATEGORIES.map((c, i) => ({ ...c, position: i + 1 }));
  const posts: s.NewPost[] = POSTS.map((p, i) => ({
    id: i + 1,
    categoryId: p.category,
    slug: slugify(p.title),
    title: p.title,
    perex: p.perex,
    content: p.content,
    image: mediaPath(p.image),
    author: p.author,
    isPublished: p.published !== false,
    publishedAt: p.published === false ? null : at(p.daysAgo, 10),
    createdAt: at(Math.max(p.daysAgo, 0) + 2, 10),
    updatedAt: at(Math.max(p.daysAgo, 0), 10),
  }));
  const pages: s.NewPage[] = buildPages({ ico, iban }).map((p) => ({
    id: p.id,
    slug: p.slug,
    title: p.title,
    content: p.content,
    metaDescription: p.meta,
    isPublished: true,
    createdAt: at(365),
    updatedAt: at(30),
  }));
  const services: s.NewService[] = SERVICES.map((sv, i) => ({
    id: sv.id,
    slug: sv.slug,
    title: sv.title,
    perex: sv.perex,
    content: sv.content,
    image: mediaPath(sv.image),
    pageId: sv.pageId,
    position: i + 1,
    isPublished: true,
  }));
  const jobs: s.NewJob[] = JOBS.map((j, i) => ({
    id: i + 1,
    slug: slugify(j.title),
    title: j.title,
    location: j.location,
    employmentType: j.employmentType,
    salary: j.salary,
    description: j.description,
    isPublished: j.published,
    publishedAt: j.published ? at(j.daysAgo, 8) : null,
    createdAt: at(j.daysAgo + 1, 8),
  }));
  const events: s.NewShopEvent[] = EVENTS.map((e, i) => {
    const organizer = 'organizer' in e ? e.organizer : undefined;
    return {
      id: i + 1,
      slug: slugify(e.title),
      title: e.title,
      description: e.description,
      // hours are local (CET): UTC = local − 1
      startsAt: at(-e.inDays, e.hours[0]! - 1),
      endsAt: at(-e.inDays, e.hours[1]! - 1),
      place: e.place,
      storeId: e.store === null ? null : e.store + 1,
      image: mediaPath(e.image),
      organizerName: organizer?.name ?? 'Party shop s.r.o.',
      organizerEmail: organizer?.email ?? 'marketing@party-shop.sk',
      organizerPhone: organizer?.phone ?? null,
      isPublished: e.published,
      approvedAt: e.published ? at(Math.max(-e.inDays, 0) + 20, 10) : null,
      createdAt: at(Math.max(-e.inDays, 0) + 25, 10),
    };
  });
  const documents: DemoData['documents'] = buildDocuments(companyLine).map((d, i) => {
    const pdf = makeSimplePdf(d.pdf);
    return {
      id: i + 1,
      title: d.title,
      description: d.description,
      filePath: `/media/documents/${d.fileName}`,
      fileName: d.fileName,
      mime: 'application/pdf',
      size: pdf.length,
      position: i + 1,
      isPublished: true,
      pdf,
    };
  });
  const videos: s.NewVideo[] = VIDEOS.map((v, i) => ({
    id: i + 1,
    title: v.title,
    description: v.description,
    videoUrl: `/media/videos/${v.slug}.mp4`,
    thumbnail: mediaPath(v.thumbnail),
    durationSeconds: v.duration,
    position: i + 1,
    isPublished: true,
    createdAt: at(40 - i * 5),
  }));

  // ---------------------------------------------------------------- settings, banners, lists
  const settingValues: Record<s.Setting['name'], unknown> = {
    contacts: {
      company: COMPANY.name,
      street: COMPANY.street,
      city: COMPANY.city,
      zip: COMPANY.zip,
      email: COMPANY.email,
      phone: COMPANY.phone,
      hours: COMPANY.hours,
      ico,
      dic: COMPANY.dic,
      iban,
      bank: COMPANY.bank,
      social: SOCIAL,
      topNotice: 'Osobný odber na 13 predajniach zadarmo · Balóny s héliom nafúkneme na počkanie',
    },
    intropopup: { is_enabled: true },
    topmenu: TOP_MENU,
    bottommenu: BOTTOM_MENU,
    maintenance: { is_enabled: false },
    categoriesMenu: { category_ids: MENU_CATEGORY_SLUGS.map((slug) => catalog.topCategoryIds[slug]!) },
  };
  const settings: s.NewSetting[] = Object.entries(settingValues).map(([name, value]) => ({ name, value, updatedAt: at(30) }));
  const bannerUrl = (b: BannerDef) => (typeof b.url === 'string' ? b.url : `/${catalog.topCategoryIds[b.url.category]}/${b.url.category}`);
  const banners: s.NewBanner[] = [seasonalPromo(new Date(base).getUTCMonth() + 1), ...POPUP_BANNERS].map((b, i) => ({
    id: i + 1,
    key: b.key,
    title: b.title,
    url: bannerUrl(b),
    target: '_self',
    path: mediaPath(b.image),
    image: mediaPath(b.image),
    imageMobile: b.imageMobile ? mediaPath(b.imageMobile) : null,
    position: 1,
    isActive: true,
    activeFrom: at(10, 0),
    activeTo: at(-50, 0),
  }));
  const searchPlaceholders: s.NewSearchPlaceholder[] = SEARCH_PLACEHOLDERS.map((text, i) => ({ id: i + 1, text, position: i + 1 }));
  const contacts: s.NewContact[] = [
    ...OFFICE_CONTACTS.map((c, i) => ({
      id: i + 1,
      ...c,
      storeId: c.department === 'Logistika' ? WAREHOUSE_STORE_ID : null,
      position: i + 1,
    })),
    ...BRANCHES.map((b, i) => ({
      id: OFFICE_CONTACTS.length + i + 1,
      name: b.manager,
      role: 'Vedúci/a predajne',
      department: `Predajňa ${b.town}${b.slug.startsWith('bratislava-') ? ` – ${b.name.split('– ')[1]}` : ''}`,
      email: b.email,
      phone: b.phone,
      storeId: i + 1,
      position: OFFICE_CONTACTS.length + i + 1,
    })),
  ];

  return {
    ...catalog,
    taxRates: TAX_RATES.map((t) => ({ ...t })),
    currencies,
    countries,
    customerGroups,
    users: [...demoUsers, ...reviewerUsers],
    addresses,
    stores,
    vouchers,
    carriers,
    paymentMethods,
    postCategories,
    posts,
    pages,
    services,
    jobs,
    events,
    documents,
    videos,
    settings,
    banners,
    searchPlaceholders,
    contacts,
  };
}

/** argon2id hash (library defaults) with a salt derived from the e-mail, so the seed stays deterministic. */
async function demoPasswordHash(email: string, password: string): Promise<string> {
  const salt = createHash('sha256').update(`party-shop-demo:${email}`).digest().subarray(0, 16);
  return hash(password, { salt });
}

/**
 * Inserts rows in chunks. When every row has the same keys (the big catalogue tables) a chunk travels as one JSON
 * parameter expanded by `json_populate_recordset` — about twice as fast as a multi-row VALUES list on PGlite;
 * otherwise (rows relying on column defaults) a regular Drizzle insert with a bounded number of bind parameters.
 */
export async function insertInChunks<T extends PgTable>(tx: Db | Tx, table: T, rows: PgInsertValue<T>[]): Promise<void> {
  if (rows.length === 0) return;
  const keys = Object.keys(rows[0] as object);
  const keySignature = keys.join(',');
  const uniform = rows.every((row) => Object.keys(row as object).join(',') === keySignature);
  if (!uniform) {
    const size = Math.max(1, Math.floor(16_000 / Math.max(1, keys.length)));
    for (let i = 0; i < rows.length; i += size) await tx.insert(table).values(rows.slice(i, i + size));
    return;
  }
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const names = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return column.name;
  });
  const list = sql.raw(names.map((n) => `"${n}"`).join(', '));
  for (let i = 0; i < rows.length; i += 2000) {
    const payload = JSON.stringify(
      rows.slice(i, i + 2000).map((row) => {
        const record: Record<string, unknown> = {};
        keys.forEach((key, k) => (record[names[k]!] = (row as Record<string, unknown>)[key]));
        return record;
      }),
    );
    await tx.execute(sql`INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${table}, ${payload}::json)`);
  }
}

export async function seedDemo(db: Db, options: SeedDemoOptions = {}): Promise<void> {
  const data = buildDemoData(options.now ?? new Date());
  const users: s.NewUser[] = await Promise.all(
    data.users.map(async ({ password, ...user }) =>
      options.accounts === 'locked'
        ? { ...user, passwordHash: null, scope: ['customer'] }
        : { ...user, passwordHash: password ? await demoPasswordHash(user.email, password) : null },
    ),
  );

  await db.transaction(async (tx) => {
    await insertInChunks(tx, s.taxRates, data.taxRates);
    await insertInChunks(tx, s.currencies, data.currencies);
    await insertInChunks(tx, s.countries, data.countries);
    await insertInChunks(tx, s.customerGroups, data.customerGroups);
    await insertInChunks(tx, s.users, users);
    await insertInChunks(tx, s.addresses, data.addresses);
    await insertInChunks(tx, s.stores, data.stores);
    await insertInChunks(
      tx,
      s.categories,
      data.categories.filter((c) => c.parentId === null),
    );
    await insertInChunks(
      tx,
      s.categories,
      data.categories.filter((c) => c.parentId !== null),
    );
    await insertInChunks(tx, s.brands, data.brands);
    await insertInChunks(tx, s.motifs, data.motifs);
    await insertInChunks(tx, s.products, data.products);
    await insertInChunks(tx, s.productCategories, data.productCategories);
    await insertInChunks(tx, s.productVariants, data.productVariants);
    await insertInChunks(tx, s.productImages, data.productImages);
    await insertInChunks(tx, s.productParameters, data.productParameters);
    await insertInChunks(tx, s.priceHistory, data.priceHistory);
    await insertInChunks(tx, s.productRelations, data.productRelations);
    await insertInChunks(tx, s.stock, data.stock);
    await insertInChunks(tx, s.reviews, data.reviews);
    await insertInChunks(tx, s.carriers, data.carriers);
    await insertInChunks(tx, s.paymentMethods, data.paymentMethods);
    await insertInChunks(tx, s.vouchers, data.vouchers);
    await insertInChunks(tx, s.postCategories, data.postCategories);
    await insertInChunks(tx, s.posts, data.posts);
    await insertInChunks(tx, s.pages, data.pages);
    await insertInChunks(tx, s.services, data.services);
    await insertInChunks(tx, s.jobs, data.jobs);
    await insertInChunks(tx, s.events, data.events);
    await insertInChunks(
      tx,
      s.documents,
      data.documents.map(({ pdf: _pdf, ...row }) => row),
    );
    await insertInChunks(tx, s.videos, data.videos);
    await insertInChunks(tx, s.settings, data.settings);
    await insertInChunks(tx, s.banners, data.banners);
    await insertInChunks(tx, s.searchPlaceholders, data.searchPlaceholders);
    await insertInChunks(tx, s.contacts, data.contacts);
    // the documents' PDFs where every app server reads them, and the illustrations that may be rendered (decision 0045)
    for (const d of data.documents) await putStoredFile(tx, `media/documents/${d.fileName}`, d.pdf, 'application/pdf');
    await registerGeneratedImages(tx);
  });
  await syncIdentitySequences(db);
}
