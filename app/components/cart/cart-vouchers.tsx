import { useId, useRef } from 'react';
import type { CartView } from '@/domain/cart/cart-view';
import { Field, FormNotice } from '~/components/forms/field';
import { useFocusFirstError } from '~/components/forms/use-form-answer';
import { CART_PATH, type CartActionResult } from '~/lib/cart/cart-form';
import { formatDiscount } from '~/lib/format/format-money';
import { useT } from '~/lib/root/use-root-data';
import { resultFor, useCartFetcher } from './use-cart-fetcher';

/** A percent voucher names its percent; an amount's value is its discount, shown beside it in the cart's currency. */
function voucherValueText(voucher: CartView['vouchers'][number]): string {
  return voucher.voucher_type === 'percent' ? `${voucher.value} %` : '';
}

function AppliedVoucher({
  voucher,
  currency,
  actionData,
}: {
  voucher: CartView['vouchers'][number];
  currency: CartView['currency'];
  actionData: CartActionResult | null;
}) {
  const t = useT();
  const fetcher = useCartFetcher();
  const result = resultFor(
    fetcher.data,
    actionData,
    (r) => r.intent === 'voucher-remove' && !r.ok && r.values.voucherId === String(voucher.voucher_id),
  );
  const valueText = voucherValueText(voucher);
  const removing = fetcher.state !== 'idle';
  return (
    <li className={`flex flex-col gap-1 py-2 ${removing ? 'opacity-50' : ''}`} data-testid="cart-voucher">
      <div className="flex items-center justify-between gap-3">
        <p className="text-ink">
          <span className="font-bold">{voucher.code}</span>
          {valueText ? <span className="text-muted"> ({valueText})</span> : null}
        </p>
        <p className="font-bold text-success" data-testid="cart-voucher-discount">
          {formatDiscount(voucher.discount, currency)}
        </p>
      </div>
      {voucher.error ? <p className="text-sm text-danger">{voucher.error.message}</p> : null}
      {voucher.removable ? (
        <fetcher.Form method="post" action={CART_PATH}>
          <input type="hidden" name="intent" value="voucher-remove" />
          <input type="hidden" name="voucherId" value={voucher.voucher_id} />
          <button
            type="submit"
            className="min-h-11 text-sm font-semibold text-danger hover:underline"
            aria-label={t('cart_page.voucher_remove', { code: voucher.code })}
          >
            {t('cart_page.remove')}
          </button>
        </fetcher.Form>
      ) : (
        <p className="text-sm text-muted">{t('cart_page.voucher_not_removable')}</p>
      )}
      {result && !result.ok ? <FormNotice kind="danger">{result.message}</FormNotice> : null}
    </li>
  );
}

/**
 * The voucher field (SPEC §5: voucherCode, serviceType eshop, a guest's e-mail for vouchers that need one) and the
 * applied vouchers with their discount and a remove button ('order' vouchers cannot be removed, SPEC §6). Every
 * refusal shows the message of its code (decision 0012).
 */
export function CartVouchers({ cart, loggedIn, actionData }: { cart: CartView; loggedIn: boolean; actionData: CartActionResult | null }) {
  const t = useT();
  const fetcher = useCartFetcher({ key: 'voucher-add' });
  const codeId = useId();
  const emailId = useId();
  const result = resultFor(fetcher.data, actionData, (r) => r.intent === 'voucher-add');
  const failed = result && !result.ok ? result : null;
  const codeError = failed?.errors.voucherCode?.[0] ?? (failed && !failed.errors.guestEmail ? failed.message : null);
  const emailError = failed?.errors.guestEmail?.[0] ?? null;
  const showEmail = !loggedIn && (failed?.data?.code === 'email_required' || !!emailError || !!failed?.values.guestEmail);
  const pending = fetcher.state === 'submitting';
  const formRef = useRef<HTMLFormElement>(null);
  // a refusal moves focus to the field its message describes, so assistive technology reads it out
  useFocusFirstError(formRef, failed?.stamp);
  // a new form (empty field) after each applied code
  const formKey = result && result.ok ? `applied-${result.data?.voucherCode}-${cart.vouchers.length}` : 'form';

  return (
    <section aria-labelledby="kosik-zlavy" className="rounded-xl border border-line p-4">
      <h2 id="kosik-zlavy" className="mb-3 text-lg font-bold text-ink">
        {t('cart_page.vouchers_title')}
      </h2>
      {cart.vouchers.length > 0 ? (
        <ul className="mb-3 divide-y divide-line" aria-label={t('cart_page.vouchers_applied')}>
          {cart.vouchers.map((v) => (
            <AppliedVoucher key={v.voucher_id} voucher={v} currency={cart.currency} actionData={actionData} />
          ))}
        </ul>
      ) : null}
      <fetcher.Form ref={formRef} key={formKey} method="post" action={CART_PATH} className="flex flex-col gap-2" noValidate>
        <input type="hidden" name="intent" value="voucher-add" />
        <Field
          id={codeId}
          name="voucherCode"
          label={t('cart_page.voucher_code')}
          errors={codeError ? [codeError] : undefined}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={64}
          defaultValue={failed?.values.voucherCode ?? ''}
          beside={
            <button
              type="submit"
              disabled={pending}
              className="h-11 shrink-0 rounded-full bg-brand-dark px-5 font-semibold text-white hover:bg-ink disabled:opacity-60"
            >
              {t('cart_page.voucher_apply')}
            </button>
          }
        />
        {showEmail ? (
          <Field
            id={emailId}
            name="guestEmail"
            type="email"
            label={t('cart_page.voucher_email')}
            errors={emailError ? [emailError] : undefined}
            autoComplete="email"
            defaultValue={failed?.values.guestEmail ?? ''}
          />
        ) : null}
        {result && result.ok ? (
          <p role="status" className="text-sm font-semibold text-success">
            {t('cart_page.voucher_applied', { code: result.data?.voucherCode ?? '' })}
          </p>
        ) : null}
      </fetcher.Form>
    </section>
  );
}
