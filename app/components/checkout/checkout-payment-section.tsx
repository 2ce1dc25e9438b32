import type { PaymentMethodCode } from '@/db/schema';
import { ErrorList, fieldAria, FormSection } from '~/components/forms/field';
import { useT } from '~/lib/root/use-root-data';
import { checkoutFieldId, useCheckoutForm } from './checkout-form-context';

/** The pickup prepayment hint naming only the methods offered with pickup (decision 0061). */
function pickupPrepaymentHint(methods: readonly PaymentMethodCode[]) {
  const card = methods.includes('card');
  const transfer = methods.includes('bank_transfer');
  if (card && !transfer) return 'checkout_form.pickup_prepayment_hint_card' as const;
  if (transfer && !card) return 'checkout_form.pickup_prepayment_hint_transfer' as const;
  return 'checkout_form.pickup_prepayment_hint' as const;
}

/** The payment methods the chosen carrier allows (all of them before the script runs; the server checks the pair). */
export function CheckoutPaymentSection() {
  const t = useT();
  const { data, values, setValues, errors, hydrated, allowedPayments, money } = useCheckoutForm();
  const shownPayments = hydrated ? data.paymentMethods.filter((m) => allowedPayments.includes(m.code)) : data.paymentMethods;
  return (
    <FormSection title={t('checkout_form.payment')} testId="checkout-payment">
      {values.carrier === 'pickup' || !hydrated ? (
        <p className="text-sm text-muted">
          {/* names only the prepayments the checkout offers with pickup (decision 0061) */}
          {t(pickupPrepaymentHint(data.carriers.find((c) => c.code === 'pickup')?.paymentMethods ?? []))}
        </p>
      ) : null}
      <div role="radiogroup" aria-label={t('checkout_form.payment')} className="flex flex-col gap-2">
        {shownPayments.map((m) => (
          <label
            key={m.code}
            data-testid={`payment-option-${m.code}`}
            className={`flex items-start gap-3 rounded-md border border-muted p-3 has-[:checked]:border-2 has-[:checked]:border-brand-dark has-[:checked]:bg-brand-light ${m.available ? 'cursor-pointer' : 'cursor-not-allowed bg-surface'}`}
          >
            <input
              type="radio"
              name="paymentMethod"
              value={m.code}
              // no carrier that can take this cart allows it (decision 0051): shown with the reason, not choosable
              disabled={!m.available}
              checked={values.paymentMethod === m.code && m.available}
              onChange={() => setValues({ paymentMethod: m.code })}
              className="mt-0.5 size-6 shrink-0 accent-brand-dark"
              {...fieldAria(checkoutFieldId('paymentMethod'), errors.paymentMethod)}
              {...(m.unavailable ? { 'aria-describedby': `payment-reason-${m.code}` } : {})}
            />
            <span className="flex min-w-0 flex-1 flex-wrap justify-between gap-x-4">
              <span>
                <span className="block font-semibold text-ink">{m.name}</span>
                {m.unavailable ? (
                  <span
                    id={`payment-reason-${m.code}`}
                    className="block text-sm font-semibold text-danger"
                    data-testid={`payment-reason-${m.code}`}
                  >
                    {m.unavailable.message}
                  </span>
                ) : null}
              </span>
              <span className="font-semibold text-ink" data-testid={`payment-price-${m.code}`}>
                {m.price === 0 ? t('order.free') : money(m.price)}
              </span>
            </span>
          </label>
        ))}
      </div>
      <ErrorList id={checkoutFieldId('paymentMethod')} errors={errors.paymentMethod} field="paymentMethod" />
    </FormSection>
  );
}
