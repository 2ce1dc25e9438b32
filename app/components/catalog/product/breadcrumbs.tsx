import { Link } from 'react-router';
import type { CategoryCrumb } from '@/domain/catalog/product-detail';
import { useT } from '~/lib/use-root-data';

/** Home → categories of the product's default category → the product (current page, not a link). */
export function ProductBreadcrumbs({ crumbs, current }: { crumbs: CategoryCrumb[]; current: string }) {
  const t = useT();
  return (
    <nav aria-label={t('product.breadcrumb')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-muted">
        <li>
          <Link to="/" className="text-brand-dark underline-offset-2 hover:underline">
            {t('common.home')}
          </Link>
        </li>
        {crumbs.map((c) => (
          <li key={c.id} className="flex items-center gap-1.5">
            <span aria-hidden="true">/</span>
            <Link to={c.url} className="text-brand-dark underline-offset-2 hover:underline">
              {c.name}
            </Link>
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true">/</span>
          <span aria-current="page" className="text-ink">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
