/**
 * Service pages and their inquiries (/sluzby/{id}/{slug}, POST /api/services/{id}/inquiries): the published service
 * with its sanitized text, and the inquiry a shopper sends — stored in service_inquiries and mailed to the shop
 * owner (the contacts setting's e-mail, else MAIL_FROM) with Reply-To the shopper. The row is written first: a mail
 * failure is logged and never loses the inquiry. Rate limited per client address.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { serviceInquiries, services } from '../../db/schema';
import type { Translate } from '../../i18n';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { escapeHtml } from '../../mail/order-confirmation';
import { shopDateString } from '../../lib/shop-time';
import { sanitizeRichText } from './sanitize';
import { formatZodError } from '../../lib/validation';
import { hitRateLimit } from '../security/rate-limit';
import { serviceInquirySchema, type ServiceInquiryInput } from './service-inquiry-schema';
import { serviceUrl } from './services';

export interface ServiceView {
  id: number;
  slug: string;
  title: string;
  perex: string | null;
  /** sanitized HTML */
  content: string;
  image: string | null;
  /** the info page about the service (/info/{id}/{slug}), when it has one */
  pageId: number | null;
  url: string;
}

export async function findPublishedService(db: DbOrTx, id: number): Promise<ServiceView | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const [row] = await db
    .select({
      id: services.id,
      slug: services.slug,
      title: services.title,
      perex: services.perex,
      content: services.content,
      image: services.image,
      pageId: services.pageId,
    })
    .from(services)
    .where(and(eq(services.id, id), eq(services.isPublished, true)))
    .limit(1);
  return row ? { ...row, content: sanitizeRichText(row.content), url: serviceUrl(row) } : null;
}

/** At most this many inquiries per client address and window. */
export const SERVICE_INQUIRY_RATE_LIMIT = { hits: 5, windowSeconds: 3600 } as const;
const serviceInquiryRateLimitKey = (ip: string) => `service-inquiry:${ip}`;

/** How far ahead a wished date may be. */
const MAX_DAYS_AHEAD = 730;

/** A catalogue key when the wished date is in the past or too far ahead (shop time); null when fine or absent. */
function inquiryDateErrorKey(date: string | undefined, now: Date): 'service_inquiry.date_past' | 'service_inquiry.date_too_far' | null {
  if (!date) return null;
  const today = shopDateString(now);
  if (date < today) return 'service_inquiry.date_past';
  const limit = new Date(`${today}T00:00:00Z`);
  limit.setUTCDate(limit.getUTCDate() + MAX_DAYS_AHEAD);
  if (date > limit.toISOString().slice(0, 10)) return 'service_inquiry.date_too_far';
  return null;
}

export interface InquiryMailContext {
  mailer: Mailer;
  t: Translate;
  /** who receives inquiries */
  ownerEmail: string;
  publicUrl: string;
}

/** 'YYYY-MM-DD' → '24. 12. 2026' */
const slovakDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${Number(d)}. ${Number(m)}. ${y}`;
};

function buildServiceInquiryMail(
  t: Translate,
  service: ServiceView,
  input: ServiceInquiryInput,
  ctx: { to: string; publicUrl: string },
): MailMessage {
  const lines: Array<[string, string]> = [
    [t('service_inquiry.name'), input.name],
    [t('service_inquiry.email'), input.email],
    ...(input.phone ? [[t('service_inquiry.phone'), input.phone] as [string, string]] : []),
    ...(input.date ? [[t('service_inquiry.date'), slovakDate(input.date)] as [string, string]] : []),
  ];
  const url = `${ctx.publicUrl.replace(/\/+$/, '')}${service.url}`;
  const subject = t('service_inquiry.mail_subject', { service: service.title, name: input.name });
  const text = [
    t('service_inquiry.mail_intro', { service: service.title }),
    url,
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    '',
    `${t('service_inquiry.message')}:`,
    input.message,
    '',
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html><html lang="sk"><body style="font-family:Arial,sans-serif;color:#1f2933;line-height:1.5">
<p>${e(t('service_inquiry.mail_intro', { service: service.title }))} <a href="${e(url)}">${e(url)}</a></p>
<table style="border-collapse:collapse">${lines.map(([label, value]) => `<tr><th style="text-align:left;padding:4px 12px 4px 0">${e(label)}</th><td style="padding:4px 0">${e(value)}</td></tr>`).join('')}</table>
<p><strong>${e(t('service_inquiry.message'))}:</strong></p>
<p style="white-space:pre-wrap">${e(input.message)}</p>
</body></html>`;
  return { to: ctx.to, subject, text, html, replyTo: input.email };
}

/** Stores the inquiry and mails it to the shop owner; returns the new row's id. */
async function submitServiceInquiry(
  db: DbOrTx,
  ctx: InquiryMailContext,
  service: ServiceView,
  input: ServiceInquiryInput,
): Promise<{ id: number; mailed: boolean }> {
  const [row] = await db
    .insert(serviceInquiries)
    .values({
      serviceId: service.id,
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      eventDate: input.date ?? null,
      message: input.message,
    })
    .returning({ id: serviceInquiries.id });
  let mailed = true;
  try {
    await ctx.mailer.send(buildServiceInquiryMail(ctx.t, service, input, { to: ctx.ownerEmail, publicUrl: ctx.publicUrl }));
  } catch (error) {
    mailed = false;
    console.error(`[service-inquiry] inquiry ${row!.id} stored, e-mail to the shop failed:`, error);
  }
  return { id: row!.id, mailed };
}

export type InquiryOutcome = { ok: true; id: number; mailed: boolean } | { ok: false; status: 422 | 429; errors: Record<string, string[]> };

/**
 * The whole inquiry: validation (the shared schema; the wished date not in the past in shop time), the rate limit
 * per client address, then store and mail. The caller verifies the captcha first (page action or REST call).
 */
export async function sendServiceInquiry(
  db: DbOrTx,
  ctx: InquiryMailContext & { now: Date; ip: string },
  service: ServiceView,
  values: unknown,
): Promise<InquiryOutcome> {
  const parsed = serviceInquirySchema.safeParse(values);
  const errors = parsed.success ? {} : formatZodError(parsed.error, values, ctx.t);
  const dateKey = parsed.success ? inquiryDateErrorKey(parsed.data.date, ctx.now) : null;
  if (dateKey) errors.date = [ctx.t(dateKey)];
  if (!parsed.success || dateKey) return { ok: false, status: 422, errors };
  const limit = await hitRateLimit(
    db,
    serviceInquiryRateLimitKey(ctx.ip),
    SERVICE_INQUIRY_RATE_LIMIT.hits,
    SERVICE_INQUIRY_RATE_LIMIT.windowSeconds,
  );
  if (!limit.allowed) return { ok: false, status: 429, errors: { '': [ctx.t('service_inquiry.rate_limited')] } };
  const saved = await submitServiceInquiry(db, ctx, service, parsed.data);
  return { ok: true, ...saved };
}

/** The published service an info page describes (services.page_id), for the page's inquiry link. */
export async function findServiceByPageId(
  db: DbOrTx,
  pageId: number,
): Promise<{ id: number; slug: string; title: string; url: string } | null> {
  const [row] = await db
    .select({ id: services.id, slug: services.slug, title: services.title })
    .from(services)
    .where(and(eq(services.pageId, pageId), eq(services.isPublished, true)))
    .limit(1);
  return row ? { ...row, url: serviceUrl(row) } : null;
}
