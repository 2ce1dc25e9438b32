import { useId, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/login';
import { loginSchema } from '@/domain/accounts/auth-schemas';
import { loginCustomer } from '@/domain/accounts/login';
import { translator } from '@/i18n';
import { formatZodError } from '@/lib/validation';
import { AuthCard } from '~/components/auth/auth-card';
import { Field, FormNotice, formLevelErrors } from '~/components/forms/field';
import { wideButtonClass, linkClass } from '~/components/forms/styles';
import { useFetcherResult } from '~/components/forms/use-form-answer';
import { AnswerSnackbar } from '~/components/snackbar';
import { authFormFailure, authRequestMeta, keptValues, readForm, redirectLoggedIn } from '~/lib/session/auth-session.server';
import { formRefused } from '~/lib/http/responses.server';
import { requireGuest } from '~/lib/session/guards.server';
import { pushDataLayer } from '~/lib/browser/page-view-tracking';
import type { RootData } from '~/lib/root/root-data';
import { useT } from '~/lib/root/use-root-data';

/** Guests only: a logged-in customer is redirected home (SPEC §2, §6). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireGuest(request, context);
  return { redirect: new URL(request.url).searchParams.get('redirect') ?? '' };
}

/**
 * Log in (SPEC §4, §5): e-mail and password; success sets the auth cookie, merges the guest cart and returns the
 * shopper to the originally requested page, the redirect query, or /ucet. Works as a plain form POST without
 * JavaScript; the header's login form posts here too.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const values = await readForm(request);
  const kept = keptValues(values, ['email', 'redirect']);
  const parsed = loginSchema.safeParse(values);
  if (!parsed.success) return formRefused(formatZodError(parsed.error, values, context.services.t), { values: kept });
  try {
    const result = await loginCustomer(context.services.db, parsed.data, authRequestMeta(request, context));
    return redirectLoggedIn(request, context, result, values.redirect ?? new URL(request.url).searchParams.get('redirect') ?? undefined);
  } catch (error) {
    return authFormFailure(error, context, kept);
  }
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  const t = translator(root?.locale ?? 'sk');
  return [{ title: `${t('auth.login_title')} | ${t('app.title')}` }, { name: 'robots', content: 'noindex, follow' }];
};

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const refused = actionData && !actionData.ok ? actionData : null;
  const values = refused?.values ?? {};
  const notice = refused ? formLevelErrors(refused.errors).join(', ') : null;
  const noticeId = `${id}-notice`;
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // SPEC §4: a failed login pushes a login-fail tracking event; the typed password never survives an answer
  useFetcherResult(refused, () => {
    pushDataLayer({ event: 'login-fail' });
    if (passwordRef.current) passwordRef.current.value = '';
    emailRef.current?.focus();
  });

  return (
    <AuthCard title={t('auth.login_title')} intro={t('auth.login_intro')}>
      {/* SPEC §8: the errors joined by comma in a danger notification; the box at the form stays for the fields */}
      <AnswerSnackbar source={actionData} message={notice} />
      {notice ? (
        <FormNotice id={noticeId} kind="danger" live={false}>
          {notice}
        </FormNotice>
      ) : null}
      <Form method="post" noValidate className="flex flex-col gap-4">
        <input type="hidden" name="redirect" value={values.redirect ?? loaderData.redirect} />
        <Field
          ref={emailRef}
          id={`${id}-email`}
          name="email"
          type="email"
          label={t('auth.email')}
          autoComplete="username"
          inputMode="email"
          aria-required
          defaultValue={values.email ?? ''}
          describedBy={notice ? noticeId : undefined}
        />
        <Field
          ref={passwordRef}
          id={`${id}-password`}
          name="password"
          type="password"
          label={t('auth.password')}
          autoComplete="current-password"
          aria-required
          describedBy={notice ? noticeId : undefined}
        />
        <button type="submit" disabled={busy} className={wideButtonClass}>
          {t('auth.submit_login')}
        </button>
      </Form>
      <div className="flex flex-col gap-2 border-t border-line pt-4 text-sm">
        <Link to="/obnova-hesla" className={linkClass}>
          {t('auth.forgot_password')}
        </Link>
        <p className="text-muted">
          {t('auth.no_account')}{' '}
          <Link
            to={loaderData.redirect ? `/registrace?redirect=${encodeURIComponent(loaderData.redirect)}` : '/registrace'}
            className={linkClass}
          >
            {t('auth.register_link')}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
