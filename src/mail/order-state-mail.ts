/**
 * The e-mail a customer gets when the back office changes the state of their order (decision 0084): branded HTML
 * (mail-layout.ts) + plain text in the order's locale, with a heading and wording that fit the state, the lines, the
 * amount worded by the state — "Spolu k úhrade" only while the payment is awaited; "Uhradené" once paid; "Zaplatíte
 * pri prevzatí" for cash on delivery; a cancelled order says so and, if it was paid, what is refunded — the parcel
 * number and tracking button when shipped (decision 0072), the branch when ready for pickup, and the summary link
 * {publicUrl}/shrnuti/{id}/{hash}. Sent by the mail outbox (kind 'order_state', decision 0128): the row names the
 * order_state_changes row written by the change, and `sendOrderStateMail` builds the message from the database when it
 * is sent (a failed e-mail never undoes the change; the outbox tries again). Every customer-provided text (name,
 * address, product names) is escaped.
 */
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import { queryRows, type Db } from '../db/client';
import type { OrderState } from '../db/schema';
import { loadOrderSummary, orderSummaryPath, type OrderSummary } from '../domain/orders/order-summary';
import { formatMoney } from '../domain/pricing/pricing';
import { translator, type MessageKey } from '../i18n';
import '../i18n/state-mail-texts';
import type { MailMessage, Mailer } from './mailer';
import { brandedMail, escapeHtml, mailButton, mailHeading, mailNotice, mailParagraph, mailRows } from './mail-layout';

const STATE_TEXT: Record<OrderState, MessageKey> = {
  waiting_for_payment: 'order_state_mail.text.waiting_for_payment',
  paid: 'order_state_mail.text.paid',
  processing: 'order_state_mail.text.processing',
  shipped: 'order_state_mail.text.shipped',
  ready_for_pickup: 'order_state_mail.text.ready_for_pickup',
  completed: 'order_state_mail.text.completed',
  cancelled: 'order_state_mail.text.cancelled',
};

/** How the amount is worded in a state (see the module comment). */
type AmountWording = { kind: 'to_pay' } | { kind: 'paid' } | { kind: 'cod' } | { kind: 'refund' } | { kind: 'cancelled_unpaid' };

function amountWording(summary: OrderSummary, to: OrderState): AmountWording {
  if (to === 'cancelled') return summary.isPaid && summary.totals.total > 0 ? { kind: 'refund' } : { kind: 'cancelled_unpaid' };
  if (summary.isPaid || to === 'paid' || to === 'completed') return { kind: 'paid' };
  if (summary.payment.methodCode === 'cod') return { kind: 'cod' };
  return { kind: 'to_pay' };
}

export function buildOrderStateMail(summary: OrderSummary, to: OrderState, summaryUrl: string, name: string): MailMessage {
  const t = translator(summary.locale);
  const money = (minor: number) => formatMoney(minor, summary.currency);
  const state = t(`order.state.${to}` as MessageKey);
  const subject = t('order_state_mail.subject', { number: summary.number, state });
  const heading = t(`state_mail.heading.${to}` as MessageKey);
  const store = summary.delivery.pickupStore;
  const stateText = t(STATE_TEXT[to], { store: store?.name ?? '' });
  const wording = amountWording(summary, to);
  const total = money(summary.totals.total);
  const shopName = t('order_state_mail.signature');
  const shopUrl = new URL(summaryUrl).origin;
  const tracking = to === 'shipped' ? summary.delivery.tracking : null;

  // the amount: a notice line (HTML) and the label of the total row
  const notice: { lines: string[]; tone: 'success' | 'info' | 'danger' } =
    wording.kind === 'paid'
      ? { lines: [t('state_mail.paid_notice', { amount: total })], tone: 'success' }
      : wording.kind === 'cod'
        ? { lines: [t('state_mail.cod_notice', { amount: total })], tone: 'info' }
        : wording.kind === 'refund'
          ? {
              lines: [t('state_mail.cancelled_notice', { number: summary.number }), t('state_mail.refund', { amount: total })],
              tone: 'danger',
            }
          : wording.kind === 'cancelled_unpaid'
            ? { lines: [t('state_mail.cancelled_notice', { number: summary.number }), t('state_mail.nothing_to_pay')], tone: 'danger' }
            : { lines: [t('state_mail.to_pay_notice', { amount: total })], tone: 'info' };
  const totalLabel =
    wording.kind === 'paid'
      ? t('state_mail.amount.paid')
      : wording.kind === 'cod'
        ? t('state_mail.amount.cod')
        : wording.kind === 'refund'
          ? t('state_mail.amount.refund')
          : wording.kind === 'to_pay'
            ? t('state_mail.amount.to_pay')
            : null;

  const itemRows: Array<[string, string]> = summary.items.map((item) => [
    `${item.parentId ? '+ ' : ''}${item.quantity} × ${item.name}${item.variantName ? ` (${item.variantName})` : ''}`,
    money(item.total),
  ]);
  const storeLine = store ? [store.name, store.street, `${store.zip ?? ''} ${store.town ?? ''}`.trim()].filter(Boolean).join(', ') : null;

  // plain text
  const text = [
    t('order_state_mail.greeting', { name }),
    '',
    t('order_state_mail.intro', { number: summary.number, state }),
    stateText,
    ...(tracking
      ? [
          t('order_state_mail.tracking_number', { number: tracking.number }),
          ...(tracking.url ? [t('order_state_mail.tracking_url', { url: tracking.url })] : []),
        ]
      : []),
    ...(to === 'ready_for_pickup' && storeLine ? [`${t('state_mail.pickup_store')}: ${storeLine}`] : []),
    '',
    ...notice.lines,
    '',
    `${t('state_mail.items')}:`,
    ...itemRows.map(([label, value]) => `- ${label}: ${value}`),
    ...(totalLabel ? [`${totalLabel}: ${total}`] : []),
    '',
    `${t('order_state_mail.link')}: ${summaryUrl}`,
    '',
    t('state_mail.questions'),
    shopName,
  ].join('\n');

  // HTML
  const e = escapeHtml;
  const body = [
    mailParagraph(t('order_state_mail.greeting', { name })),
    mailParagraph(t('order_state_mail.intro', { number: summary.number, state })),
    mailParagraph(stateText),
    tracking
      ? `<p style="margin:0 0 12px">${e(t('order_state_mail.tracking_number', { number: tracking.number }))}</p>${
          tracking.url ? mailButton(tracking.url, t('state_mail.tracking_button')) : ''
        }`
      : '',
    to === 'ready_for_pickup' && storeLine ? mailHeading(t('state_mail.pickup_store')) + mailParagraph(storeLine) : '',
    mailNotice(notice.lines, notice.tone),
    mailHeading(t('state_mail.items')),
    mailRows(totalLabel ? [...itemRows, [totalLabel, total] as [string, string]] : itemRows, Boolean(totalLabel)),
    mailButton(summaryUrl, t('state_mail.summary_button')),
    `<p style="margin:0 0 12px;font-size:13px;color:#52606d">${e(t('order_state_mail.link'))}: <a href="${e(summaryUrl)}" style="color:#006f9a">${e(summaryUrl)}</a></p>`,
    mailParagraph(t('state_mail.questions')),
  ].join('\n');
  const html = brandedMail({
    locale: summary.locale,
    title: subject,
    preheader: `${heading} – ${notice.lines[0]}`,
    heading,
    body,
    shopName,
    shopUrl,
  });
  return { to: summary.email, subject, text, html };
}

/** Builds and sends the customer's e-mail about state change `stateChangeId`; false when the order no longer exists. */
export async function sendOrderStateMail(
  deps: { db: Db; mailer: Mailer; config: Pick<AppConfig, 'publicUrl'> },
  stateChangeId: number,
): Promise<boolean> {
  const [change] = await queryRows<{ order_id: number; to_state: OrderState; hash: string }>(
    deps.db,
    sql`SELECT c.order_id, c.to_state, o.hash FROM order_state_changes c JOIN orders o ON o.id = c.order_id WHERE c.id = ${stateChangeId}`,
  );
  const orderId = change ? Number(change.order_id) : 0;
  const summary = change ? await loadOrderSummary(deps.db, orderId, { cardPaymentEnabled: false }) : null;
  if (!change || !summary) return false;
  const url = `${deps.config.publicUrl}${orderSummaryPath(orderId, change.hash)}`;
  await deps.mailer.send(buildOrderStateMail(summary, change.to_state, url, summary.invoice.name));
  return true;
}
