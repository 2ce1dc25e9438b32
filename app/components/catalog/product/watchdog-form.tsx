import { Link, useActionData, useFetcher, useLocation } from 'react-router';
import type { FormResult } from '~/lib/forms/form-result';
import { useT } from '~/lib/root/use-root-data';

/**
 * Restock watchdog of the selected, out-of-stock variant (SPEC §1, §6, §8), below the buy box. A guest gets the login
 * sentence with a link back here; a customer saves 'Strážiť dostupnosť' (intent 'watchdog') and, while it is
 * active, may cancel it (intent 'watchdog-cancel'). Posts to the product route's action: works without JavaScript,
 * with JavaScript through a fetcher. One e-mail goes out when the variant is in stock again.
 */
export function WatchdogForm({ variantId, loggedIn, watchdogId }: { variantId: number; loggedIn: boolean; watchdogId: number | null }) {
  const t = useT();
  const location = useLocation();
  const fetcher = useFetcher<FormResult>({ key: `watchdog-${variantId}` });
  const actionData = useActionData() as FormResult | undefined;
  const fromPage = actionData && (actionData.intent === 'watchdog' || actionData.intent === 'watchdog-cancel') ? actionData : undefined;
  const result = fetcher.data ?? fromPage;
  const busy = fetcher.state !== 'idle';
  const here = `${location.pathname}${location.search}`;

  return (
    <section
      aria-labelledby={`watchdog-${variantId}-title`}
      className="flex flex-col gap-2 rounded-lg border-2 border-line p-4"
      data-testid="watchdog"
    >
      <h2 id={`watchdog-${variantId}-title`} className="font-bold text-ink">
        {t('watchdog.title')}
      </h2>
      <p className="text-sm text-ink">{t('watchdog.intro')}</p>
      {!loggedIn ? (
        <p>
          <Link
            to={`/prihlasenie?redirect=${encodeURIComponent(here)}`}
            className="font-semibold text-brand-dark underline underline-offset-2"
          >
            {t('watchdog.login')}
          </Link>
        </p>
      ) : watchdogId ? (
        <fetcher.Form method="post" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="watchdog-cancel" />
          <input type="hidden" name="watchdogId" value={watchdogId} />
          <p className="font-semibold text-success">{t('watchdog.active')}</p>
          <button
            type="submit"
            disabled={busy}
            className="h-11 rounded-full border-2 border-brand-dark px-5 font-semibold text-brand-dark hover:bg-brand-light disabled:cursor-wait"
          >
            {t('watchdog.cancel')}
          </button>
        </fetcher.Form>
      ) : (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="watchdog" />
          <input type="hidden" name="variantId" value={variantId} />
          <button
            type="submit"
            disabled={busy}
            className="h-11 rounded-full bg-brand-dark px-6 font-bold text-white hover:bg-ink disabled:cursor-wait disabled:opacity-60"
          >
            {t('watchdog.submit')}
          </button>
        </fetcher.Form>
      )}
      <div role="status" aria-live="polite" aria-atomic="true">
        {result && !busy ? (
          <p
            data-testid="watchdog-result"
            data-kind={result.ok ? 'success' : 'danger'}
            className={`rounded-md border-l-4 bg-white px-3 py-2 text-sm font-semibold ${result.ok ? 'border-success text-success' : 'border-danger text-danger'}`}
          >
            {result.message}
          </p>
        ) : null}
      </div>
    </section>
  );
}
