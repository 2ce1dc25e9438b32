/**
 * Error views of the back office: 403 (role missing), 404 (unknown id), anything else. The admin layout uses it as
 * its ErrorBoundary (a customer's 403 then shows without the admin navigation); child routes re-export
 * `AdminErrorBoundary as ErrorBoundary` so a 404 / 403 inside keeps the admin frame.
 */
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '~/lib/root/use-root-data';
import { adminPrimaryButton } from './admin-styles';

function AdminErrorView({ status, message }: { status: number; message?: string }) {
  const t = useT();
  const title = status === 403 ? t('admin.error.forbidden_title') : status === 404 ? t('error.not_found_title') : t('error.generic_title');
  const text =
    status === 403 ? t('admin.error.forbidden') : status === 404 ? (message ?? t('admin.error.not_found')) : t('admin.error.generic');
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center py-16 text-center"
      aria-labelledby="admin-error-title"
      data-status={status}
    >
      <p className="text-5xl font-extrabold text-brand-dark" aria-hidden="true">
        {status}
      </p>
      <h1 id="admin-error-title" className="mt-4 text-2xl font-bold">
        {title}
      </h1>
      <p className="mt-3 text-muted">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {status === 403 ? (
          <Link to="/" className={adminPrimaryButton}>
            {t('common.back_home')}
          </Link>
        ) : (
          <Link to="/admin" className={adminPrimaryButton}>
            {t('admin.error.back')}
          </Link>
        )}
      </div>
    </section>
  );
}

export function AdminErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const message =
      error.data && typeof error.data === 'object' && 'message' in error.data
        ? String((error.data as { message: unknown }).message)
        : undefined;
    return <AdminErrorView status={error.status} message={message} />;
  }
  console.error(error);
  return <AdminErrorView status={500} />;
}
