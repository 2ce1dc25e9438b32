import { Link } from 'react-router';
import type { PostListItem } from '@/domain/content/posts';
import type { Locale } from '@/i18n';
import { mediaSrcSet, mediaUrl } from '~/lib/format/media';
import { useT } from '~/lib/root/use-root-data';
import { formatLongDate } from './content-dates';

/** A blog post in a list: image, category, date, title (the link, covering the card) and perex. */
export function PostCard({ post, locale, eager = false }: { post: PostListItem; locale: Locale; eager?: boolean }) {
  const t = useT();
  const src = mediaUrl(post.image, 480);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white hover:border-brand-dark hover:shadow-md">
      <div className="aspect-video bg-surface">
        {src ? (
          <img
            src={src}
            srcSet={mediaSrcSet(post.image, [320, 480, 640])}
            sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
            alt=""
            width={480}
            height={270}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-lg leading-snug font-bold text-ink">
          <Link to={post.url} prefetch="intent" className="group-hover:text-brand-dark after:absolute after:inset-0">
            {post.title}
          </Link>
        </h2>
        <p className="order-first flex flex-wrap items-center gap-x-2 text-sm text-muted">
          {post.category ? <span className="font-semibold text-teal">{post.category.name}</span> : null}
          {post.category ? <span aria-hidden="true">·</span> : null}
          <span className="sr-only">{t('blog.published')}: </span>
          <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt, locale)}</time>
        </p>
        {post.perex ? <p className="line-clamp-3 text-muted">{post.perex}</p> : null}
      </div>
    </article>
  );
}
