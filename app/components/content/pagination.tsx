import { Link } from '~/components/link';
import { useT } from '~/lib/root/use-root-data';

/**
 * Page links of a server-rendered list: previous, the page numbers (first, last and two around the current one)
 * and next. `href(page)` builds each link, so the list's filters stay in it.
 */
export function Pagination({
  page,
  pageCount,
  href,
  label,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  label: string;
}) {
  const t = useT();
  if (pageCount <= 1) return null;
  const numbers: Array<number | 'gap'> = [];
  for (let p = 1; p <= pageCount; p++) {
    if (p === 1 || p === pageCount || Math.abs(p - page) <= 1) numbers.push(p);
    else if (numbers[numbers.length - 1] !== 'gap') numbers.push('gap');
  }
  const box = 'inline-flex h-11 min-w-11 items-center justify-center rounded-full border px-3 font-semibold';
  return (
    <nav aria-label={label} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} rel="prev" className={`${box} border-line text-brand-dark hover:border-brand-dark`}>
              <span aria-hidden="true">←</span>
              <span className="sr-only tablet:not-sr-only tablet:ml-1">{t('blog.prev')}</span>
            </Link>
          </li>
        ) : null}
        {numbers.map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" className={`${box} border-brand-dark bg-brand-dark text-white`}>
                  <span className="sr-only">{t('blog.page', { page: n })}</span>
                  <span aria-hidden="true">{n}</span>
                </span>
              ) : (
                <Link
                  to={href(n)}
                  className={`${box} border-line text-ink hover:border-brand-dark hover:text-brand-dark`}
                  aria-label={t('blog.page', { page: n })}
                >
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link to={href(page + 1)} rel="next" className={`${box} border-line text-brand-dark hover:border-brand-dark`}>
              <span className="sr-only tablet:not-sr-only tablet:mr-1">{t('blog.next')}</span>
              <span aria-hidden="true">→</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
