/**
 * The delivery address book of a customer (/account/addresses, GET/POST/PUT/DELETE /api/addresses[/{id}]): named
 * addresses ('Domov', 'Chata'), one of them the default. The checkout pre-fills them (loadCheckoutCustomer in
 * src/domain/checkout/checkout-customer.ts reads the same rows, the default first), so an address follows the
 * checkout's rules: street with a house number, 5-digit ZIP, the shop's country.
 *
 * Ownership is part of every statement (addresses.user_id = the customer): another customer's address id answers
 * exactly like an unknown one (null → 404). Default rules: the first address is the default; making one the default
 * clears the others in the same statement; deleting the default promotes the oldest remaining address.
 */
import { sql } from 'drizzle-orm';
import { z } from '../../lib/zod';
import { queryRows, type DbOrTx } from '../../db/client';
import type { addresses } from '../../db/schema';
import type { SqlColumns } from '../../db/sql-row';
import type { ShopCountry } from '../company-registry/company-id';
import {
  checkbox,
  countryField,
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

/** Most addresses one customer keeps (a wall against scripts filling the table). */
export const MAX_ADDRESSES_PER_CUSTOMER = 30;
const MAX_ID = 2_147_483_647;

function buildAddressSchema(country: ShopCountry) {
  return z.preprocess(
    (v) => (isRecord(v) ? splitTypedPhonePrefix(v) : v),
    z.object({
      name: requiredText(60),
      firstname: requiredText(100),
      lastname: requiredText(100),
      company: optionalText(200),
      street: streetField,
      city: requiredText(100),
      zip: zipField,
      country: countryField(country),
      phonePrefix: phonePrefixField,
      phone: optionalPhoneField,
      isDefault: checkbox,
    }),
  );
}

export type AddressSchema = ReturnType<typeof buildAddressSchema>;
export type AddressInput = z.output<AddressSchema>;

const schemas: Partial<Record<ShopCountry, AddressSchema>> = {};

/** THE address form schema (the page's action and POST/PUT /api/addresses) for the shop's country. */
export function addressSchema(country: ShopCountry): AddressSchema {
  return (schemas[country] ??= buildAddressSchema(country));
}

export interface CustomerAddress {
  id: number;
  name: string;
  firstname: string;
  lastname: string;
  company: string | null;
  street: string;
  city: string;
  zip: string;
  /** ISO 3166 alpha-2 */
  country: string;
  phonePrefix: PhonePrefix | null;
  phone: string | null;
  isDefault: boolean;
}

export class AddressLimitError extends Error {
  constructor() {
    super('address_limit');
    this.name = 'AddressLimitError';
  }
}

/** An address-book entry as raw SQL returns COLUMNS (the back office's customer detail reads the same columns). */
export type AddressRow = SqlColumns<
  typeof addresses,
  | 'id'
  | 'name'
  | 'firstname'
  | 'lastname'
  | 'company'
  | 'street'
  | 'city'
  | 'zip'
  | 'country_code'
  | 'phone_prefix'
  | 'phone'
  | 'is_default'
>;

const COLUMNS = sql.raw('id, name, firstname, lastname, company, street, city, zip, country_code, phone_prefix, phone, is_default');

function toAddress(r: AddressRow): CustomerAddress {
  return {
    id: Number(r.id),
    name: r.name ?? '',
    firstname: r.firstname,
    lastname: r.lastname,
    company: r.company,
    street: r.street,
    city: r.city,
    zip: r.zip,
    country: r.country_code,
    phonePrefix: (r.phone_prefix as PhonePrefix | null) ?? null,
    phone: r.phone,
    isDefault: r.is_default,
  };
}

/** A route or path parameter as an address id; null for anything else. */
function parseAddressId(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 && n <= MAX_ID ? n : null;
}

/** The customer's addresses: the default first, then oldest first. */
export async function listAddresses(db: DbOrTx, userId: number): Promise<CustomerAddress[]> {
  const rows = await queryRows<AddressRow>(
    db,
    sql`SELECT ${COLUMNS} FROM addresses WHERE user_id = ${userId} ORDER BY is_default DESC, id`,
  );
  return rows.map(toAddress);
}

/** One of the customer's addresses; null for an unknown id or anybody else's. */
export async function getAddress(db: DbOrTx, userId: number, addressId: unknown): Promise<CustomerAddress | null> {
  const id = parseAddressId(addressId);
  if (id === null) return null;
  const [row] = await queryRows<AddressRow>(db, sql`SELECT ${COLUMNS} FROM addresses WHERE id = ${id} AND user_id = ${userId}`);
  return row ? toAddress(row) : null;
}

/** Makes `addressId` the only default of the customer (one statement: no moment with two defaults). */
async function makeDefault(db: DbOrTx, userId: number, addressId: number): Promise<void> {
  await queryRows(
    db,
    sql`UPDATE addresses SET is_default = (id = ${addressId}), updated_at = now() WHERE user_id = ${userId} AND is_default <> (id = ${addressId})`,
  );
}

/**
 * Adds an address. The customer's first address becomes the default whatever `isDefault` says. Throws
 * AddressLimitError at MAX_ADDRESSES_PER_CUSTOMER.
 */
export async function createAddress(db: DbOrTx, userId: number, input: AddressInput): Promise<CustomerAddress> {
  return db.transaction(async (tx) => {
    // serializes concurrent adds of one customer, so the limit and "first is default" hold
    await queryRows(tx, sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
    const [counted] = await queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM addresses WHERE user_id = ${userId}`);
    const existing = Number(counted?.n ?? 0);
    if (existing >= MAX_ADDRESSES_PER_CUSTOMER) throw new AddressLimitError();
    const [row] = await queryRows<AddressRow>(
      tx,
      sql`INSERT INTO addresses (user_id, name, firstname, lastname, company, street, city, zip, country_code, phone_prefix, phone, is_default)
          VALUES (${userId}, ${input.name}, ${input.firstname}, ${input.lastname}, ${input.company ?? null}, ${input.street}, ${input.city},
                  ${input.zip}, ${input.country}, ${input.phonePrefix || null}, ${input.phone ?? null}, FALSE)
          RETURNING ${COLUMNS}`,
    );
    const created = toAddress(row!);
    if (existing === 0 || input.isDefault) {
      await makeDefault(tx, userId, created.id);
      created.isDefault = true;
    }
    return created;
  });
}

/**
 * Rewrites one of the customer's addresses; null when it is not theirs. `isDefault: true` makes it the default;
 * false leaves the default where it is (the default is moved by choosing another one, never lost).
 */
export async function updateAddress(db: DbOrTx, userId: number, addressId: unknown, input: AddressInput): Promise<CustomerAddress | null> {
  const id = parseAddressId(addressId);
  if (id === null) return null;
  return db.transaction(async (tx) => {
    const [row] = await queryRows<AddressRow>(
      tx,
      sql`UPDATE addresses SET name = ${input.name}, firstname = ${input.firstname}, lastname = ${input.lastname},
            company = ${input.company ?? null}, street = ${input.street}, city = ${input.city}, zip = ${input.zip},
            country_code = ${input.country}, phone_prefix = ${input.phonePrefix || null}, phone = ${input.phone ?? null}, updated_at = now()
          WHERE id = ${id} AND user_id = ${userId}
          RETURNING ${COLUMNS}`,
    );
    if (!row) return null;
    const updated = toAddress(row);
    if (input.isDefault && !updated.isDefault) {
      await makeDefault(tx, userId, updated.id);
      updated.isDefault = true;
    }
    return updated;
  });
}

/** Makes one of the customer's addresses the default; null when it is not theirs. */
export async function setDefaultAddress(db: DbOrTx, userId: number, addressId: unknown): Promise<CustomerAddress | null> {
  const id = parseAddressId(addressId);
  if (id === null) return null;
  return db.transaction(async (tx) => {
    const found = await getAddress(tx, userId, id);
    if (!found) return null;
    await makeDefault(tx, userId, id);
    return { ...found, isDefault: true };
  });
}

/** Deletes one of the customer's addresses (the oldest remaining one becomes the default); false when not theirs. */
export async function deleteAddress(db: DbOrTx, userId: number, addressId: unknown): Promise<boolean> {
  const id = parseAddressId(addressId);
  if (id === null) return false;
  return db.transaction(async (tx) => {
    const [deleted] = await queryRows<{ is_default: boolean }>(
      tx,
      sql`DELETE FROM addresses WHERE id = ${id} AND user_id = ${userId} RETURNING is_default`,
    );
    if (!deleted) return false;
    if (deleted.is_default) {
      await queryRows(
        tx,
        sql`UPDATE addresses SET is_default = TRUE, updated_at = now()
            WHERE id = (SELECT id FROM addresses WHERE user_id = ${userId} ORDER BY id LIMIT 1)`,
      );
    }
    return true;
  });
}
