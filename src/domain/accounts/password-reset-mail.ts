import type { Translate } from '../../i18n';
import type { MailMessage } from '../../mail/mailer';
import { escapeHtml } from '../../mail/order-confirmation';
import '../../i18n/server-texts';

/** The password reset e-mail: plain text and HTML with the one-time link and how long it works. */
export function buildPasswordResetMail(t: Translate, parts: { to: string; firstname: string; url: string; minutes: number }): MailMessage {
  const greeting = parts.firstname ? t('auth_mail.greeting_named', { name: parts.firstname }) : t('auth_mail.greeting');
  const intro = t('auth_mail.reset_intro', { minutes: parts.minutes });
  const ignore = t('auth_mail.reset_ignore');
  const signature = `${t('order_mail.signature')}\n${t('app.title')}`;
  const text = [greeting, '', intro, parts.url, '', ignore, '', signature, ''].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html><html lang="sk"><body style="font-family:Arial,sans-serif;color:#1f2933;line-height:1.5">
<p>${e(greeting)}</p>
<p>${e(intro)}</p>
<p><a href="${e(parts.url)}" style="display:inline-block;background:#006f9a;color:#ffffff;padding:10px 20px;border-radius:999px;text-decoration:none;font-weight:bold">${e(t('auth_mail.reset_button'))}</a></p>
<p style="font-size:13px;color:#52606d">${e(parts.url)}</p>
<p>${e(ignore)}</p>
<p>${e(t('order_mail.signature'))}<br>${e(t('app.title'))}</p>
</body></html>`;
  return { to: parts.to, subject: t('auth_mail.reset_subject'), text, html };
}
