import { Field, FormSection, inputClass } from '~/components/forms/field';
import { useT } from '~/lib/root/use-root-data';
import { CheckoutAddressFields } from './checkout-address-fields';
import { deliveryValuesOf } from './checkout-fields';
import { checkboxProps, useCheckoutForm } from './checkout-form-context';

/** A delivery address other than the invoice one (courier only), optionally taken from the saved addresses. */
export function CheckoutDeliveryAddressSection() {
  const t = useT();
  const state = useCheckoutForm();
  const { data, values, setValues, hydrated, show } = state;
  const savedAddresses = data.customer?.addresses ?? [];
  if (!show(values.carrier === 'courier')) return null;
  return (
    <FormSection title={t('checkout_form.delivery_address')} testId="checkout-delivery-address">
      <Field {...checkboxProps(state, 'differentDelivery')} label={t('checkout_form.different_delivery')} />
      {!hydrated ? <p className="text-sm text-muted">{t('checkout_form.delivery_courier_only')}</p> : null}
      {show(values.differentDelivery === 'on') ? (
        <>
          {hydrated && savedAddresses.length > 0 ? (
            <div className="flex flex-col gap-1">
              <label htmlFor="checkout-saved-address" className="text-sm font-semibold text-ink">
                {t('checkout_form.saved_addresses')}
              </label>
              <select
                id="checkout-saved-address"
                defaultValue=""
                onChange={(e) => {
                  const address = savedAddresses.find((a) => String(a.id) === e.target.value);
                  if (address) setValues(deliveryValuesOf(address, data.country));
                }}
                className={inputClass(false)}
              >
                <option value="">{t('checkout_form.saved_address_choose')}</option>
                {savedAddresses.map((a) => (
                  <option key={a.id} value={String(a.id)}>
                    {[a.name, `${a.firstname} ${a.lastname}`, a.street, a.city].filter(Boolean).join(', ')}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div className="grid gap-4 tablet:grid-cols-2">
            <CheckoutAddressFields prefix="delivery" />
          </div>
        </>
      ) : null}
    </FormSection>
  );
}
