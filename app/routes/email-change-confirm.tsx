import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/email-change-confirm';
import { emailChangeConfirmSchema } from '@/domain/accounts/auth-schemas';
import { confirmEmailChange, isEmailChangeUsable } from '@/domain/accounts/email-change';
import { translator } from '@/i18n';
import { AuthCard } from '~/components/auth/auth-card';
import { FormNotice } from '~/components/forms/field';
import { wideButtonClass } from '~/components/forms/styles';
import { authFormFailure, readForm } from '~/lib/session/auth-session.server';
import { formDone, formRefused } from '~/lib/http/responses.server';
import type { RootData } from '~/lib/root/root-data';
import { useT } from '~/lib/root/use-root-data';

/**
 * /potvrdenie-emailu/{hash}: the link mailed to a new login e-mail (decision 0066). Opening it changes nothing (mail
 * scanners open links too); the button posts the confirmation. Works logged in or not: the link is the proof.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  return { usable: await isEmailChangeUsable(context.services.db, params.hash) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { db, t, mailer, config } = context.services;
  await readForm(request);
  const parsed = emailChangeConfirmSchema.safeParse({ hash: params.hash });
  if (!parsed.success) return formRefused({ hash: [t('account.email_change_invalid')] });
  try {
    const result = await confirmEmailChange(
      db,
      { mailer, background: context.services.background, t, publicUrl: config.publicUrl },
      parsed.data,
      {
        ip: context.clientIp ?? 'local',
      },
    );
    return formDone(t('account.email_change_done', { email: result.email }));
  } catch (error) {
    return authFormFailure(error, context, {});
  }
}

export function headers() {
  // the address holds a secret: never cached, never sent on as a referrer
  return { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  const t = translator(root?.locale ?? 'sk');
  return [{ title: `${t('account.email_change_confirm_title')} | ${t('app.title')}` }, { name: 'robots', content: 'noindex, nofollow' }];
};

export default function EmailChangeConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const errors = actionData && !actionData.ok ? Object.values(actionData.errors).flat() : null;

  if (actionData?.ok) {
    return (
      <AuthCard title={t('account.email_change_confirm_title')}>
        <FormNotice kind="success">{actionData.message}</FormNotice>
        <Link to="/ucet" className={wideButtonClass + ' flex items-center justify-center'}>
          {t('account.email_change_to_account')}
        </Link>
      </AuthCard>
    );
  }

  if (errors?.length || !loaderData.usable) {
    return (
      <AuthCard title={t('account.email_change_confirm_title')}>
        <FormNotice kind="danger">{errors?.length ? errors.join(', ') : t('account.email_change_invalid')}</FormNotice>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('account.email_change_confirm_title')} intro={t('account.email_change_confirm_intro')}>
      <Form method="post" className="flex flex-col gap-4">
        <button type="submit" disabled={busy} className={wideButtonClass}>
          {t('account.email_change_confirm_submit')}
        </button>
      </Form>
    </AuthCard>
  );
}
