import { Field, FormSection } from '~/components/forms/field';
import { useT } from '~/lib/root/use-root-data';
import { CheckoutAddressFields } from './checkout-address-fields';
import { checkboxProps, useCheckoutForm } from './checkout-form-context';
import { CompanyFields } from './company-fields';

/** The invoice address, and the company with the registry lookup when the shopper buys for one. */
export function CheckoutInvoiceSection() {
  const t = useT();
  const state = useCheckoutForm();
  const { data, values, setValues, errors, hydrated, show } = state;
  return (
    <FormSection title={t('checkout_form.invoice')} testId="checkout-invoice">
      <div className="grid gap-4 tablet:grid-cols-2">
        <CheckoutAddressFields prefix="invoice" />
      </div>
      <Field {...checkboxProps(state, 'isCompany')} label={t('checkout_form.is_company')} />
      {show(values.isCompany === 'on') ? (
        <>
          {!hydrated ? <p className="text-sm text-muted">{t('checkout_form.company_no_js_hint')}</p> : null}
          <CompanyFields values={values} errors={errors} country={data.country} setValues={setValues} />
        </>
      ) : null}
    </FormSection>
  );
}
