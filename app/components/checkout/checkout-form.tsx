/**
 * The checkout form, the lower part of /kosik (SPEC §1, §3, §5, §8; PRODUCT.md "Shopping"): contact, delivery method
 * (personal pickup at a branch, courier, Packeta pickup point), payment method (only those the carrier allows; pickup
 * needs prepayment), invoice address with the company toggle and the registry lookup, a different delivery address,
 * note, optional account, terms agreement, totals and the submit button — each a section component sharing the
 * form's state through CheckoutFormProvider (decision 0078).
 *
 * One <Form method="post"> with `intent=checkout` and the render's idempotency key; the cart page's action hands it
 * to handleCheckoutAction (checkout.server.ts). With JavaScript the same checkoutSchema runs before sending, so
 * errors show without a round trip (its code, with zod, loads when the shopper first touches the form: decision
 * 0111); without it the server answers 422 with the errors and the typed values and the page renders them. Errors sit at their fields (aria-invalid, aria-describedby); the first invalid field gets focus.
 */
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-router';
import type { PaymentMethodCode } from '@/db/schema';
import { formatMoney } from '@/domain/pricing/pricing';
import { useFetcherResult, useFocusFirstError } from '~/components/forms/use-form-answer';
import { useHydrated } from '~/lib/browser/use-hydrated';
import type { FormResult } from '~/lib/forms/form-result';
import { useT } from '~/lib/root/use-root-data';
import { CheckoutContactSection } from './checkout-contact-section';
import { CheckoutDeliveryAddressSection } from './checkout-delivery-address-section';
import { CheckoutDeliverySection } from './checkout-delivery-section';
import { checkoutInput, initialCheckoutValues, isCheckoutField, type CheckoutValues } from './checkout-fields';
import { CheckoutFormProvider, type CheckoutFormState } from './checkout-form-context';
import { CheckoutInvoiceSection } from './checkout-invoice-section';
import { CheckoutNoteAccountSection } from './checkout-note-account-section';
import { CheckoutPaymentSection } from './checkout-payment-section';
import { CheckoutSummary } from './checkout-summary';
import type { CheckoutPageData } from './checkout.server';

type Errors = Record<string, string[]>;

/** The checkout action's answer among the cart page's other actions (its own intent), else null. */
function checkoutAnswer(actionData: unknown): FormResult | null {
  if (typeof actionData !== 'object' || actionData === null) return null;
  const candidate = actionData as Partial<FormResult>;
  return candidate.intent === 'checkout' && candidate.ok === false && typeof candidate.errors === 'object'
    ? (candidate as FormResult)
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

type CheckoutCheck = (typeof import('./checkout-check'))['checkCheckout'];
/** The form's check, loaded on first focus or press (the browser keeps the module once fetched). */
interface LazyCheck {
  loading?: Promise<CheckoutCheck>;
  /** the loaded check; `false` when its code could not load (the server checks the order anyway) */
  loaded?: CheckoutCheck | false;
}

function loadCheck(lazy: LazyCheck): Promise<CheckoutCheck> {
  return (lazy.loading ??= import('./checkout-check').then(
    ({ checkCheckout }) => (lazy.loaded = checkCheckout),
    (error: unknown) => {
      lazy.loaded = false;
      throw error;
    },
  ));
}

export function CheckoutForm({ data, actionData }: { data: CheckoutPageData; actionData?: unknown }) {
  const t = useT();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const check = useRef<LazyCheck>({}).current;
  const server = checkoutAnswer(actionData);

  const [values, setValuesState] = useState<CheckoutValues>(() => ({
    ...initialCheckoutValues({ country: data.country, defaultPhonePrefix: data.phonePrefixes[0] ?? '', customer: data.customer }),
    ...(server?.values ?? {}),
  }));
  const [errors, setErrors] = useState<Errors>(() => server?.errors ?? {});
  const [formError, setFormError] = useState<string | null>(() => server?.message ?? null);
  // bumped whenever new errors arrive: the first invalid field (else the form's message) then gets focus
  const [focusRequest, setFocusRequest] = useState(0);

  // a new answer of the server (422 / 409): its errors replace the browser's, the typed values stay
  useFetcherResult(server, (answer) => {
    setErrors(answer.errors);
    setFormError(answer.message);
    setFocusRequest((n) => n + 1);
  });
  useFocusFirstError(formRef, focusRequest, 'checkout-form-error');

  const { fields: fieldErrors, other: otherErrors } = splitErrors(errors);
  const carrier = data.carriers.find((c) => c.code === values.carrier) ?? null;
  const state = useMemo<CheckoutFormState>(
    () => ({
      data,
      values,
      setValues: (patch) => setValuesState((v) => ({ ...v, ...patch })),
      errors: fieldErrors,
      hydrated,
      show: (condition) => !hydrated || condition,
      carrier,
      allowedPayments: carrier ? carrier.paymentMethods : data.paymentMethods.map((m): PaymentMethodCode => m.code),
      money: (minor) => formatMoney(minor, data.currency),
    }),
    // fieldErrors and carrier derive from errors and values
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, values, errors, hydrated],
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (check.loaded === undefined) {
      // sent before the check's code arrived: send again once it is there (or has failed to load)
      event.preventDefault();
      const form = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      const resend = () => form.requestSubmit(submitter instanceof HTMLElement ? submitter : undefined);
      loadCheck(check).then(resend, resend);
      return;
    }
    const input = checkoutInput(values);
    const found = check.loaded ? check.loaded(data.locale, input, t) : null;
    if (!found) {
      setErrors({});
      setFormError(null);
      return;
    }
    event.preventDefault();
    setErrors(found);
    setFormError(t('validation.summary'));
    setFocusRequest((n) => n + 1);
  }

  if (data.cart.isEmpty) return null;

  return (
    <section aria-labelledby="checkout-title" className="flex flex-col gap-4" data-testid="checkout" data-hydrated={hydrated || undefined}>
      <h2 id="checkout-title" className="text-2xl font-extrabold text-ink">
        {t('checkout_form.title')}
      </h2>
      <CheckoutFormProvider value={state}>
        <Form
          ref={formRef}
          method="post"
          noValidate
          onSubmit={onSubmit}
          onFocus={() => void loadCheck(check).catch(() => {})}
          onPointerDown={() => void loadCheck(check).catch(() => {})}
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
            <CheckoutContactSection />
            <CheckoutDeliverySection />
            <CheckoutPaymentSection />
            <CheckoutInvoiceSection />
            <CheckoutDeliveryAddressSection />
            <CheckoutNoteAccountSection />
          </div>
          <CheckoutSummary />
        </Form>
      </CheckoutFormProvider>
    </section>
  );
}
