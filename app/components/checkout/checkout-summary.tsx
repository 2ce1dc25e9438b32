import { Link, useNavigation } from 'react-router';
import { formatDiscount } from '@/domain/pricing/pricing';
import { Field } from '~/components/forms/field';
import { useT } from '~/lib/root/use-root-data';
import { checkboxProps, useCheckoutForm } from './checkout-form-context';

/** The totals (goods, discounts, delivery, payment, to pay), the terms agreement and the submit button. */
export function CheckoutSummary() {
  const t = useT();
  const state = useCheckoutForm();
  const { data, values, carrier, allowedPayments, money } = state;
  const navigation = useNavigation();
  const discount = (minor: number) => formatDiscount(minor, data.currency);
  const payment = data.paymentMethods.find((m) => m.code === values.paymentMethod) ?? null;
  const paymentPrice = payment && allowedPayments.includes(payment.code) ? payment.price : 0;
  const total = data.cart.total + (carrier?.price ?? 0) + paymentPrice;
  const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST' && navigation.formData?.get('intent') === 'checkout';

  return (
    <aside
      aria-labelledby="checkout-totals-title"
      className="flex flex-col gap-4 rounded-lg bg-surface p-4 tablet:p-6 desktop:sticky desktop:top-32"
    >
      <h3 id="checkout-totals-title" className="text-lg font-bold text-ink">
        {t('checkout_form.totals')}
      </h3>
      <dl className="flex flex-col gap-2 text-ink" data-testid="checkout-totals">
        <TotalRow label={t('order.total_items')} amount={money(data.cart.items)} />
        {data.cart.groupDiscount > 0 ? (
          <TotalRow label={t('checkout_form.group_discount')} amount={discount(data.cart.groupDiscount)} />
        ) : null}
        {data.cart.vouchers > 0 ? <TotalRow label={t('checkout_form.voucher_discount')} amount={discount(data.cart.vouchers)} /> : null}
        <TotalRow
          label={t('order.total_delivery')}
          amount={carrier ? (carrier.price === 0 ? t('order.free') : money(carrier.price)) : t('checkout_form.not_chosen')}
          testId="total-delivery"
        />
        <TotalRow
          label={t('order.total_payment')}
          amount={payment ? (paymentPrice === 0 ? t('order.free') : money(paymentPrice)) : t('checkout_form.not_chosen')}
          testId="total-payment"
        />
        <div className="mt-2 flex justify-between gap-4 border-t border-muted pt-3 text-lg font-extrabold">
          <dt>{t('order.total')}</dt>
          <dd data-testid="total-to-pay">{money(total)}</dd>
        </div>
      </dl>
      <Field
        {...checkboxProps(state, 'termsAgreed')}
        required
        label={
          <>
            {t('checkout_form.terms_before')}{' '}
            <Link to={data.termsUrl} target="_blank" className="font-semibold text-brand-dark underline">
              {t('checkout_form.terms_link')}
            </Link>
          </>
        }
      />
      <button
        type="submit"
        disabled={submitting}
        className="min-h-12 rounded-full bg-pink px-6 py-3 text-lg font-bold text-white hover:bg-ink disabled:cursor-wait disabled:opacity-80"
      >
        {submitting ? t('checkout_form.submitting') : t('checkout_form.submit')}
      </button>
    </aside>
  );
}

function TotalRow({ label, amount, testId }: { label: string; amount: string; testId?: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt>{label}</dt>
      <dd className="font-semibold" data-testid={testId}>
        {amount}
      </dd>
    </div>
  );
}
