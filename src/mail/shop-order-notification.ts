/**
 * The shop's own e-mail about every new order (decision 0070): to the shop owner's inbox (shopOwnerAddress: the
 * SHOP_OWNER_EMAIL, else the contacts e-mail of the settings — where event proposals and job applications go), in
 * the shop's locale, HTML + plain text: number and date, the customer (name, company and IČO, e-mail, phone as a
 * tel: link, registered or guest), the lines with their product codes, the totals in the currency the customer pays,
 * delivery and payment, the note, and a link to the order in the back office. Reply-To is the customer, so the owner
 * can answer a question about the order straight away.
 *
 * placeOrder starts it after the commit without waiting for it: the shopper's answer never waits for the shop's mail,
 * and a failure is logged (the order and its back-office list are the record).
 */
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { loadOrderSummaryWithOrder, type OrderSummary } from '../domain/orders/order-summary';
import { formatMoney } from '../domain/pricing/pricing';
import { shopDateTimeFormat } from '../lib/shop-time';
import { loadShopSettings, type ShopSettings } from '../domain/settings/settings';
import type { CachedValue } from '../lib/cached-value';
import { translator, type Translate } from '../i18n';
import '../i18n/admin';
import type { MailMessage, Mailer } from './mailer';
import { escapeHtml } from './mail-layout';
import { deliveryLines, totalsRows } from './order-confirmation';
import { shopOwnerAddress } from './owner-address';

export interface ShopOrderMailDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<AppConfig, 'publicUrl' | 'locale' | 'shopOwnerEmail' | 'mailFrom'>;
  /** the shop settings from the process's cache (services.settings); default: read from the database */
  settings?: Pick<CachedValue<ShopSettings>, 'get'>;
}

const dateTimeFormat = shopDateTimeFormat('sk-SK', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** The back-office page of an order (app/routes/admin/order-detail.tsx). */
const adminOrderPath = (id: number): string => `/admin/objednavky/${id}`;

interface Customer {
  phone: string | null;
  registered: boolean;
}

function customerRows(summary: OrderSummary, customer: Customer, t: Translate): Array<[string, string]> {
  const inv = summary.invoice;
  const name = [inv.company, inv.name].filter(Boolean).join(', ');
  const rows: Array<[string, string]> = [
    [t('admin.shop_mail.customer'), `${name} (${t(customer.registered ? 'admin.shop_mail.registered' : 'admin.shop_mail.guest')})`],
  ];
  if (inv.ico) rows.push([t('order.ico'), inv.ico]);
  rows.push([t('admin.shop_mail.email'), summary.email]);
  if (customer.phone) rows.push([t('admin.shop_mail.phone'), customer.phone]);
  rows.push([t('order.invoice_address'), [inv.street, `${inv.zip} ${inv.city}`, inv.countryCode].join(', ')]);
  return rows;
}

/** The shop's message about order `orderId` (no sending); null for an unknown order. */
export async function buildShopOrderNotification(deps: ShopOrderMailDeps, orderId: number): Promise<MailMessage | null> {
  // the shop's e-mail shows the payment method, not the customer's payment instructions
  const loadSettings = deps.settings ?? { get: () => loadShopSettings(deps.db) };
  const loaded = await loadOrderSummaryWithOrder(deps.db, orderId, {
    cardPaymentEnabled: false,
    bankTransferInstructions: false,
    settings: loadSettings,
  });
  if (!loaded) return null;
  const { summary, order } = loaded;
  const phone = order.phone ? [order.phonePrefix, order.phone].filter(Boolean).join(' ') : null;
  const customer: Customer = { phone, registered: order.userId != null };
  const settings = await loadSettings.get();
  const t = translator(deps.config.locale);
  const money = (minor: number) => formatMoney(minor, summary.currency);
  const adminUrl = `${deps.config.publicUrl}${adminOrderPath(summary.id)}`;
  const date = dateTimeFormat.format(new Date(summary.createdAt));
  const shop = t('app.title');
  const parts = { summary, t, money };
  const totals = totalsRows(parts);
  const delivery = deliveryLines(parts);
  const customerInfo = customerRows(summary, customer, t);
  const itemLine = (item: OrderSummary['items'][number]) =>
    [
      item.code ? `[${item.code}]` : null,
      item.name,
      item.variantName ? `(${item.variantName})` : null,
      item.isGift ? `– ${t('order.item_gift')}` : null,
    ]
      .filter(Boolean)
      .join(' ');

  const text = [
    t('admin.shop_mail.intro', { number: summary.number, date }),
    '',
    `${t('order.number')}: ${summary.number}`,
    `${t('order.state')}: ${t(`order.state.${summary.state}`)}`,
    ...customerInfo.map(([label, value]) => `${label}: ${value}`),
    '',
    `${t('order.items')}:`,
    ...summary.items.map(
      (item) => `${item.parentId ? '  + ' : '- '}${itemLine(item)}: ${item.quantity} × ${money(item.unitPrice)} = ${money(item.total)}`,
    ),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    '',
    `${t('order.delivery')}:`,
    ...delivery,
    `${t('order.payment')}: ${summary.payment.methodName}`,
    ...(summary.note ? ['', `${t('order.note')}: ${summary.note}`] : []),
    '',
    t('admin.shop_mail.open_link', { url: adminUrl }),
    '',
    t('admin.shop_mail.footer', { shop }),
  ].join('\n');

  const e = escapeHtml;
  const cell = 'padding:6px 8px;border-bottom:1px solid #d9e2ec;';
  const right = `${cell}text-align:right;white-space:nowrap;`;
  const h2 = 'font-size:18px;margin:24px 0 8px;color:#1f2933';
  const infoValue = (label: string, value: string) =>
    label === t('admin.shop_mail.phone')
      ? `<a href="tel:${e(value.replace(/[^\d+]/g, ''))}" style="color:#006f9a">${e(value)}</a>`
      : label === t('admin.shop_mail.email')
        ? `<a href="mailto:${e(value)}" style="color:#006f9a">${e(value)}</a>`
        : e(value);
  const html = `<!doctype html>
<html lang="${deps.config.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(summary.number)}</title></head>
<body style="margin:0;padding:0;background:#f5f8fa;font-family:Arial,Helvetica,sans-serif;color:#1f2933;font-size:15px;line-height:1.5">
<div style="max-width:680px;margin:0 auto;background:#ffffff;padding:24px">
<p style="font-size:22px;font-weight:bold;color:#006f9a;margin:0 0 16px">${e(shop)}</p>
<p>${e(t('admin.shop_mail.intro', { number: summary.number, date }))}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;background:#f5f8fa;width:100%">
<tr><td style="padding:6px 12px;color:#52606d">${e(t('order.number'))}</td><td style="padding:6px 12px"><strong>${e(summary.number)}</strong></td></tr>
<tr><td style="padding:6px 12px;color:#52606d">${e(t('order.state'))}</td><td style="padding:6px 12px">${e(t(`order.state.${summary.state}`))}</td></tr>
${customerInfo.map(([label, value]) => `<tr><td style="padding:6px 12px;color:#52606d">${e(label)}</td><td style="padding:6px 12px">${infoValue(label, value)}</td></tr>`).join('\n')}
</table>
<h2 style="${h2}">${e(t('order.items'))}</h2>
<table cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%;font-size:14px">
<tr><th style="${cell}text-align:left">${e(t('admin.shop_mail.item_code'))}</th><th style="${cell}text-align:left">${e(t('order.item_name'))}</th><th style="${right}">${e(t('order.item_quantity'))}</th><th style="${right}">${e(t('order.item_unit_price'))}</th><th style="${right}">${e(t('order.item_total'))}</th></tr>
${summary.items
  .map((item) => {
    const variant = item.variantName ? `<br><span style="color:#52606d">${e(t('order.item_variant'))}: ${e(item.variantName)}</span>` : '';
    const gift = item.isGift ? ` <span style="color:#c2185b">(${e(t('order.item_gift'))})</span>` : '';
    const indent = item.parentId ? 'padding-left:24px;' : '';
    return `<tr><td style="${cell}font-family:monospace">${e(item.code ?? '')}</td><td style="${cell}${indent}"><strong>${e(item.name)}</strong>${gift}${variant}</td><td style="${right}">${e(t('order.quantity_pcs', { count: item.quantity }))}</td><td style="${right}">${e(money(item.unitPrice))}</td><td style="${right}"><strong>${e(money(item.total))}</strong></td></tr>`;
  })
  .join('\n')}
</table>
<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%;margin-top:12px">
${totals
  .map(([label, value], i, all) => {
    const style = i === all.length - 1 ? 'font-weight:bold;font-size:17px;border-top:2px solid #1f2933;' : '';
    return `<tr><td style="padding:4px 8px;${style}">${e(label)}</td><td style="padding:4px 8px;text-align:right;white-space:nowrap;${style}">${e(value)}</td></tr>`;
  })
  .join('\n')}
</table>
<h2 style="${h2}">${e(t('order.delivery'))}</h2>
<p style="margin:0">${delivery.map(e).join('<br>')}</p>
<h2 style="${h2}">${e(t('order.payment'))}</h2>
<p style="margin:0">${e(summary.payment.methodName)}</p>
${summary.note ? `<h2 style="${h2}">${e(t('order.note'))}</h2><p style="margin:0;white-space:pre-line">${e(summary.note)}</p>` : ''}
<p style="margin:24px 0"><a href="${e(adminUrl)}" style="display:inline-block;background:#006f9a;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:24px">${e(t('admin.shop_mail.open_button'))}</a></p>
<p style="font-size:13px;color:#52606d">${e(t('admin.shop_mail.open_link', { url: adminUrl }))}</p>
<p style="font-size:13px;color:#52606d">${e(t('admin.shop_mail.footer', { shop }))}</p>
</div>
</body>
</html>`;

  return {
    to: shopOwnerAddress(deps.config, settings.contacts.email),
    replyTo: summary.email,
    subject: t('admin.shop_mail.subject', {
      number: summary.number,
      name: summary.invoice.name,
      total: money(summary.totals.total),
    }).replace(/[\r\n\t]+/g, ' '),
    text,
    html,
  };
}

/** Builds and sends the shop's e-mail about a new order. Throws for an unknown order id. */
export async function sendShopOrderNotification(deps: ShopOrderMailDeps, orderId: number): Promise<{ id: string; file?: string }> {
  const message = await buildShopOrderNotification(deps, orderId);
  if (!message) throw new Error(`sendShopOrderNotification: order ${orderId} not found`);
  return deps.mailer.send(message);
}
