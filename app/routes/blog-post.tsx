import { Link, redirect } from 'react-router';
import type { Route } from './+types/blog-post';
import { getPublishedPost } from '@/domain/content/posts';
import { Breadcrumbs } from '~/components/catalog/breadcrumbs';
import { formatLongDate } from '~/components/content/content-dates';
import { RichContent } from '~/components/content/rich-content';
import { RouteErrorBoundary } from '~/components/error-views';
import { blogPostingJsonLd } from '~/lib/seo/content-json-ld';
import { mediaSrcSet, mediaUrl } from '~/lib/format/media';
import { notFound, requireId } from '~/lib/http/responses.server';
import { breadcrumbJsonLd, notFoundMeta, pageMeta, seoContext } from '~/lib/seo/seo';
import { useRootData, useT } from '~/lib/root/use-root-data';

/**
 * Blog post /blog/{id}/{slug}: unknown, draft or scheduled id → 404; a wrong slug → 301 to the canonical URL
 * (query kept). The content is sanitized on the server (getPublishedPost).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = requireId(params.id);
  const post = await getPublishedPost(context.services.db, id, context.services.now());
  if (!post) notFound();
  const url = new URL(request.url);
  if (url.pathname !== post.url) throw redirect(`${post.url}${url.search}`, 301);
  return { post };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return notFoundMeta(matches);
  const { post } = data;
  const { t, publicUrl, siteName } = seoContext(matches);
  const crumbs = [
    { name: t('common.home'), path: '/' },
    { name: t('blog.title'), path: '/blog' },
    ...(post.category ? [{ name: post.category.name, path: `/blog?kategoria=${post.category.slug}` }] : []),
    { name: post.title, path: post.url },
  ];
  return pageMeta(matches, {
    title: post.title,
    description: post.perex ?? post.content,
    path: post.url,
    type: 'article',
    image: post.image,
    imageAlt: post.title,
    jsonLd: [blogPostingJsonLd(publicUrl, post, siteName), breadcrumbJsonLd(publicUrl, crumbs)],
    extra: [
      { property: 'article:published_time', content: post.publishedAt },
      { property: 'article:modified_time', content: post.updatedAt },
      ...(post.category ? [{ property: 'article:section', content: post.category.name }] : []),
    ],
  });
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale } = useRootData();
  const { post } = loaderData;
  const hero = mediaUrl(post.image, 800);
  return (
    <div className="shop-container py-8">
      <Breadcrumbs
        crumbs={[
          { id: 'blog', name: t('blog.title'), url: '/blog' },
          ...(post.category
            ? [{ id: `c${post.category.id}`, name: post.category.name, url: `/blog?kategoria=${post.category.slug}` }]
            : []),
          { id: post.id, name: post.title, url: post.url },
        ]}
      />
      <article className="mx-auto mt-6 max-w-3xl">
        <header>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
            {post.category ? (
              <>
                <span className="sr-only">{t('blog.category')}: </span>
                <Link
                  to={`/blog?kategoria=${post.category.slug}`}
                  className="rounded-full bg-brand-light px-3 py-1 font-semibold text-brand-dark hover:underline"
                >
                  {post.category.name}
                </Link>
              </>
            ) : null}
            <span>
              <span className="sr-only">{t('blog.published')}: </span>
              <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt, locale)}</time>
            </span>
            {post.author ? (
              <>
                <span aria-hidden="true">·</span>
                <span>
                  <span className="sr-only">{t('blog.author')}: </span>
                  {post.author}
                </span>
              </>
            ) : null}
          </p>
          <h1 className="mt-3 text-3xl leading-tight font-extrabold text-ink desktop:text-4xl">{post.title}</h1>
          {post.perex ? <p className="mt-4 text-lg text-muted">{post.perex}</p> : null}
        </header>
        {hero ? (
          <img
            src={hero}
            srcSet={mediaSrcSet(post.image, [480, 640, 800, 1200])}
            sizes="(min-width: 800px) 768px, calc(100vw - 2rem)"
            alt=""
            width={1200}
            height={675}
            fetchPriority="high"
            decoding="async"
            className="mt-6 aspect-video h-auto w-full rounded-xl bg-surface object-cover"
          />
        ) : null}
        <RichContent html={post.content} className="mt-8 max-w-none" />
        <p className="mt-10 border-t border-line pt-6">
          <Link to="/blog" className="font-semibold text-brand-dark underline underline-offset-2 hover:text-ink">
            ← {t('blog.back')}
          </Link>
        </p>
      </article>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
