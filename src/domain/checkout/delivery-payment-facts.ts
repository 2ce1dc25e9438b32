/**
 * What the shop's texts may promise about delivery and payment (decision 0061): the carriers and payment methods the
 * checkout offers, priced in the shopper's currency by the checkout's own rule (priceDeliveryOptions, carrierPrice),
 * the free-delivery threshold, the delivery country and whether cards are accepted. The 'Doprava a platba' page, its
 * modal, the footer's card logos and the home page's free-delivery note are built from these facts, so they can never
 * promise what checkout does not offer. Pure functions over stored records: the records come from the cached frame
 * data (src/services.ts), so a page view costs no query.
 */
import type { CarrierCode, PaymentMethodCode } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import type { Locale, Translate } from '../../i18n';
import { escapeHtml } from '../../mail/order-confirmation';
import { formatMoney, type PricingCurrency } from '../pricing/pricing';
import type { ShopCountry } from '../company-registry/company-id';
import { packetaMode } from '../packeta/packeta-points';
import { isCardPaymentEnabled } from '../payments/gateways';
import type { AppConfig } from '../../config';
import { shopCountry } from './checkout-rules';
import { loadCarriers, loadPaymentMethods, priceDeliveryOptions, type CarrierRecord, type PaymentMethodRecord } from './delivery-options';
import '../../i18n/server-texts';

/** The stored carriers and payment methods (active or not), as the frame cache keeps them. */
export interface DeliveryRecords {
  carriers: CarrierRecord[];
  paymentMethods: PaymentMethodRecord[];
}

export async function loadDeliveryRecords(db: DbOrTx): Promise<DeliveryRecords> {
  const [carriers, paymentMethods] = await Promise.all([loadCarriers(db), loadPaymentMethods(db)]);
  return { carriers, paymentMethods };
}

/** The card brands the shop shows (footer logos, payment text); shown only while card payments are offered. */
const CARD_BRANDS = ['Visa', 'Visa Electron', 'Mastercard', 'Maestro'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** Which configured switches decide the offer, exactly as the checkout reads them (checkout.server.ts). */
export interface OfferSwitches {
  /** a card gateway is configured (isCardPaymentEnabled) */
  cardEnabled: boolean;
  /** Packeta pickup points can be chosen (live, or demo points outside production) */
  packetaEnabled: boolean;
}

export function offerSwitches(config: Pick<AppConfig, 'paymentGateway' | 'isProduction' | 'packeta'>): OfferSwitches {
  return { cardEnabled: isCardPaymentEnabled(config), packetaEnabled: packetaMode(config) !== 'off' };
}

interface FactCarrier {
  code: CarrierCode;
  name: string;
  /** gross price in minor units of the currency, without the free-delivery rule */
  price: number;
  /** free from this cart total (minor units); null = never free by threshold */
  freeFrom: number | null;
  deliveryDays: string | null;
  paymentMethods: PaymentMethodCode[];
}

interface FactPaymentMethod {
  code: PaymentMethodCode;
  name: string;
  /** gross fee in minor units of the currency */
  price: number;
  /** the offered carriers this method can be chosen with, in carrier order */
  carriers: CarrierCode[];
}

export interface DeliveryPaymentFacts {
  currency: PricingCurrency;
  country: ShopCountry;
  /** the lowest free-delivery threshold of the offered carriers (as the checkout shows it); null = none */
  freeDeliveryFrom: number | null;
  carriers: FactCarrier[];
  /** payment methods at least one offered carrier allows */
  paymentMethods: FactPaymentMethod[];
  /** card brands accepted: all of CARD_BRANDS when card payments are offered, else none */
  cardBrands: readonly CardBrand[];
}

/**
 * The facts of the current configuration in a currency: the checkout's offer for an empty cart (priceDeliveryOptions,
 * the same filter and prices the checkout form and its server checks use).
 */
export function deliveryPaymentFacts(
  records: DeliveryRecords,
  input: OfferSwitches & { currency: PricingCurrency; locale: Locale },
): DeliveryPaymentFacts {
  const offer = priceDeliveryOptions(records.carriers, records.paymentMethods, {
    currency: input.currency,
    cartTotal: 0,
    cardEnabled: input.cardEnabled,
    packetaEnabled: input.packetaEnabled,
  });
  const carriers: FactCarrier[] = offer.carriers.map((c) => ({
    code: c.code,
    name: c.name,
    price: c.regularPrice,
    freeFrom: c.regularPrice === 0 ? null : c.freeFrom,
    deliveryDays: c.deliveryDays,
    paymentMethods: c.paymentMethods,
  }));
  const paymentMethods = offer.paymentMethods
    .map((m) => ({
      code: m.code,
      name: m.name,
      price: m.price,
      carriers: carriers.filter((c) => c.paymentMethods.includes(m.code)).map((c) => c.code),
    }))
    .filter((m) => m.carriers.length > 0);
  return {
    currency: input.currency,
    country: shopCountry(input.locale),
    freeDeliveryFrom: offer.freeDeliveryFrom,
    carriers,
    paymentMethods,
    cardBrands: paymentMethods.some((m) => m.code === 'card') ? CARD_BRANDS : [],
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// the generated section of the 'Doprava a platba' page and modal

/** The page whose text gets the generated section (the named page /info/rozvoz). */
export const DELIVERY_PAGE_SLUG = 'rozvoz';

/** Where the merchant wants the generated section in the page text; without it the section comes first. */
const DELIVERY_FACTS_PLACEHOLDER = '[doprava-a-platba]';

/** "a, b alebo c" */
function listWithOr(items: readonly string[], t: Translate): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${t('delivery_facts.or')} ${items[items.length - 1]}`;
}

/** The section as HTML (every value escaped): carriers with prices and thresholds, payment methods, country. */
export function deliveryPaymentFactsHtml(facts: DeliveryPaymentFacts, t: Translate): string {
  const e = escapeHtml;
  const money = (minor: number) => e(formatMoney(minor, facts.currency));
  const parts: string[] = [];
  if (facts.freeDeliveryFrom !== null)
    parts.push(
      `<p><strong>${e(t('checkout_form.free_delivery_from', { amount: formatMoney(facts.freeDeliveryFrom, facts.currency) }))}</strong></p>`,
    );

  parts.push(`<h2>${e(t('delivery_facts.delivery_title'))}</h2>`);
  if (facts.carriers.length === 0) {
    parts.push(`<p>${e(t('delivery_facts.none'))}</p>`);
  } else {
    const withDays = facts.carriers.some((c) => c.deliveryDays);
    const rows = facts.carriers.map((c) => {
      const price =
        c.price === 0
          ? e(t('delivery_facts.free'))
          : c.freeFrom !== null
            ? e(
                t('delivery_facts.price_free_from', {
                  price: formatMoney(c.price, facts.currency),
                  amount: formatMoney(c.freeFrom, facts.currency),
                }),
              )
            : money(c.price);
      const days = withDays ? `<td>${e(c.deliveryDays ?? '')}</td>` : '';
      return `<tr data-carrier="${e(c.code)}"><td>${e(c.name)}</td><td>${price}</td>${days}</tr>`;
    });
    const daysHead = withDays ? `<th scope="col">${e(t('delivery_facts.delivery_days'))}</th>` : '';
    parts.push(
      `<table data-testid="delivery-facts-carriers"><thead><tr><th scope="col">${e(t('delivery_facts.carrier'))}</th><th scope="col">${e(t('delivery_facts.price'))}</th>${daysHead}</tr></thead><tbody>${rows.join('')}</tbody></table>`,
    );
  }
  parts.push(`<p>${e(t(facts.country === 'CZ' ? 'delivery_facts.country_cz' : 'delivery_facts.country_sk'))}</p>`);

  if (facts.paymentMethods.length > 0) {
    const carrierName = new Map(facts.carriers.map((c) => [c.code, c.name]));
    const rows = facts.paymentMethods.map((m) => {
      const fee = m.price === 0 ? e(t('delivery_facts.free')) : money(m.price);
      const carriers =
        m.carriers.length === facts.carriers.length
          ? t('delivery_facts.all_carriers')
          : m.carriers.map((c) => carrierName.get(c) ?? c).join(', ');
      return `<tr data-payment="${e(m.code)}"><td>${e(m.name)}</td><td>${fee}</td><td>${e(carriers)}</td></tr>`;
    });
    parts.push(`<h2>${e(t('delivery_facts.payment_title'))}</h2>`);
    parts.push(
      `<table data-testid="delivery-facts-payments"><thead><tr><th scope="col">${e(t('delivery_facts.payment'))}</th><th scope="col">${e(t('delivery_facts.fee'))}</th><th scope="col">${e(t('delivery_facts.payment_carriers'))}</th></tr></thead><tbody>${rows.join('')}</tbody></table>`,
    );
    const notes = facts.paymentMethods.map((m) => {
      const note =
        m.code === 'card'
          ? t('delivery_facts.note_card', { brands: listWithOr(facts.cardBrands, t) })
          : m.code === 'bank_transfer'
            ? t('delivery_facts.note_bank_transfer')
            : t('delivery_facts.note_cod');
      return `<li><strong>${e(m.name)}</strong> – ${e(note)}</li>`;
    });
    parts.push(`<ul>${notes.join('')}</ul>`);
  }
  return parts.join('');
}

/**
 * The page text with the generated section: in place of the merchant's placeholder paragraph (or the bare
 * placeholder), else before the text. The page text is sanitized already; the section is escaped HTML of our own.
 */
export function withDeliveryPaymentFacts(pageHtml: string, factsHtml: string): string {
  const paragraph = `<p>${DELIVERY_FACTS_PLACEHOLDER}</p>`;
  if (pageHtml.includes(paragraph)) return pageHtml.replace(paragraph, () => factsHtml);
  if (pageHtml.includes(DELIVERY_FACTS_PLACEHOLDER)) return pageHtml.replace(DELIVERY_FACTS_PLACEHOLDER, () => factsHtml);
  return factsHtml + pageHtml;
}

/** A page with the generated section when it is the 'Doprava a platba' page; any other page as it is. */
export function pageWithDeliveryFacts<P extends { slug: string; content: string }>(page: P, facts: DeliveryPaymentFacts, t: Translate): P {
  if (page.slug !== DELIVERY_PAGE_SLUG) return page;
  return { ...page, content: withDeliveryPaymentFacts(page.content, deliveryPaymentFactsHtml(facts, t)) };
}
