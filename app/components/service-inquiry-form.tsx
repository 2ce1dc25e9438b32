import { useId, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { serviceInquirySchema, INQUIRY_MESSAGE_MAX } from '@/domain/content/service-inquiry-schema';
import { CAPTCHA_ACTIONS } from '@/domain/security/captcha';
import { useCaptchaForm } from '~/components/captcha-field';
import { Field, FormErrorSummary, FormNotice } from '~/components/forms/field';
import { wideButtonClass } from '~/components/forms/styles';
import { combineSubmit, useFocusFirstError } from '~/components/forms/use-form-answer';
import { useShopForm } from '~/components/forms/use-shop-form';
import type { FormResult } from '~/lib/forms/form-result';
import { useT } from '~/lib/root/use-root-data';

const FIELDS = ['name', 'email', 'phone', 'date', 'message'];

/**
 * The inquiry form of a service page: a plain POST form (works without JavaScript); with JavaScript the shared zod
 * schema checks it before sending and focuses the first field in error. The server answers 422 with the errors at
 * the fields and what was typed, or a success message (the form is then emptied).
 */
export function ServiceInquiryForm({ actionData, minDate }: { actionData: FormResult | undefined; minDate: string }) {
  const t = useT();
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const captchaForm = useCaptchaForm(CAPTCHA_ACTIONS.serviceInquiry);
  const formRef = useRef<HTMLFormElement>(null);
  const { form, onSubmit, errors } = useShopForm({ id: `${id}-inquiry`, schema: serviceInquirySchema, result: actionData });
  const refused = actionData && !actionData.ok ? actionData : null;
  const values = refused?.values ?? {};
  useFocusFirstError(formRef, refused?.stamp);

  return (
    <div className="flex flex-col gap-4" data-testid="service-inquiry">
      {actionData?.ok ? <FormNotice kind="success">{actionData.message}</FormNotice> : null}
      <FormErrorSummary errors={refused?.errors} fields={FIELDS} />
      <Form
        ref={formRef}
        method="post"
        id={form.id}
        noValidate
        className="flex flex-col gap-4"
        // a success answer empties the form (remounted under a new key)
        key={actionData?.ok ? actionData.stamp : 'inquiry'}
        onSubmit={combineSubmit(onSubmit, captchaForm.formProps.onSubmit)}
        onFocus={captchaForm.formProps.onFocus}
      >
        {captchaForm.field}
        <Field
          id={`${id}-name`}
          name="name"
          label={t('service_inquiry.name')}
          autoComplete="name"
          aria-required
          defaultValue={values.name ?? ''}
          errors={errors.name}
          maxLength={120}
        />
        <Field
          id={`${id}-email`}
          name="email"
          type="email"
          inputMode="email"
          label={t('service_inquiry.email')}
          autoComplete="email"
          aria-required
          defaultValue={values.email ?? ''}
          errors={errors.email}
          maxLength={254}
        />
        <div className="grid gap-4 tablet:grid-cols-2">
          <Field
            id={`${id}-phone`}
            name="phone"
            type="tel"
            inputMode="tel"
            label={`${t('service_inquiry.phone')} ${t('service_inquiry.optional')}`}
            autoComplete="tel"
            defaultValue={values.phone ?? ''}
            errors={errors.phone}
            maxLength={30}
          />
          <Field
            id={`${id}-date`}
            name="date"
            type="date"
            min={minDate}
            label={`${t('service_inquiry.date')} ${t('service_inquiry.optional')}`}
            defaultValue={values.date ?? ''}
            errors={errors.date}
          />
        </div>
        <Field
          as="textarea"
          id={`${id}-message`}
          name="message"
          label={t('service_inquiry.message')}
          aria-required
          rows={5}
          maxLength={INQUIRY_MESSAGE_MAX}
          defaultValue={values.message ?? ''}
          hint={t('service_inquiry.message_hint')}
          errors={errors.message}
        />
        <button type="submit" disabled={busy} className={wideButtonClass}>
          {t('service_inquiry.submit')}
        </button>
      </Form>
    </div>
  );
}
