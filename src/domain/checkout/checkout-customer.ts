/**
 * What the checkout form pre-fills for a logged-in customer: the invoice data of the account (users table: name,
 * phone, company, IČO, DIČ, IČ DPH, address) and the saved delivery addresses (addresses table, the default first).
 * Also: which cart variants a pickup branch must have in stock (services such as helium inflation keep no stock and
 * never make a branch "missing" goods), and saving a checkout's invoice data on the account created with it.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { listAddresses } from '../accounts/addresses';
import { INVOICE_USER_COLUMNS, type InvoiceUserRow } from '../accounts/invoice-data';
import { isServiceProductSql } from '../cart/cart-pricing';
import type { CheckoutData } from './checkout-schema';

interface CheckoutCustomerAddress {
  id: number;
  /** the label the customer gave it ('Domov', 'Chata'), null when none */
  name: string | null;
  firstname: string;
  lastname: string;
  company: string | null;
  street: string;
  city: string;
  zip: string;
  /** ISO 3166 alpha-2 */
  country: string;
  isDefault: boolean;
}

export interface CheckoutCustomer {
  email: string;
  phonePrefix: string | null;
  phone: string | null;
  invoice: {
    firstname: string;
    lastname: string;
    street: string | null;
    city: string | null;
    zip: string | null;
    country: string | null;
    company: string | null;
    ico: string | null;
    dic: string | null;
    icDph: string | null;
  };
  /** saved delivery addresses, the default one first */
  addresses: CheckoutCustomerAddress[];
}

/** The customer's invoice data and saved addresses, or null when the user does not exist. */
export async function loadCheckoutCustomer(db: DbOrTx, userId: number): Promise<CheckoutCustomer | null> {
  const [users, addresses] = await Promise.all([
    queryRows<InvoiceUserRow>(db, sql`SELECT ${INVOICE_USER_COLUMNS} FROM users WHERE id = ${userId}`),
    // the address book's own query (default first)
    listAddresses(db, userId),
  ]);
  const u = users[0];
  if (!u) return null;
  return {
    email: u.email,
    phonePrefix: u.phone_prefix,
    phone: u.phone,
    invoice: {
      firstname: u.firstname,
      lastname: u.lastname,
      street: u.street,
      city: u.city,
      zip: u.zip,
      country: u.country_code,
      company: u.company,
      ico: u.ico,
      dic: u.dic,
      icDph: u.ic_dph,
    },
    addresses: addresses.map(({ id, name, firstname, lastname, company, street, city, zip, country, isDefault }) => ({
      id,
      name: name || null,
      firstname,
      lastname,
      company,
      street,
      city,
      zip,
      country,
      isDefault,
    })),
  };
}

/** Of the given variants, those whose product keeps stock (not a service): only they can be missing at a branch. */
export async function variantsKeepingStock(db: DbOrTx, variantIds: readonly number[]): Promise<Set<number>> {
  const ids = [...new Set(variantIds.filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647))];
  if (ids.length === 0) return new Set();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT pv.id FROM product_variants pv JOIN products p ON p.id = pv.product_id
        WHERE pv.id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) AND NOT ${isServiceProductSql('p')}`,
  );
  return new Set(rows.map((r) => Number(r.id)));
}

/**
 * Keeps the invoice data of a checkout on the account created with it (phone, address, company), so the next order
 * is pre-filled. Only fields the account does not have yet are written.
 */
export async function saveCheckoutInvoiceData(db: DbOrTx, userId: number, checkout: CheckoutData): Promise<void> {
  const inv = checkout.invoice;
  await queryRows(
    db,
    sql`UPDATE users SET
          phone_prefix = coalesce(phone_prefix, ${checkout.phonePrefix || null}),
          phone = coalesce(phone, ${checkout.phone}),
          street = coalesce(street, ${inv.street}),
          city = coalesce(city, ${inv.city}),
          zip = coalesce(zip, ${inv.zip}),
          country_code = coalesce(country_code, ${inv.country}),
          company = coalesce(company, ${inv.company}),
          ico = coalesce(ico, ${inv.ico}),
          dic = coalesce(dic, ${inv.dic}),
          ic_dph = coalesce(ic_dph, ${inv.icDph}),
          updated_at = now()
        WHERE id = ${userId}`,
  );
}
