/**
 * The content of a tax document (decision 0098), built once when it is issued and stored in invoices.document: the
 * PDF is drawn from it alone, so a document never changes after it is issued, whatever later happens to the order,
 * the products or the shop's settings. Amounts are the order summary's (minor units of the order's currency, exactly
 * what the shopper saw and paid); VAT per rate is the order's own breakdown. Pure functions.
 */
import type { InvoiceKind } from '../../db/schema';
import type { ContactsSetting } from '../settings/settings-schema';
import type { OrderSummary } from '../orders/order-summary';
import type { InvoicingSettings } from './invoice-settings-schema';
import { vatBreakdown } from '../orders/order-amounts';
import { lineTotal, roundFractionHalfAwayFromZero } from '../pricing/pricing';

export interface InvoiceParty {
  name: string;
  company: string | null;
  street: string;
  zip: string;
  city: string;
  countryCode: string;
  ico: string | null;
  dic: string | null;
  icDph: string | null;
}

interface InvoiceLine {
  name: string;
  code: string | null;
  quantity: number;
  /** gross unit price; minor units */
  unitPrice: number;
  /** percent; null for the discount line (its VAT is inside the recapitulation per rate) */
  taxRate: number | null;
  /** gross line total; minor units (negative for the discount) */
  total: number;
}

export interface InvoiceDocument {
  kind: InvoiceKind;
  number: string;
  /** the invoice a credit note corrects */
  corrects: string | null;
  orderNumber: string;
  variableSymbol: string;
  /** ISO date-times: issue, and the taxable supply (the payment, or the delivery of a cash-on-delivery order) */
  issuedAt: string;
  taxableAt: string;
  locale: 'sk' | 'cs';
  currency: { code: string; decimals: number; symbol_before: string; symbol_after: string };
  supplier: InvoiceParty & { registration: string; iban: string; bank: string; email: string; phone: string };
  customer: InvoiceParty;
  lines: InvoiceLine[];
  vat: Array<{ rate: number; base: number; vat: number; total: number }>;
  /** gross total; minor units; positive (a credit note prints it negative) */
  total: number;
  paymentMethod: string;
  footer: string;
}

/** The shop as the supplier: the contact settings plus the invoicing settings. */
export function supplierOf(contacts: ContactsSetting, invoicing: InvoicingSettings, countryCode: string): InvoiceDocument['supplier'] {
  return {
    name: contacts.company || 'Party shop',
    company: contacts.company || null,
    street: contacts.street,
    zip: contacts.zip,
    city: contacts.city,
    countryCode,
    ico: contacts.ico || null,
    dic: contacts.dic || null,
    icDph: invoicing.icDph || null,
    registration: invoicing.registration,
    iban: contacts.iban,
    bank: contacts.bank,
    email: contacts.email,
    phone: contacts.phone,
  };
}

/** The invoice of a paid order, from its summary. */
export function invoiceDocument(
  summary: OrderSummary,
  meta: {
    number: string;
    issuedAt: Date;
    taxableAt: Date;
    supplier: InvoiceDocument['supplier'];
    footer: string;
    /** VAT rates of the delivery and payment fees (the carrier's and the payment method's) */
    feeRates: { delivery: number; payment: number };
  },
): InvoiceDocument {
  const lines: InvoiceLine[] = summary.items.map((item) => ({
    name: item.variantName ? `${item.name} – ${item.variantName}` : item.name,
    code: item.code,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    taxRate: item.taxRate,
    total: item.total,
  }));
  if (summary.totals.delivery > 0) {
    const total = summary.totals.delivery;
    lines.push({ name: summary.delivery.carrierName, code: null, quantity: 1, unitPrice: total, taxRate: meta.feeRates.delivery, total });
  }
  if (summary.totals.payment > 0) {
    const total = summary.totals.payment;
    lines.push({ name: summary.payment.methodName, code: null, quantity: 1, unitPrice: total, taxRate: meta.feeRates.payment, total });
  }
  // vouchers, group discount and delivery discounts: one line, so that the lines always add up to the total paid
  const discount = summary.totals.total - lines.reduce((sum, line) => sum + line.total, 0);
  if (discount !== 0) lines.push({ name: 'discount', code: null, quantity: 1, unitPrice: discount, taxRate: null, total: discount });
  const invoice = summary.invoice;
  return {
    kind: 'invoice',
    number: meta.number,
    corrects: null,
    orderNumber: summary.number,
    variableSymbol: summary.variableSymbol,
    issuedAt: meta.issuedAt.toISOString(),
    taxableAt: meta.taxableAt.toISOString(),
    locale: summary.locale,
    currency: {
      code: summary.currency.code,
      decimals: summary.currency.decimals,
      symbol_before: summary.currency.symbol_before,
      symbol_after: summary.currency.symbol_after,
    },
    supplier: meta.supplier,
    customer: {
      name: invoice.name,
      company: invoice.company,
      street: invoice.street,
      zip: invoice.zip,
      city: invoice.city,
      countryCode: invoice.countryCode,
      ico: invoice.ico,
      dic: invoice.dic,
      icDph: invoice.icDph,
    },
    lines,
    vat: summary.totals.vat.map((v) => ({ rate: v.rate, base: v.base, vat: v.vat, total: v.total })),
    total: summary.totals.total,
    paymentMethod: summary.payment.methodName,
    footer: meta.footer,
  };
}

/** The credit note that reverses an invoice in full (a cancelled order): the same lines and sums, its own number. */
export function creditNoteDocument(invoice: InvoiceDocument, meta: { number: string; issuedAt: Date; footer: string }): InvoiceDocument {
  return {
    ...invoice,
    kind: 'credit_note',
    number: meta.number,
    corrects: invoice.number,
    issuedAt: meta.issuedAt.toISOString(),
    taxableAt: meta.issuedAt.toISOString(),
    footer: meta.footer,
  };
}

/**
 * A partial credit note (decision 0103): the returned goods of a withdrawal or a complaint settled by a refund, at the
 * prices of the order, with their share of the order's discount (in proportion to the goods, as the order spread it
 * over its VAT rates); no delivery and payment fees, unless the return completes the withdrawal of the whole order:
 * then the note takes exactly what the invoice still holds after the earlier credit notes (per rate, to the cent),
 * so the notes of an order add up to its invoice.
 */
export function partialCreditNoteDocument(
  invoice: InvoiceDocument,
  summary: OrderSummary,
  meta: {
    number: string;
    issuedAt: Date;
    footer: string;
    returned: ReadonlyArray<{ orderItemId: number; quantity: number }>;
    /** the last return of the whole order: the fees and every remaining cent are credited */
    wholeOrder: boolean;
    /** the order's earlier credit notes */
    previous: readonly InvoiceDocument[];
  },
): InvoiceDocument {
  const lines: InvoiceLine[] = [];
  for (const r of meta.returned) {
    const item = summary.items.find((i) => i.id === r.orderItemId);
    if (!item) continue;
    const total = r.quantity === item.quantity ? item.total : lineTotal(item.unitPrice, r.quantity);
    lines.push({
      name: item.variantName ? `${item.name} – ${item.variantName}` : item.name,
      code: item.code,
      quantity: r.quantity,
      unitPrice: item.unitPrice,
      taxRate: item.taxRate,
      total,
    });
  }
  let vat: InvoiceDocument['vat'];
  let total: number;
  if (meta.wholeOrder) {
    const rates = new Map<number, { base: number; vat: number; total: number }>();
    for (const v of invoice.vat) rates.set(v.rate, { base: v.base, vat: v.vat, total: v.total });
    for (const note of meta.previous)
      for (const v of note.vat) {
        const left = rates.get(v.rate) ?? { base: 0, vat: 0, total: 0 };
        rates.set(v.rate, { base: left.base - v.base, vat: left.vat - v.vat, total: left.total - v.total });
      }
    vat = [...rates.entries()].filter(([, v]) => v.total !== 0).map(([rate, v]) => ({ rate, ...v }));
    total = invoice.total - meta.previous.reduce((sum, note) => sum + note.total, 0);
    // the invoice lists the goods first, then the delivery and payment fees, then the discount line
    lines.push(...invoice.lines.slice(summary.items.length).filter((l) => l.taxRate !== null));
  } else {
    const goodsTotal = summary.items.reduce((sum, i) => sum + i.total, 0);
    const discount = goodsTotal + summary.totals.delivery + summary.totals.payment - summary.totals.total;
    const returnedGoods = lines.reduce((sum, l) => sum + l.total, 0);
    const share = goodsTotal > 0 ? Number(roundFractionHalfAwayFromZero(BigInt(discount) * BigInt(returnedGoods), BigInt(goodsTotal))) : 0;
    vat = vatBreakdown({ goods: lines.map((l) => ({ rate: l.taxRate!, total: l.total })), voucherDiscount: share, fees: [] });
    total = vat.reduce((sum, v) => sum + v.total, 0);
  }
  const rest = total - lines.reduce((sum, l) => sum + l.total, 0);
  if (rest !== 0) lines.push({ name: 'discount', code: null, quantity: 1, unitPrice: rest, taxRate: null, total: rest });
  return { ...creditNoteDocument(invoice, meta), lines, vat, total };
}
