/**
 * The back-office voucher form and API body (decision 0034). Browser-safe (zod only).
 *
 * The fields are exactly the limits the cart and the order placement enforce (src/domain/vouchers/voucher-rules.ts,
 * cart-vouchers.ts, voucher-claims.ts): type and value, service type, total uses (`quantity`), uses per customer,
 * validity window, minimal cart value, e-mail required, stacking and first purchase (decision 0050), owner influencer
 * and commission, active flag.
 *
 * Money (decision 0080): the owner types and reads amounts gross in the shop's main currency (EUR): `amount` (for
 * 'amount' / 'order') and `minimalAmount` are its minor units (5 € = 500); the domain keeps the gross CZK haléře the
 * `vouchers` table stores (`value`, `minimalPrice`), which are still accepted instead. `value` is the percent for
 * 'percent'. Dates ISO 8601. The page form types amounts in € with two decimals ("12,50") and dates as Bratislava
 * wall time (datetime-local); `voucherFormSchema` converts those into the same input and validates it with the same
 * rules (one schema for page and API).
 */
import type { MessageKey, Translate } from '../../i18n';
import { z } from '../../lib/zod';
import { formatMoneyInput, parseMoneyInput } from '../../lib/money-input';
import { formatMoney, type MoneyFormat } from '../pricing/pricing';
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
    voucherType: z.enum(VOUCHER_TYPES).describe('amount (money off), percent (off the goods), order (an amount the shopper cannot remove)'),
    amount: z
      .number()
      .int()
      .min(1)
      .max(MAX_VOUCHER_AMOUNT)
      .optional()
      .describe("'amount' / 'order': gross amount off in minor units of the shop's main currency (EUR cents: 5 € = 500); wins over value"),
    value: z
      .number()
      .int()
      .min(1)
      .max(MAX_VOUCHER_AMOUNT)
      .optional()
      .describe("percent for 'percent' (1–100); for 'amount' / 'order' without amount: gross CZK haléře (the stored value)"),
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
    minimalAmount: z
      .number()
      .int()
      .min(0)
      .max(MAX_VOUCHER_AMOUNT)
      .nullish()
      .describe(
        'minimal cart value, gross minor units of the main currency (20 € = 2000); null = none; given (also null), it wins over minimalPrice',
      ),
    minimalPrice: optionalInt(0, MAX_VOUCHER_AMOUNT).describe(
      'minimal cart value, gross CZK haléře (the stored value), used without minimalAmount; null = none',
    ),
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
    if (v.voucherType === 'percent' ? v.value === undefined : v.value === undefined && v.amount === undefined)
      ctx.addIssue({ code: 'custom', path: [v.voucherType === 'percent' ? 'value' : 'amount'], message: 'validation.required' });
    if (v.voucherType === 'percent' && v.value !== undefined && v.value > 100)
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

/** A typed amount in the main currency → minor units; anything else stays as typed (the schema then reports it). */
function parseAmount(text: string | undefined): number | string | null {
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
    ...(type === 'percent' ? { value: parseIntField(values.value) ?? undefined } : { amount: parseAmount(values.value) ?? undefined }),
    serviceType: (values.serviceType ?? '').trim() || 'eshop',
    quantity: parseIntField(values.quantity),
    quantityPerUser: parseIntField(values.quantityPerUser),
    minimalAmount: parseAmount(values.minimalPrice),
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

/** The page form: strings in the main currency / wall time → the same validated input as the API. */
export const voucherFormSchema = z.preprocess((raw) => voucherFormToInput((raw ?? {}) as VoucherFormValues), voucherInputSchema);

/** Errors keyed by the input's fields → by the form's (the amount is typed in `value`, the minimum in `minimalPrice`). */
export function voucherFormErrors(errors: Record<string, string[]>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, list] of Object.entries(errors)) {
    const field = key === 'amount' ? 'value' : key === 'minimalAmount' ? 'minimalPrice' : key;
    out[field] = [...(out[field] ?? []), ...list];
  }
  return out;
}

/** A voucher as the form shows it (strings). */
export function voucherToFormValues(v: {
  code: string;
  voucherType: AdminVoucherType;
  value: number;
  amount: number | null;
  minimalAmount: number | null;
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
    value: v.voucherType === 'percent' ? String(v.value) : formatMoneyInput(v.amount),
    serviceType: v.serviceType,
    quantity: v.quantity === null ? '' : String(v.quantity),
    quantityPerUser: v.quantityPerUser === null ? '' : String(v.quantityPerUser),
    minimalPrice: formatMoneyInput(v.minimalAmount),
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

/** "10 %" or "5,00 €" (the amount in the main currency) */
export function voucherValueLabel(v: { voucherType: AdminVoucherType; value: number; amount: number | null }, main: MoneyFormat): string {
  return v.voucherType === 'percent' ? `${v.value} %` : formatMoney(v.amount ?? 0, main);
}

export function voucherTypeLabel(t: Translate, type: AdminVoucherType): string {
  return t(`admin.vouchers.type.${type}` as MessageKey);
}
