/**
 * The account forms' composite fields on the form kit (decision 0078): phone prefix and number side by side, and the
 * country select. Uncontrolled: after a refused post the action sends the typed values back.
 */
import { PHONE_PREFIXES } from '@/lib/constants';
import { Field, fieldId } from '~/components/forms/field';
import { useT } from '~/lib/root/use-root-data';

export type FieldErrorMap = Record<string, readonly string[] | undefined>;

/** Phone prefix (SPEC §3 list, with the empty option) and number side by side. */
export function PhoneFields({
  form,
  prefix,
  phone,
  errors,
  autoCompleteSection,
}: {
  form: string;
  prefix: string | null | undefined;
  phone: string | null | undefined;
  errors: FieldErrorMap;
  autoCompleteSection?: string;
}) {
  const t = useT();
  const ac = (what: string) => (autoCompleteSection ? `${autoCompleteSection} ${what}` : what);
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-3">
      <Field
        as="select"
        id={fieldId(form, 'phonePrefix')}
        name="phonePrefix"
        label={t('account.phone_prefix')}
        defaultValue={prefix ?? ''}
        autoComplete={ac('tel-country-code')}
        options={PHONE_PREFIXES.map((p) => ({ value: p, label: p === '' ? t('account.phone_prefix_none') : p }))}
        errors={errors.phonePrefix}
      />
      <Field
        id={fieldId(form, 'phone')}
        name="phone"
        label={t('account.phone')}
        type="tel"
        inputMode="tel"
        autoComplete={ac('tel-national')}
        defaultValue={phone ?? ''}
        errors={errors.phone}
      />
    </div>
  );
}

/** The country select: the shop's only country (SPEC §5), optionally with an empty choice. */
export function CountryField({
  form,
  country,
  value,
  errors,
  required,
  autoCompleteSection,
}: {
  form: string;
  country: string;
  value: string | null | undefined;
  errors?: readonly string[];
  required?: boolean;
  autoCompleteSection?: string;
}) {
  const t = useT();
  const name = country === 'CZ' ? t('checkout_form.country_cz') : t('checkout_form.country_sk');
  return (
    <Field
      as="select"
      id={fieldId(form, 'country')}
      name="country"
      label={t('account.country')}
      required={required}
      defaultValue={value ?? (required ? country : '')}
      autoComplete={autoCompleteSection ? `${autoCompleteSection} country` : 'country'}
      emptyLabel={required ? undefined : t('account.country_none')}
      options={[{ value: country, label: name }]}
      errors={errors}
    />
  );
}
