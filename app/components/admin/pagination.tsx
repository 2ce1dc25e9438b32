/** Previous / next and nearby page links through the query string (?strana=N), keeping filters and sort. */
import { Link, useLocation } from 'react-router';
import { ADMIN_PAGE_PARAM, withParams } from '@/domain/back-office/list-query';
import { useT } from '~/lib/root/use-root-data';

export function AdminPagination({ page, pageSize, total }: { page: number; pageSize: number; total: number }) {
  const t = useT();
  const { search } = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const href = (p: number) => withParams(search, { [ADMIN_PAGE_PARAM]: p === 1 ? undefined : p });
  const near = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])]
    .filter((p) => p >= 1 && p <= pages)
    .sort((a, b) => a - b);
  const cell = 'inline-flex min-h-10 min-w-10 items-center justify-center rounded-md border border-line px-3 text-sm font-semibold';
  return (
    <nav aria-label={t('admin.pagination.label')} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted">{t('admin.pagination.summary', { from, to, total })}</p>
      {pages > 1 ? (
        <ul className="flex flex-wrap gap-1">
          {page > 1 ? (
            <li>
              <Link to={href(page - 1)} className={`${cell} text-brand-dark hover:bg-brand-light`} rel="prev">
                {t('admin.pagination.prev')}
              </Link>
            </li>
          ) : null}
          {near.map((p) => (
            <li key={p}>
              {p === page ? (
                <span aria-current="page" className={`${cell} bg-brand-dark text-white`}>
                  <span className="sr-only">{t('admin.pagination.page', { page: p })}</span>
                  <span aria-hidden="true">{p}</span>
                </span>
              ) : (
                <Link
                  to={href(p)}
                  className={`${cell} text-brand-dark hover:bg-brand-light`}
                  aria-label={t('admin.pagination.page', { page: p })}
                >
                  {p}
                </Link>
              )}
            </li>
          ))}
          {page < pages ? (
            <li>
              <Link to={href(page + 1)} className={`${cell} text-brand-dark hover:bg-brand-light`} rel="next">
                {t('admin.pagination.next')}
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
    </nav>
  );
}
