/**
 * Company purchase: company name, IČO with 'Načítať z registra' (GET /api/company/{ico}, decision 0015) that fills
 * the company, DIČ, IČ DPH and the invoice address, then DIČ and IČ DPH. A registry that is down, slow or does not
 * know the IČO only shows a message: the shopper types the data and the order goes on.
 */
import { useState } from 'react';
import { useHydrated } from '~/lib/browser/use-hydrated';
import { useT } from '~/lib/root/use-root-data';
import type { CheckoutValues } from './checkout-fields';
import { ErrorList, Field, fieldAria, inputClass } from '~/components/forms/field';
import { checkoutFieldId } from './checkout-form-context';

const COMPANY_API = '/api/company';

interface Company {
  name: string;
  ico: string;
  dic: string | null;
  icDph: string | null;
  street: string | null;
  city: string | null;
  zip: string | null;
  country: string | null;
}

type Lookup = { kind: 'idle' } | { kind: 'loading' } | { kind: 'filled'; name: string } | { kind: 'failed'; message: string };

interface Props {
  values: CheckoutValues;
  errors: Record<string, string[]>;
  country: string;
  setValues: (patch: CheckoutValues) => void;
}

export function CompanyFields({ values, errors, country, setValues }: Props) {
  const t = useT();
  const hydrated = useHydrated();
  const [lookup, setLookup] = useState<Lookup>({ kind: 'idle' });
  const [icoError, setIcoError] = useState<string | null>(null);
  const ico = values['invoice.ico'] ?? '';
  // the lookup's message and the order's server answer are often the same text: show each message once
  const icoErrors = icoError ? [...new Set([...(errors['invoice.ico'] ?? []), icoError])] : errors['invoice.ico'];
  const icoId = checkoutFieldId('invoice.ico');

  async function load() {
    setIcoError(null);
    const typed = ico.replace(/\s+/g, '');
    if (!typed) {
      setIcoError(t('checkout.ico_required'));
      return;
    }
    setLookup({ kind: 'loading' });
    try {
      const res = await fetch(`${COMPANY_API}/${encodeURIComponent(typed)}`, { headers: { accept: 'application/json' } });
      const body = (await res.json().catch(() => null)) as { data?: Company; message?: string } | null;
      if (res.status === 422) {
        setLookup({ kind: 'idle' });
        setIcoError(t('checkout.ico_invalid'));
        return;
      }
      if (!res.ok || !body?.data) {
        setLookup({ kind: 'failed', message: body?.message ?? t('company.registry_unavailable') });
        return;
      }
      const c = body.data;
      const patch: CheckoutValues = { 'invoice.company': c.name, 'invoice.ico': c.ico };
      if (c.dic) patch['invoice.dic'] = c.dic;
      if (c.icDph) patch['invoice.icDph'] = c.icDph;
      if (c.street) patch['invoice.street'] = c.street;
      if (c.city) patch['invoice.city'] = c.city;
      if (c.zip) patch['invoice.zip'] = c.zip;
      if (c.country === country) patch['invoice.country'] = country;
      setValues(patch);
      setLookup({ kind: 'filled', name: c.name });
    } catch (error) {
      console.warn(error);
      setLookup({ kind: 'failed', message: t('company.registry_unavailable') });
    }
  }

  return (
    <div className="grid gap-4 tablet:grid-cols-2" data-testid="company-fields">
      <Field
        id={checkoutFieldId('invoice.company')}
        name="invoice.company"
        label={t('checkout_form.company')}
        value={values['invoice.company'] ?? ''}
        onValueChange={(v) => setValues({ 'invoice.company': v })}
        errors={errors['invoice.company']}
        autoComplete="organization"
        required
        className="tablet:col-span-2"
      />
      <div className="flex flex-col gap-1 tablet:col-span-2">
        <label htmlFor={icoId} className="text-sm font-semibold text-ink">
          {t('checkout_form.ico')}
          <span aria-hidden="true" className="text-danger">
            {' '}
            *
          </span>
        </label>
        <div className="flex flex-col gap-2 tablet:flex-row">
          <input
            id={icoId}
            name="invoice.ico"
            value={ico}
            onChange={(e) => {
              setIcoError(null);
              setValues({ 'invoice.ico': e.target.value });
            }}
            onKeyDown={(e) => {
              // Enter in the IČO box loads the company instead of sending the order
              if (e.key === 'Enter' && hydrated) {
                e.preventDefault();
                void load();
              }
            }}
            inputMode="numeric"
            aria-required
            className={`${inputClass(Boolean(icoErrors?.length))} tablet:max-w-60`}
            {...fieldAria(icoId, icoErrors, { hint: true })}
          />
          {hydrated ? (
            <button
              type="button"
              onClick={() => void load()}
              disabled={lookup.kind === 'loading'}
              className="h-11 shrink-0 rounded-md border-2 border-brand-dark px-4 font-semibold text-brand-dark hover:bg-brand-light disabled:cursor-wait"
            >
              {lookup.kind === 'loading' ? t('checkout_form.registry_loading') : t('checkout_form.registry_load')}
            </button>
          ) : null}
        </div>
        <p id={`${icoId}-hint`} className="text-sm text-muted">
          {t('checkout_form.ico_hint')}
        </p>
        <ErrorList id={icoId} errors={icoErrors} field="invoice.ico" />
        <div role="status" className="text-sm">
          {lookup.kind === 'filled' ? (
            <p className="text-success" data-testid="registry-filled">
              {t('checkout_form.registry_filled', { name: lookup.name })}
            </p>
          ) : lookup.kind === 'failed' ? (
            <p className="rounded-md border-l-4 border-orange bg-orange-light px-3 py-2 text-ink" data-testid="registry-failed">
              {lookup.message}
            </p>
          ) : null}
        </div>
      </div>
      <Field
        id={checkoutFieldId('invoice.dic')}
        name="invoice.dic"
        label={t('checkout_form.dic')}
        value={values['invoice.dic'] ?? ''}
        onValueChange={(v) => setValues({ 'invoice.dic': v })}
        errors={errors['invoice.dic']}
      />
      <Field
        id={checkoutFieldId('invoice.icDph')}
        name="invoice.icDph"
        label={t('checkout_form.ic_dph')}
        value={values['invoice.icDph'] ?? ''}
        onValueChange={(v) => setValues({ 'invoice.icDph': v })}
        errors={errors['invoice.icDph']}
      />
    </div>
  );
}
