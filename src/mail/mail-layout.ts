/**
 * The shop's look for customer e-mails (decision 0084): plain template functions, every value escaped with escapeHtml
 * unless it is markup built here. Table layout with inline styles (what Gmail, Outlook and phone mail apps all
 * render), one 600 px column that shrinks to the phone's width, the shop's colours (brand blue #006f9a on white, the
 * pink of the logo as an accent), the "Party shop" wordmark as text (no remote image that mail apps block), a hidden
 * preheader for the inbox preview, and a footer with the shop's address. Every message also has a plain-text part.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text → HTML text or attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);
}

const MAIL_COLORS = {
  brand: '#006f9a',
  brandLight: '#e5f6fc',
  accent: '#c2185b',
  ink: '#1f2933',
  muted: '#52606d',
  line: '#d9e2ec',
  surface: '#f5f8fa',
  success: '#067647',
  successLight: '#e7f6ee',
  danger: '#b42318',
  dangerLight: '#fdecea',
} as const;

const FONT = 'Arial,Helvetica,sans-serif';

export interface MailLayoutInput {
  locale: string;
  /** the <title> (the subject) */
  title: string;
  /** inbox preview text, hidden in the message */
  preheader: string;
  /** the big heading of the message */
  heading: string;
  /** markup of the content (built with the helpers below: escaped) */
  body: string;
  /** the shop's name shown as the wordmark and in the footer */
  shopName: string;
  /** the shop's address, linked in the footer */
  shopUrl: string;
}

/** A whole branded message around `body`. */
export function brandedMail(input: MailLayoutInput): string {
  const e = escapeHtml;
  const c = MAIL_COLORS;
  const [first, ...rest] = input.shopName.split(' ');
  const wordmark = rest.length > 0 ? `${e(first!)} <span style="color:${c.brand}">${e(rest.join(' '))}</span>` : e(input.shopName);
  return `<!doctype html>
<html lang="${e(input.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<title>${e(input.title)}</title>
<style>
@media (max-width: 620px) { .mail-pad { padding: 20px 16px !important; } .mail-heading { font-size: 22px !important; } }
</style>
</head>
<body style="margin:0;padding:0;background:${c.surface};font-family:${FONT};color:${c.ink};font-size:16px;line-height:1.5;-webkit-text-size-adjust:100%">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;color:${c.surface}">${e(input.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;background:${c.surface}">
<tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;max-width:600px;width:100%;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="height:6px;background:${c.brand};line-height:6px;font-size:6px">&nbsp;</td></tr>
<tr><td class="mail-pad" style="padding:24px 32px 8px">
<a href="${e(input.shopUrl)}" style="text-decoration:none;color:${c.ink};font-size:26px;font-weight:bold;letter-spacing:-0.5px"><span style="color:${c.accent}">&#9679;</span> ${wordmark}</a>
</td></tr>
<tr><td class="mail-pad" style="padding:8px 32px 32px">
<h1 class="mail-heading" style="font-size:26px;line-height:1.25;margin:8px 0 16px;color:${c.ink}">${e(input.heading)}</h1>
${input.body}
</td></tr>
<tr><td class="mail-pad" style="padding:16px 32px;background:${c.brandLight};color:${c.muted};font-size:13px">
<a href="${e(input.shopUrl)}" style="color:${c.brand};font-weight:bold">${e(input.shopName)}</a> · ${e(input.shopUrl.replace(/^https?:\/\//, ''))}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

/** A paragraph of text (escaped). */
export function mailParagraph(text: string, style = ''): string {
  return `<p style="margin:0 0 12px;${style}">${escapeHtml(text)}</p>`;
}

/** A big tappable button (44 px high at least). */
export function mailButton(href: string, label: string): string {
  const c = MAIL_COLORS;
  return `<p style="margin:20px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:${c.brand};color:#ffffff;text-decoration:none;font-weight:bold;font-size:16px;padding:13px 26px;border-radius:24px">${escapeHtml(label)}</a></p>`;
}

/** A coloured box for what matters most in the message (paid, cancelled, the amount to pay). */
export function mailNotice(lines: readonly string[], tone: 'success' | 'info' | 'danger'): string {
  const c = MAIL_COLORS;
  const [border, background] =
    tone === 'success' ? [c.success, c.successLight] : tone === 'danger' ? [c.danger, c.dangerLight] : [c.brand, c.brandLight];
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px"><tr><td style="border-left:4px solid ${border};background:${background};padding:12px 16px;font-size:16px">${lines
    .map((line, i) => (i === 0 ? `<strong>${escapeHtml(line)}</strong>` : escapeHtml(line)))
    .join('<br>')}</td></tr></table>`;
}

/** Label–value rows (escaped); the last one in bold when `strongLast`. */
export function mailRows(rows: ReadonlyArray<readonly [string, string]>, strongLast = false): string {
  const c = MAIL_COLORS;
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px;font-size:15px">${rows
    .map(([label, value], i) => {
      const strong = strongLast && i === rows.length - 1;
      const top = strong ? `border-top:2px solid ${c.ink};font-weight:bold;font-size:17px;` : '';
      return `<tr><td style="padding:6px 8px 6px 0;color:${strong ? c.ink : c.muted};${top}">${escapeHtml(label)}</td><td style="padding:6px 0;text-align:right;white-space:nowrap;${top}">${escapeHtml(value)}</td></tr>`;
    })
    .join('')}</table>`;
}

/** A small section heading. */
export function mailHeading(text: string): string {
  return `<h2 style="font-size:18px;margin:24px 0 8px;color:${MAIL_COLORS.ink}">${escapeHtml(text)}</h2>`;
}
