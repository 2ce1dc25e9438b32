import { useId, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/register';
import { PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, registerSchema } from '@/domain/accounts/auth-schemas';
import { registerCustomer } from '@/domain/accounts/login';
import { translator } from '@/i18n';
import { formatZodError } from '@/lib/validation';
import { AuthCard } from '~/components/auth/auth-card';
import { Field, FormErrorSummary } from '~/components/forms/field';
import { linkClass, wideButtonClass } from '~/components/forms/styles';
import { combineSubmit, useFetcherResult, useFocusFirstError } from '~/components/forms/use-form-answer';
import { useShopForm } from '~/components/forms/use-shop-form';
import { authFormFailure, authRequestMeta, keptValues, readForm, redirectLoggedIn } from '~/lib/session/auth-session.server';
import { formRefused } from '~/lib/http/responses.server';
import { requireGuest } from '~/lib/session/guards.server';
import type { RootData } from '~/lib/root/root-data';
import { useT } from '~/lib/root/use-root-data';
// captcha
import { CAPTCHA_ACTIONS } from '@/domain/security/captcha';
import { useCaptchaForm } from '~/components/captcha-field';
import { formCaptchaError } from '~/lib/session/captcha.server';

/** Guests only: a logged-in customer is redirected home (SPEC §2, §6). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireGuest(request, context);
  return { redirect: new URL(request.url).searchParams.get('redirect') ?? '' };
}

/**
 * Register (/registrace and the alias /account/register): name, last name, e-mail and the password twice. Success
 * logs the new customer in (guest cart merged) and goes on like a login. A plain form POST without JavaScript.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const values = await readForm(request);
  const kept = keptValues(values, ['firstname', 'lastname', 'email', 'redirect']);
  const parsed = registerSchema.safeParse(values);
  if (!parsed.success) return formRefused(formatZodError(parsed.error, values, context.services.t), { values: kept });
  const captchaError = await formCaptchaError(context, values, CAPTCHA_ACTIONS.register); // captcha
  if (captchaError) return formRefused({ captcha: [captchaError] }, { values: kept });
  try {
    const result = await registerCustomer(context.services.db, parsed.data, authRequestMeta(request, context));
    return redirectLoggedIn(request, context, result, values.redirect ?? new URL(request.url).searchParams.get('redirect') ?? undefined);
  } catch (error) {
    return authFormFailure(error, context, kept);
  }
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  const t = translator(root?.locale ?? 'sk');
  // seo: a form page, never indexed
  const tags = [{ title: `${t('auth.register_title')} | ${t('app.title')}` }, { name: 'robots', content: 'noindex, follow' }];
  // the English alias shows the same page: one canonical address
  if (location.pathname !== '/registrace' && root)
    return [...tags, { tagName: 'link', rel: 'canonical', href: `${root.publicUrl}/registrace` }];
  return tags;
};

const REGISTER_FIELDS = ['firstname', 'lastname', 'email', 'password', 'password_confirmation'];

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const refused = actionData && !actionData.ok ? actionData : null;
  const values = refused?.values ?? {};
  // the shared schema checks the form in the browser first (decision 0078)
  const { form, onSubmit, errors } = useShopForm({ id: `${id}-register`, schema: registerSchema, result: actionData });
  const formRef = useRef<HTMLFormElement>(null);
  const captchaForm = useCaptchaForm(CAPTCHA_ACTIONS.register);

  // after the server's refusal the passwords are emptied and focus goes to the first field with an error
  useFetcherResult(refused, () => {
    for (const name of ['password', 'password_confirmation']) {
      const input = formRef.current?.elements.namedItem(name);
      if (input instanceof HTMLInputElement) input.value = '';
    }
  });
  useFocusFirstError(formRef, refused?.stamp);

  return (
    <AuthCard title={t('auth.register_title')} intro={t('auth.register_intro')}>
      {/* errors not tied to a field of this form (rate limit, captcha) show on top */}
      <FormErrorSummary errors={refused?.errors} fields={REGISTER_FIELDS} />
      <Form
        ref={formRef}
        method="post"
        noValidate
        className="flex flex-col gap-4"
        onFocus={captchaForm.formProps.onFocus}
        id={form.id}
        onSubmit={combineSubmit(onSubmit, captchaForm.formProps.onSubmit)}
      >
        <input type="hidden" name="redirect" value={values.redirect ?? loaderData.redirect} />
        {captchaForm.field}
        <div className="grid gap-4 tablet:grid-cols-2">
          <Field
            id={`${id}-firstname`}
            name="firstname"
            label={t('auth.firstname')}
            autoComplete="given-name"
            aria-required
            defaultValue={values.firstname ?? ''}
            errors={errors.firstname}
          />
          <Field
            id={`${id}-lastname`}
            name="lastname"
            label={t('auth.lastname')}
            autoComplete="family-name"
            aria-required
            defaultValue={values.lastname ?? ''}
            errors={errors.lastname}
          />
        </div>
        <Field
          id={`${id}-email`}
          name="email"
          type="email"
          inputMode="email"
          label={t('auth.email')}
          autoComplete="email"
          aria-required
          defaultValue={values.email ?? ''}
          errors={errors.email}
        />
        <Field
          id={`${id}-password`}
          name="password"
          type="password"
          label={t('auth.password')}
          autoComplete="new-password"
          aria-required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          hint={t('auth.password_hint', { min: PASSWORD_MIN_LENGTH })}
          errors={errors.password}
        />
        <Field
          id={`${id}-password_confirmation`}
          name="password_confirmation"
          type="password"
          label={t('auth.password_confirmation')}
          autoComplete="new-password"
          aria-required
          maxLength={PASSWORD_MAX_LENGTH}
          errors={errors.password_confirmation}
        />
        <p className="text-sm text-muted">
          {t('auth.register_privacy')}{' '}
          <Link to="/dokumenty" className={linkClass}>
            {t('auth.documents_link')}
          </Link>
          .
        </p>
        <button type="submit" disabled={busy} className={wideButtonClass}>
          {t('auth.submit_register')}
        </button>
      </Form>
      <p className="border-t border-line pt-4 text-sm text-muted">
        {t('auth.have_account')}{' '}
        <Link
          to={loaderData.redirect ? `/prihlasenie?redirect=${encodeURIComponent(loaderData.redirect)}` : '/prihlasenie'}
          className={linkClass}
        >
          {t('auth.login_link')}
        </Link>
      </p>
    </AuthCard>
  );
}
