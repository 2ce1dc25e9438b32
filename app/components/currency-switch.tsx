import type { MouseEvent } from 'react';
import { redirect, useLocation, useRevalidator } from 'react-router';
import type { CurrencyView } from '@/domain/lists/lists';
import { COOKIE_MAX_AGE_S, CURRENCY_COOKIE } from '@/lib/constants';
import { sameSitePath } from '@/lib/same-site-path';
import { setBrowserCookie } from '~/lib/http/cookies';
import { useT } from '~/lib/root/use-root-data';

/** The form field names; the no-JS form posts to the home route's action (`/?index`). */
const FIELD = 'currencyId';
const BACK_FIELD = 'back';
const CURRENCY_FORM_ACTION = '/?index';

/** A same-site path to return to ('/', '/kosik?x=1'); anything else falls back to '/'. */
function safeBackPath(value: FormDataEntryValue | null): string {
  return sameSitePath(value) ?? '/';
}

/**
 * No-JS path of the currency switch: sets cookie currencyId for a year and redirects back. Returns null when the
 * form is not a currency choice (the caller handles its own forms).
 */
export async function handleCurrencyForm(request: Request): Promise<Response | null> {
  const form = await request.formData();
  const raw = form.get(FIELD);
  if (raw === null) return null;
  const id = Number(raw);
  const back = safeBackPath(form.get(BACK_FIELD));
  if (!Number.isInteger(id) || id <= 0) return redirect(back);
  return redirect(back, {
    headers: { 'Set-Cookie': `${CURRENCY_COOKIE}=${id}; Max-Age=${COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax` },
  });
}

/**
 * Currency switch (SPEC §3, §4): one button per currency, the current one pressed. With JavaScript a choice sets
 * cookie currencyId (1 year) and revalidates the loaders; without it the form posts and the server sets the cookie.
 */
export function CurrencySwitch({
  currencies,
  current,
  variant = 'light',
}: {
  currencies: CurrencyView[];
  current: CurrencyView | null;
  variant?: 'light' | 'panel';
}) {
  const t = useT();
  const location = useLocation();
  const revalidator = useRevalidator();
  if (currencies.length < 2) return null;

  function choose(event: MouseEvent<HTMLButtonElement>, id: number) {
    event.preventDefault();
    if (id === current?.id) return;
    setBrowserCookie(CURRENCY_COOKIE, String(id), COOKIE_MAX_AGE_S);
    void revalidator.revalidate();
  }

  const base = variant === 'panel' ? 'h-10 min-w-14 px-3 text-base' : 'h-7 min-w-11 px-2 text-sm';

  return (
    <form method="post" action={CURRENCY_FORM_ACTION} className="flex items-center gap-2">
      <input type="hidden" name={BACK_FIELD} value={`${location.pathname}${location.search}`} />
      <span id={`currency-label-${variant}`} className={variant === 'panel' ? 'font-semibold' : 'sr-only'}>
        {t('header.currency')}
      </span>
      <div
        role="group"
        aria-labelledby={`currency-label-${variant}`}
        className="flex overflow-hidden rounded-md border border-line bg-white"
      >
        {currencies.map((currency) => {
          const active = currency.id === current?.id;
          return (
            <button
              key={currency.id}
              type="submit"
              name={FIELD}
              value={currency.id}
              aria-pressed={active}
              onClick={(event) => choose(event, currency.id)}
              className={`${base} font-semibold ${active ? 'bg-brand-dark text-white' : 'text-ink hover:bg-brand-light'}`}
            >
              {currency.code}
            </button>
          );
        })}
      </div>
    </form>
  );
}
