import { Field } from '~/components/forms/field';
import { useT } from '~/lib/root/use-root-data';
import type { CheckoutField } from './checkout-fields';
import { textProps, useCheckoutForm } from './checkout-form-context';

/** Name, street, town, postcode and country of the invoice or the delivery address. */
export function CheckoutAddressFields({ prefix }: { prefix: 'invoice' | 'delivery' }) {
  const t = useT();
  const state = useCheckoutForm();
  const { data, values } = state;
  const name = (f: string) => `${prefix}.${f}` as CheckoutField;
  const section = prefix === 'invoice' ? 'billing' : 'shipping';
  const countryName = data.country === 'CZ' ? t('checkout_form.country_cz') : t('checkout_form.country_sk');
  const text = (f: string, label: string, autoComplete: string, extra: { className?: string; inputMode?: 'numeric' } = {}) => (
    <Field {...textProps(state, name(f))} label={label} autoComplete={`${section} ${autoComplete}`} required {...extra} />
  );
  const country = values[name('country')] ?? '';
  const countryOptions = [
    ...(country !== data.country ? [{ value: country, label: t('checkout_form.country_choose') }] : []),
    { value: data.country, label: countryName },
  ];
  return (
    <>
      {text('firstname', t('auth.firstname'), 'given-name')}
      {text('lastname', t('auth.lastname'), 'family-name')}
      {prefix === 'delivery' ? (
        <Field
          {...textProps(state, 'delivery.company')}
          label={t('checkout_form.delivery_company')}
          autoComplete="shipping organization"
          className="tablet:col-span-2"
        />
      ) : null}
      {text('street', t('checkout_form.street'), 'street-address', { className: 'tablet:col-span-2' })}
      {text('city', t('checkout_form.city'), 'address-level2')}
      {text('zip', t('checkout_form.zip'), 'postal-code', { inputMode: 'numeric' })}
      <Field
        {...textProps(state, name('country'))}
        as="select"
        label={t('checkout_form.country')}
        options={countryOptions}
        autoComplete={`${section} country`}
        hint={t('checkout_form.country_hint', { country: countryName })}
        className="tablet:col-span-2"
      />
    </>
  );
}
