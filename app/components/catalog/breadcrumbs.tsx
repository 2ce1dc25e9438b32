import { Link } from '~/components/link';
import { useT } from '~/lib/root/use-root-data';

export interface Crumb {
  id: number | string;
  name: string;
  url: string;
}

/** Home → ancestors → the current page (the last crumb, not a link); listings, the product page, content pages. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const t = useT();
  const ancestors = crumbs.slice(0, -1);
  const current = crumbs[crumbs.length - 1];
  return (
    <nav aria-label={t('common.breadcrumb')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-muted">
        <li>
          <Link to="/" className="text-brand-dark underline-offset-2 hover:underline">
            {t('common.home')}
          </Link>
        </li>
        {ancestors.map((c) => (
          <li key={c.id} className="flex items-center gap-1.5">
            <span aria-hidden="true">/</span>
            <Link to={c.url} className="text-brand-dark underline-offset-2 hover:underline">
              {c.name}
            </Link>
          </li>
        ))}
        {current ? (
          <li className="flex items-center gap-1.5">
            <span aria-hidden="true">/</span>
            <span aria-current="page" className="text-ink">
              {current.name}
            </span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
