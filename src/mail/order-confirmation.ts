/**
 * The order confirmation e-mail (PRODUCT.md "E-mails"): HTML + plain text in the order's locale (Slovak by default)
 * with the items, totals and VAT breakdown, delivery, how to pay (bank transfer: IBAN, amount, variable symbol and
 * the payment QR as an inline cid: image; card: a link to pay; cash on delivery) and the absolute summary link
 * {publicUrl}/shrnuti/{id}/{hash}. Sent through the mailer (SMTP, or an .eml file under DATA_DIR/mail).
 */
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { loadOrderSummaryWithOrder, orderSummaryPath, type OrderSummary } from '../domain/orders/order-summary';
import { isCardPaymentEnabled } from '../domain/payments/gateways';
import type { CachedValue } from '../lib/cached-value';
import type { ShopSettings } from '../domain/settings/settings-schema';
import { paymentQrPng } from '../domain/payments/payment-qr';
import { orderTotalLabel } from '../domain/orders/order-total-labels';
import { formatDiscount, formatMoney } from '../domain/pricing/pricing';
import { translator, type Translate } from '../i18n';
import { shopDateTimeFormat } from '../lib/shop-time';
import type { MailMessage, Mailer } from './mailer';
import { brandedMail, escapeHtml } from './mail-layout';
import '../i18n/state-mail-texts';
import '../i18n/server-texts';

export interface OrderMailDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<AppConfig, 'publicUrl' | 'paymentGateway'>;
  /** the shop settings from the process's cache (services.settings); default: read from the database */
  settings?: Pick<CachedValue<ShopSettings>, 'get'>;
}

/** many modules import the one escaping function from here */
export { escapeHtml };

export const PAYMENT_QR_CID = 'payment-qr@party-shop';

/** The order's day in shop time, as Slovaks write it ('29. 3. 2026'). */
const orderDate = (at: string | Date) =>
  shopDateTimeFormat('sk-SK', { day: 'numeric', month: 'numeric', year: 'numeric' }).format(new Date(at));

interface MailParts {
  summary: OrderSummary;
  t: Translate;
  summaryUrl: string;
  money: (minor: number) => string;
}

export function deliveryLines({ summary, t }: Pick<MailParts, 'summary' | 't'>): string[] {
  const d = summary.delivery;
  const lines = [d.carrierName];
  if (d.pickupStore) {
    lines.push(
      `${t('order.pickup_store')}: ${[d.pickupStore.name, d.pickupStore.street, `${d.pickupStore.zip ?? ''} ${d.pickupStore.town ?? ''}`.trim()].filter(Boolean).join(', ')}`,
    );
  }
  if (d.packetaPoint) lines.push(`${t('order.packeta_point')}: ${d.packetaPoint.name ?? d.packetaPoint.id}`);
  if (d.address) {
    const a = d.address;
    lines.push(`${t('order.delivery_address')}: ${[a.name, a.company, a.street, `${a.zip} ${a.city}`].filter(Boolean).join(', ')}`);
  }
  return lines;
}

export function totalsRows({ summary, t, money }: Pick<MailParts, 'summary' | 't' | 'money'>): Array<[string, string]> {
  const { totals } = summary;
  const rows: Array<[string, string]> = [[t('order.total_items'), money(totals.items)]];
  if (totals.discount > 0) rows.push([t('order.total_discount'), formatDiscount(totals.discount, summary.currency)]);
  rows.push([orderTotalLabel(t, 'delivery', summary.delivery.carrierName), totals.delivery > 0 ? money(totals.delivery) : t('order.free')]);
  rows.push([orderTotalLabel(t, 'payment', summary.payment.methodName), totals.payment > 0 ? money(totals.payment) : t('order.free')]);
  rows.push([summary.isPaid ? t('order.total_paid') : t('order.total'), money(totals.total)]);
  return rows;
}

type PaymentInstructions =
  { kind: 'paid' } | { kind: 'bank'; rows: Array<[string, string]> } | { kind: 'card'; url: string } | { kind: 'cod' } | { kind: 'none' };

function paymentInstructions({ summary, t, summaryUrl, money }: MailParts, cardEnabled: boolean): PaymentInstructions {
  if (summary.isPaid) return { kind: 'paid' };
  const bank = summary.payment.bankTransfer;
  if (bank) {
    const rows: Array<[string, string]> = [
      [t('order.bank_account'), bank.ibanFormatted],
      ...(bank.beneficiary ? [[t('order.bank_beneficiary'), bank.beneficiary] as [string, string]] : []),
      [t('order.bank_amount'), money(bank.amount)],
      [t('order.variable_symbol'), bank.variableSymbol],
      [t('order.bank_message'), bank.message],
    ];
    return { kind: 'bank', rows };
  }
  if (summary.payment.methodCode === 'card' && cardEnabled && summary.state === 'waiting_for_payment')
    return { kind: 'card', url: `${summaryUrl}#platba` };
  if (summary.payment.methodCode === 'cod') return { kind: 'cod' };
  return { kind: 'none' };
}

function renderText(parts: MailParts, pay: PaymentInstructions): string {
  const { summary, t, summaryUrl, money } = parts;
  const out: string[] = [];
  out.push(t('order_mail.greeting', { name: summary.invoice.name }), '');
  out.push(t('order_mail.intro', { number: summary.number, date: orderDate(summary.createdAt) }), '');
  out.push(
    `${t('order.number')}: ${summary.number}`,
    `${t('order.state')}: ${t(`order.state.${summary.state}`)}`,
    `${t('order.variable_symbol')}: ${summary.variableSymbol}`,
    '',
  );
  out.push(`${t('order.items')}:`);
  for (const item of summary.items) {
    const variant = item.variantName ? ` (${item.variantName})` : '';
    const gift = item.isGift ? ` [${t('order.item_gift')}]` : '';
    out.push(
      `${item.parentId ? '  + ' : '- '}${item.name}${variant}${gift}: ${item.quantity} × ${money(item.unitPrice)} = ${money(item.total)}`,
    );
  }
  out.push('');
  for (const [label, value] of totalsRows(parts)) out.push(`${label}: ${value}`);
  if (summary.totals.vat.length > 0) {
    out.push('', `${t('order.vat_breakdown')}:`);
    for (const v of summary.totals.vat) {
      out.push(
        `${v.rate} %: ${t('order.vat_base')} ${money(v.base)}, ${t('order.vat_amount')} ${money(v.vat)}, ${t('order.vat_total')} ${money(v.total)}`,
      );
    }
  }
  out.push('', `${t('order.delivery')}:`, ...deliveryLines(parts), '');
  out.push(`${t('order.payment')}: ${summary.payment.methodName}`);
  if (pay.kind === 'paid') out.push(summary.totals.total === 0 ? t('order.nothing_to_pay') : t('order_mail.paid'));
  if (pay.kind === 'bank') {
    out.push(t('order_mail.bank_intro'));
    for (const [label, value] of pay.rows) out.push(`${label}: ${value}`);
  }
  if (pay.kind === 'card') out.push(t('order_mail.card_intro'), pay.url);
  if (pay.kind === 'cod') out.push(t('order.cod_text'));
  out.push('', t('order_mail.summary_link', { url: summaryUrl }), '', t('order_mail.signature'), t('app.title'));
  return out.join('\n');
}

function renderHtml(parts: MailParts, pay: PaymentInstructions): string {
  const { summary, t, summaryUrl, money } = parts;
  const e = escapeHtml;
  const cell = 'padding:6px 8px;border-bottom:1px solid #d9e2ec;';
  const right = `${cell}text-align:right;white-space:nowrap;`;
  const items = summary.items
    .map((item) => {
      const variant = item.variantName
        ? `<br><span style="color:#52606d">${e(t('order.item_variant'))}: ${e(item.variantName)}</span>`
        : '';
      const gift = item.isGift ? ` <span style="color:#c2185b">(${e(t('order.item_gift'))})</span>` : '';
      const indent = item.parentId ? 'padding-left:24px;' : '';
      return `<tr><td style="${cell}${indent}"><strong>${e(item.name)}</strong>${gift}${variant}</td><td style="${right}">${e(t('order.quantity_pcs', { count: item.quantity }))}</td><td style="${right}">${e(money(item.unitPrice))}</td><td style="${right}"><strong>${e(money(item.total))}</strong></td></tr>`;
    })
    .join('\n');
  const totals = totalsRows(parts)
    .map(([label, value], i, all) => {
      const strong = i === all.length - 1;
      const style = strong ? 'font-weight:bold;font-size:17px;border-top:2px solid #1f2933;' : '';
      return `<tr><td style="padding:4px 8px;${style}">${e(label)}</td><td style="padding:4px 8px;text-align:right;white-space:nowrap;${style}">${e(value)}</td></tr>`;
    })
    .join('\n');
  const vat =
    summary.totals.vat.length > 0
      ? `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:13px;color:#52606d;margin-top:8px">
<tr><th style="${cell}text-align:left">${e(t('order.vat_rate'))}</th><th style="${right}">${e(t('order.vat_base'))}</th><th style="${right}">${e(t('order.vat_amount'))}</th><th style="${right}">${e(t('order.vat_total'))}</th></tr>
${summary.totals.vat.map((v) => `<tr><td style="${cell}">${v.rate} %</td><td style="${right}">${e(money(v.base))}</td><td style="${right}">${e(money(v.vat))}</td><td style="${right}">${e(money(v.total))}</td></tr>`).join('\n')}
</table>`
      : '';
  const button = (href: string, label: string) =>
    `<a href="${e(href)}" style="display:inline-block;background:#006f9a;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:24px">${e(label)}</a>`;

  let payment = `<p style="margin:0 0 8px"><strong>${e(t('order.payment'))}:</strong> ${e(summary.payment.methodName)}</p>`;
  if (pay.kind === 'paid')
    payment += `<p style="color:#067647;font-weight:bold">${e(summary.totals.total === 0 ? t('order.nothing_to_pay') : t('order_mail.paid'))}</p>`;
  if (pay.kind === 'bank') {
    payment += `<p style="margin:0 0 8px">${e(t('order_mail.bank_intro'))}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse">
${pay.rows.map(([label, value]) => `<tr><td style="padding:3px 12px 3px 0;color:#52606d">${e(label)}</td><td style="padding:3px 0"><strong>${e(value)}</strong></td></tr>`).join('\n')}
</table>
<p style="margin:12px 0 4px"><img src="cid:${PAYMENT_QR_CID}" width="180" height="180" alt="${e(
      t('order.qr_alt', {
        iban: summary.payment.bankTransfer!.ibanFormatted,
        amount: money(summary.payment.bankTransfer!.amount),
        vs: summary.variableSymbol,
      }),
    )}"></p>
<p style="margin:0;color:#52606d;font-size:13px">${e(t('order_mail.qr_caption'))}</p>`;
  }
  if (pay.kind === 'card')
    payment += `<p style="margin:0 0 12px">${e(t('order_mail.card_intro'))}</p><p>${button(pay.url, t('order.card_pay'))}</p>`;
  if (pay.kind === 'cod') payment += `<p>${e(t('order.cod_text'))}</p>`;

  const h2 = 'font-size:18px;margin:24px 0 8px;color:#1f2933';
  const body = `<p>${e(t('order_mail.greeting', { name: summary.invoice.name }))}</p>
<p>${e(t('order_mail.intro', { number: summary.number, date: orderDate(summary.createdAt) }))}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;background:#f5f8fa;width:100%">
<tr><td style="padding:8px 12px;color:#52606d">${e(t('order.number'))}</td><td style="padding:8px 12px"><strong>${e(summary.number)}</strong></td></tr>
<tr><td style="padding:8px 12px;color:#52606d">${e(t('order.state'))}</td><td style="padding:8px 12px">${e(t(`order.state.${summary.state}`))}</td></tr>
<tr><td style="padding:8px 12px;color:#52606d">${e(t('order.variable_symbol'))}</td><td style="padding:8px 12px">${e(summary.variableSymbol)}</td></tr>
</table>
<h2 style="${h2}">${e(t('order.payment'))}</h2>
${payment}
<h2 style="${h2}">${e(t('order.items'))}</h2>
<table cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%;font-size:14px">
<tr><th style="${cell}text-align:left">${e(t('order.item_name'))}</th><th style="${right}">${e(t('order.item_quantity'))}</th><th style="${right}">${e(t('order.item_unit_price'))}</th><th style="${right}">${e(t('order.item_total'))}</th></tr>
${items}
</table>
<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%;margin-top:12px">
${totals}
</table>
${vat}
<h2 style="${h2}">${e(t('order.delivery'))}</h2>
<p style="margin:0">${deliveryLines(parts).map(e).join('<br>')}</p>
<h2 style="${h2}">${e(t('order.invoice_address'))}</h2>
<p style="margin:0">${[
    summary.invoice.company,
    summary.invoice.name,
    summary.invoice.street,
    `${summary.invoice.zip} ${summary.invoice.city}`,
    summary.invoice.ico ? `${t('order.ico')}: ${summary.invoice.ico}` : null,
    summary.email,
  ]
    .filter((l): l is string => Boolean(l))
    .map(e)
    .join('<br>')}</p>
${summary.note ? `<p><strong>${e(t('order.note'))}:</strong> ${e(summary.note)}</p>` : ''}
<p style="margin:24px 0">${button(summaryUrl, t('order_mail.summary_button'))}</p>
<p style="font-size:13px;color:#52606d">${e(t('order_mail.summary_link', { url: summaryUrl }))}</p>
<p>${e(t('order_mail.signature'))}<br>${e(t('app.title'))}</p>`;
  return brandedMail({
    locale: summary.locale,
    title: t('order_mail.subject', { number: summary.number }),
    preheader: t('order_mail.intro', { number: summary.number, date: orderDate(summary.createdAt) }),
    heading: t('state_mail.heading.confirmation'),
    body,
    shopName: t('app.title'),
    shopUrl: new URL(summaryUrl).origin,
  });
}

/** The confirmation message of an order (no sending); null for an unknown order. */
async function buildOrderConfirmation(deps: OrderMailDeps, orderId: number): Promise<MailMessage | null> {
  const cardEnabled = isCardPaymentEnabled(deps.config);
  // the e-mail attaches its own PNG of the QR: no SVG drawn for it (decision 0121)
  const loaded = await loadOrderSummaryWithOrder(deps.db, orderId, {
    cardPaymentEnabled: cardEnabled,
    paymentQrImage: false,
    ...(deps.settings ? { settings: deps.settings } : {}),
  });
  if (!loaded) return null;
  const { summary, order } = loaded;
  const t = translator(summary.locale);
  const parts: MailParts = {
    summary,
    t,
    summaryUrl: `${deps.config.publicUrl}${orderSummaryPath(summary.id, order.hash)}`,
    money: (minor) => formatMoney(minor, summary.currency),
  };
  const pay = paymentInstructions(parts, cardEnabled);
  const attachments: MailMessage['attachments'] = [];
  if (pay.kind === 'bank') {
    attachments.push({
      filename: `qr-platba-${summary.number}.png`,
      content: await paymentQrPng(summary.payment.bankTransfer!.qr.payload),
      contentType: 'image/png',
      cid: PAYMENT_QR_CID,
    });
  }
  return {
    to: summary.email,
    subject: t('order_mail.subject', { number: summary.number }),
    text: renderText(parts, pay),
    html: renderHtml(parts, pay),
    ...(attachments.length > 0 ? { attachments } : {}),
  };
}

/** Builds and sends the order confirmation. Throws for an unknown order id. */
export async function sendOrderConfirmation(deps: OrderMailDeps, orderId: number): Promise<{ id: string; file?: string }> {
  const message = await buildOrderConfirmation(deps, orderId);
  if (!message) throw new Error(`sendOrderConfirmation: order ${orderId} not found`);
  return deps.mailer.send(message);
}
