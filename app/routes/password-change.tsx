import { useId, useRef } from 'react';
import { Form, Link, useNavigation, useParams } from 'react-router';
import type { Route } from './+types/password-change';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordChangeSchema } from '@/domain/accounts/auth-schemas';
import { changePasswordWithReset, isPasswordResetUsable } from '@/domain/accounts/password-reset';
import { translator } from '@/i18n';
import { formatZodError } from '@/lib/validation';
import { AuthCard } from '~/components/auth/auth-card';
import { useFetcherResult, useFocusFirstError } from '~/components/forms/use-form-answer';
import { useShopForm } from '~/components/forms/use-shop-form';
import { Field, FormErrorSummary, FormNotice } from '~/components/forms/field';
import { wideButtonClass } from '~/components/forms/styles';
import { authFormFailure, authRequestMeta, readForm } from '~/lib/session/auth-session.server';
import { requireGuest } from '~/lib/session/guards.server';
import { formDone, formRefused } from '~/lib/http/responses.server';
import type { RootData } from '~/lib/root/root-data';
import { useT } from '~/lib/root/use-root-data';

/** Guests only (SPEC §2). An unknown, used or expired link shows why and how to get a new one. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireGuest(request, context);
  return { usable: await isPasswordResetUsable(context.services.db, params.hash) };
}

/**
 * Set a new password with the link's hash: the link is spent, every session of the account ends, and the page
 * invites the shopper to log in with the new password. A plain form POST without JavaScript.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { db, t } = context.services;
  const values = { ...(await readForm(request)), hash: params.hash };
  const parsed = passwordChangeSchema.safeParse(values);
  if (!parsed.success) return formRefused(formatZodError(parsed.error, values, t));
  try {
    await changePasswordWithReset(db, parsed.data, { ip: authRequestMeta(request, context).ip });
  } catch (error) {
    return authFormFailure(error, context, {});
  }
  return formDone(t('auth.password_changed'));
}

export function headers() {
  // the address holds a secret: never cached, never sent on as a referrer
  return { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  const t = translator(root?.locale ?? 'sk');
  return [{ title: `${t('auth.change_title')} | ${t('app.title')}` }, { name: 'robots', content: 'noindex, nofollow' }];
};

export default function PasswordChangePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const id = useId();
  const navigation = useNavigation();
  const hash = useParams().hash ?? '';
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const refused = actionData && !actionData.ok ? actionData : null;
  // the shared schema checks the form in the browser first (decision 0078)
  const { form, onSubmit, errors } = useShopForm({ id: `${id}-change`, schema: passwordChangeSchema, result: actionData });
  const formRef = useRef<HTMLFormElement>(null);
  const linkProblem = refused?.errors.hash ?? (loaderData.usable || actionData?.ok ? null : [t('auth.reset_invalid')]);

  // after the server's refusal the passwords are emptied and focus goes to the first field with an error
  useFetcherResult(refused, () => {
    for (const name of ['password', 'password_confirmation']) {
      const input = formRef.current?.elements.namedItem(name);
      if (input instanceof HTMLInputElement) input.value = '';
    }
  });
  useFocusFirstError(formRef, refused?.stamp);

  if (actionData?.ok) {
    return (
      <AuthCard title={t('auth.change_title')}>
        <FormNotice kind="success">{actionData.message}</FormNotice>
        <Link to="/prihlasenie" className={wideButtonClass + ' flex items-center justify-center'}>
          {t('auth.submit_login')}
        </Link>
      </AuthCard>
    );
  }

  if (linkProblem) {
    return (
      <AuthCard title={t('auth.change_title')}>
        <FormNotice kind="danger">{linkProblem.join(', ')}</FormNotice>
        <Link to="/obnova-hesla" className={wideButtonClass + ' flex items-center justify-center'}>
          {t('auth.request_new_link')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.change_title')} intro={t('auth.change_intro')}>
      <FormErrorSummary errors={refused?.errors} fields={['password', 'password_confirmation', 'hash']} />
      <Form ref={formRef} method="post" id={form.id} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {/* for the browser check of the shared schema; the action takes the hash from the address */}
        <input type="hidden" name="hash" value={hash} />
        <Field
          id={`${id}-password`}
          name="password"
          type="password"
          label={t('auth.new_password')}
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
        <button type="submit" disabled={busy} className={wideButtonClass}>
          {t('auth.submit_change')}
        </button>
      </Form>
    </AuthCard>
  );
}
