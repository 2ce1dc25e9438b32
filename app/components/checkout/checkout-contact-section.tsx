import { Field, FormSection } from '~/components/forms/field';
import { useT } from '~/lib/root/use-root-data';
import { textProps, useCheckoutForm } from './checkout-form-context';

/** E-mail and phone (prefix from the shop's list, then the number). */
export function CheckoutContactSection() {
  const t = useT();
  const state = useCheckoutForm();
  const { data } = state;
  const prefixOptions = data.phonePrefixes.map((p) => ({ value: p, label: p === '' ? t('checkout_form.phone_prefix_none') : p }));
  return (
    <FormSection title={t('checkout_form.contact')} testId="checkout-contact">
      <div className="grid gap-4 tablet:grid-cols-2">
        <Field
          {...textProps(state, 'email')}
          type="email"
          label={t('checkout_form.email')}
          autoComplete="email"
          inputMode="email"
          required
          className="tablet:col-span-2"
        />
        <Field
          {...textProps(state, 'phonePrefix')}
          as="select"
          label={t('checkout_form.phone_prefix')}
          options={prefixOptions}
          autoComplete="tel-country-code"
        />
        <Field
          {...textProps(state, 'phone')}
          type="tel"
          label={t('checkout_form.phone')}
          autoComplete="tel-national"
          inputMode="tel"
          required
        />
      </div>
    </FormSection>
  );
}
