/**
 * The e-mail a customer gets when the back office changes the state of their order: plain text + simple
 * HTML in the order's locale (Slovak by default) with the new state, what it means, and the summary link
 * {publicUrl}/shrnuti/{id}/{hash}. Sent after the change is committed (a failed e-mail never undoes the change).
 */
import type { OrderState } from '../db/schema';
import type { OrderSummary } from '../domain/orders/order-summary';
import { formatMoney } from '../domain/pricing/pricing';
import { translator, type MessageKey, type Translate } from '../i18n';
import type { MailMessage } from './mailer';
import { escapeHtml } from './order-confirmation';

const STATE_TEXT: Record<OrderState, MessageKey> = {
  waiting_for_payment: 'order_state_mail.text.waiting_for_payment',
  paid: 'order_state_mail.text.paid',
  processing: 'order_state_mail.text.processing',
  shipped: 'order_state_mail.text.shipped',
  ready_for_pickup: 'order_state_mail.text.ready_for_pickup',
  completed: 'order_state_mail.text.completed',
  cancelled: 'order_state_mail.text.cancelled',
};

export function buildOrderStateMail(summary: OrderSummary, to: OrderState, summaryUrl: string, name: string): MailMessage {
  const t = translator(summary.locale);
  const state = t(`order.state.${to}` as MessageKey);
  const subject = t('order_state_mail.subject', { number: summary.number, state });
  const lines = [
    t('order_state_mail.greeting', { name }),
    '',
    t('order_state_mail.intro', { number: summary.number, state }),
    t(STATE_TEXT[to], { store: summary.delivery.pickupStore?.name ?? '' }),
    ...trackingLines(t, to, summary),
    '',
    `${t('order.total')}: ${formatMoney(summary.totals.total, summary.currency)}`,
    `${t('order_state_mail.link')}: ${summaryUrl}`,
    '',
    t('order_state_mail.signature'),
  ];
  const links = [summaryUrl, summary.delivery.tracking?.url].filter((u): u is string => Boolean(u));
  const linked = (line: string) =>
    links.reduce((html, url) => html.replace(escapeHtml(url), `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`), escapeHtml(line));
  const html = `<!doctype html><html lang="${summary.locale}"><body style="font-family:Arial,sans-serif;color:#1f2933">${lines
    .map((line) => (line === '' ? '' : `<p style="margin:0 0 8px">${linked(line)}</p>`))
    .join('')}</body></html>`;
  return { to: summary.email, subject, text: lines.join('\n'), html };
}

/** The "Odoslaná" e-mail names the parcel number and the carrier's tracking page (decision 0072). */
function trackingLines(t: Translate, to: OrderState, summary: OrderSummary): string[] {
  const tracking = summary.delivery.tracking;
  if (to !== 'shipped' || !tracking) return [];
  return [
    t('order_state_mail.tracking_number', { number: tracking.number }),
    ...(tracking.url ? [t('order_state_mail.tracking_url', { url: tracking.url })] : []),
  ];
}
