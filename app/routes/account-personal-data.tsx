import { useRef } from 'react';
import { Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/account-personal-data';
import { AuthError } from '@/domain/accounts/auth-errors';
import { accountErasureFormSchema } from '@/domain/accounts/auth-schemas';
import { AUTH_TOKEN_COOKIE, authCookieAttributes, serializeCookie } from '@/domain/accounts/auth-token';
import { erasePersonalData, PersonalDataError } from '@/domain/accounts/personal-data';
import { translator } from '@/i18n';
import { formatZodError } from '@/lib/validation';
import { AccountLayout } from '~/components/account/account-layout';
import { Field, fieldId, FormNotice, FormSection } from '~/components/forms/field';
import { primaryButtonClass, secondaryButtonClass } from '~/components/forms/styles';
import { useFocusFirstError } from '~/components/forms/use-form-answer';
import { RouteErrorBoundary } from '~/components/error-views';
import { readForm } from '~/lib/session/auth-session.server';
import type { FormResult } from '~/lib/forms/form-result';
import { formRefused } from '~/lib/http/responses.server';
import { requireUser } from '~/lib/session/guards.server';
import type { RootData } from '~/lib/root/root-data';
import { useT } from '~/lib/root/use-root-data';

const ERASE_FORM = 'zrusenie-uctu';
/** Where the export downloads from (app/routes/account-personal-data-export.ts). */
const EXPORT_PATH = '/ucet/osobne-udaje/export';
/** Where the customer lands after the erasure (app/routes/account-erased.tsx). */
export const ACCOUNT_ERASED_PATH = '/ucet-zruseny';

/**
 * /ucet/osobne-udaje (decision 0097): the customer downloads everything the shop keeps about them (JSON) and can
 * erase the account with the current password. Login required: a guest is redirected home.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  return null;
}

/** Erases the account (erasePersonalData, the same rule as DELETE /api/me), logs out and shows the goodbye page. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const { db, t, config } = context.services;
  const form = await readForm(request);
  const input = { password: form.password, confirm: form.confirm };
  const parsed = accountErasureFormSchema.safeParse(input);
  if (!parsed.success) return formRefused(formatZodError(parsed.error, input, t), { message: t('account.form_errors') });
  try {
    await erasePersonalData(db, user.id, { by: 'customer', password: parsed.data.password, ip: context.clientIp ?? 'local' });
  } catch (error) {
    if (error instanceof PersonalDataError) {
      const message = t(error.messageKey);
      return formRefused(error.field ? { [error.field]: [message] } : {}, { message: error.field ? t('account.form_errors') : message });
    }
    if (error instanceof AuthError && error.code === 'rate_limited')
      return formRefused({}, { message: t(error.messageKey, error.params), status: 429 });
    throw error;
  }
  throw redirect(ACCOUNT_ERASED_PATH, {
    headers: { 'Set-Cookie': serializeCookie(AUTH_TOKEN_COOKIE, '', authCookieAttributes(config.publicUrl, 0)) },
  });
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  const t = translator(root?.locale ?? 'sk');
  return [{ title: `${t('account.personal_data_title')} | ${t('app.title')}` }, { name: 'robots', content: 'noindex, nofollow' }];
};

function EraseForm({ result }: { result: FormResult | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const noticeId = `${ERASE_FORM}-notice`;
  useFocusFirstError(formRef, result?.stamp ?? null, noticeId);
  return (
    <Form ref={formRef} method="post" noValidate className="flex flex-col gap-4" aria-describedby={result ? noticeId : undefined}>
      <FormSection title={t('account.erase_title')} hint={t('account.erase_text')}>
        {result?.message ? (
          <FormNotice kind="danger" id={noticeId}>
            {result.message}
          </FormNotice>
        ) : null}
        <Field
          id={fieldId(ERASE_FORM, 'password')}
          name="password"
          type="password"
          label={t('account.erase_password')}
          autoComplete="current-password"
          required
          errors={result?.errors.password}
          maxLength={128}
          className="tablet:max-w-sm"
        />
        <Field
          id={fieldId(ERASE_FORM, 'confirm')}
          name="confirm"
          type="checkbox"
          label={t('account.erase_confirm')}
          required
          errors={result?.errors.confirm}
        />
      </FormSection>
      <div>
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {busy ? t('account.erase_sending') : t('account.erase_submit')}
        </button>
      </div>
    </Form>
  );
}

export default function AccountPersonalDataPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AccountLayout title={t('account.personal_data_title')} intro={t('account.personal_data_intro')}>
      <section aria-labelledby="export-title" className="flex flex-col gap-3 rounded-lg border border-line p-4 tablet:p-6">
        <h2 id="export-title" className="text-lg font-bold text-ink">
          {t('account.export_title')}
        </h2>
        <p className="text-muted">{t('account.export_text')}</p>
        <div>
          <a href={EXPORT_PATH} download className={secondaryButtonClass}>
            {t('account.export_button')}
          </a>
        </div>
      </section>
      <EraseForm key={actionData?.stamp ?? 'initial'} result={actionData} />
    </AccountLayout>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
