/**
 * zod field rules shared by the account forms (invoice data, delivery addresses): the same rules as the checkout
 * (src/domain/checkout/checkout-schema.ts), so whatever the account keeps passes the checkout it pre-fills.
 * Browser-safe: zod and pure helpers only. Messages are catalogue keys (src/lib/validation.ts maps them).
 */
import { z } from '../../lib/zod';
import { PHONE_PREFIXES } from '../../lib/constants';
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from '../checkout/checkout-rules';
import { isValidDic, isValidIcDph, isValidIco, normalizeIco, normalizeTaxId, type ShopCountry } from '../company-registry/company-id';

export type PhonePrefix = (typeof PHONE_PREFIXES)[number];

export const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** Checkbox values of a JSON body or an HTML form: true, 'true', 'on', '1' are checked. */
function checkboxValue(value: unknown): unknown {
  if (value === true || value === 'true' || value === 'on' || value === '1' || value === 1) return true;
  if (value === undefined || value === null || value === false || value === '' || value === 'false' || value === '0' || value === 0)
    return false;
  return value;
}

export const checkbox = z.preprocess(checkboxValue, z.boolean('validation.invalid'));

/** A required text: trimmed, 1…max characters. */
export const requiredText = (max: number) => z.string('validation.required').trim().min(1, 'validation.required').max(max);

/** An optional text: blank → absent. */
export const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string('validation.invalid').trim().max(max).optional());

export const emailField = z.string('validation.required').trim().min(1, 'validation.required').max(254).pipe(z.email('validation.email'));

export const phonePrefixField = z.preprocess((v) => (v === undefined || v === null ? '' : v), z.enum(PHONE_PREFIXES, 'validation.invalid'));

const NON_DIGIT_SEPARATORS = /[\s\u00A0\-/().]/g;

/** Optional phone number: digits after the prefix (spaces, dashes, slashes and brackets ignored). */
export const optionalPhoneField = z.preprocess(
  blankToUndefined,
  z
    .string('validation.invalid')
    .trim()
    .transform((v) => v.replace(NON_DIGIT_SEPARATORS, ''))
    .pipe(z.string().regex(/^\d+$/, 'validation.numeric'))
    .pipe(z.string().min(PHONE_MIN_DIGITS).max(PHONE_MAX_DIGITS))
    .optional(),
);

/** ZIP of SK and CZ: 5 digits, typed with or without the space; kept as '811 01'. */
export const zipField = z
  .string('validation.required')
  .trim()
  .min(1, 'validation.required')
  .transform((v) => v.replace(/[\s\u00A0]+/g, ''))
  .pipe(z.string().regex(/^\d{5}$/, 'checkout.zip_invalid'))
  .transform((v) => `${v.slice(0, 3)} ${v.slice(3)}`);

/** Street and house number ('Hlavná 5'): a courier needs the number. */
export const streetField = requiredText(200).pipe(z.string().regex(/\d/, 'checkout.street_number_missing'));

/** The shop's only country (SPEC §5): 'SK' in `sk`, 'CZ' in `cs`. */
export const countryField = (country: ShopCountry) =>
  z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .transform((v) => v.toUpperCase())
    .pipe(z.literal(country, 'checkout.country_not_allowed'));

export const icoField = z.preprocess(
  blankToUndefined,
  z.string('validation.invalid').transform(normalizeIco).refine(isValidIco, 'checkout.ico_invalid').optional(),
);

export const dicField = (country: ShopCountry) =>
  z.preprocess(
    blankToUndefined,
    z
      .string('validation.invalid')
      .transform(normalizeTaxId)
      .refine((v) => isValidDic(v, country), 'checkout.dic_invalid')
      .optional(),
  );

export const icDphField = (country: ShopCountry) =>
  z.preprocess(
    blankToUndefined,
    z
      .string('validation.invalid')
      .transform(normalizeTaxId)
      .refine((v) => isValidIcDph(v, country), 'checkout.ic_dph_invalid')
      .optional(),
  );

/** '+421 911 …' typed with the empty prefix: split into prefix and number (as the checkout does). */
export function splitTypedPhonePrefix<T extends Record<string, unknown>>(v: T): T {
  if ((v.phonePrefix === undefined || v.phonePrefix === null || v.phonePrefix === '') && typeof v.phone === 'string') {
    const typed = v.phone.trim().replace(/^00/, '+');
    const prefix = [...PHONE_PREFIXES].sort((a, b) => b.length - a.length).find((p) => p !== '' && typed.startsWith(p));
    if (prefix) return { ...v, phonePrefix: prefix, phone: typed.slice(prefix.length) };
  }
  return v;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
