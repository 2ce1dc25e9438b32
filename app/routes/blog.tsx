import { Link } from 'react-router';
import type { Route } from './+types/blog';
import { listPostCategories } from '@/domain/content/blog-categories';
import { findPostCategory, listPublishedPosts, type PostCategoryRef } from '@/domain/content/posts';
import { Breadcrumbs } from '~/components/catalog/breadcrumbs';
import { Pagination } from '~/components/content/pagination';
import { PostCard } from '~/components/content/post-card';
import { RouteErrorBoundary } from '~/components/error-views';
import { notFound } from '~/lib/http/responses.server';
import { breadcrumbJsonLd, notFoundMeta, pageMeta, seoContext } from '~/lib/seo/seo';
import { useRootData, useT } from '~/lib/root/use-root-data';

/** The list's address: category by slug, page only past the first (one URL per list page). */
function blogHref(category: PostCategoryRef | null, page: number): string {
  const params = new URLSearchParams();
  if (category) params.set('kategoria', category.slug);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/blog?${query}` : '/blog';
}

/**
 * Blog list (SPEC §2 /blog): published posts newest first, 9 per page, categories from the blog category list.
 * ?kategoria=<id or slug> filters, ?page=N pages. An unknown category or a page past the last one is a 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.services;
  const url = new URL(request.url);
  const rawPage = url.searchParams.get('page');
  if (rawPage !== null && !/^[1-9]\d{0,5}$/.test(rawPage)) notFound();
  const page = rawPage === null ? 1 : Number(rawPage);
  const rawCategory = url.searchParams.get('kategoria');
  const [categories, category] = await Promise.all([
    listPostCategories(db),
    rawCategory !== null ? findPostCategory(db, rawCategory) : null,
  ]);
  if (rawCategory !== null && !category) notFound();
  const result = await listPublishedPosts(db, { page, category }, context.services.now());
  if (page > 1 && result.items.length === 0) notFound();
  return { page: result, categories };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return notFoundMeta(matches);
  const { t, publicUrl } = seoContext(matches);
  const { category, page, pageCount } = data.page;
  const base = category ? t('blog.category_title', { name: category.name }) : t('blog.title');
  const title = page > 1 ? `${base} – ${t('blog.page_of', { page, pages: pageCount })}` : base;
  const extra = [];
  if (page > 1) extra.push({ tagName: 'link', rel: 'prev', href: `${publicUrl}${blogHref(category, page - 1)}` });
  if (page < pageCount) extra.push({ tagName: 'link', rel: 'next', href: `${publicUrl}${blogHref(category, page + 1)}` });
  const crumbs = [
    { name: t('common.home'), path: '/' },
    { name: t('blog.title'), path: '/blog' },
    ...(category ? [{ name: category.name, path: blogHref(category, 1) }] : []),
  ];
  return pageMeta(matches, {
    title,
    description: t('blog.intro'),
    path: blogHref(category, page),
    image: data.page.items[0]?.image,
    jsonLd: [breadcrumbJsonLd(publicUrl, crumbs)],
    extra,
  });
};

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale } = useRootData();
  const { page, categories } = loaderData;
  const active = page.category;
  const pill = 'inline-flex min-h-11 items-center rounded-full border px-4 font-semibold';
  return (
    <div className="shop-container py-8">
      <Breadcrumbs
        crumbs={[
          { id: 'blog', name: t('blog.title'), url: '/blog' },
          ...(active ? [{ id: `c${active.id}`, name: active.name, url: blogHref(active, 1) }] : []),
        ]}
      />
      <h1 className="mt-4 text-3xl font-extrabold text-ink">{active ? active.name : t('blog.title')}</h1>
      <p className="mt-2 max-w-3xl text-lg text-muted">{t('blog.intro')}</p>

      {categories.length > 0 ? (
        <nav aria-label={t('blog.categories')} className="mt-6">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link
                to="/blog"
                aria-current={active ? undefined : 'page'}
                className={`${pill} ${active ? 'border-line bg-white text-ink hover:border-brand-dark hover:text-brand-dark' : 'border-brand-dark bg-brand-dark text-white'}`}
              >
                {t('blog.all')}
              </Link>
            </li>
            {categories.map((category) => {
              const current = active?.id === category.id;
              return (
                <li key={category.id}>
                  <Link
                    to={blogHref(category, 1)}
                    aria-current={current ? 'page' : undefined}
                    className={`${pill} ${current ? 'border-brand-dark bg-brand-dark text-white' : 'border-line bg-white text-ink hover:border-brand-dark hover:text-brand-dark'}`}
                  >
                    {category.name}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}

      {page.items.length === 0 ? (
        <p className="mt-8 rounded-lg bg-surface px-4 py-6 text-center text-muted">{t('blog.empty')}</p>
      ) : (
        <ul className="mt-8 grid gap-5 tablet:grid-cols-2 desktop:grid-cols-3">
          {page.items.map((post, index) => (
            <li key={post.id}>
              <PostCard post={post} locale={locale} eager={index < 3} />
            </li>
          ))}
        </ul>
      )}

      <Pagination page={page.page} pageCount={page.pageCount} href={(p) => blogHref(active, p)} label={t('blog.pagination')} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
