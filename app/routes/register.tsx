import { useEffect, useId, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/register';
import { PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, registerSchema } from '@/domain/accounts/auth-schemas';
import { registerCustomer } from '@/domain/accounts/login';
import { translator } from '@/i18n';
import { formatZodError } from '@/lib/validation';
import { AuthCard, AuthField, AuthNotice, authButtonClass, authLinkClass } from '~/components/auth/auth-form-parts';
import { authFormFailure, authRequestMeta, formFailure, keptValues, readForm, redirectLoggedIn } from '~/lib/auth-session.server';
import { requireGuest } from '~/lib/guards.server';
import type { RootData } from '~/lib/root-data';
import { useT } from '~/lib/use-root-data';
// captcha
import { CAPTCHA_ACTIONS } from '@/domain/security/captcha';
import { useCaptchaForm } from '~/components/captcha-field';
import { formCaptchaError } from '~/lib/captcha.server';

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
  if (!parsed.success) return formFailure(formatZodError(parsed.error, values, context.services.t), kept);
  const captchaError = await formCaptchaError(context, values, CAPTCHA_ACTIONS.register); // captcha
  if (captchaError) return formFailure({ captcha: [captchaError] }, kept);
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

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const errors = actionData && !actionData.ok ? actionData.errors : null;
  const values = actionData && !actionData.ok ? actionData.values : {};
  const formRef = useRef<HTMLFormElement>(null);
  const captchaForm = useCaptchaForm(CAPTCHA_ACTIONS.register);
  // errors not tied to a field of this form (rate limit) show on top
  const generalErrors = errors
    ? Object.entries(errors).filter(([field]) => !['firstname', 'lastname', 'email', 'password', 'password_confirmation'].includes(field))
    : [];

  // after an answer the passwords are emptied and focus goes to the first field with an error
  useEffect(() => {
    const form = formRef.current;
    if (!errors || !form) return;
    for (const name of ['password', 'password_confirmation']) {
      const input = form.elements.namedItem(name);
      if (input instanceof HTMLInputElement) input.value = '';
    }
    form.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  return (
    <AuthCard title={t('auth.register_title')} intro={t('auth.register_intro')}>
      {generalErrors.length ? <AuthNotice kind="danger">{generalErrors.flatMap(([, list]) => list).join(', ')}</AuthNotice> : null}
      <Form ref={formRef} method="post" noValidate className="flex flex-col gap-4" {...captchaForm.formProps}>
        <input type="hidden" name="redirect" value={values.redirect ?? loaderData.redirect} />
        {captchaForm.field}
        <div className="grid gap-4 tablet:grid-cols-2">
          <AuthField
            idPrefix={id}
            name="firstname"
            label={t('auth.firstname')}
            autoComplete="given-name"
            required
            defaultValue={values.firstname ?? ''}
            errors={errors?.firstname}
          />
          <AuthField
            idPrefix={id}
            name="lastname"
            label={t('auth.lastname')}
            autoComplete="family-name"
            required
            defaultValue={values.lastname ?? ''}
            errors={errors?.lastname}
          />
        </div>
        <AuthField
          idPrefix={id}
          name="email"
          type="email"
          inputMode="email"
          label={t('auth.email')}
          autoComplete="email"
          required
          defaultValue={values.email ?? ''}
          errors={errors?.email}
        />
        <AuthField
          idPrefix={id}
          name="password"
          type="password"
          label={t('auth.password')}
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          hint={t('auth.password_hint', { min: PASSWORD_MIN_LENGTH })}
          errors={errors?.password}
        />
        <AuthField
          idPrefix={id}
          name="password_confirmation"
          type="password"
          label={t('auth.password_confirmation')}
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          errors={errors?.password_confirmation}
        />
        <p className="text-sm text-muted">
          {t('auth.register_privacy')}{' '}
          <Link to="/dokumenty" className={authLinkClass}>
            {t('auth.documents_link')}
          </Link>
          .
        </p>
        <button type="submit" disabled={busy} className={authButtonClass}>
          {t('auth.submit_register')}
        </button>
      </Form>
      <p className="border-t border-line pt-4 text-sm text-muted">
        {t('auth.have_account')}{' '}
        <Link
          to={loaderData.redirect ? `/prihlasenie?redirect=${encodeURIComponent(loaderData.redirect)}` : '/prihlasenie'}
          className={authLinkClass}
        >
          {t('auth.login_link')}
        </Link>
      </p>
    </AuthCard>
  );
}
