import { useId, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/password-reset';
import { passwordResetRequestSchema } from '@/domain/accounts/auth-schemas';
import { PASSWORD_RESET_TTL_MINUTES, requestPasswordReset } from '@/domain/accounts/password-reset';
import { translator } from '@/i18n';
import { formatZodError } from '@/lib/validation';
import { AuthCard } from '~/components/auth/auth-card';
import { combineSubmit, useFocusFirstError } from '~/components/forms/use-form-answer';
import { useShopForm } from '~/components/forms/use-shop-form';
import { Field, FormErrorSummary, FormNotice } from '~/components/forms/field';
import { linkClass, wideButtonClass } from '~/components/forms/styles';
import { authFormFailure, authRequestMeta, keptValues, readForm } from '~/lib/session/auth-session.server';
import { requireGuest } from '~/lib/session/guards.server';
import { formDone, formRefused } from '~/lib/http/responses.server';
import type { RootData } from '~/lib/root/root-data';
import { useT } from '~/lib/root/use-root-data';
// captcha
import { CAPTCHA_ACTIONS } from '@/domain/security/captcha';
import { useCaptchaForm } from '~/components/captcha-field';
import { formCaptchaError } from '~/lib/session/captcha.server';

/** Guests only: a logged-in customer is redirected home (SPEC §2, §6). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireGuest(request, context);
  return null;
}

/**
 * Password reset request: the same answer whether or not the e-mail has an account; the link goes out by e-mail
 * in the background (src/domain/accounts/password-reset.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, t, mailer, config } = context.services;
  const values = await readForm(request);
  const kept = keptValues(values, ['email']);
  const parsed = passwordResetRequestSchema.safeParse(values);
  if (!parsed.success) return formRefused(formatZodError(parsed.error, values, t), { values: kept });
  const captchaError = await formCaptchaError(context, values, CAPTCHA_ACTIONS.passwordReset); // captcha
  if (captchaError) return formRefused({ captcha: [captchaError] }, { values: kept });
  try {
    await requestPasswordReset(db, { mailer, background: context.services.background, t, publicUrl: config.publicUrl }, parsed.data, {
      ip: authRequestMeta(request, context).ip,
    });
  } catch (error) {
    return authFormFailure(error, context, kept);
  }
  return formDone(t('auth.reset_sent', { minutes: PASSWORD_RESET_TTL_MINUTES }), { values: kept });
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  const t = translator(root?.locale ?? 'sk');
  return [{ title: `${t('auth.reset_title')} | ${t('app.title')}` }, { name: 'robots', content: 'noindex, follow' }];
};

export default function PasswordResetPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const { form, onSubmit, errors } = useShopForm({ id: `${id}-reset`, schema: passwordResetRequestSchema, result: actionData });
  const formRef = useRef<HTMLFormElement>(null);
  const captchaForm = useCaptchaForm(CAPTCHA_ACTIONS.passwordReset);
  useFocusFirstError(formRef, actionData && !actionData.ok ? actionData.stamp : null);

  return (
    <AuthCard title={t('auth.reset_title')} intro={t('auth.reset_intro')}>
      {actionData?.ok ? <FormNotice kind="success">{actionData.message}</FormNotice> : null}
      <FormErrorSummary errors={actionData?.ok ? undefined : actionData?.errors} fields={['email']} />
      <Form
        ref={formRef}
        method="post"
        id={form.id}
        noValidate
        className="flex flex-col gap-4"
        onFocus={captchaForm.formProps.onFocus}
        onSubmit={combineSubmit(onSubmit, captchaForm.formProps.onSubmit)}
      >
        {captchaForm.field}
        <Field
          id={`${id}-email`}
          name="email"
          type="email"
          inputMode="email"
          label={t('auth.email')}
          autoComplete="email"
          aria-required
          defaultValue={actionData?.values.email ?? ''}
          errors={errors.email}
        />
        <button type="submit" disabled={busy} className={wideButtonClass}>
          {t('auth.submit_reset')}
        </button>
      </Form>
      <p className="border-t border-line pt-4 text-sm">
        <Link to="/prihlasenie" className={linkClass}>
          {t('auth.login_link')}
        </Link>
      </p>
    </AuthCard>
  );
}
