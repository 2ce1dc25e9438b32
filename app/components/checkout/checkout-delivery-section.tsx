import type { PaymentMethodCode } from '@/db/schema';
import { ErrorList, fieldAria, FormSection } from '~/components/forms/field';
import { useT } from '~/lib/root/use-root-data';
import { checkoutFieldId, useCheckoutForm } from './checkout-form-context';
import { PacketaPointPicker } from './packeta-point-picker';
import { PickupBranchPicker } from './pickup-branch-picker';

/** The carriers (one radio each, with price, delivery days and why one cannot be chosen), then branch or point. */
export function CheckoutDeliverySection() {
  const t = useT();
  const { data, values, setValues, errors, show, carrier, money } = useCheckoutForm();

  function chooseCarrier(code: string) {
    const next = data.carriers.find((c) => c.code === code);
    const patch: typeof values = { carrier: code };
    if (next && values.paymentMethod && !next.paymentMethods.includes(values.paymentMethod as PaymentMethodCode)) patch.paymentMethod = '';
    setValues(patch);
  }

  return (
    <FormSection title={t('checkout_form.delivery')} testId="checkout-delivery">
      <div role="radiogroup" aria-label={t('checkout_form.delivery')} className="flex flex-col gap-2">
        {data.carriers.map((c) => (
          <label
            key={c.code}
            data-testid={`carrier-option-${c.code}`}
            className={`flex items-start gap-3 rounded-md border border-muted p-3 has-[:checked]:border-2 has-[:checked]:border-brand-dark has-[:checked]:bg-brand-light ${c.available ? 'cursor-pointer' : 'cursor-not-allowed bg-surface'}`}
          >
            <input
              type="radio"
              name="carrier"
              value={c.code}
              // a product of the cart excludes this carrier (decision 0051): shown with the reason, not choosable
              disabled={!c.available}
              checked={values.carrier === c.code && c.available}
              onChange={() => chooseCarrier(c.code)}
              className="mt-0.5 size-6 shrink-0 accent-brand-dark"
              {...fieldAria(checkoutFieldId('carrier'), errors.carrier)}
              {...(c.unavailable ? { 'aria-describedby': `carrier-reason-${c.code}` } : {})}
            />
            <span className="flex min-w-0 flex-1 flex-wrap justify-between gap-x-4">
              <span>
                <span className="block font-semibold text-ink">{c.name}</span>
                {c.deliveryDays ? <span className="block text-sm text-muted">{c.deliveryDays}</span> : null}
                {c.voucherDiscount > 0 ? (
                  <span className="block text-sm text-success" data-testid={`carrier-voucher-${c.code}`}>
                    {t('checkout_form.delivery_voucher', { amount: money(c.voucherDiscount) })}
                  </span>
                ) : null}
                {c.unavailable ? (
                  <span
                    id={`carrier-reason-${c.code}`}
                    className="block text-sm font-semibold text-danger"
                    data-testid={`carrier-reason-${c.code}`}
                  >
                    {c.unavailable.message}
                  </span>
                ) : null}
              </span>
              <span className="font-semibold text-ink" data-testid={`carrier-price-${c.code}`}>
                {c.price === 0 ? t('order.free') : money(c.price)}
              </span>
            </span>
          </label>
        ))}
      </div>
      <ErrorList id={checkoutFieldId('carrier')} errors={errors.carrier} field="carrier" />
      {data.freeDeliveryFrom !== null && !carrier?.isFree ? (
        <p className="text-sm text-muted">{t('checkout_form.free_delivery_from', { amount: money(data.freeDeliveryFrom) })}</p>
      ) : null}

      {show(values.carrier === 'pickup') && data.pickupBranches.length > 0 ? (
        <PickupBranchPicker
          branches={data.pickupBranches}
          value={values.pickupStoreId ?? ''}
          onChange={(v) => setValues({ pickupStoreId: v })}
          errors={errors.pickupStoreId}
          stockLines={data.stockLines}
        />
      ) : null}
      {show(values.carrier === 'packeta') && data.carriers.some((c) => c.code === 'packeta') ? (
        <PacketaPointPicker
          pointId={values.packetaPointId ?? ''}
          pointName={values.packetaPointName ?? ''}
          onChange={(p) => setValues({ packetaPointId: p.id, packetaPointName: p.name })}
          errors={errors.packetaPointId}
          notice={data.packeta.notice}
        />
      ) : null}
    </FormSection>
  );
}
