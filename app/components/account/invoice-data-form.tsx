/**
 * The invoice data form of /ucet/fakturacni-udaje: contact (name, last name, e-mail, phone with the SPEC §3
 * prefixes), company (name, IČO with 'Načítať z registra', DIČ, IČ DPH) and the invoice address. A plain form post:
 * 'Uložiť' saves, 'Načítať z registra' asks the company registry (the checkout's adapter, decision 0015) and shows
 * the form again with the company, DIČ and address filled in — with or without JavaScript.
 */
import { useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import type { InvoiceData } from '@/domain/accounts/invoice-data';
import { useT } from '~/lib/root/use-root-data';
import { Field, fieldId, FormNotice, FormSection } from '~/components/forms/field';
import { primaryButtonClass, secondaryButtonClass } from '~/components/forms/styles';
import { useFocusFirstError } from '~/components/forms/use-form-answer';
import type { FormResult } from '~/lib/forms/form-result';
import { CountryField, PhoneFields } from './account-fields';

const INVOICE_FORM = 'fakturacne-udaje';

export function invoiceValuesOf(data: InvoiceData): Record<string, string> {
  return {
    firstname: data.firstname,
    lastname: data.lastname,
    email: data.email,
    phonePrefix: data.phonePrefix,
    phone: data.phone ?? '',
    company: data.company ?? '',
    ico: data.ico ?? '',
    dic: data.dic ?? '',
    icDph: data.icDph ?? '',
    street: data.street ?? '',
    city: data.city ?? '',
    zip: data.zip ?? '',
    country: data.country ?? '',
  };
}

export function InvoiceDataForm({
  initial,
  result,
  country,
}: {
  initial: Record<string, string>;
  /** the action's answer to 'Uložiť' (intent save) or 'Načítať z registra' (intent lookup) */
  result: FormResult | undefined;
  country: string;
}) {
  const t = useT();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const busyIntent = navigation.state !== 'idle' && navigation.formMethod === 'POST' ? navigation.formData?.get('intent') : null;
  const values = result ? result.values : initial;
  const errors = result?.errors ?? {};
  const noticeId = `${INVOICE_FORM}-notice`;
  useFocusFirstError(formRef, result && !result.ok ? result.stamp : null, noticeId);

  const noticeKind = result?.ok ? 'success' : 'danger';
  const f = (name: keyof InvoiceData) => values[name] ?? '';

  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      key={result?.stamp ?? 'initial'}
      className="flex flex-col gap-6"
      aria-describedby={result?.message ? noticeId : undefined}
    >
      {/* Enter in any field saves (the first submit button of a form is its default) */}
      <button type="submit" name="intent" value="save" tabIndex={-1} aria-hidden="true" className="sr-only">
        {t('account.save')}
      </button>
      {result?.message ? (
        <FormNotice kind={noticeKind} id={noticeId}>
          {result.message}
        </FormNotice>
      ) : null}
      <FormSection title={t('account.section_personal')}>
        <div className="grid gap-4 tablet:grid-cols-2">
          <Field
            id={fieldId(INVOICE_FORM, 'firstname')}
            name="firstname"
            label={t('account.firstname')}
            autoComplete="given-name"
            required
            defaultValue={f('firstname')}
            errors={errors.firstname}
            maxLength={100}
          />
          <Field
            id={fieldId(INVOICE_FORM, 'lastname')}
            name="lastname"
            label={t('account.lastname')}
            autoComplete="family-name"
            required
            defaultValue={f('lastname')}
            errors={errors.lastname}
            maxLength={100}
          />
          <div className="flex flex-col gap-1">
            <span className="text-sm font-semibold text-ink">{t('account.email')}</span>
            <p className="flex h-11 items-center text-base text-ink">{initial.email}</p>
            <p className="text-sm text-muted">{t('account.email_hint')}</p>
          </div>
          <PhoneFields form={INVOICE_FORM} prefix={f('phonePrefix')} phone={f('phone')} errors={errors} />
        </div>
      </FormSection>

      <FormSection title={t('account.section_company')} hint={t('account.section_company_hint')}>
        <div className="grid gap-4 tablet:grid-cols-2">
          <Field
            id={fieldId(INVOICE_FORM, 'company')}
            name="company"
            label={t('account.company')}
            autoComplete="organization"
            defaultValue={f('company')}
            errors={errors.company}
            className="tablet:col-span-2"
            maxLength={200}
          />
          <div className="flex flex-col gap-2 tablet:col-span-2 tablet:flex-row tablet:items-end">
            <Field
              id={fieldId(INVOICE_FORM, 'ico')}
              name="ico"
              label={t('account.ico')}
              inputMode="numeric"
              defaultValue={f('ico')}
              errors={errors.ico}
              className="tablet:w-60"
              maxLength={20}
            />
            <button
              type="submit"
              name="intent"
              value="lookup"
              formNoValidate
              aria-controls={`${fieldId(INVOICE_FORM, 'company')} ${fieldId(INVOICE_FORM, 'dic')}`}
              disabled={busyIntent === 'lookup'}
              className={`${secondaryButtonClass} shrink-0 ${errors.ico?.length ? 'tablet:mb-7' : ''}`}
            >
              {busyIntent === 'lookup' ? t('checkout_form.registry_loading') : t('account.registry_load')}
            </button>
          </div>
          <Field
            id={fieldId(INVOICE_FORM, 'dic')}
            name="dic"
            label={t('account.dic')}
            defaultValue={f('dic')}
            errors={errors.dic}
            maxLength={20}
          />
          <Field
            id={fieldId(INVOICE_FORM, 'icDph')}
            name="icDph"
            label={t('account.ic_dph')}
            defaultValue={f('icDph')}
            errors={errors.icDph}
            maxLength={20}
          />
        </div>
      </FormSection>

      <FormSection title={t('account.section_address')} hint={t('account.section_address_hint')}>
        <div className="grid gap-4 tablet:grid-cols-2">
          <Field
            id={fieldId(INVOICE_FORM, 'street')}
            name="street"
            label={t('account.street')}
            autoComplete="billing street-address"
            defaultValue={f('street')}
            errors={errors.street}
            className="tablet:col-span-2"
            maxLength={200}
          />
          <Field
            id={fieldId(INVOICE_FORM, 'city')}
            name="city"
            label={t('account.city')}
            autoComplete="billing address-level2"
            defaultValue={f('city')}
            errors={errors.city}
            maxLength={100}
          />
          <Field
            id={fieldId(INVOICE_FORM, 'zip')}
            name="zip"
            label={t('account.zip')}
            inputMode="numeric"
            autoComplete="billing postal-code"
            defaultValue={f('zip')}
            errors={errors.zip}
            maxLength={10}
          />
          <CountryField form={INVOICE_FORM} country={country} value={f('country')} errors={errors.country} autoCompleteSection="billing" />
        </div>
      </FormSection>

      <div>
        <button type="submit" name="intent" value="save" disabled={busyIntent === 'save'} className={primaryButtonClass}>
          {busyIntent === 'save' ? t('account.saving') : t('account.save')}
        </button>
      </div>
    </Form>
  );
}
