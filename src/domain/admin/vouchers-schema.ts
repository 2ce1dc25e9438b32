/**
 * The back-office voucher form and API body (decision 0034). Browser-safe (zod only).
 *
 * The fields are exactly the limits the cart and the order placement enforce (src/domain/vouchers/voucher-rules.ts,
 * cart-vouchers.ts, voucher-claims.ts): type and value, service type, total uses (`quantity`), uses per customer,
 * validity window, minimal cart value, e-mail required, stacking and first purchase (decision 0050), owner influencer
 * and commission, active flag.
 *
 * Units are the ones the `vouchers` table stores: `value` is a percent for 'percent' and gross CZK haléře for
 * 'amount' / 'order'; `minimalPrice` gross CZK haléře; dates ISO 8601. The page form types amounts in Kč with two
 * decimals ("12,50") and dates as Bratislava wall time (datetime-local); `voucherFormSchema` converts those into
 * the same input and validates it with the same rules (one schema for page and API).
 */
import type { MessageKey, Translate } from '../../i18n';
import { z } from '../../lib/zod';
import { formatMoneyInput, parseMoneyInput } from '../../lib/money-input';
import { isoToShopLocalInput, shopLocalInputToIso } from '../../lib/shop-time';

export const VOUCHER_TYPES = ['amount', 'percent', 'order'] as const;
export type AdminVoucherType = (typeof VOUCHER_TYPES)[number];

/** Highest amount a voucher may take off or require (1 000 000 Kč), in haléře. */
const MAX_VOUCHER_AMOUNT = 100_000_000;
const MAX_VOUCHER_USES = 1_000_000;

const optionalInt = (min: number, max: number) => z.number().int().min(min).max(max).nullable().default(null);

export const voucherInputSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/, 'admin.vouchers.error.code_format')
      .describe('the code shoppers type; unique case-insensitively'),
    voucherType: z.enum(VOUCHER_TYPES).describe('amount (CZK off), percent (off the goods), order (an amount the shopper cannot remove)'),
    value: z
      .number()
      .int()
      .min(1)
      .max(MAX_VOUCHER_AMOUNT)
      .describe("percent for 'percent' (1–100); gross CZK haléře for 'amount' / 'order'"),
    serviceType: z
      .string()
      .trim()
      .min(1)
      .max(32)
      .regex(/^[a-z0-9_-]+$/, 'admin.vouchers.error.service_type_format')
      .default('eshop')
      .describe("the service the code is for; the storefront sends 'eshop'"),
    quantity: optionalInt(1, MAX_VOUCHER_USES).describe('total uses; null = unlimited'),
    quantityPerUser: optionalInt(1, MAX_VOUCHER_USES).describe('uses per customer (user id or e-mail); null = unlimited'),
    minimalPrice: optionalInt(0, MAX_VOUCHER_AMOUNT).describe('minimal cart value, gross CZK haléře; null = none'),
    activeFrom: z.iso.datetime({ offset: true }).nullable().default(null).describe('valid from (ISO 8601); null = at once'),
    activeTo: z.iso.datetime({ offset: true }).nullable().default(null).describe('valid until (ISO 8601); null = forever'),
    requiresEmail: z.boolean().default(false).describe('a guest must give an e-mail'),
    isCombinable: z
      .boolean()
      .default(false)
      .describe("may share a cart with other combinable codes ('order' vouchers always stack) — decision 0050"),
    firstPurchaseOnly: z
      .boolean()
      .default(false)
      .describe('only for a customer without an earlier non-cancelled order (account or e-mail)'),
    discountsDelivery: z
      .boolean()
      .default(false)
      .describe('what the goods leave of the discount lowers the delivery fee too (never the payment fee) — decision 0059'),
    ownerUserId: z.number().int().min(1).max(2_147_483_647).nullable().default(null).describe('the influencer owning the code'),
    commissionPercent: optionalInt(0, 100).describe("the owner's commission in percent; null = the owner's own rate"),
    isActive: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.voucherType === 'percent' && v.value > 100)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'admin.vouchers.error.percent_range' });
    if (v.activeFrom && v.activeTo && new Date(v.activeTo).getTime() <= new Date(v.activeFrom).getTime()) {
      ctx.addIssue({ code: 'custom', path: ['activeTo'], message: 'admin.vouchers.error.window' });
    }
    if (v.quantity !== null && v.quantityPerUser !== null && v.quantityPerUser > v.quantity) {
      ctx.addIssue({ code: 'custom', path: ['quantityPerUser'], message: 'admin.vouchers.error.per_user_above_total' });
    }
    if (v.commissionPercent !== null && v.ownerUserId === null) {
      ctx.addIssue({ code: 'custom', path: ['commissionPercent'], message: 'admin.vouchers.error.commission_without_owner' });
    }
  });
export type VoucherInput = z.infer<typeof voucherInputSchema>;

/** Form field names (= input field names, so errors land at the right field). */
export const VOUCHER_FORM_FIELDS = [
  'code',
  'voucherType',
  'value',
  'serviceType',
  'quantity',
  'quantityPerUser',
  'minimalPrice',
  'activeFrom',
  'activeTo',
  'requiresEmail',
  'isCombinable',
  'firstPurchaseOnly',
  'discountsDelivery',
  'ownerUserId',
  'commissionPercent',
  'isActive',
] as const;
export type VoucherFormValues = Partial<Record<(typeof VOUCHER_FORM_FIELDS)[number], string>>;

/** A typed amount in Kč → haléře; anything else stays as typed (the schema then reports it). */
function parseCrowns(text: string | undefined): number | string | null {
  const minor = parseMoneyInput(text);
  return Number.isNaN(minor) ? (text ?? '') : minor;
}

function parseIntField(text: string | undefined): number | string | null {
  const s = (text ?? '').trim();
  if (s === '') return null;
  return /^\d{1,9}$/.test(s) ? Number(s) : s;
}

/** The posted form's strings → the API input shape (before validation). */
export function voucherFormToInput(values: VoucherFormValues): Record<string, unknown> {
  const type = values.voucherType ?? '';
  return {
    code: values.code ?? '',
    voucherType: type === '' ? undefined : type,
    value: type === 'percent' ? parseIntField(values.value) : parseCrowns(values.value),
    serviceType: (values.serviceType ?? '').trim() || 'eshop',
    quantity: parseIntField(values.quantity),
    quantityPerUser: parseIntField(values.quantityPerUser),
    minimalPrice: parseCrowns(values.minimalPrice),
    activeFrom: shopLocalInputToIso(values.activeFrom),
    activeTo: shopLocalInputToIso(values.activeTo),
    requiresEmail: values.requiresEmail === 'on' || values.requiresEmail === 'true',
    isCombinable: values.isCombinable === 'on' || values.isCombinable === 'true',
    firstPurchaseOnly: values.firstPurchaseOnly === 'on' || values.firstPurchaseOnly === 'true',
    discountsDelivery: values.discountsDelivery === 'on' || values.discountsDelivery === 'true',
    ownerUserId: parseIntField(values.ownerUserId),
    commissionPercent: parseIntField(values.commissionPercent),
    isActive: values.isActive === 'on' || values.isActive === 'true',
  };
}

/** The page form: strings in Kč / wall time → the same validated input as the API. */
export const voucherFormSchema = z.preprocess((raw) => voucherFormToInput((raw ?? {}) as VoucherFormValues), voucherInputSchema);

/** A voucher as the form shows it (strings). */
export function voucherToFormValues(v: {
  code: string;
  voucherType: AdminVoucherType;
  value: number;
  serviceType: string;
  quantity: number | null;
  quantityPerUser: number | null;
  minimalPrice: number | null;
  activeFrom: string | null;
  activeTo: string | null;
  requiresEmail: boolean;
  isCombinable: boolean;
  firstPurchaseOnly: boolean;
  discountsDelivery: boolean;
  ownerUserId: number | null;
  commissionPercent: number | null;
  isActive: boolean;
}): VoucherFormValues {
  return {
    code: v.code,
    voucherType: v.voucherType,
    value: v.voucherType === 'percent' ? String(v.value) : formatMoneyInput(v.value),
    serviceType: v.serviceType,
    quantity: v.quantity === null ? '' : String(v.quantity),
    quantityPerUser: v.quantityPerUser === null ? '' : String(v.quantityPerUser),
    minimalPrice: formatMoneyInput(v.minimalPrice),
    activeFrom: isoToShopLocalInput(v.activeFrom),
    activeTo: isoToShopLocalInput(v.activeTo),
    requiresEmail: v.requiresEmail ? 'on' : '',
    isCombinable: v.isCombinable ? 'on' : '',
    firstPurchaseOnly: v.firstPurchaseOnly ? 'on' : '',
    discountsDelivery: v.discountsDelivery ? 'on' : '',
    ownerUserId: v.ownerUserId === null ? '' : String(v.ownerUserId),
    commissionPercent: v.commissionPercent === null ? '' : String(v.commissionPercent),
    isActive: v.isActive ? 'on' : '',
  };
}

/** List filters (?q=&type=&active=1|0). */
export const voucherListFilterSchema = z.object({
  q: z.string().trim().max(64).optional().catch(undefined),
  type: z.enum(VOUCHER_TYPES).optional().catch(undefined),
  active: z.enum(['1', '0']).optional().catch(undefined),
});
export type VoucherListFilters = z.infer<typeof voucherListFilterSchema>;

/** A stored voucher amount (gross haléře): "50,00 Kč" */
export function voucherAmountLabel(minor: number): string {
  return `${formatMoneyInput(minor)} Kč`;
}

/** "10 %" or "50,00 Kč" */
export function voucherValueLabel(v: { voucherType: AdminVoucherType; value: number }): string {
  return v.voucherType === 'percent' ? `${v.value} %` : voucherAmountLabel(v.value);
}

export function voucherTypeLabel(t: Translate, type: AdminVoucherType): string {
  return t(`admin.vouchers.type.${type}` as MessageKey);
}
