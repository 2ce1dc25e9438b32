import type { Translate } from '../../i18n';
import { escapeHtml } from '../../mail/order-confirmation';
import type { MailMessage } from '../../mail/mailer';
import '../../i18n/server-texts';

/** The restock e-mail of a watchdog: the product (and variant) is back in stock, with a link to its page. */
export function buildRestockMail(
  t: Translate,
  parts: { to: string; firstname: string; productName: string; variantName: string | null; url: string },
): MailMessage {
  const name = parts.variantName ? `${parts.productName} (${parts.variantName})` : parts.productName;
  const greeting = parts.firstname ? t('auth_mail.greeting_named', { name: parts.firstname }) : t('auth_mail.greeting');
  const intro = t('watchdog_mail.intro', { name });
  const once = t('watchdog_mail.once');
  const signature = `${t('order_mail.signature')}\n${t('app.title')}`;
  const text = [greeting, '', intro, parts.url, '', once, '', signature, ''].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html><html lang="sk"><body style="font-family:Arial,sans-serif;color:#1f2933;line-height:1.5">
<p>${e(greeting)}</p>
<p>${e(intro)}</p>
<p><a href="${e(parts.url)}" style="display:inline-block;background:#006f9a;color:#ffffff;padding:10px 20px;border-radius:999px;text-decoration:none;font-weight:bold">${e(t('watchdog_mail.button'))}</a></p>
<p style="font-size:13px;color:#52606d">${e(parts.url)}</p>
<p>${e(once)}</p>
<p>${e(t('order_mail.signature'))}<br>${e(t('app.title'))}</p>
</body></html>`;
  return { to: parts.to, subject: t('watchdog_mail.subject', { name: parts.productName }), text, html };
}
