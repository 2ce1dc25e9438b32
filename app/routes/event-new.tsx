import { useEffect, useId, useRef } from 'react';
import { Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/event-new';
import { EVENT_PROPOSAL_FIELDS, eventProposalSchema } from '@/domain/content/content-forms';
import { proposeEvent } from '@/domain/content/events';
import { CAPTCHA_ACTIONS } from '@/domain/security/captcha';
import { formatZodError } from '@/lib/validation';
import { shopDateString } from '@/lib/shop-time';
import { shopOwnerAddress } from '@/mail/owner-address';
import { AuthField, AuthNotice, authButtonClass } from '~/components/auth/auth-form-parts';
import { useCaptchaForm } from '~/components/captcha-field';
import { Breadcrumbs } from '~/components/catalog/breadcrumbs';
import { TextAreaField } from '~/components/content/form-parts';
import { RouteErrorBoundary } from '~/components/error-views';
import { formFailure, readForm } from '~/lib/auth-session.server';
import { formCaptchaError } from '~/lib/captcha.server';
import { pageMeta, seoContext } from '~/lib/seo';
import { useT } from '~/lib/use-root-data';

export async function loader({ context }: Route.LoaderArgs) {
  // today in shop time: the earliest date the form offers
  return { today: shopDateString(context.services.now()) };
}

/**
 * A shopper proposes an event (decision 0024): validated, captcha when configured, stored unpublished, the owner
 * told by e-mail; then /eventy/dekujeme. Without JavaScript a plain form POST; every error keeps the input.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, t, config, mailer, settings } = context.services;
  const values = await readForm(request);
  // what the shopper typed goes back into the form (the description may be long: not cut at 300 like keptValues)
  const kept = Object.fromEntries(EVENT_PROPOSAL_FIELDS.filter((k) => k in values).map((k) => [k, values[k]!.slice(0, 5000)]));
  const parsed = eventProposalSchema.safeParse(values);
  if (!parsed.success) return formFailure(formatZodError(parsed.error, values, t), kept);
  const captchaError = await formCaptchaError(context, values, CAPTCHA_ACTIONS.eventProposal);
  if (captchaError) return formFailure({ captcha: [captchaError] }, kept);
  const result = await proposeEvent(db, parsed.data, {
    t,
    ip: context.clientIp ?? 'local',
    now: context.services.now(),
    notify: { mailer, ownerEmail: shopOwnerAddress(config, (await settings.get()).contacts.email) },
  });
  if (result.status === 'invalid') return formFailure(result.errors, kept);
  if (result.status === 'rate_limited') return formFailure({ '': [t('event.rate_limited')] }, kept, 429);
  throw redirect('/eventy/dekujeme', 303);
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t } = seoContext(matches);
  return pageMeta(matches, { title: t('event.new_title'), description: t('event.new_intro'), path: '/eventy/novy' });
};

export default function EventNewPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const formRef = useRef<HTMLFormElement>(null);
  const captchaForm = useCaptchaForm(CAPTCHA_ACTIONS.eventProposal);
  const errors = actionData && !actionData.ok ? actionData.errors : null;
  const values: Record<string, string> = actionData && !actionData.ok ? actionData.values : {};
  const general = errors
    ? Object.entries(errors)
        .filter(([field]) => !(EVENT_PROPOSAL_FIELDS as readonly string[]).includes(field))
        .flatMap(([, list]) => list)
    : [];

  useEffect(() => {
    if (errors) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const optional = (label: string) => `${label} ${t('event.optional')}`;
  return (
    <div className="shop-container py-8">
      <Breadcrumbs
        crumbs={[
          { id: 'eventy', name: t('event.list_title'), url: '/eventy' },
          { id: 'novy', name: t('event.new_title'), url: '/eventy/novy' },
        ]}
      />
      <div className="mx-auto mt-6 max-w-2xl rounded-xl border border-line bg-white p-5 shadow-sm tablet:p-8">
        <h1 className="text-3xl font-extrabold text-ink">{t('event.new_title')}</h1>
        <p className="mt-2 text-muted">{t('event.new_intro')}</p>
        {general.length ? (
          <div className="mt-4">
            <AuthNotice kind="danger">{general.join(', ')}</AuthNotice>
          </div>
        ) : null}
        <Form ref={formRef} method="post" noValidate className="mt-6 flex flex-col gap-4" {...captchaForm.formProps}>
          {captchaForm.field}
          <AuthField
            idPrefix={id}
            name="title"
            label={t('event.title')}
            required
            maxLength={150}
            defaultValue={values.title ?? ''}
            errors={errors?.title}
          />
          <div className="grid gap-4 tablet:grid-cols-2">
            <AuthField
              idPrefix={id}
              name="date"
              type="date"
              label={t('event.date')}
              required
              min={loaderData.today}
              defaultValue={values.date ?? ''}
              errors={errors?.date}
            />
            <AuthField
              idPrefix={id}
              name="time"
              type="time"
              label={t('event.time')}
              required
              defaultValue={values.time ?? ''}
              errors={errors?.time}
            />
          </div>
          <AuthField
            idPrefix={id}
            name="place"
            label={t('event.place')}
            required
            maxLength={200}
            defaultValue={values.place ?? ''}
            errors={errors?.place}
          />
          <TextAreaField
            idPrefix={id}
            name="description"
            label={t('event.description')}
            hint={t('event.description_hint')}
            required
            maxLength={5000}
            rows={6}
            defaultValue={values.description ?? ''}
            errors={errors?.description}
          />
          <fieldset className="flex flex-col gap-4 rounded-lg border border-line p-4">
            <legend className="px-1 font-bold text-ink">{t('event.organizer')}</legend>
            <p className="-mt-1 text-sm text-muted">{t('event.organizer_hint')}</p>
            <AuthField
              idPrefix={id}
              name="organizerName"
              label={t('event.organizer_name')}
              autoComplete="name"
              required
              maxLength={120}
              defaultValue={values.organizerName ?? ''}
              errors={errors?.organizerName}
            />
            <div className="grid gap-4 tablet:grid-cols-2">
              <AuthField
                idPrefix={id}
                name="organizerEmail"
                type="email"
                inputMode="email"
                label={t('event.organizer_email')}
                autoComplete="email"
                required
                maxLength={254}
                defaultValue={values.organizerEmail ?? ''}
                errors={errors?.organizerEmail}
              />
              <AuthField
                idPrefix={id}
                name="organizerPhone"
                type="tel"
                inputMode="tel"
                label={optional(t('event.organizer_phone'))}
                autoComplete="tel"
                maxLength={30}
                defaultValue={values.organizerPhone ?? ''}
                errors={errors?.organizerPhone}
              />
            </div>
          </fieldset>
          <button type="submit" disabled={busy} className={authButtonClass}>
            {t('event.submit')}
          </button>
        </Form>
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
