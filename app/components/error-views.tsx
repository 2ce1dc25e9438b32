import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '~/lib/root/use-root-data';

/** The 404 page: title 'Stránka nenájdená', explanatory text, a button home (SPEC §2). */
function NotFoundView() {
  const t = useT();
  return (
    <section className="shop-container flex flex-col items-center py-16 text-center" aria-labelledby="not-found-title">
      <p className="text-6xl font-extrabold text-brand-dark" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="mt-4 text-3xl font-bold">
        {t('error.not_found_title')}
      </h1>
      <p className="mt-3 max-w-lg text-muted">{t('error.not_found_text')}</p>
      <Link to="/" className="mt-8 rounded-full bg-brand-dark px-6 py-3 font-semibold text-white hover:bg-ink">
        {t('common.back_home')}
      </Link>
    </section>
  );
}

export function GenericErrorView() {
  const t = useT();
  return (
    <section className="shop-container flex flex-col items-center py-16 text-center">
      <h1 className="text-3xl font-bold">{t('error.generic_title')}</h1>
      <p className="mt-3 max-w-lg text-muted">{t('error.generic_text')}</p>
      <Link to="/" className="mt-8 rounded-full bg-brand-dark px-6 py-3 font-semibold text-white hover:bg-ink">
        {t('common.back_home')}
      </Link>
    </section>
  );
}

/** Error boundary for routes: 404 → the not-found page, anything else → a generic message with a way home. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <GenericErrorView />;
}
