import { Link } from 'react-router';
import type { ArticleHit, BrandHit, CategoryHit, PageHit } from '@/domain/catalog/search';
import type { MessageKey } from '@/i18n';
import { mediaUrl } from '~/lib/format/media';
import { useT } from '~/lib/root/use-root-data';

export type SearchGroupKey = 'products' | 'categories' | 'brands' | 'articles' | 'pages';

/** The order of the sections on the page. */
const GROUP_ORDER: SearchGroupKey[] = ['categories', 'products', 'brands', 'articles', 'pages'];
const GROUP_TITLE: Record<SearchGroupKey, MessageKey> = {
  products: 'search.group_products',
  categories: 'search.group_categories',
  brands: 'search.group_brands',
  articles: 'search.group_articles',
  pages: 'search.group_pages',
};
/** Ids of the group sections (jump links of the summary). */
const groupSectionId = (group: SearchGroupKey) => `vysledky-${group === 'products' ? 'produkty' : group}`;

/** Summary of the groups with results: jump links with counts. */
export function SearchGroupNav({ counts, className = '' }: { counts: Record<SearchGroupKey, number>; className?: string }) {
  const t = useT();
  const groups = GROUP_ORDER.filter((g) => counts[g] > 0);
  return (
    <nav aria-label={t('search.groups_nav')} className={className}>
      <ul className="flex flex-wrap gap-2">
        {groups.map((group) => (
          <li key={group}>
            <a
              href={`#${groupSectionId(group)}`}
              className="inline-flex items-center gap-1.5 rounded-full border border-line bg-white px-4 py-1.5 text-sm font-semibold text-ink hover:border-brand-dark hover:text-brand-dark"
            >
              {t(GROUP_TITLE[group])}
              <span className="rounded-full bg-brand-light px-2 text-xs leading-5 text-brand-dark">{counts[group]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

type GroupProps =
  | { group: 'categories'; count: number; items: CategoryHit[] }
  | { group: 'brands'; count: number; items: BrandHit[] }
  | { group: 'articles'; count: number; items: ArticleHit[] }
  | { group: 'pages'; count: number; items: PageHit[] };

const linkClass = 'font-semibold text-ink hover:text-brand-dark hover:underline';

/** One group of non-product results (its first items as links) with its count. */
export function SearchGroupSection(props: GroupProps) {
  const t = useT();
  const id = groupSectionId(props.group);
  const more = props.count > props.items.length;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="mb-3 text-xl font-bold text-ink">
        {t(GROUP_TITLE[props.group])} <span className="font-semibold text-muted">({props.count})</span>
      </h2>
      {props.group === 'categories' ? (
        <ul className="grid grid-cols-2 gap-2 tablet:grid-cols-3 desktop:grid-cols-4">
          {props.items.map((category) => {
            const src = mediaUrl(category.image, 80);
            return (
              <li key={category.id}>
                <Link
                  to={category.url}
                  className="flex h-full items-center gap-3 rounded-lg border border-line bg-white p-2 hover:border-brand-dark"
                >
                  <span className="block size-12 shrink-0 overflow-hidden rounded bg-brand-light">
                    {src ? (
                      <img src={src} alt="" width={48} height={48} loading="lazy" decoding="async" className="size-12 object-cover" />
                    ) : null}
                  </span>
                  <span className="min-w-0">
                    <span className="block font-semibold text-ink">{category.name}</span>
                    {category.parentName ? <span className="block text-sm text-muted">{category.parentName}</span> : null}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : props.group === 'brands' ? (
        <ul className="flex flex-wrap gap-2">
          {props.items.map((brand) => (
            <li key={brand.id}>
              <Link
                to={brand.url}
                className="inline-block rounded-full border border-line bg-white px-4 py-2 font-semibold text-ink hover:border-brand-dark hover:text-brand-dark"
              >
                {brand.name}{' '}
                <span className="text-sm font-normal text-muted">({t('search.brand_products', { count: brand.productCount })})</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : props.group === 'articles' ? (
        <ul className="grid grid-cols-1 gap-4 tablet:grid-cols-2">
          {props.items.map((article) => {
            const src = mediaUrl(article.image, 160);
            return (
              <li key={article.id} className="flex gap-3">
                {src ? (
                  <img
                    src={src}
                    alt=""
                    width={96}
                    height={64}
                    loading="lazy"
                    decoding="async"
                    className="h-16 w-24 shrink-0 rounded object-cover"
                  />
                ) : null}
                <div className="min-w-0">
                  <Link to={article.url} className={linkClass}>
                    {article.title}
                  </Link>
                  {article.perex ? <p className="mt-1 line-clamp-2 text-sm text-muted">{article.perex}</p> : null}
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <ul className="list-disc space-y-1.5 pl-5">
          {props.items.map((page) => (
            <li key={page.id}>
              <Link to={page.url} className={linkClass}>
                {page.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {more ? (
        <p className="mt-2 text-sm text-muted">
          {t('search.group_more', {
            shown: props.items.length,
            count: props.count,
          })}
        </p>
      ) : null}
    </section>
  );
}
