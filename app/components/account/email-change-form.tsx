/**
 * "Zmena e-mailu" on /ucet/fakturacni-udaje (decision 0066): the login e-mail as it is now, and a form with the new
 * address and the current password. The answer says a link went to the new address; the e-mail changes only when
 * the link is used. A plain form post (intent=email_change), with or without JavaScript.
 */
import { useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { useT } from '~/lib/root/use-root-data';
import { Field, fieldId, FormNotice, FormSection } from '~/components/forms/field';
import { primaryButtonClass } from '~/components/forms/styles';
import { useFocusFirstError } from '~/components/forms/use-form-answer';
import type { FormResult } from '~/lib/forms/form-result';

const EMAIL_CHANGE_FORM = 'zmena-emailu';
/** The intent of this form's answer on a page with another form (the invoice data). */
export const EMAIL_CHANGE_INTENT = 'email_change';

/** `result.values.newEmail`: the typed new address (never the password). */
export function EmailChangeForm({ currentEmail, result }: { currentEmail: string; result: FormResult | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const busy =
    navigation.state !== 'idle' && navigation.formMethod === 'POST' && navigation.formData?.get('intent') === EMAIL_CHANGE_INTENT;
  const noticeId = `${EMAIL_CHANGE_FORM}-notice`;
  useFocusFirstError(formRef, result && !result.ok ? result.stamp : null, noticeId);

  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      key={result?.stamp ?? 'initial'}
      className="flex flex-col gap-4"
      aria-describedby={result?.message ? noticeId : undefined}
    >
      <FormSection title={t('account.email_change_title')} hint={t('account.email_change_intro')}>
        <p className="text-sm">
          <span className="font-semibold">{t('account.email')}:</span> <span data-testid="login-email">{currentEmail}</span>
        </p>
        {result?.message ? (
          <FormNotice kind={result.ok ? 'success' : 'danger'} id={noticeId}>
            {result.message}
          </FormNotice>
        ) : null}
        <div className="grid gap-4 tablet:grid-cols-2">
          <Field
            id={fieldId(EMAIL_CHANGE_FORM, 'newEmail')}
            name="newEmail"
            type="email"
            inputMode="email"
            label={t('account.email_change_new')}
            autoComplete="email"
            required
            defaultValue={result && !result.ok ? (result.values.newEmail ?? '') : ''}
            errors={result?.errors.newEmail}
            maxLength={254}
          />
          <Field
            id={fieldId(EMAIL_CHANGE_FORM, 'password')}
            name="password"
            type="password"
            label={t('account.email_change_password')}
            autoComplete="current-password"
            required
            errors={result?.errors.password}
            maxLength={128}
          />
        </div>
      </FormSection>
      <div>
        <button type="submit" name="intent" value={EMAIL_CHANGE_INTENT} disabled={busy} className={primaryButtonClass}>
          {busy ? t('account.email_change_sending') : t('account.email_change_submit')}
        </button>
      </div>
    </Form>
  );
}
