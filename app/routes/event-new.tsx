import { useId, useRef } from 'react';
import { Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/event-new';
import { EVENT_PROPOSAL_FIELDS, eventProposalSchema } from '@/domain/content/content-forms';
import { proposeEvent } from '@/domain/content/events';
import { CAPTCHA_ACTIONS } from '@/domain/security/captcha';
import { formatZodError } from '@/lib/validation';
import { shopDateString } from '@/lib/shop-time';
import { shopOwnerAddress } from '@/mail/owner-address';
import { useCaptchaForm } from '~/components/captcha-field';
import { Breadcrumbs } from '~/components/catalog/breadcrumbs';
import { RouteErrorBoundary } from '~/components/error-views';
import { Field, FormErrorSummary } from '~/components/forms/field';
import { wideButtonClass } from '~/components/forms/styles';
import { combineSubmit, useFocusFirstError } from '~/components/forms/use-form-answer';
import { useShopForm } from '~/components/forms/use-shop-form';
import { readForm } from '~/lib/session/auth-session.server';
import { formCaptchaError } from '~/lib/session/captcha.server';
import { formRefused } from '~/lib/http/responses.server';
import { pageMeta, seoContext } from '~/lib/seo/seo';
import { useT } from '~/lib/root/use-root-data';

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
  if (!parsed.success) return formRefused(formatZodError(parsed.error, values, t), { values: kept });
  const captchaError = await formCaptchaError(context, values, CAPTCHA_ACTIONS.eventProposal);
  if (captchaError) return formRefused({ captcha: [captchaError] }, { values: kept });
  const result = await proposeEvent(db, parsed.data, {
    t,
    ip: context.clientIp ?? 'local',
    now: context.services.now(),
    notify: { mailer, ownerEmail: shopOwnerAddress(config, (await settings.get()).contacts.email) },
  });
  if (result.status === 'invalid') return formRefused(result.errors, { values: kept });
  if (result.status === 'rate_limited') return formRefused({ '': [t('event.rate_limited')] }, { values: kept, status: 429 });
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
  const refused = actionData && !actionData.ok ? actionData : null;
  const values: Record<string, string> = refused?.values ?? {};
  const { form, onSubmit, errors } = useShopForm({ id: `${id}-event`, schema: eventProposalSchema, result: actionData });
  useFocusFirstError(formRef, refused?.stamp);

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
        <div className="mt-4 empty:hidden">
          <FormErrorSummary errors={refused?.errors} fields={EVENT_PROPOSAL_FIELDS} />
        </div>
        <Form
          ref={formRef}
          method="post"
          id={form.id}
          noValidate
          className="mt-6 flex flex-col gap-4"
          onFocus={captchaForm.formProps.onFocus}
          onSubmit={combineSubmit(onSubmit, captchaForm.formProps.onSubmit)}
        >
          {captchaForm.field}
          <Field
            id={`${id}-title`}
            name="title"
            label={t('event.title')}
            aria-required
            maxLength={150}
            defaultValue={values.title ?? ''}
            errors={errors.title}
          />
          <div className="grid gap-4 tablet:grid-cols-2">
            <Field
              id={`${id}-date`}
              name="date"
              type="date"
              label={t('event.date')}
              aria-required
              min={loaderData.today}
              defaultValue={values.date ?? ''}
              errors={errors.date}
            />
            <Field
              id={`${id}-time`}
              name="time"
              type="time"
              label={t('event.time')}
              aria-required
              defaultValue={values.time ?? ''}
              errors={errors.time}
            />
          </div>
          <Field
            id={`${id}-place`}
            name="place"
            label={t('event.place')}
            aria-required
            maxLength={200}
            defaultValue={values.place ?? ''}
            errors={errors.place}
          />
          <Field
            as="textarea"
            id={`${id}-description`}
            name="description"
            label={t('event.description')}
            hint={t('event.description_hint')}
            aria-required
            maxLength={5000}
            rows={6}
            defaultValue={values.description ?? ''}
            errors={errors.description}
          />
          <fieldset className="flex flex-col gap-4 rounded-lg border border-line p-4">
            <legend className="px-1 font-bold text-ink">{t('event.organizer')}</legend>
            <p className="-mt-1 text-sm text-muted">{t('event.organizer_hint')}</p>
            <Field
              id={`${id}-organizerName`}
              name="organizerName"
              label={t('event.organizer_name')}
              autoComplete="name"
              aria-required
              maxLength={120}
              defaultValue={values.organizerName ?? ''}
              errors={errors.organizerName}
            />
            <div className="grid gap-4 tablet:grid-cols-2">
              <Field
                id={`${id}-organizerEmail`}
                name="organizerEmail"
                type="email"
                inputMode="email"
                label={t('event.organizer_email')}
                autoComplete="email"
                aria-required
                maxLength={254}
                defaultValue={values.organizerEmail ?? ''}
                errors={errors.organizerEmail}
              />
              <Field
                id={`${id}-organizerPhone`}
                name="organizerPhone"
                type="tel"
                inputMode="tel"
                label={optional(t('event.organizer_phone'))}
                autoComplete="tel"
                maxLength={30}
                defaultValue={values.organizerPhone ?? ''}
                errors={errors.organizerPhone}
              />
            </div>
          </fieldset>
          <button type="submit" disabled={busy} className={wideButtonClass}>
            {t('event.submit')}
          </button>
        </Form>
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
