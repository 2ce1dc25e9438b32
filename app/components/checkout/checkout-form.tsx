/**
 * The checkout form, the lower part of /kosik (SPEC §1, §3, §5, §8; PRODUCT.md "Shopping"): contact, delivery method
 * (personal pickup at a branch, courier, Packeta pickup point), payment method (only those the carrier allows; pickup
 * needs prepayment), invoice address with the company toggle and the registry lookup, a different delivery address,
 * note, optional account, terms agreement, totals and the submit button.
 *
 * One <Form method="post"> with `intent=checkout` and the render's idempotency key; the cart page's action hands it
 * to handleCheckoutAction (checkout.server.ts). With JavaScript the same checkoutSchema runs before sending, so
 * errors show without a round trip; without it the server answers 422 with the errors and the typed values and the
 * page renders them. Errors sit at their fields (aria-invalid, aria-describedby); the first invalid field gets focus.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { PaymentMethodCode } from '@/db/schema';
import { checkoutSchema } from '@/domain/checkout/checkout-schema';
import { formatDiscount, formatMoney } from '@/domain/pricing/pricing';
import { formatZodError } from '@/lib/validation';
import { useHydrated } from '~/components/header/use-disclosure';
import { useT } from '~/lib/use-root-data';
import {
  checkoutInput,
  deliveryValuesOf,
  initialCheckoutValues,
  isCheckoutField,
  type CheckoutField,
  type CheckoutValues,
} from './checkout-fields';
import type { CheckoutActionData, CheckoutPageData } from './checkout.server';
import { CompanyFields } from './company-fields';
import { CheckboxField, describedBy, FieldErrors, fieldId, FormSection, inputClass, TextField } from './form-controls';
import { PacketaPointPicker } from './packeta-point-picker';
import { PickupBranchPicker } from './pickup-branch-picker';

type Errors = Record<string, string[]>;

/** The checkout action's answer among the cart page's other actions (its own intent), else null. */
function checkoutActionData(actionData: unknown): CheckoutActionData | null {
  if (typeof actionData !== 'object' || actionData === null) return null;
  const candidate = actionData as Partial<CheckoutActionData>;
  return candidate.intent === 'checkout' && typeof candidate.errors === 'object' && typeof candidate.values === 'object'
    ? (candidate as CheckoutActionData)
    : null;
}

/** Errors the form shows at fields: packetaPointName joins packetaPointId; keys of no field go to the top. */
function splitErrors(errors: Errors): { fields: Errors; other: string[] } {
  const fields: Errors = {};
  const other: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const field = key === 'packetaPointName' ? 'packetaPointId' : key;
    if (isCheckoutField(field)) fields[field] = [...(fields[field] ?? []), ...messages.filter((m) => !fields[field]?.includes(m))];
    else other.push(...messages);
  }
  return { fields, other };
}

/** The pickup prepayment hint naming only the methods offered with pickup (decision 0061). */
function pickupPrepaymentHint(methods: readonly PaymentMethodCode[]) {
  const card = methods.includes('card');
  const transfer = methods.includes('bank_transfer');
  if (card && !transfer) return 'checkout_form.pickup_prepayment_hint_card' as const;
  if (transfer && !card) return 'checkout_form.pickup_prepayment_hint_transfer' as const;
  return 'checkout_form.pickup_prepayment_hint' as const;
}

export function CheckoutForm({ data, actionData }: { data: CheckoutPageData; actionData?: unknown }) {
  const t = useT();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const server = checkoutActionData(actionData);
  const money = (minor: number) => formatMoney(minor, data.currency);
  const discount = (minor: number) => formatDiscount(minor, data.currency);

  const [values, setValuesState] = useState<CheckoutValues>(() => ({
    ...initialCheckoutValues({ country: data.country, defaultPhonePrefix: data.phonePrefixes[0] ?? '', customer: data.customer }),
    ...(server?.values ?? {}),
  }));
  const [errors, setErrors] = useState<Errors>(() => server?.errors ?? {});
  const [formError, setFormError] = useState<string | null>(() => server?.formError ?? null);
  // bumped whenever new errors arrive: the first invalid field then gets focus
  const [focusRequest, setFocusRequest] = useState(0);

  // a new answer of the server (422 / 409): its errors replace the browser's, the typed values stay
  useEffect(() => {
    if (!server) return;
    setErrors(server.errors);
    setFormError(server.formError);
    setFocusRequest((n) => n + 1);
  }, [server]);

  useEffect(() => {
    if (focusRequest === 0) return;
    const form = formRef.current;
    const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('[data-form-error]');
    target?.focus();
  }, [focusRequest]);

  const setValues = (patch: CheckoutValues) => setValuesState((v) => ({ ...v, ...patch }));
  const value = (name: CheckoutField) => values[name] ?? '';
  const checked = (name: CheckoutField) => values[name] === 'on';
  const setChecked = (name: CheckoutField, on: boolean) => setValues({ [name]: on ? 'on' : '' });

  const { fields: fieldErrors, other: otherErrors } = splitErrors(errors);

  const carrier = data.carriers.find((c) => c.code === values.carrier) ?? null;
  const allowedPayments: PaymentMethodCode[] = carrier ? carrier.paymentMethods : data.paymentMethods.map((m) => m.code);
  // before hydration every offered method shows (no script filters them); the server rejects a disallowed pair
  const shownPayments = hydrated ? data.paymentMethods.filter((m) => allowedPayments.includes(m.code)) : data.paymentMethods;
  const payment = data.paymentMethods.find((m) => m.code === values.paymentMethod) ?? null;
  const show = (condition: boolean) => !hydrated || condition;

  const deliveryPrice = carrier?.price ?? 0;
  const paymentPrice = payment && allowedPayments.includes(payment.code) ? payment.price : 0;
  const total = data.cart.total + deliveryPrice + paymentPrice;

  function chooseCarrier(code: string) {
    const next = data.carriers.find((c) => c.code === code);
    const patch: CheckoutValues = { carrier: code };
    if (next && values.paymentMethod && !next.paymentMethods.includes(values.paymentMethod as PaymentMethodCode)) patch.paymentMethod = '';
    setValues(patch);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const input = checkoutInput(values);
    const parsed = checkoutSchema(data.locale).safeParse(input);
    if (parsed.success) {
      setErrors({});
      setFormError(null);
      return;
    }
    event.preventDefault();
    setErrors(formatZodError(parsed.error, input, t));
    setFormError(t('validation.summary'));
    setFocusRequest((n) => n + 1);
  }

  const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST' && navigation.formData?.get('intent') === 'checkout';
  const savedAddresses = data.customer?.addresses ?? [];

  const prefixOptions = useMemo(
    () => data.phonePrefixes.map((p) => ({ value: p, label: p === '' ? t('checkout_form.phone_prefix_none') : p })),
    [data.phonePrefixes, t],
  );
  const countryName = data.country === 'CZ' ? t('checkout_form.country_cz') : t('checkout_form.country_sk');

  if (data.cart.isEmpty) return null;

  return (
    <section aria-labelledby="checkout-title" className="flex flex-col gap-4" data-testid="checkout" data-hydrated={hydrated || undefined}>
      <h2 id="checkout-title" className="text-2xl font-extrabold text-ink">
        {t('checkout_form.title')}
      </h2>
      <Form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={onSubmit}
        className="grid items-start gap-6 desktop:grid-cols-[minmax(0,1fr)_22rem]"
        aria-describedby={formError ? 'checkout-form-error' : undefined}
      >
        <input type="hidden" name="intent" value="checkout" />
        <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />

        <div className="flex min-w-0 flex-col gap-6">
          {formError || otherErrors.length ? (
            <div
              id="checkout-form-error"
              role="alert"
              tabIndex={-1}
              data-form-error
              className="rounded-md border-l-4 border-danger bg-pink-light px-4 py-3 text-ink"
            >
              {formError ? <p className="font-semibold">{formError}</p> : null}
              {otherErrors.map((m) => (
                <p key={m}>{m}</p>
              ))}
            </div>
          ) : null}

          <FormSection title={t('checkout_form.contact')} testId="checkout-contact">
            <div className="grid gap-4 tablet:grid-cols-2">
              <TextField
                name="email"
                type="email"
                label={t('checkout_form.email')}
                value={value('email')}
                onChange={(v) => setValues({ email: v })}
                errors={fieldErrors.email}
                autoComplete="email"
                inputMode="email"
                required
                className="tablet:col-span-2"
              />
              <div className="flex flex-col gap-1">
                <label htmlFor={fieldId('phonePrefix')} className="text-sm font-semibold text-ink">
                  {t('checkout_form.phone_prefix')}
                </label>
                <select
                  id={fieldId('phonePrefix')}
                  name="phonePrefix"
                  value={value('phonePrefix')}
                  onChange={(e) => setValues({ phonePrefix: e.target.value })}
                  autoComplete="tel-country-code"
                  className={inputClass(Boolean(fieldErrors.phonePrefix?.length))}
                  {...describedBy('phonePrefix', fieldErrors.phonePrefix)}
                >
                  {prefixOptions.map((o) => (
                    <option key={o.value || 'none'} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
                <FieldErrors name="phonePrefix" errors={fieldErrors.phonePrefix} />
              </div>
              <TextField
                name="phone"
                type="tel"
                label={t('checkout_form.phone')}
                value={value('phone')}
                onChange={(v) => setValues({ phone: v })}
                errors={fieldErrors.phone}
                autoComplete="tel-national"
                inputMode="tel"
                required
              />
            </div>
          </FormSection>

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
                    {...describedBy('carrier', fieldErrors.carrier)}
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
            <FieldErrors name="carrier" errors={fieldErrors.carrier} />
            {data.freeDeliveryFrom !== null && !carrier?.isFree ? (
              <p className="text-sm text-muted">{t('checkout_form.free_delivery_from', { amount: money(data.freeDeliveryFrom) })}</p>
            ) : null}

            {show(values.carrier === 'pickup') && data.pickupBranches.length > 0 ? (
              <PickupBranchPicker
                branches={data.pickupBranches}
                value={value('pickupStoreId')}
                onChange={(v) => setValues({ pickupStoreId: v })}
                errors={fieldErrors.pickupStoreId}
                stockLines={data.stockLines}
              />
            ) : null}
            {show(values.carrier === 'packeta') && data.carriers.some((c) => c.code === 'packeta') ? (
              <PacketaPointPicker
                pointId={value('packetaPointId')}
                pointName={value('packetaPointName')}
                onChange={(p) => setValues({ packetaPointId: p.id, packetaPointName: p.name })}
                errors={fieldErrors.packetaPointId}
                notice={data.packeta.notice}
              />
            ) : null}
          </FormSection>

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
                    {...describedBy('paymentMethod', fieldErrors.paymentMethod)}
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
            <FieldErrors name="paymentMethod" errors={fieldErrors.paymentMethod} />
          </FormSection>

          <FormSection title={t('checkout_form.invoice')} testId="checkout-invoice">
            <div className="grid gap-4 tablet:grid-cols-2">
              <AddressFields
                prefix="invoice"
                values={values}
                errors={fieldErrors}
                setValues={setValues}
                countryName={countryName}
                country={data.country}
              />
            </div>
            <CheckboxField
              name="isCompany"
              label={t('checkout_form.is_company')}
              checked={checked('isCompany')}
              onChange={(on) => setChecked('isCompany', on)}
              errors={fieldErrors.isCompany}
            />
            {show(checked('isCompany')) ? (
              <>
                {!hydrated ? <p className="text-sm text-muted">{t('checkout_form.company_no_js_hint')}</p> : null}
                <CompanyFields values={values} errors={fieldErrors} country={data.country} setValues={setValues} />
              </>
            ) : null}
          </FormSection>

          {show(values.carrier === 'courier') ? (
            <FormSection title={t('checkout_form.delivery_address')} testId="checkout-delivery-address">
              <CheckboxField
                name="differentDelivery"
                label={t('checkout_form.different_delivery')}
                checked={checked('differentDelivery')}
                onChange={(on) => setChecked('differentDelivery', on)}
                errors={fieldErrors.differentDelivery}
              />
              {!hydrated ? <p className="text-sm text-muted">{t('checkout_form.delivery_courier_only')}</p> : null}
              {show(checked('differentDelivery')) ? (
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
                    <AddressFields
                      prefix="delivery"
                      values={values}
                      errors={fieldErrors}
                      setValues={setValues}
                      countryName={countryName}
                      country={data.country}
                    />
                  </div>
                </>
              ) : null}
            </FormSection>
          ) : null}

          <FormSection title={t('checkout_form.note_section')}>
            <div className="flex flex-col gap-1">
              <label htmlFor={fieldId('note')} className="text-sm font-semibold text-ink">
                {t('checkout_form.note')}
              </label>
              <textarea
                id={fieldId('note')}
                name="note"
                rows={3}
                maxLength={1000}
                value={value('note')}
                onChange={(e) => setValues({ note: e.target.value })}
                className={`${inputClass(Boolean(fieldErrors.note?.length))} h-auto py-2`}
                {...describedBy('note', fieldErrors.note)}
              />
              <FieldErrors name="note" errors={fieldErrors.note} />
            </div>
          </FormSection>

          {data.customer === null ? (
            <FormSection title={t('checkout_form.account')} testId="checkout-account">
              <CheckboxField
                name="createAccount"
                label={t('checkout_form.create_account')}
                checked={checked('createAccount')}
                onChange={(on) => setChecked('createAccount', on)}
                errors={fieldErrors.createAccount}
              />
              {show(checked('createAccount')) ? (
                <div className="grid gap-4 tablet:grid-cols-2">
                  <TextField
                    name="password"
                    type="password"
                    label={t('auth.password')}
                    value={value('password')}
                    onChange={(v) => setValues({ password: v })}
                    errors={fieldErrors.password}
                    autoComplete="new-password"
                    hint={t('auth.password_hint', { min: 8 })}
                  />
                  <TextField
                    name="passwordConfirmation"
                    type="password"
                    label={t('auth.password_confirmation')}
                    value={value('passwordConfirmation')}
                    onChange={(v) => setValues({ passwordConfirmation: v })}
                    errors={fieldErrors.passwordConfirmation}
                    autoComplete="new-password"
                  />
                </div>
              ) : null}
            </FormSection>
          ) : null}
        </div>

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
          <CheckboxField
            name="termsAgreed"
            checked={checked('termsAgreed')}
            onChange={(on) => setChecked('termsAgreed', on)}
            errors={fieldErrors.termsAgreed}
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
      </Form>
    </section>
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

interface AddressFieldsProps {
  prefix: 'invoice' | 'delivery';
  values: CheckoutValues;
  errors: Errors;
  setValues: (patch: CheckoutValues) => void;
  country: string;
  countryName: string;
}

function AddressFields({ prefix, values, errors, setValues, country, countryName }: AddressFieldsProps) {
  const t = useT();
  const name = (f: string) => `${prefix}.${f}` as CheckoutField;
  const section = prefix === 'invoice' ? 'billing' : 'shipping';
  const text = (f: string, label: string, autoComplete: string, extra: { className?: string; inputMode?: 'numeric' } = {}) => (
    <TextField
      name={name(f)}
      label={label}
      value={values[name(f)] ?? ''}
      onChange={(v) => setValues({ [name(f)]: v })}
      errors={errors[name(f)]}
      autoComplete={`${section} ${autoComplete}`}
      required
      {...extra}
    />
  );
  const countryField = name('country');
  return (
    <>
      {text('firstname', t('auth.firstname'), 'given-name')}
      {text('lastname', t('auth.lastname'), 'family-name')}
      {prefix === 'delivery' ? (
        <TextField
          name="delivery.company"
          label={t('checkout_form.delivery_company')}
          value={values['delivery.company'] ?? ''}
          onChange={(v) => setValues({ 'delivery.company': v })}
          errors={errors['delivery.company']}
          autoComplete="shipping organization"
          className="tablet:col-span-2"
        />
      ) : null}
      {text('street', t('checkout_form.street'), 'street-address', { className: 'tablet:col-span-2' })}
      {text('city', t('checkout_form.city'), 'address-level2')}
      {text('zip', t('checkout_form.zip'), 'postal-code', { inputMode: 'numeric' })}
      <div className="flex flex-col gap-1 tablet:col-span-2">
        <label htmlFor={fieldId(countryField)} className="text-sm font-semibold text-ink">
          {t('checkout_form.country')}
        </label>
        <select
          id={fieldId(countryField)}
          name={countryField}
          value={values[countryField] ?? ''}
          onChange={(e) => setValues({ [countryField]: e.target.value })}
          autoComplete={`${section} country`}
          className={inputClass(Boolean(errors[countryField]?.length))}
          {...describedBy(countryField, errors[countryField], true)}
        >
          {values[countryField] !== country ? (
            <option value={values[countryField] ?? ''}>{t('checkout_form.country_choose')}</option>
          ) : null}
          <option value={country}>{countryName}</option>
        </select>
        <p id={`${fieldId(countryField)}-hint`} className="text-sm text-muted">
          {t('checkout_form.country_hint', { country: countryName })}
        </p>
        <FieldErrors name={countryField} errors={errors[countryField]} />
      </div>
    </>
  );
}
