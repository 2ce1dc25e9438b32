/**
 * THE checkout form schema (SPEC §5 "Checkout", PRODUCT.md "Shopping"): one zod schema for the browser form and the
 * server (POST /api/checkout/validate, order placement). Browser-safe: zod and pure helpers only.
 *
 *   const parsed = checkoutSchema(config.locale).safeParse(body);
 *   if (!parsed.success) → formatZodError(parsed.error, body, t)   // { 'invoice.ico': ['…'], pickupStoreId: ['…'] }
 *
 * Rules, each reported at its field path with a catalogue message (src/i18n, keys 'validation.*' and 'checkout.*'):
 * - contact: e-mail (required, valid), phone prefix from SPEC §3's list (or empty), phone of 6–15 digits (spaces,
 *   dashes, slashes and brackets are ignored; '+421 911 …' typed with the empty prefix is split into prefix + number);
 * - invoice address: first and last name, street with a house number, city, ZIP (5 digits, stored as '811 01'),
 *   country — which must be the shop's country: Slovakia ('SK') in `sk`, the Czech Republic ('CZ') in `cs`;
 * - company order (`isCompany`): company name and IČO required, IČO checksum-validated; DIČ and IČ DPH optional,
 *   format-checked for the shop's country. Company fields of a non-company order are dropped;
 * - different delivery address (`differentDelivery`, courier only): a full address in the shop's country; for the
 *   other carriers the goods go to a branch or pickup point and a delivery address sent along is dropped;
 * - carrier (pickup / courier / packeta) and payment method (bank_transfer / card / cod) must be chosen;
 *   pickup needs `pickupStoreId`, packeta needs `packetaPointId` and `packetaPointName`;
 *   personal pickup requires prepayment (card or bank transfer);
 * - note at most NOTE_MAX_LENGTH characters; terms must be agreed;
 * - optional account (`createAccount`): password of PASSWORD_MIN_LENGTH+ characters and its confirmation
 *   ('Heslá nie sú zhodné.' at `passwordConfirmation` when they differ).
 * Every rule is checked in one pass, so the form shows all problems at once.
 *
 * What needs the database (the branch exists, the carrier is active, card payments are enabled) is checked by
 * `checkCheckoutAgainstDatabase` in checkout-validation.ts.
 */
import { z } from '../../lib/zod';
import { PHONE_PREFIXES } from '../../lib/constants';
import { isValidDic, isValidIcDph, isValidIco, normalizeIco, normalizeTaxId, type ShopCountry } from '../company-registry/company-id';
import {
  ADDRESS_CARRIERS,
  CHECKOUT_CARRIER_CODES,
  CHECKOUT_PAYMENT_CODES,
  isPaymentAllowed,
  NOTE_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  shopCountry,
} from './checkout-rules';

/** Largest id an `integer` column holds. */
const MAX_ID = 2_147_483_647;

// ---------------------------------------------------------------------------------------------------------------------
// field helpers

type Raw = Record<string, unknown>;

function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checkbox values of a JSON body or an HTML form: true, 'true', 'on', '1' are checked; absent, '', 'false', '0' not. */
function checkboxValue(value: unknown): unknown {
  if (value === true || value === 'true' || value === 'on' || value === '1' || value === 1) return true;
  if (value === undefined || value === null || value === false || value === '' || value === 'false' || value === '0' || value === 0)
    return false;
  return value;
}

const blankToUndefined = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);

const checkbox = z.preprocess(checkboxValue, z.boolean());

/** A required text: trimmed, 1…max characters. */
export const requiredText = (max: number) => z.string().trim().min(1, 'validation.required').max(max);

/** An optional text: blank → absent. */
export const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

const NON_DIGIT_SEPARATORS = /[\s\u00A0\-/().]/g;

export const emailField = z.string().trim().min(1, 'validation.required').max(254).pipe(z.email('validation.email'));

export const phonePrefixField = z.preprocess((v) => (v === undefined || v === null ? '' : v), z.enum(PHONE_PREFIXES, 'validation.invalid'));

export const phoneField = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .transform((v) => v.replace(NON_DIGIT_SEPARATORS, ''))
  .pipe(z.string().regex(/^\d+$/, 'validation.numeric'))
  .pipe(z.string().min(PHONE_MIN_DIGITS).max(PHONE_MAX_DIGITS));

/** ZIP of SK and CZ: 5 digits, typed with or without the space; stored as '811 01'. */
export const zipField = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .transform((v) => v.replace(/[\s\u00A0]+/g, ''))
  .pipe(z.string().regex(/^\d{5}$/, 'checkout.zip_invalid'))
  .transform((v) => `${v.slice(0, 3)} ${v.slice(3)}`);

/** Street and house number ('Hlavná 5', 'Dolná Ves 123'): a courier needs the number. */
export const streetField = requiredText(200).pipe(z.string().regex(/\d/, 'checkout.street_number_missing'));

const countryField = (country: ShopCountry) =>
  z
    .string()
    .trim()
    .min(1, 'validation.required')
    .transform((v) => v.toUpperCase())
    .pipe(z.literal(country, 'checkout.country_not_allowed'));

const icoField = z.preprocess(blankToUndefined, z.string().transform(normalizeIco).refine(isValidIco, 'checkout.ico_invalid').optional());

const dicField = (country: ShopCountry) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .transform(normalizeTaxId)
      .refine((v) => isValidDic(v, country), 'checkout.dic_invalid')
      .optional(),
  );

const icDphField = (country: ShopCountry) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .transform(normalizeTaxId)
      .refine((v) => isValidIcDph(v, country), 'checkout.ic_dph_invalid')
      .optional(),
  );

const optionalId = z.preprocess((v) => {
  const blank = blankToUndefined(v);
  return typeof blank === 'string' && /^\s*\d{1,12}\s*$/.test(blank) ? Number(blank) : blank;
}, z.number('validation.invalid').int('validation.invalid').min(1, 'validation.invalid').max(MAX_ID, 'validation.invalid').optional());

/** Packeta point ids are numbers in the feed; demo points too. */
const packetaPointId = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : blankToUndefined(v)),
  z
    .string()
    .trim()
    .regex(/^\d{1,12}$/, 'validation.invalid')
    .optional(),
);

// ---------------------------------------------------------------------------------------------------------------------
// the schema

function addressShape(country: ShopCountry) {
  return {
    firstname: requiredText(100),
    lastname: requiredText(100),
    street: streetField,
    city: requiredText(100),
    zip: zipField,
    country: countryField(country),
  };
}

function baseSchema(country: ShopCountry) {
  return z.object({
    email: emailField,
    phonePrefix: phonePrefixField,
    phone: phoneField,
    isCompany: checkbox,
    invoice: z.object(
      {
        ...addressShape(country),
        company: optionalText(200),
        ico: icoField,
        dic: dicField(country),
        icDph: icDphField(country),
      },
      'validation.required',
    ),
    differentDelivery: checkbox,
    delivery: z.object({ ...addressShape(country), company: optionalText(200) }, 'validation.required').optional(),
    carrier: z.enum(CHECKOUT_CARRIER_CODES, 'checkout.carrier_required'),
    pickupStoreId: optionalId,
    packetaPointId,
    packetaPointName: optionalText(300),
    paymentMethod: z.enum(CHECKOUT_PAYMENT_CODES, 'checkout.payment_required'),
    note: optionalText(NOTE_MAX_LENGTH),
    termsAgreed: z.preprocess(checkboxValue, z.literal(true, 'checkout.terms_required')),
    createAccount: checkbox,
    password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH).optional(),
    passwordConfirmation: z.string().optional(),
  });
}

type ParsedBase = z.output<ReturnType<typeof baseSchema>>;

/** An address as the checkout keeps it (ZIP as '811 01', country 'SK' / 'CZ'). */
interface CheckoutAddress {
  firstname: string;
  lastname: string;
  street: string;
  city: string;
  zip: string;
  country: ShopCountry;
}

/** A valid checkout, normalized: what order placement receives. */
export interface CheckoutData {
  email: string;
  /** one of PHONE_PREFIXES ('' = none) */
  phonePrefix: (typeof PHONE_PREFIXES)[number];
  /** digits only */
  phone: string;
  isCompany: boolean;
  invoice: CheckoutAddress & {
    /** company fields are null for a non-company order */
    company: string | null;
    ico: string | null;
    dic: string | null;
    icDph: string | null;
  };
  /** the different delivery address (courier only), else null: deliver to the invoice address */
  delivery: (CheckoutAddress & { company: string | null }) | null;
  carrier: (typeof CHECKOUT_CARRIER_CODES)[number];
  /** the branch of a personal pickup, else null */
  pickupStoreId: number | null;
  /** the Packeta point of a Packeta delivery, else null */
  packetaPointId: string | null;
  packetaPointName: string | null;
  paymentMethod: (typeof CHECKOUT_PAYMENT_CODES)[number];
  note: string | null;
  termsAgreed: true;
  createAccount: boolean;
  /** the new account's password (createAccount only), else null */
  password: string | null;
}

/**
 * Drops what does not apply before the fields are checked: branch / Packeta point of another carrier, company
 * fields of a non-company order, the delivery address when it is not wanted (a wanted but missing one becomes {} so
 * every field reports 'required'), passwords without account creation; splits '+421 911 …' typed with no prefix.
 */
function normalizeCheckoutInput(input: unknown): unknown {
  if (!isRecord(input)) return input;
  const v: Raw = { ...input };
  if (v.invoice === undefined || v.invoice === null) v.invoice = {};
  if (v.carrier !== 'pickup') delete v.pickupStoreId;
  if (v.carrier !== 'packeta') {
    delete v.packetaPointId;
    delete v.packetaPointName;
  }
  if (checkboxValue(v.isCompany) !== true && isRecord(v.invoice)) {
    const { company: _company, ico: _ico, dic: _dic, icDph: _icDph, ...address } = v.invoice;
    v.invoice = address;
  }
  const wantsDelivery = checkboxValue(v.differentDelivery) === true && ADDRESS_CARRIERS.includes(v.carrier as never);
  if (!wantsDelivery) delete v.delivery;
  else if (v.delivery === undefined || v.delivery === null) v.delivery = {};
  if (checkboxValue(v.createAccount) !== true) {
    delete v.password;
    delete v.passwordConfirmation;
  }
  if ((v.phonePrefix === undefined || v.phonePrefix === null || v.phonePrefix === '') && typeof v.phone === 'string') {
    const typed = v.phone.trim().replace(/^00/, '+');
    // longest prefix first: +421 before +42…
    const prefix = [...PHONE_PREFIXES].sort((a, b) => b.length - a.length).find((p) => p !== '' && typed.startsWith(p));
    if (prefix) {
      v.phonePrefix = prefix;
      v.phone = typed.slice(prefix.length);
    }
  }
  return v;
}

type Ctx = z.core.$RefinementCtx<unknown>;

function issue(ctx: Ctx, path: PropertyKey[], message: string) {
  ctx.addIssue({ code: 'custom', path, message, input: undefined });
}

/** Rules across fields; runs even when single fields failed, so all problems show at once. */
function crossFieldRules(value: unknown, ctx: Ctx) {
  if (!isRecord(value)) return;
  const v = value as Partial<Record<keyof ParsedBase, unknown>>;
  if (v.carrier === 'pickup' && v.pickupStoreId === undefined) issue(ctx, ['pickupStoreId'], 'checkout.pickup_store_required');
  if (v.carrier === 'packeta') {
    if (v.packetaPointId === undefined) issue(ctx, ['packetaPointId'], 'checkout.packeta_point_required');
    else if (v.packetaPointName === undefined) issue(ctx, ['packetaPointName'], 'checkout.packeta_point_required');
  }
  const carrierChosen = CHECKOUT_CARRIER_CODES.includes(v.carrier as never);
  const paymentChosen = CHECKOUT_PAYMENT_CODES.includes(v.paymentMethod as never);
  if (
    carrierChosen &&
    paymentChosen &&
    !isPaymentAllowed(v.carrier as ParsedBase['carrier'], v.paymentMethod as ParsedBase['paymentMethod'])
  ) {
    issue(ctx, ['paymentMethod'], v.carrier === 'pickup' ? 'checkout.pickup_requires_prepayment' : 'checkout.payment_not_allowed');
  }
  if (v.isCompany === true && isRecord(v.invoice)) {
    if (v.invoice.company === undefined) issue(ctx, ['invoice', 'company'], 'validation.required');
    if (v.invoice.ico === undefined) issue(ctx, ['invoice', 'ico'], 'checkout.ico_required');
  }
  if (v.createAccount === true) {
    if (v.password === undefined) issue(ctx, ['password'], 'validation.required');
    if (v.passwordConfirmation === undefined) issue(ctx, ['passwordConfirmation'], 'validation.required');
    else if (typeof v.password === 'string' && v.password !== v.passwordConfirmation) {
      issue(ctx, ['passwordConfirmation'], 'validation.passwords_mismatch');
    }
  }
}

function toCheckoutData(v: ParsedBase): CheckoutData {
  const { company = null, ico = null, dic = null, icDph = null, ...invoiceAddress } = v.invoice;
  const delivery = v.delivery ? { ...v.delivery, company: v.delivery.company ?? null } : null;
  return {
    email: v.email,
    phonePrefix: v.phonePrefix,
    phone: v.phone,
    isCompany: v.isCompany,
    invoice: v.isCompany
      ? { ...invoiceAddress, company, ico, dic, icDph }
      : { ...invoiceAddress, company: null, ico: null, dic: null, icDph: null },
    delivery,
    carrier: v.carrier,
    pickupStoreId: v.carrier === 'pickup' ? (v.pickupStoreId ?? null) : null,
    packetaPointId: v.carrier === 'packeta' ? (v.packetaPointId ?? null) : null,
    packetaPointName: v.carrier === 'packeta' ? (v.packetaPointName ?? null) : null,
    paymentMethod: v.paymentMethod,
    note: v.note ?? null,
    termsAgreed: true,
    createAccount: v.createAccount,
    password: v.createAccount ? (v.password ?? null) : null,
  };
}

function buildCheckoutSchema(locale: 'sk' | 'cs') {
  return z
    .preprocess(normalizeCheckoutInput, baseSchema(shopCountry(locale)))
    .superRefine(crossFieldRules, { when: (payload) => isRecord(payload.value) })
    .transform(toCheckoutData);
}

export type CheckoutSchema = ReturnType<typeof buildCheckoutSchema>;

const schemas: Partial<Record<'sk' | 'cs', CheckoutSchema>> = {};

/** The checkout schema of a shop locale (the country rule and the DIČ format depend on it). */
export function checkoutSchema(locale: 'sk' | 'cs'): CheckoutSchema {
  return (schemas[locale] ??= buildCheckoutSchema(locale));
}

/** The part of the schema documented in OpenAPI (the request body as the form sends it). */
export function checkoutBodyDoc(locale: 'sk' | 'cs') {
  return baseSchema(shopCountry(locale));
}
