import { Link } from 'react-router';
import type { PostTeaser } from '@/domain/content/posts';
import type { Locale } from '@/i18n';
import { formatLongDate } from '~/components/content/content-dates';
import { mediaSrcSet, mediaUrl } from '~/lib/format/media';
import { useT } from '~/lib/root/use-root-data';

/** The latest blog posts: image, date, title (links to the post) and perex. */
export function PostTeasers({ posts, locale }: { posts: PostTeaser[]; locale: Locale }) {
  const t = useT();
  return (
    <ul className="grid gap-4 tablet:grid-cols-3">
      {posts.map((post) => {
        const src = mediaUrl(post.image, 480);
        return (
          <li key={post.id}>
            <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white hover:border-brand-dark hover:shadow-md">
              <div className="aspect-video bg-surface">
                {src ? (
                  <img
                    src={src}
                    srcSet={mediaSrcSet(post.image, [320, 480, 640])}
                    sizes="(min-width: 768px) 33vw, 100vw"
                    alt=""
                    width={480}
                    height={270}
                    loading="lazy"
                    decoding="async"
                    className="h-full w-full object-cover"
                  />
                ) : null}
              </div>
              <div className="flex flex-1 flex-col gap-2 p-4">
                <h3 className="text-lg leading-snug font-bold text-ink">
                  <Link to={post.url} prefetch="intent" className="group-hover:text-brand-dark after:absolute after:inset-0">
                    {post.title}
                  </Link>
                </h3>
                <p className="order-first text-sm text-muted">
                  <span className="sr-only">{t('home.blog_published')}: </span>
                  <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt, locale)}</time>
                </p>
                {post.perex ? <p className="line-clamp-3 text-muted">{post.perex}</p> : null}
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
