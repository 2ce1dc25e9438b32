/**
 * The checkout's fixed rules (SPEC §5, PRODUCT.md "Shopping"), shared by the checkout schema, the delivery options and
 * the server-side checks. Browser-safe: no database, no node modules (only types come from the database schema).
 */
import type { CarrierCode, PaymentMethodCode } from '../../db/schema';
import type { ShopCountry } from '../company-registry/company-id';

/** Delivery methods (carriers.code): personal pickup at a branch, courier to an address, Packeta pickup point. */
export const CHECKOUT_CARRIER_CODES = ['pickup', 'courier', 'packeta'] as const satisfies readonly CarrierCode[];
/** Payment methods (payment_methods.code). */
export const CHECKOUT_PAYMENT_CODES = ['bank_transfer', 'card', 'cod'] as const satisfies readonly PaymentMethodCode[];

/**
 * Which payment methods each delivery method allows. Personal pickup requires prepayment by card or bank transfer
 * (SPEC §5), so cash on delivery is offered with courier and Packeta only.
 */
export const PAYMENTS_BY_CARRIER: Record<CarrierCode, readonly PaymentMethodCode[]> = {
  pickup: ['bank_transfer', 'card'],
  courier: ['bank_transfer', 'card', 'cod'],
  packeta: ['bank_transfer', 'card', 'cod'],
};

export function isPaymentAllowed(carrier: CarrierCode, payment: PaymentMethodCode): boolean {
  return PAYMENTS_BY_CARRIER[carrier].includes(payment);
}

/** Carriers that deliver to the shopper's address (the delivery address applies only to them). */
export const ADDRESS_CARRIERS: readonly CarrierCode[] = ['courier'];

/** The only invoice and delivery country of a shop: Slovakia in `sk`, the Czech Republic in `cs` (SPEC §5). */
export function shopCountry(locale: 'sk' | 'cs'): ShopCountry {
  return locale === 'cs' ? 'CZ' : 'SK';
}

/** Longest note to the order. */
export const NOTE_MAX_LENGTH = 1000;
/** Shortest password of an account created at checkout. */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password (bcrypt-style hashes read at most 72 bytes; longer input is almost surely a paste mistake). */
export const PASSWORD_MAX_LENGTH = 72;
/** Phone number: digits after the prefix. */
export const PHONE_MIN_DIGITS = 6;
export const PHONE_MAX_DIGITS = 15;
