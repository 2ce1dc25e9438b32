/**
 * The delivery address book of /account/addresses: the saved addresses (name, default badge, the address, phone)
 * with edit, make-default and delete, and the add / edit form. Plain form posts (intent save / default / delete), so
 * everything works without JavaScript; with it, deleting asks for confirmation first.
 */
import { useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { CustomerAddress } from '@/domain/accounts/addresses';
import type { FormResult } from '~/lib/forms/form-result';
import { useT } from '~/lib/root/use-root-data';
import { Field, fieldId, FormNotice, FormSection } from '~/components/forms/field';
import { linkClass, primaryButtonClass, secondaryButtonClass } from '~/components/forms/styles';
import { useFocusFirstError } from '~/components/forms/use-form-answer';
import { CountryField, PhoneFields } from './account-fields';

const ADDRESS_FORM = 'adresa';
export const EDIT_PARAM = 'upravit';

export type AddressFormValues = Partial<
  Record<
    'id' | 'name' | 'firstname' | 'lastname' | 'company' | 'street' | 'city' | 'zip' | 'country' | 'phonePrefix' | 'phone' | 'isDefault',
    string
  >
>;

export type AddressFailure = 'invalid' | 'failed' | 'not_found';
/** The refused address form (decision 0078); `data.kind` says why. */
type AddressFormResult = FormResult<{ kind: AddressFailure }>;

export function addressValuesOf(a: CustomerAddress): AddressFormValues {
  return {
    id: String(a.id),
    name: a.name,
    firstname: a.firstname,
    lastname: a.lastname,
    company: a.company ?? '',
    street: a.street,
    city: a.city,
    zip: a.zip,
    country: a.country,
    phonePrefix: a.phonePrefix ?? '',
    phone: a.phone ?? '',
    isDefault: a.isDefault ? 'on' : '',
  };
}

function AddressCard({ address }: { address: CustomerAddress }) {
  const t = useT();
  const label = address.name || `${address.firstname} ${address.lastname}`;
  const headingId = `adresa-${address.id}`;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-line p-4" data-testid="address-card">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-lg font-bold text-ink">
          {label}
        </h3>
        {address.isDefault ? (
          <span className="rounded-full bg-teal-light px-3 py-0.5 text-sm font-semibold text-ink" data-testid="address-default">
            {t('account.address_default')}
          </span>
        ) : null}
      </div>
      <address className="text-ink not-italic">
        <span className="block">{`${address.firstname} ${address.lastname}`}</span>
        {address.company ? <span className="block">{address.company}</span> : null}
        <span className="block">{address.street}</span>
        <span className="block">{`${address.zip} ${address.city}`}</span>
        {address.phone ? <span className="block text-muted">{`${address.phonePrefix ?? ''} ${address.phone}`.trim()}</span> : null}
      </address>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Link
          to={`/account/addresses?${EDIT_PARAM}=${address.id}#${ADDRESS_FORM}`}
          className={linkClass}
          aria-label={t('account.address_edit_label', { name: label })}
        >
          {t('account.address_edit')}
        </Link>
        {!address.isDefault ? (
          <Form method="post">
            <input type="hidden" name="id" value={address.id} />
            <button
              type="submit"
              name="intent"
              value="default"
              className={linkClass}
              aria-label={t('account.address_make_default_label', { name: label })}
            >
              {t('account.address_make_default')}
            </button>
          </Form>
        ) : null}
        <Form
          method="post"
          onSubmit={(event) => {
            if (!window.confirm(t('account.address_delete_confirm', { name: label }))) event.preventDefault();
          }}
        >
          <input type="hidden" name="id" value={address.id} />
          <button
            type="submit"
            name="intent"
            value="delete"
            className="font-semibold text-danger underline underline-offset-2 hover:text-ink"
            aria-label={t('account.address_delete_label', { name: label })}
          >
            {t('account.address_delete')}
          </button>
        </Form>
      </div>
    </li>
  );
}

export function AddressList({ addresses }: { addresses: CustomerAddress[] }) {
  const t = useT();
  if (addresses.length === 0)
    return (
      <p className="rounded-lg border border-line p-4 text-ink" data-testid="addresses-empty">
        {t('account.addresses_empty')}
      </p>
    );
  return (
    <ul className="grid gap-4 tablet:grid-cols-2" data-testid="address-list">
      {addresses.map((a) => (
        <AddressCard key={a.id} address={a} />
      ))}
    </ul>
  );
}

interface AddressFormProps {
  /** the address being edited, else null (a new one) */
  editing: CustomerAddress | null;
  initial: AddressFormValues;
  result: AddressFormResult | undefined;
  country: string;
}

export function AddressForm({ editing, initial, result, country }: AddressFormProps) {
  const t = useT();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST' && navigation.formData?.get('intent') === 'save';
  const values: AddressFormValues = result?.data?.kind === 'invalid' || result?.data?.kind === 'failed' ? result.values : initial;
  const errors = result?.errors ?? {};
  const noticeId = `${ADDRESS_FORM}-notice`;
  useFocusFirstError(formRef, result?.data?.kind === 'invalid' ? result.stamp : null, noticeId);
  const editingName = editing ? editing.name || `${editing.firstname} ${editing.lastname}` : '';
  const title = editing ? t('account.address_edit_title', { name: editingName }) : t('account.address_add_title');

  return (
    <section aria-labelledby={`${ADDRESS_FORM}-title`} id={ADDRESS_FORM} className="flex flex-col gap-4">
      <h2 id={`${ADDRESS_FORM}-title`} className="text-xl font-bold text-ink">
        {title}
      </h2>
      <Form ref={formRef} method="post" noValidate key={`${editing?.id ?? 'new'}-${result?.stamp ?? 0}`} className="flex flex-col gap-5">
        <button type="submit" name="intent" value="save" tabIndex={-1} aria-hidden="true" className="sr-only">
          {t('account.save')}
        </button>
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <FormSection title={title}>
          <Field
            id={fieldId(ADDRESS_FORM, 'name')}
            name="name"
            label={t('account.address_name')}
            required
            defaultValue={values.name}
            errors={errors.name}
            hint={t('account.address_name_hint')}
            maxLength={60}
          />
          <div className="grid gap-4 tablet:grid-cols-2">
            <Field
              id={fieldId(ADDRESS_FORM, 'firstname')}
              name="firstname"
              label={t('account.firstname')}
              autoComplete="shipping given-name"
              required
              defaultValue={values.firstname}
              errors={errors.firstname}
              maxLength={100}
            />
            <Field
              id={fieldId(ADDRESS_FORM, 'lastname')}
              name="lastname"
              label={t('account.lastname')}
              autoComplete="shipping family-name"
              required
              defaultValue={values.lastname}
              errors={errors.lastname}
              maxLength={100}
            />
            <Field
              id={fieldId(ADDRESS_FORM, 'company')}
              name="company"
              label={t('account.company')}
              autoComplete="shipping organization"
              defaultValue={values.company}
              errors={errors.company}
              className="tablet:col-span-2"
              maxLength={200}
            />
            <Field
              id={fieldId(ADDRESS_FORM, 'street')}
              name="street"
              label={t('account.street')}
              autoComplete="shipping street-address"
              required
              defaultValue={values.street}
              errors={errors.street}
              className="tablet:col-span-2"
              maxLength={200}
            />
            <Field
              id={fieldId(ADDRESS_FORM, 'city')}
              name="city"
              label={t('account.city')}
              autoComplete="shipping address-level2"
              required
              defaultValue={values.city}
              errors={errors.city}
              maxLength={100}
            />
            <Field
              id={fieldId(ADDRESS_FORM, 'zip')}
              name="zip"
              label={t('account.zip')}
              inputMode="numeric"
              autoComplete="shipping postal-code"
              required
              defaultValue={values.zip}
              errors={errors.zip}
              maxLength={10}
            />
            <CountryField
              form={ADDRESS_FORM}
              country={country}
              value={values.country || country}
              errors={errors.country}
              required
              autoCompleteSection="shipping"
            />
          </div>
          <PhoneFields
            form={ADDRESS_FORM}
            prefix={values.phonePrefix}
            phone={values.phone}
            errors={errors}
            autoCompleteSection="shipping"
          />
          <div className="flex items-start gap-3">
            <input
              id={`${ADDRESS_FORM}-isDefault`}
              name="isDefault"
              type="checkbox"
              defaultChecked={values.isDefault === 'on' || values.isDefault === 'true'}
              className="mt-0.5 size-5 shrink-0 accent-brand-dark"
            />
            <label htmlFor={`${ADDRESS_FORM}-isDefault`} className="text-ink">
              {t('account.address_is_default')}
            </label>
          </div>
        </FormSection>
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" name="intent" value="save" disabled={busy} className={primaryButtonClass}>
            {busy ? t('account.saving') : editing ? t('account.save') : t('account.address_add')}
          </button>
          {editing ? (
            <Link to="/account/addresses" className={secondaryButtonClass}>
              {t('account.address_cancel')}
            </Link>
          ) : null}
        </div>
      </Form>
    </section>
  );
}

/** The notification of the last action: success after a redirect (?oznam=…), failure from the action. */
export function AddressNotice({ success, failure }: { success: string | null; failure: string | null }) {
  if (failure)
    return (
      <FormNotice kind="danger" id={`${ADDRESS_FORM}-notice`}>
        {failure}
      </FormNotice>
    );
  if (success) return <FormNotice kind="success">{success}</FormNotice>;
  return null;
}
