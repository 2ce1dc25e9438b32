/**
 * The change history in the owner's words (decision 0090): every audited field gets a Slovak label and its values
 * are written as the owner reads them — money as money, ids as names (brand, category, store, group, …), times in
 * shop time, yes/no as Áno/Nie, stock per store with the store's name, states and types by their labels. The one
 * formatter of every history panel (app/components/admin/audit-log-panel.tsx). Browser-safe.
 *
 *   formatAuditChanges(t, { entity: 'products', changes: { price: { from: 40769, to: 39900 } }, refs: {} })
 *     → [{ key: 'price', label: 'Cena bez DPH', from: '407,69 Kč', to: '399,00 Kč' }]
 *
 * Names of referenced rows come with the entry (`refs`, filled by listAudit on the server: see
 * `auditReferenceIds`); a row deleted since shows as "#id". A field this table does not know gets the label
 * "Ďalší údaj" and a generically formatted value, never the stored key.
 */
import type { MessageKey, Translate } from '../../i18n';
import { formatMoney } from '../pricing/pricing';
import { shopDateTimeFormat } from '../../lib/shop-time';

/** Tables whose names the history shows instead of ids. */
export type AuditRefKind =
  'brands' | 'categories' | 'stores' | 'taxRates' | 'customerGroups' | 'users' | 'products' | 'postCategories' | 'pages' | 'variants';

type FieldKind =
  | 'text'
  | 'html'
  | 'money'
  | 'percent'
  | 'number'
  | 'pieces'
  | 'bool'
  | 'datetime'
  | 'date'
  | 'list'
  | 'voucherValue'
  | 'stockReturned'
  | { ref: AuditRefKind }
  | { refs: AuditRefKind }
  | { choice: string };

/**
 * Audited money is what the columns store: CZK minor units (catalogue prices net of VAT, voucher minimums, the
 * influencers' commission). One place to change when the stored currency changes.
 */
const AUDIT_MONEY = { decimals: 2, symbol_before: '', symbol_after: 'Kč' };

/** Field name → its kind, for every entity (entity-specific meanings in ENTITY_FIELDS). */
const FIELDS: Record<string, FieldKind> = {
  name: 'text',
  title: 'text',
  slug: 'text',
  code: 'text',
  ean: 'text',
  size: 'text',
  color: 'text',
  shortDescription: 'html',
  description: 'html',
  metaDescription: 'text',
  content: 'html',
  perex: 'text',
  image: 'text',
  images: 'list',
  brandId: { ref: 'brands' },
  defaultCategoryId: { ref: 'categories' },
  categories: { refs: 'categories' },
  parameters: 'list',
  taxRateId: { ref: 'taxRates' },
  price: 'money',
  priceSale: 'money',
  isPriceSaleActive: 'bool',
  saleFrom: 'datetime',
  saleTo: 'datetime',
  isAdult: 'bool',
  isVisible: 'bool',
  isTop: 'bool',
  isService: 'bool',
  isGift: 'bool',
  giftThresholdGross: 'money',
  publishedAt: 'datetime',
  deliveryRestriction: { choice: 'admin.history.value.delivery_restriction' },
  isDefault: 'bool',
  position: 'number',
  restockDate: 'date',
  productId: { ref: 'products' },
  variants: 'text',
  parentId: { ref: 'categories' },
  // orders
  state: { choice: 'order.state' },
  paidAt: 'datetime',
  note: 'text',
  trackingNumber: 'text',
  voucherUsesReleased: 'text',
  stockReturned: 'stockReturned',
  // vouchers
  voucherType: { choice: 'admin.history.value.voucher_type' },
  value: 'voucherValue',
  serviceType: 'text',
  quantity: 'pieces',
  quantityPerUser: 'pieces',
  minimalPrice: 'money',
  activeFrom: 'datetime',
  activeTo: 'datetime',
  requiresEmail: 'bool',
  isCombinable: 'bool',
  firstPurchaseOnly: 'bool',
  discountsDelivery: 'bool',
  ownerUserId: { ref: 'users' },
  commissionPercent: 'percent',
  isActive: 'bool',
  // customers, groups, influencers
  groupId: { ref: 'customerGroups' },
  discount: 'percent',
  unpaidCommission: 'money',
  voucherUses: 'list',
  email: 'text',
  // reviews
  review: 'text',
  status: { choice: 'admin.reviews.status' },
  stars: 'number',
  text: 'text',
  mode: { choice: 'admin.history.value.review_mode' },
  // banners, settings, thresholds
  key: 'text',
  url: 'text',
  target: 'text',
  is_enabled: 'bool',
  texts: 'list',
  freeDeliveryFrom: 'money',
  thresholdStep: 'money',
  // content
  categoryId: { ref: 'postCategories' },
  pageId: { ref: 'pages' },
  storeId: { ref: 'stores' },
  author: 'text',
  isPublished: 'bool',
  startsAt: 'datetime',
  endsAt: 'datetime',
  approvedAt: 'datetime',
  place: 'text',
  location: 'text',
  organizerName: 'text',
  organizerEmail: 'text',
  organizerPhone: 'text',
  fileName: 'text',
  filePath: 'text',
  videoUrl: 'text',
  thumbnail: 'text',
  durationSeconds: 'number',
  applications: 'number',
  street: 'text',
  town: 'text',
  zip: 'text',
  phone: 'text',
  lat: 'text',
  lng: 'text',
  salary: 'text',
  employmentType: 'text',
  role: 'text',
  department: 'text',
  openingHours: 'list',
};

/** Where a field means something else in one entity. */
const ENTITY_FIELDS: Record<string, Record<string, FieldKind>> = {
  // the free-delivery threshold of a currency is gross minor units of that currency (decision 0060)
  currencies: { freeDeliveryFrom: 'number', thresholdStep: 'number' },
};

/** Labels: admin.history.field.<entity>.<field>, then admin.history.field.<field>, then the content form's label. */
const labelKeys = (entity: string, field: string) => [
  `admin.history.field.${entity}.${field}`,
  `admin.history.field.${field}`,
  `admin.content.field.${field}`,
];

export interface AuditEntryInput {
  entity: string;
  changes: unknown;
  refs: Readonly<Record<string, string>>;
}

export interface FormattedChange {
  key: string;
  label: string;
  /** null: the change has no before/after (a plain note) */
  from: string | null;
  to: string;
}

interface Context {
  t: Translate;
  has: (key: string) => boolean;
  refs: Readonly<Record<string, string>>;
  entity: string;
  changes: Record<string, unknown>;
}

const EMPTY = '–';

function dateTime(value: string): string | null {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return shopDateTimeFormat('sk-SK', { dateStyle: 'short', timeStyle: 'short' }).format(date);
}

function calendarDate(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? `${Number(m[3])}. ${Number(m[2])}. ${m[1]}` : dateTime(value);
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function shorten(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** Any value without a known kind: yes/no, times, lists and objects in words, long text shortened. */
function generic(ctx: Context, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return ctx.t(value ? 'admin.history.value.yes' : 'admin.history.value.no');
  if (typeof value === 'number') return value.toLocaleString('sk-SK');
  if (typeof value === 'string') return ISO_TIME.test(value) ? (dateTime(value) ?? shorten(value)) : shorten(value);
  if (Array.isArray(value)) return value.length === 0 ? EMPTY : value.map((v) => generic(ctx, v)).join(', ');
  if (typeof value === 'object')
    return (
      Object.entries(value as Record<string, unknown>)
        .map(([k, v]) => `${fieldLabel(ctx, k)}: ${generic(ctx, v)}`)
        .join('; ') || EMPTY
    );
  return shorten(String(value));
}

function refName(ctx: Context, kind: AuditRefKind, id: unknown): string {
  if (id === null || id === undefined || id === '') return EMPTY;
  return ctx.refs[`${kind}:${String(id)}`] ?? `#${String(id)}`;
}

function choice(ctx: Context, prefix: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  const key = `${prefix}.${String(value)}`;
  return ctx.has(key) ? ctx.t(key as MessageKey) : generic(ctx, value);
}

function voucherType(ctx: Context): unknown {
  const change = ctx.changes.voucherType as { to?: unknown; from?: unknown } | undefined;
  return change?.to ?? change?.from ?? ctx.refs['voucherType'];
}

function formatValue(ctx: Context, kind: FieldKind, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof kind === 'object') {
    if ('ref' in kind) return refName(ctx, kind.ref, value);
    if ('refs' in kind)
      return Array.isArray(value) ? value.map((id) => refName(ctx, kind.refs, id)).join(', ') || EMPTY : refName(ctx, kind.refs, value);
    return choice(ctx, kind.choice, value);
  }
  switch (kind) {
    case 'money':
      return typeof value === 'number' ? formatMoney(value, AUDIT_MONEY) : generic(ctx, value);
    case 'percent':
      return typeof value === 'number' ? `${value.toLocaleString('sk-SK')} %` : generic(ctx, value);
    case 'pieces':
      return typeof value === 'number' ? ctx.t('admin.history.value.pieces', { count: value }) : generic(ctx, value);
    case 'bool':
      return typeof value === 'boolean' ? ctx.t(value ? 'admin.history.value.yes' : 'admin.history.value.no') : generic(ctx, value);
    case 'datetime':
      return typeof value === 'string' ? (dateTime(value) ?? shorten(value)) : generic(ctx, value);
    case 'date':
      return typeof value === 'string' ? (calendarDate(value) ?? value) : generic(ctx, value);
    case 'html':
      return typeof value === 'string' ? shorten(value.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ')) || EMPTY : generic(ctx, value);
    case 'voucherValue': {
      if (typeof value !== 'number') return generic(ctx, value);
      const type = voucherType(ctx);
      if (type === 'percent') return `${value} %`;
      if (type === 'amount' || type === 'order') return formatMoney(value, AUDIT_MONEY);
      return value.toLocaleString('sk-SK');
    }
    case 'stockReturned':
      // "2× variant 5 → store 3, …" as the cancel wrote it
      return typeof value === 'string'
        ? value.replace(/(\d+)× variant (\d+) → store (\d+)/g, (_w, qty: string, variant: string, store: string) =>
            ctx.t('admin.history.value.stock_returned', {
              count: Number(qty),
              variant: refName(ctx, 'variants', variant),
              store: refName(ctx, 'stores', store),
            }),
          )
        : generic(ctx, value);
    case 'list':
      return Array.isArray(value) ? value.map((v) => generic(ctx, v)).join(', ') || EMPTY : generic(ctx, value);
    default:
      return generic(ctx, value);
  }
}

function fieldLabel(ctx: Context, field: string): string {
  const key = labelKeys(ctx.entity, field).find((k) => ctx.has(k));
  return key ? ctx.t(key as MessageKey) : ctx.t('admin.history.field.other');
}

/** A field's label and kind, including the compound keys: stock.<store id>, <variant code>.<field>, image.<id>.<field>. */
function describe(ctx: Context, key: string): { label: string; kind: FieldKind } {
  const stock = /^stock\.(\d+)$/.exec(key);
  if (stock) return { label: ctx.t('admin.history.field.stock_at', { store: refName(ctx, 'stores', stock[1]) }), kind: 'pieces' };
  const image = /^image\.(\d+)\.(\w+)$/.exec(key);
  if (image)
    return { label: ctx.t('admin.history.field.image_field', { field: fieldLabel(ctx, image[2]!) }), kind: FIELDS[image[2]!] ?? 'text' };
  const known = ENTITY_FIELDS[ctx.entity]?.[key] ?? FIELDS[key];
  if (known || !key.includes('.')) return { label: fieldLabel(ctx, key), kind: known ?? 'text' };
  // a variant's field on its product's history: "<code>.<field>" (the code may itself hold dots)
  const split = /^(.+?)\.((?:stock\.\d+)|\w+)$/.exec(key);
  if (split) {
    const inner = describe({ ...ctx, entity: 'product_variants' }, split[2]!);
    return { label: ctx.t('admin.history.field.variant_field', { code: split[1]!, field: inner.label }), kind: inner.kind };
  }
  return { label: ctx.t('admin.history.field.other'), kind: 'text' };
}

export function formatAuditChanges(t: Translate, entry: AuditEntryInput, has: (key: string) => boolean): FormattedChange[] {
  const changes = entry.changes;
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return [];
  const ctx: Context = { t, has, refs: entry.refs, entity: entry.entity, changes: changes as Record<string, unknown> };
  return Object.entries(ctx.changes).map(([key, change]) => {
    const { label, kind } = describe(ctx, key);
    const pair = change && typeof change === 'object' && !Array.isArray(change) && ('from' in change || 'to' in change);
    if (!pair) return { key, label, from: null, to: formatValue(ctx, kind, change) };
    const { from, to } = change as { from?: unknown; to?: unknown };
    return { key, label, from: formatValue(ctx, kind, from), to: formatValue(ctx, kind, to) };
  });
}

/** The action of an entry in words (admin.audit.action.*), else "zmena". */
export function auditActionLabel(t: Translate, action: string, has: (key: string) => boolean): string {
  const key = `admin.audit.action.${action}`;
  return has(key) ? t(key as MessageKey) : t('admin.audit.action.update');
}

/** The ids an entry's changes refer to, per table (listAudit loads their names). */
export function auditReferenceIds(entity: string, changes: unknown, into: Map<AuditRefKind, Set<string>>): void {
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return;
  const add = (kind: AuditRefKind, id: unknown) => {
    if (id === null || id === undefined || id === '' || !/^\d{1,10}$/.test(String(id))) return;
    let set = into.get(kind);
    if (!set) into.set(kind, (set = new Set()));
    set.add(String(id));
  };
  const visit = (key: string, value: unknown) => {
    const stock = /(?:^|\.)stock\.(\d+)$/.exec(key);
    if (stock) add('stores', stock[1]);
    const field = key.includes('.') ? key.slice(key.lastIndexOf('.') + 1) : key;
    const kind = ENTITY_FIELDS[entity]?.[field] ?? FIELDS[field];
    const values =
      value && typeof value === 'object' && !Array.isArray(value) && ('from' in value || 'to' in value)
        ? [(value as { from?: unknown }).from, (value as { to?: unknown }).to]
        : [value];
    for (const v of values) {
      if (kind && typeof kind === 'object' && 'ref' in kind) add(kind.ref, v);
      else if (kind && typeof kind === 'object' && 'refs' in kind) for (const id of Array.isArray(v) ? v : [v]) add(kind.refs, id);
      else if (kind === 'stockReturned' && typeof v === 'string')
        for (const m of v.matchAll(/× variant (\d+) → store (\d+)/g)) {
          add('variants', m[1]);
          add('stores', m[2]);
        }
    }
  };
  for (const [key, value] of Object.entries(changes as Record<string, unknown>)) visit(key, value);
}
