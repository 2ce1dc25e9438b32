/**
 * The customer's e-mails about a return request (decision 0102): filed (with its number), accepted, rejected (with
 * the reason), refunded (withdrawals) and resolved (complaints: repair, replacement or refund). Branded HTML
 * (mail-layout.ts, decision 0084) and plain text in the order's locale. Sent by the mail outbox (kind 'return_request',
 * decision 0128): the row is written in the transaction that files or moves the request, and `sendReturnRequestMail`
 * builds the message from the database when it is sent (a failure throws; the outbox tries again later). Every
 * customer-provided text is escaped.
 */
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import { queryRows, type Db } from '../db/client';
import type { ReturnState } from '../db/schema';
import { orderSummaryPath } from '../domain/orders/order-summary';
import { REQUEST_COLUMNS, viewsOf, type RequestRow, type ReturnRequestView } from '../domain/returns/return-views';
import { translator, type Locale, type MessageKey } from '../i18n';
import '../i18n/return-mail-texts';
import type { MailMessage, Mailer } from './mailer';
import { brandedMail, mailButton, mailHeading, mailNotice, mailParagraph, mailRows } from './mail-layout';

function buildReturnMail(
  request: ReturnRequestView,
  event: ReturnState,
  meta: { to: string; name: string; orderNumber: string; url: string; locale: Locale },
): MailMessage {
  const t = translator(meta.locale);
  const kind = t(`return_mail.kind.${request.kind}` as MessageKey);
  const state = t(`returns.state.${event}` as MessageKey);
  const subject = t('return_mail.subject', { kind, number: request.number, state });
  const heading = t(`return_mail.heading.${event}` as MessageKey, { kind });
  const lines: string[] = [
    t(`return_mail.text.${request.kind}.${event}` as MessageKey, { number: request.number, order: meta.orderNumber }),
  ];
  if (event === 'rejected' && request.rejectReason) lines.push(t('return_mail.reason', { reason: request.rejectReason }));
  if (event === 'resolved' && request.resolution) lines.push(t(`returns.resolution.${request.resolution}` as MessageKey));
  const itemRows: Array<[string, string]> = request.items.map((i) => [i.name, `${i.quantity} ks`]);
  const shopName = t('order_state_mail.signature');
  const text = [
    t('order_state_mail.greeting', { name: meta.name }),
    '',
    ...lines,
    '',
    `${t('return_mail.items')}:`,
    ...itemRows.map(([label, value]) => `- ${label}: ${value}`),
    '',
    `${t('return_mail.link')}: ${meta.url}`,
    '',
    t('state_mail.questions'),
    shopName,
  ].join('\n');
  const body = [
    mailParagraph(t('order_state_mail.greeting', { name: meta.name })),
    mailNotice(lines, event === 'rejected' ? 'danger' : event === 'received' ? 'info' : 'success'),
    mailHeading(t('return_mail.items')),
    mailRows(itemRows),
    mailButton(meta.url, t('return_mail.button')),
    mailParagraph(t('state_mail.questions')),
  ].join('\n');
  const html = brandedMail({
    locale: meta.locale,
    title: subject,
    preheader: lines[0]!,
    heading,
    body,
    shopName,
    shopUrl: new URL(meta.url).origin,
  });
  return { to: meta.to, subject, text, html };
}

/**
 * Builds and sends the customer's e-mail announcing `event` of request `requestId` (the state it reached; 'received' =
 * filed); false when the request no longer exists. The link: the order in the customer's account, or the order summary
 * for a guest.
 */
export async function sendReturnMail(
  deps: { db: Db; mailer: Mailer; config: Pick<AppConfig, 'publicUrl'> },
  requestId: number,
  event: ReturnState,
): Promise<boolean> {
  const [row] = await queryRows<
    RequestRow & { hash: string; email: string; name: string; user_id: number | null; locale: string; order_number: string }
  >(
    deps.db,
    sql`SELECT ${REQUEST_COLUMNS}, o.number AS order_number, o.hash, o.email, o.invoice_firstname || ' ' || o.invoice_lastname AS name, o.user_id, o.locale
        FROM return_requests r JOIN orders o ON o.id = r.order_id WHERE r.id = ${requestId}`,
  );
  if (!row) return false;
  const [view] = await viewsOf(deps.db, [row]);
  const publicUrl = deps.config.publicUrl;
  const url =
    row.user_id !== null
      ? `${publicUrl}/ucet/objednavka/${Number(row.order_id)}`
      : `${publicUrl}${orderSummaryPath(Number(row.order_id), row.hash)}`;
  await deps.mailer.send(
    buildReturnMail(view!, event, {
      to: row.email,
      name: row.name,
      orderNumber: row.order_number,
      url,
      locale: row.locale === 'cs' ? 'cs' : 'sk',
    }),
  );
  return true;
}
