import { useRef } from 'react';
import { data, Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/account-personal-data';
import { AuthError } from '@/domain/accounts/auth-errors';
import { accountErasureFormSchema } from '@/domain/accounts/auth-schemas';
import { AUTH_TOKEN_COOKIE, authCookieAttributes, serializeCookie } from '@/domain/accounts/auth-token';
import { erasePersonalData, PersonalDataError } from '@/domain/accounts/personal-data';
import { translator } from '@/i18n';
import { formatZodError, type FieldErrors } from '@/lib/validation';
import {
  controlId,
  Fieldset,
  Notice,
  primaryButtonClass,
  secondaryButtonClass,
  TextField,
  useFocusFirstError,
} from '~/components/account/account-form-controls';
import { AccountLayout } from '~/components/account/account-layout';
import { RouteErrorBoundary } from '~/components/error-views';
import { readForm } from '~/lib/auth-session.server';
import { requireUser } from '~/lib/guards.server';
import type { RootData } from '~/lib/root-data';
import { useT } from '~/lib/use-root-data';

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

interface EraseResult {
  message: string;
  errors: FieldErrors;
  stamp: number;
}

function refused(result: Omit<EraseResult, 'stamp'>, status: number) {
  return data<EraseResult>({ ...result, stamp: Date.now() }, { status });
}

/** Erases the account (erasePersonalData, the same rule as DELETE /api/me), logs out and shows the goodbye page. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const { db, t, config } = context.services;
  const form = await readForm(request);
  const input = { password: form.password, confirm: form.confirm };
  const parsed = accountErasureFormSchema.safeParse(input);
  if (!parsed.success) return refused({ message: t('account.form_errors'), errors: formatZodError(parsed.error, input, t) }, 422);
  try {
    await erasePersonalData(db, user.id, { by: 'customer', password: parsed.data.password, ip: context.clientIp ?? 'local' });
  } catch (error) {
    if (error instanceof PersonalDataError) {
      const message = t(error.messageKey);
      return refused(
        { message: error.field ? t('account.form_errors') : message, errors: error.field ? { [error.field]: [message] } : {} },
        422,
      );
    }
    if (error instanceof AuthError && error.code === 'rate_limited')
      return refused({ message: t(error.messageKey, error.params), errors: {} }, 429);
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

function EraseForm({ result }: { result: EraseResult | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const noticeId = `${ERASE_FORM}-notice`;
  const confirmId = controlId(ERASE_FORM, 'confirm');
  const confirmErrors = result?.errors.confirm;
  useFocusFirstError(formRef, result?.stamp ?? null, noticeId);
  return (
    <Form ref={formRef} method="post" noValidate className="flex flex-col gap-4" aria-describedby={result ? noticeId : undefined}>
      <Fieldset legend={t('account.erase_title')} hint={t('account.erase_text')}>
        {result ? (
          <Notice kind="danger" id={noticeId}>
            {result.message}
          </Notice>
        ) : null}
        <TextField
          form={ERASE_FORM}
          name="password"
          type="password"
          label={t('account.erase_password')}
          autoComplete="current-password"
          required
          errors={result?.errors.password}
          maxLength={128}
          className="tablet:max-w-sm"
        />
        <div className="flex flex-col gap-1">
          <div className="flex items-start gap-2">
            <input
              id={confirmId}
              name="confirm"
              type="checkbox"
              aria-required="true"
              aria-invalid={confirmErrors?.length ? true : undefined}
              aria-describedby={confirmErrors?.length ? `${confirmId}-error` : undefined}
              className="mt-1 size-5 accent-brand-dark"
            />
            <label htmlFor={confirmId} className="font-semibold text-ink">
              {t('account.erase_confirm')}
            </label>
          </div>
          {confirmErrors?.length ? (
            <p id={`${confirmId}-error`} className="text-sm font-semibold text-danger" data-field-error>
              {confirmErrors.join(' ')}
            </p>
          ) : null}
        </div>
      </Fieldset>
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
