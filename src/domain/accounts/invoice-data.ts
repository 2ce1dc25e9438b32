/**
 * The customer's invoice data (/ucet/fakturacni-udaje, GET/PUT /api/me/invoice-data): name, last name, e-mail,
 * phone with a SPEC §3 prefix, company, IČO (checksum), DIČ, IČ DPH, street, city, ZIP and country — the columns of
 * the users table that the checkout pre-fills (loadCheckoutCustomer).
 *
 * Rules (one schema for the page's action and the API): name, last name and e-mail are required; the address is all
 * or nothing (street with a house number, city, 5-digit ZIP, the shop's country); a company needs its name and IČO
 * together; DIČ and IČ DPH are format-checked for the shop's country. The e-mail is the login: it is shown here
 * but changes only through the confirmed e-mail change (email-change.ts, decision 0066); a different one sent here
 * is refused at `email`.
 */
import { sql } from 'drizzle-orm';
import { z } from '../../lib/zod';
import { queryRows, type DbOrTx } from '../../db/client';
import type { users } from '../../db/schema';
import type { SqlColumns } from '../../db/sql-row';
import type { ShopCountry } from '../company-registry/company-id';
import {
  blankToUndefined,
  countryField,
  dicField,
  emailField,
  icDphField,
  icoField,
  isRecord,
  optionalPhoneField,
  optionalText,
  phonePrefixField,
  requiredText,
  splitTypedPhonePrefix,
  streetField,
  zipField,
  type PhonePrefix,
} from './account-fields';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

type Ctx = z.core.$RefinementCtx<unknown>;

function issue(ctx: Ctx, path: string, message: string) {
  ctx.addIssue({ code: 'custom', path: [path], message, input: undefined });
}

const ADDRESS_FIELDS = ['street', 'city', 'zip'] as const;

/** All-or-nothing address and company name + IČO together; runs even when single fields failed. */
function crossFieldRules(value: unknown, ctx: Ctx) {
  if (!isRecord(value)) return;
  const given = ADDRESS_FIELDS.filter((f) => value[f] !== undefined);
  // a field that failed its own rule keeps its typed value here, so only blank ones are reported
  if (given.length > 0) for (const f of ADDRESS_FIELDS) if (value[f] === undefined) issue(ctx, f, 'validation.required');
  if (value.ico !== undefined && value.company === undefined) issue(ctx, 'company', 'validation.required');
  if (value.company !== undefined && value.ico === undefined) issue(ctx, 'ico', 'checkout.ico_required');
}

function buildInvoiceDataSchema(country: ShopCountry) {
  return z
    .preprocess(
      (v) => (isRecord(v) ? splitTypedPhonePrefix(v) : v),
      z.object({
        firstname: requiredText(100),
        lastname: requiredText(100),
        email: optional(emailField),
        phonePrefix: phonePrefixField,
        phone: optionalPhoneField,
        company: optionalText(200),
        ico: icoField,
        dic: dicField(country),
        icDph: icDphField(country),
        street: optional(streetField),
        city: optionalText(100),
        zip: optional(zipField),
        country: optional(countryField(country)),
      }),
    )
    .superRefine(crossFieldRules, { when: (payload) => isRecord(payload.value) })
    .transform((v): InvoiceDataInput => {
      const hasAddress = v.street !== undefined && v.city !== undefined && v.zip !== undefined;
      return {
        firstname: v.firstname,
        lastname: v.lastname,
        email: v.email?.toLowerCase() ?? null,
        phonePrefix: v.phonePrefix,
        phone: v.phone ?? null,
        company: v.company ?? null,
        ico: v.ico ?? null,
        dic: v.dic ?? null,
        icDph: v.icDph ?? null,
        street: v.street ?? null,
        city: v.city ?? null,
        zip: v.zip ?? null,
        country: hasAddress ? country : (v.country ?? null),
      };
    });
}

export type InvoiceDataSchema = ReturnType<typeof buildInvoiceDataSchema>;

export interface InvoiceData {
  firstname: string;
  lastname: string;
  email: string;
  /** one of PHONE_PREFIXES ('' = none) */
  phonePrefix: PhonePrefix;
  /** digits only */
  phone: string | null;
  company: string | null;
  ico: string | null;
  dic: string | null;
  icDph: string | null;
  street: string | null;
  city: string | null;
  /** '811 01' */
  zip: string | null;
  /** ISO 3166 alpha-2 */
  country: string | null;
}

/** What a save takes: the e-mail only to check that it is the account's own (null: not sent). */
export type InvoiceDataInput = Omit<InvoiceData, 'email'> & { email: string | null };

const schemas: Partial<Record<ShopCountry, InvoiceDataSchema>> = {};

/** THE invoice data schema (the page's action and PUT /api/me/invoice-data) for the shop's country. */
export function invoiceDataSchema(country: ShopCountry): InvoiceDataSchema {
  return (schemas[country] ??= buildInvoiceDataSchema(country));
}

/** The invoice data carried another login e-mail than the account's: that needs the confirmed change (decision 0066). */
export class LoginEmailChangeError extends Error {
  constructor() {
    super('email_change_elsewhere');
    this.name = 'LoginEmailChangeError';
  }
}

/** The user columns of the invoice data (also the checkout's prefill): INVOICE_USER_COLUMNS as raw SQL returns them. */
export type InvoiceUserRow = SqlColumns<
  typeof users,
  | 'firstname'
  | 'lastname'
  | 'email'
  | 'phone_prefix'
  | 'phone'
  | 'company'
  | 'ico'
  | 'dic'
  | 'ic_dph'
  | 'street'
  | 'city'
  | 'zip'
  | 'country_code'
>;

export const INVOICE_USER_COLUMNS = sql.raw(
  'firstname, lastname, email, phone_prefix, phone, company, ico, dic, ic_dph, street, city, zip, country_code',
);

function toInvoiceData(r: InvoiceUserRow): InvoiceData {
  return {
    firstname: r.firstname,
    lastname: r.lastname,
    email: r.email,
    phonePrefix: (r.phone_prefix ?? '') as PhonePrefix,
    phone: r.phone,
    company: r.company,
    ico: r.ico,
    dic: r.dic,
    icDph: r.ic_dph,
    street: r.street,
    city: r.city,
    zip: r.zip,
    country: r.country_code,
  };
}

/** The customer's invoice data; null when the user does not exist. */
export async function loadInvoiceData(db: DbOrTx, userId: number): Promise<InvoiceData | null> {
  const [row] = await queryRows<InvoiceUserRow>(db, sql`SELECT ${INVOICE_USER_COLUMNS} FROM users WHERE id = ${userId}`);
  return row ? toInvoiceData(row) : null;
}

/**
 * Saves the invoice data (validated by invoiceDataSchema) — everything but the login e-mail. Throws
 * LoginEmailChangeError when `data.email` is not the account's e-mail. Returns what is stored; null when the user
 * does not exist.
 */
export async function saveInvoiceData(db: DbOrTx, userId: number, data: InvoiceDataInput): Promise<InvoiceData | null> {
  const [current] = await queryRows<{ email: string }>(db, sql`SELECT email FROM users WHERE id = ${userId}`);
  if (!current) return null;
  if (data.email !== null && data.email.toLowerCase() !== current.email.toLowerCase()) throw new LoginEmailChangeError();
  const [row] = await queryRows<InvoiceUserRow>(
    db,
    sql`UPDATE users SET firstname = ${data.firstname}, lastname = ${data.lastname},
          phone_prefix = ${data.phonePrefix || null}, phone = ${data.phone}, company = ${data.company}, ico = ${data.ico},
          dic = ${data.dic}, ic_dph = ${data.icDph}, street = ${data.street}, city = ${data.city}, zip = ${data.zip},
          country_code = ${data.country}, updated_at = now()
        WHERE id = ${userId}
        RETURNING ${INVOICE_USER_COLUMNS}`,
  );
  return row ? toInvoiceData(row) : null;
}
