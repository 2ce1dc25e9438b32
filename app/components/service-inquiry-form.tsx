import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import { serviceInquirySchema, INQUIRY_MESSAGE_MAX } from '@/domain/content/service-inquiry-schema';
import { CAPTCHA_ACTIONS } from '@/domain/security/captcha';
import { formatZodError, type FieldErrors } from '@/lib/validation';
import { AuthField, AuthNotice, authButtonClass, authInputClass } from '~/components/auth/auth-form-parts';
import { useCaptchaForm } from '~/components/captcha-field';
import { useT } from '~/lib/use-root-data';

export type InquiryActionData =
  { ok: true; message: string } | { ok: false; errors: FieldErrors; values: Record<string, string> } | undefined;

const FIELD_ORDER = ['name', 'email', 'phone', 'date', 'message', 'captcha'];

/**
 * The inquiry form of a service page: a plain POST form (works without JavaScript); with JavaScript the shared zod
 * schema checks it before sending and focuses the first field in error. The server answers 422 with the errors at
 * the fields and what was typed, or a success message (the form is then emptied).
 */
export function ServiceInquiryForm({ actionData, minDate }: { actionData: InquiryActionData; minDate: string }) {
  const t = useT();
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const captchaForm = useCaptchaForm(CAPTCHA_ACTIONS.serviceInquiry);
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const serverErrors = actionData && !actionData.ok ? actionData.errors : null;
  const errors = clientErrors ?? serverErrors;
  const values = actionData && !actionData.ok ? actionData.values : {};
  // a new success answer empties the form (remounted under a new key); typing afterwards keeps the key
  const answers = useRef<{ last: InquiryActionData; count: number }>({ last: undefined, count: 0 });
  if (actionData !== answers.current.last) answers.current = { last: actionData, count: answers.current.count + (actionData?.ok ? 1 : 0) };

  // a server refusal: focus the first field in error (the no-JS round trip lands on the page with the same errors)
  useEffect(() => {
    setClientErrors(null);
    if (serverErrors) focusFirstError(formRef.current, serverErrors);
  }, [actionData]); // eslint-disable-line react-hooks/exhaustive-deps

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const input = Object.fromEntries(new FormData(form).entries());
    const parsed = serviceInquirySchema.safeParse(input);
    if (!parsed.success) {
      event.preventDefault();
      const found = formatZodError(parsed.error, input, t);
      setClientErrors(found);
      focusFirstError(form, found);
      return;
    }
    setClientErrors(null);
    captchaForm.formProps.onSubmit?.(event);
  };

  const general = errors
    ? Object.entries(errors)
        .filter(([field]) => !FIELD_ORDER.slice(0, 5).includes(field))
        .flatMap(([, list]) => list)
    : [];
  const messageErrors = errors?.message;
  const messageId = `${id}-message`;

  return (
    <div className="flex flex-col gap-4" data-testid="service-inquiry">
      {actionData?.ok ? <AuthNotice kind="success">{actionData.message}</AuthNotice> : null}
      {general.length ? <AuthNotice kind="danger">{general.join(' ')}</AuthNotice> : null}
      <Form
        ref={formRef}
        method="post"
        noValidate
        className="flex flex-col gap-4"
        key={`inquiry-${answers.current.count}`}
        onSubmit={onSubmit}
        onFocus={captchaForm.formProps.onFocus}
      >
        {captchaForm.field}
        <AuthField
          idPrefix={id}
          name="name"
          label={t('service_inquiry.name')}
          autoComplete="name"
          required
          defaultValue={values.name ?? ''}
          errors={errors?.name}
          maxLength={120}
        />
        <AuthField
          idPrefix={id}
          name="email"
          type="email"
          inputMode="email"
          label={t('service_inquiry.email')}
          autoComplete="email"
          required
          defaultValue={values.email ?? ''}
          errors={errors?.email}
          maxLength={254}
        />
        <div className="grid gap-4 tablet:grid-cols-2">
          <AuthField
            idPrefix={id}
            name="phone"
            type="tel"
            inputMode="tel"
            label={`${t('service_inquiry.phone')} ${t('service_inquiry.optional')}`}
            autoComplete="tel"
            defaultValue={values.phone ?? ''}
            errors={errors?.phone}
            maxLength={30}
          />
          <AuthField
            idPrefix={id}
            name="date"
            type="date"
            min={minDate}
            label={`${t('service_inquiry.date')} ${t('service_inquiry.optional')}`}
            defaultValue={values.date ?? ''}
            errors={errors?.date}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={messageId} className="font-semibold text-ink">
            {t('service_inquiry.message')}
          </label>
          <textarea
            id={messageId}
            name="message"
            required
            rows={5}
            maxLength={INQUIRY_MESSAGE_MAX}
            defaultValue={values.message ?? ''}
            aria-invalid={messageErrors?.length ? true : undefined}
            aria-describedby={[`${messageId}-hint`, messageErrors?.length ? `${messageId}-error` : null].filter(Boolean).join(' ')}
            className={`${authInputClass} h-auto py-2 ${messageErrors?.length ? 'border-danger' : 'border-line focus:border-brand-dark'}`}
          />
          <p id={`${messageId}-hint`} className="text-sm text-muted">
            {t('service_inquiry.message_hint')}
          </p>
          {messageErrors?.length ? (
            <p id={`${messageId}-error`} className="text-sm font-semibold text-danger">
              {messageErrors.join(' ')}
            </p>
          ) : null}
        </div>
        <button type="submit" disabled={busy} className={authButtonClass}>
          {t('service_inquiry.submit')}
        </button>
      </Form>
    </div>
  );
}

function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors) {
  if (!form) return;
  const field = FIELD_ORDER.find((name) => errors[name]?.length);
  const element = field ? form.querySelector<HTMLElement>(`[name="${field}"]`) : null;
  element?.focus();
}
