import { Field, FormSection } from '~/components/forms/field';
import { useT } from '~/lib/root/use-root-data';
import { checkboxProps, textProps, useCheckoutForm } from './checkout-form-context';

/** The note to the order, and for a guest the optional account (password twice). */
export function CheckoutNoteAccountSection() {
  const t = useT();
  const state = useCheckoutForm();
  const { data, values, show } = state;
  return (
    <>
      <FormSection title={t('checkout_form.note_section')}>
        <Field {...textProps(state, 'note')} as="textarea" label={t('checkout_form.note')} rows={3} maxLength={1000} />
      </FormSection>
      {data.customer === null ? (
        <FormSection title={t('checkout_form.account')} testId="checkout-account">
          <Field {...checkboxProps(state, 'createAccount')} label={t('checkout_form.create_account')} />
          {show(values.createAccount === 'on') ? (
            <div className="grid gap-4 tablet:grid-cols-2">
              <Field
                {...textProps(state, 'password')}
                type="password"
                label={t('auth.password')}
                autoComplete="new-password"
                hint={t('auth.password_hint', { min: 8 })}
              />
              <Field
                {...textProps(state, 'passwordConfirmation')}
                type="password"
                label={t('auth.password_confirmation')}
                autoComplete="new-password"
              />
            </div>
          ) : null}
        </FormSection>
      ) : null}
    </>
  );
}
