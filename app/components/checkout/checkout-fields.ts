/**
 * The checkout form's field names and the way between what the form holds (a flat map of field name → typed text,
 * dotted names such as 'invoice.ico', the same paths the 422 errors use) and what checkoutSchema reads (a nested
 * object). Browser-safe; used by the form (its state, the check before submitting) and by the server action.
 */
import type { CheckoutCustomer } from '@/domain/checkout/checkout-customer';

const ADDRESS_FIELDS = ['firstname', 'lastname', 'street', 'city', 'zip', 'country'] as const;

/** Every field of the form, in the order the form shows them (the first invalid one gets focus). */
const CHECKOUT_FIELDS = [
  'email',
  'phonePrefix',
  'phone',
  'carrier',
  'pickupStoreId',
  'packetaPointId',
  'packetaPointName',
  'paymentMethod',
  ...ADDRESS_FIELDS.map((f) => `invoice.${f}` as const),
  'isCompany',
  'invoice.company',
  'invoice.ico',
  'invoice.dic',
  'invoice.icDph',
  'differentDelivery',
  'delivery.company',
  ...ADDRESS_FIELDS.map((f) => `delivery.${f}` as const),
  'note',
  'createAccount',
  'password',
  'passwordConfirmation',
  'termsAgreed',
] as const;

export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

/** What the shopper typed, by field name; checkboxes hold 'on' when checked, '' when not. */
export type CheckoutValues = Partial<Record<CheckoutField, string>>;

/** Never sent back to the browser or kept in state longer than needed. */
const SECRET_FIELDS: ReadonlySet<CheckoutField> = new Set(['password', 'passwordConfirmation']);

const CHECKBOX_FIELDS: ReadonlySet<CheckoutField> = new Set(['isCompany', 'differentDelivery', 'termsAgreed', 'createAccount']);

const FIELD_SET: ReadonlySet<string> = new Set(CHECKOUT_FIELDS);

export function isCheckoutField(name: string): name is CheckoutField {
  return FIELD_SET.has(name);
}

/** The form's fields of a submitted FormData (unknown names and files ignored; a repeated name keeps the last). */
export function valuesFromFormData(formData: FormData): CheckoutValues {
  const values: CheckoutValues = {};
  for (const [name, value] of formData.entries()) {
    if (typeof value === 'string' && isCheckoutField(name)) values[name] = value;
  }
  return values;
}

/** The values without the passwords: what a 422 answer may carry back to the form. */
export function withoutSecrets(values: CheckoutValues): CheckoutValues {
  const copy: CheckoutValues = {};
  for (const name of CHECKOUT_FIELDS) if (!SECRET_FIELDS.has(name) && values[name] !== undefined) copy[name] = values[name];
  return copy;
}

/** The nested input of checkoutSchema (absent and unchecked fields stay absent, as in a submitted form). */
export function checkoutInput(values: CheckoutValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  const invoice: Record<string, string> = {};
  const delivery: Record<string, string> = {};
  for (const name of CHECKOUT_FIELDS) {
    const value = values[name];
    if (value === undefined) continue;
    if (CHECKBOX_FIELDS.has(name) && value === '') continue;
    if (name.startsWith('invoice.')) invoice[name.slice('invoice.'.length)] = value;
    else if (name.startsWith('delivery.')) delivery[name.slice('delivery.'.length)] = value;
    else input[name] = value;
  }
  input.invoice = invoice;
  if (Object.keys(delivery).length > 0) input.delivery = delivery;
  return input;
}

/** The starting values: the logged-in customer's data (when any), the shop's country, the first phone prefix. */
export function initialCheckoutValues(options: {
  country: string;
  defaultPhonePrefix: string;
  customer: CheckoutCustomer | null;
}): CheckoutValues {
  const { customer, country } = options;
  const values: CheckoutValues = {
    phonePrefix: options.defaultPhonePrefix,
    'invoice.country': country,
    'delivery.country': country,
  };
  if (!customer) return values;
  const inv = customer.invoice;
  const set = (name: CheckoutField, value: string | null | undefined) => {
    if (value) values[name] = value;
  };
  set('email', customer.email);
  if (customer.phonePrefix !== null) values.phonePrefix = customer.phonePrefix;
  set('phone', customer.phone);
  set('invoice.firstname', inv.firstname);
  set('invoice.lastname', inv.lastname);
  set('invoice.street', inv.street);
  set('invoice.city', inv.city);
  set('invoice.zip', inv.zip);
  if (inv.country === country) values['invoice.country'] = country;
  if (inv.company && inv.ico) {
    values.isCompany = 'on';
    set('invoice.company', inv.company);
    set('invoice.ico', inv.ico);
    set('invoice.dic', inv.dic);
    set('invoice.icDph', inv.icDph);
  }
  return values;
}

/** Fills the delivery fields from a saved address (country only when it is the shop's). */
export function deliveryValuesOf(address: CheckoutCustomer['addresses'][number], country: string): CheckoutValues {
  return {
    'delivery.firstname': address.firstname,
    'delivery.lastname': address.lastname,
    'delivery.company': address.company ?? '',
    'delivery.street': address.street,
    'delivery.city': address.city,
    'delivery.zip': address.zip,
    'delivery.country': address.country === country ? country : '',
  };
}
