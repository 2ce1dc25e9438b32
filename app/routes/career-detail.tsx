import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/career-detail';
import {
  CV_ACCEPT,
  CV_FIELD,
  CV_MAX_BYTES,
  JOB_APPLICATION_FIELDS,
  JOB_APPLICATION_PAGE_BODY_MAX,
  jobApplicationSchema,
} from '@/domain/content/content-forms';
import { applyForJob, checkCv, getActiveJob } from '@/domain/content/jobs';
import { formTextValues, readLimitedFormData, uploadedFile } from '@/lib/limited-form-data';
import { formatZodError, type FieldErrors } from '@/lib/validation';
import { shopOwnerAddress } from '@/mail/owner-address';
import { Breadcrumbs } from '~/components/catalog/breadcrumbs';
import { formatLongDate } from '~/components/content/content-dates';
import { ErrorList, Field, FormErrorSummary, FormNotice, fieldAria, inputClass } from '~/components/forms/field';
import { wideButtonClass } from '~/components/forms/styles';
import { useFocusFirstError } from '~/components/forms/use-form-answer';
import { JobFacts } from '~/components/content/job-facts';
import { RichContent } from '~/components/content/rich-content';
import { RouteErrorBoundary } from '~/components/error-views';
import { jobPostingJsonLd } from '~/lib/seo/content-json-ld';
import { formRefused, notFound, requireId } from '~/lib/http/responses.server';
import { breadcrumbJsonLd, notFoundMeta, pageMeta, seoContext } from '~/lib/seo/seo';
import { useRootData, useT } from '~/lib/root/use-root-data';

const SENT_PARAM = 'odoslane';
const FORM_ID = 'odpoved';

/** Job detail /kariera/{id}/{slug}: unknown or inactive id → 404, a wrong slug → 301 to the canonical URL. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = requireId(params.id);
  const job = await getActiveJob(context.services.db, id, context.services.now());
  if (!job) notFound();
  const url = new URL(request.url);
  if (url.pathname !== job.url) throw redirect(`${job.url}${url.search}`, 301);
  return { job, sent: url.searchParams.get(SENT_PARAM) === '1' };
}

const failure = (errors: FieldErrors, values: Record<string, string>, status = 422) =>
  formRefused(errors, { values: Object.fromEntries(JOB_APPLICATION_FIELDS.map((f) => [f, (values[f] ?? '').slice(0, 5000)])), status });

/**
 * The application (multipart, works without JavaScript): every problem at once at its field, the text kept; on
 * success a redirect back to the ad with a thank-you (a reload does not send it again). Decision 0023.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const { db, t, config, mailer, settings } = context.services;
  const id = requireId(params.id);
  if (!(await getActiveJob(db, id, context.services.now()))) notFound();
  const read = await readLimitedFormData(request, JOB_APPLICATION_PAGE_BODY_MAX);
  if (!read.ok) {
    const message = read.reason === 'too_large' ? t('job.cv_too_big', { mb: CV_MAX_BYTES / 1024 / 1024 }) : t('validation.invalid');
    return failure({ cv: [message] }, {}, read.reason === 'too_large' ? 422 : 400);
  }
  const values = formTextValues(read.form);
  const file = await uploadedFile(read.form, CV_FIELD);
  const parsed = jobApplicationSchema.safeParse(values);
  const errors: FieldErrors = parsed.success ? {} : formatZodError(parsed.error, values, t);
  const cv = checkCv(file, t);
  if (!cv.ok) errors.cv = [cv.message];
  if (!parsed.success || !cv.ok) return failure(errors, values);

  const result = await applyForJob(
    db,
    {
      files: context.services.files,
      mailer,
      t,
      ownerEmail: shopOwnerAddress(config, (await settings.get()).contacts.email),
      publicUrl: config.publicUrl,
      ip: context.clientIp ?? 'local',
      now: context.services.now(),
    },
    id,
    parsed.data,
    file,
  );
  if (result.status === 'not_found') notFound();
  if (result.status === 'invalid') return failure(result.errors, values);
  if (result.status === 'rate_limited') return failure({ '': [t('job.rate_limited')] }, values, 429);
  throw redirect(`${result.job.url}?${SENT_PARAM}=1#${FORM_ID}`, 303);
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  if (!loaderData) return notFoundMeta(matches);
  const { job } = loaderData;
  const { t, publicUrl, siteName } = seoContext(matches);
  const facts = [job.location, job.employmentType, job.salary].filter(Boolean).join(', ');
  return pageMeta(matches, {
    title: job.title,
    description: `${facts}. ${job.description}`,
    path: job.url,
    noindex: loaderData.sent,
    jsonLd: [
      jobPostingJsonLd(publicUrl, job, siteName),
      breadcrumbJsonLd(publicUrl, [
        { name: t('common.home'), path: '/' },
        { name: t('job.title'), path: '/kariera' },
        { name: job.title, path: job.url },
      ]),
    ],
  });
};

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export default function CareerDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { locale } = useRootData();
  const { job, sent } = loaderData;
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const formRef = useRef<HTMLFormElement>(null);
  const [clientCvError, setClientCvError] = useState<string | null>(null);
  const serverErrors = actionData && !actionData.ok ? actionData.errors : null;
  const values = actionData && !actionData.ok ? actionData.values : {};
  const errors: FieldErrors = { ...(serverErrors ?? {}), ...(clientCvError ? { cv: [clientCvError] } : {}) };
  const cvId = `${id}-${CV_FIELD}`;

  // after a refused send, focus goes to the first field with an error
  useFocusFirstError(formRef, actionData && !actionData.ok ? actionData.stamp : null);

  // with JavaScript, a file over the limit is refused before it is uploaded
  const tooBig = (input: HTMLInputElement | null) => Boolean(input?.files?.[0] && input.files[0].size > CV_MAX_BYTES);
  const onCvChange = (event: ChangeEvent<HTMLInputElement>) =>
    setClientCvError(tooBig(event.currentTarget) ? t('job.cv_too_big', { mb: CV_MAX_BYTES / 1024 / 1024 }) : null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const input = event.currentTarget.elements.namedItem(CV_FIELD);
    if (input instanceof HTMLInputElement && tooBig(input)) {
      event.preventDefault();
      setClientCvError(t('job.cv_too_big', { mb: CV_MAX_BYTES / 1024 / 1024 }));
      input.focus();
    }
  };

  return (
    <div className="shop-container py-8">
      <Breadcrumbs
        crumbs={[
          { id: 'kariera', name: t('job.title'), url: '/kariera' },
          { id: job.id, name: job.title, url: job.url },
        ]}
      />
      <div className="mt-6 grid gap-8 desktop:grid-cols-[minmax(0,1fr)_24rem] desktop:items-start">
        <article>
          <h1 className="text-3xl leading-tight font-extrabold text-ink">{job.title}</h1>
          <div className="mt-4 rounded-xl bg-surface p-4">
            <JobFacts job={job} />
            {job.publishedAt ? (
              <p className="mt-2 text-sm text-muted">
                {t('job.published')}: <time dateTime={job.publishedAt}>{formatLongDate(job.publishedAt, locale)}</time>
              </p>
            ) : null}
          </div>
          <RichContent html={job.description} className="mt-6" />
          <p className="mt-8">
            <Link to="/kariera" className="font-semibold text-brand-dark underline underline-offset-2 hover:text-ink">
              ← {t('job.back')}
            </Link>
          </p>
        </article>

        <section
          id={FORM_ID}
          aria-labelledby={`${id}-title`}
          className="scroll-mt-32 rounded-xl border border-line bg-white p-5 shadow-sm tablet:p-6"
        >
          <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
            {t('job.apply_title')}
          </h2>
          {sent && !actionData ? (
            <div className="mt-4">
              <FormNotice kind="success">{t('job.sent')}</FormNotice>
            </div>
          ) : (
            <>
              <p className="mt-2 text-sm text-muted">{t('job.apply_intro')}</p>
              <div className="mt-4 empty:hidden">
                <FormErrorSummary errors={serverErrors ?? undefined} fields={[...JOB_APPLICATION_FIELDS, CV_FIELD]} />
              </div>
              <Form
                ref={formRef}
                method="post"
                encType="multipart/form-data"
                noValidate
                onSubmit={onSubmit}
                className="mt-4 flex flex-col gap-4"
              >
                <Field
                  id={`${id}-name`}
                  name="name"
                  label={t('job.name')}
                  autoComplete="name"
                  aria-required
                  maxLength={120}
                  defaultValue={values.name ?? ''}
                  errors={errors.name}
                />
                <Field
                  id={`${id}-email`}
                  name="email"
                  type="email"
                  inputMode="email"
                  label={t('job.email')}
                  autoComplete="email"
                  aria-required
                  maxLength={254}
                  defaultValue={values.email ?? ''}
                  errors={errors.email}
                />
                <Field
                  id={`${id}-phone`}
                  name="phone"
                  type="tel"
                  inputMode="tel"
                  label={`${t('job.phone')} ${t('job.optional')}`}
                  autoComplete="tel"
                  maxLength={30}
                  defaultValue={values.phone ?? ''}
                  errors={errors.phone}
                />
                <Field
                  as="textarea"
                  id={`${id}-message`}
                  name="message"
                  label={`${t('job.message')} ${t('job.optional')}`}
                  maxLength={5000}
                  defaultValue={values.message ?? ''}
                  errors={errors.message}
                />
                <div className="flex flex-col gap-1">
                  <label htmlFor={cvId} className="text-sm font-semibold text-ink">
                    {t('job.cv')}
                  </label>
                  <input
                    id={cvId}
                    name={CV_FIELD}
                    type="file"
                    accept={CV_ACCEPT}
                    aria-required
                    onChange={onCvChange}
                    {...fieldAria(cvId, errors.cv, { hint: true })}
                    className={`${inputClass(Boolean(errors.cv?.length))} h-auto py-2 file:mr-3 file:rounded-full file:border-0 file:bg-brand-light file:px-4 file:py-1.5 file:font-semibold file:text-brand-dark`}
                  />
                  <p id={`${cvId}-hint`} className="text-sm text-muted">
                    {serverErrors && !errors.cv ? `${t('job.cv_hint')} ${t('job.cv_again')}` : t('job.cv_hint')}
                  </p>
                  <ErrorList id={cvId} errors={errors.cv} field={CV_FIELD} />
                </div>
                <button type="submit" disabled={busy} className={wideButtonClass}>
                  {t('job.submit')}
                </button>
              </Form>
            </>
          )}
        </section>
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
