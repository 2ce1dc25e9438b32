/**
 * The customer's e-mails about a return request (decision 0102): filed (with its number), accepted, rejected (with
 * the reason), refunded (withdrawals) and resolved (complaints: repair, replacement or refund). Branded HTML
 * (mail-layout.ts, decision 0084) and plain text in the order's locale; sent after the change is committed, like the
 * order-state e-mails (a failed e-mail never undoes the change). Every customer-provided text is escaped.
 */
import type { ReturnState } from '../db/schema';
import type { ReturnRequestView } from '../domain/returns/return-requests';
import { translator, type Locale, type MessageKey } from '../i18n';
import '../i18n/return-mail-texts';
import type { MailMessage } from './mailer';
import { brandedMail, mailButton, mailHeading, mailNotice, mailParagraph, mailRows } from './mail-layout';

export function buildReturnMail(
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
