import { Link, redirect } from 'react-router';
import type { Route } from './+types/service';
import { findPublishedPageById, pageUrl } from '@/domain/content/pages';
import { findPublishedService, sendServiceInquiry } from '@/domain/content/service-inquiries';
import { shopDateString } from '@/lib/shop-time';
import { SERVICE_INQUIRY_FIELDS } from '@/domain/content/service-inquiry-schema';
import { listPublishedServices } from '@/domain/content/services';
import { CAPTCHA_ACTIONS } from '@/domain/security/captcha';
import { shopOwnerAddress } from '@/mail/owner-address';
import { RouteErrorBoundary } from '~/components/error-views';
import { RichText } from '~/components/rich-text';
import { ServiceInquiryForm } from '~/components/service-inquiry-form';
import { keptValues, readForm } from '~/lib/session/auth-session.server';
import { formCaptchaError } from '~/lib/session/captcha.server';
import { mediaSrcSet, mediaUrl } from '~/lib/format/media';
import { formDone, formRefused, notFound, requireId } from '~/lib/http/responses.server';
import { breadcrumbJsonLd, notFoundMeta, pageMeta, seoContext } from '~/lib/seo/seo';
import { useT } from '~/lib/root/use-root-data';

/** /sluzby/{id}/{slug}: the service, its info page link and the inquiry form. A wrong slug → 301 to the canonical URL. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db, now } = context.services;
  const service = await findPublishedService(db, requireId(params.id));
  if (!service) notFound();
  if (params.slug !== service.slug) throw redirect(`${service.url}${new URL(request.url).search}`, 301);
  const [page, others] = await Promise.all([
    service.pageId ? findPublishedPageById(db, service.pageId) : Promise.resolve(null),
    listPublishedServices(db),
  ]);
  return {
    service,
    infoUrl: page ? pageUrl(page) : null,
    others: others.filter((s) => s.id !== service.id),
    minDate: shopDateString(now()),
  };
}

/** The inquiry: captcha (when configured), validation, rate limit, store and mail to the shop owner. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const { db, t, mailer, config, settings, now } = context.services;
  const service = await findPublishedService(db, requireId(params.id));
  if (!service) notFound();
  const values = await readForm(request);
  const kept = keptValues(values, SERVICE_INQUIRY_FIELDS);
  if (values.message) kept.message = values.message.slice(0, 3000);
  const captchaError = await formCaptchaError(context, values, CAPTCHA_ACTIONS.serviceInquiry);
  if (captchaError) return formRefused({ captcha: [captchaError] }, { values: kept });
  const outcome = await sendServiceInquiry(
    db,
    {
      mailer,
      t,
      ownerEmail: shopOwnerAddress(config, (await settings.get()).contacts.email),
      publicUrl: config.publicUrl,
      now: now(),
      ip: context.clientIp ?? 'local',
    },
    service,
    values,
  );
  if (!outcome.ok) return formRefused(outcome.errors, { values: kept, status: outcome.status });
  return formDone(t('service_inquiry.sent'));
}

export function headers() {
  return { 'Cache-Control': 'no-cache' };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => {
  if (!loaded) return notFoundMeta(matches);
  const { t, publicUrl } = seoContext(matches);
  const { service } = loaded;
  return pageMeta(matches, {
    title: service.title,
    description: service.perex ?? service.content,
    path: service.url,
    image: service.image,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: service.title,
        ...(service.perex ? { description: service.perex } : {}),
        url: `${publicUrl}${service.url}`,
        provider: { '@id': `${publicUrl}/#organization` },
        areaServed: 'SK',
      },
      breadcrumbJsonLd(publicUrl, [
        { name: t('common.home'), path: '/' },
        { name: service.title, path: service.url },
      ]),
    ],
  });
};

export default function ServicePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { service, infoUrl, others, minDate } = loaderData;
  const image = mediaUrl(service.image, 800);
  return (
    <div className="shop-container py-8">
      <div className="grid gap-8 desktop:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <article className="min-w-0">
          <h1 className="text-3xl font-bold text-ink">{service.title}</h1>
          {service.perex ? <p className="mt-2 text-lg text-muted">{service.perex}</p> : null}
          {image ? (
            <img
              src={image}
              srcSet={mediaSrcSet(service.image, [480, 640, 800, 1200])}
              sizes="(min-width: 1024px) 680px, 100vw"
              width={1200}
              height={675}
              alt=""
              className="mt-6 aspect-video h-auto w-full rounded-2xl object-cover"
            />
          ) : null}
          <RichText html={service.content} className="mt-6" />
          {infoUrl ? (
            <p className="mt-6">
              <Link to={infoUrl} className="font-semibold text-brand-dark underline underline-offset-2">
                {t('service.more_info')}
              </Link>
            </p>
          ) : null}
        </article>

        <section
          aria-labelledby="dopyt"
          className="self-start rounded-2xl border border-line bg-white p-5 shadow-sm tablet:p-6 desktop:sticky desktop:top-28"
        >
          <h2 id="dopyt" className="text-2xl font-bold text-ink">
            {t('service.inquiry_title')}
          </h2>
          <p className="mt-1 mb-4 text-muted">{t('service.inquiry_intro')}</p>
          <ServiceInquiryForm actionData={actionData} minDate={minDate} />
        </section>
      </div>

      {others.length > 0 ? (
        <section aria-labelledby="dalsie-sluzby" className="mt-12">
          <h2 id="dalsie-sluzby" className="mb-4 text-2xl font-bold text-ink">
            {t('service.other_services')}
          </h2>
          <ul className="grid gap-4 tablet:grid-cols-2">
            {others.map((s) => (
              <li key={s.id} className="rounded-2xl border border-line bg-white p-4">
                <Link to={s.url} className="text-lg font-bold text-brand-dark underline-offset-2 hover:underline">
                  {s.title}
                </Link>
                {s.perex ? <p className="mt-1 text-sm text-muted">{s.perex}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
