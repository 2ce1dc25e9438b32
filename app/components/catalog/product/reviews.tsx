import type { ReactNode } from 'react';
import { Link } from '~/components/link';
import type { ReviewPage } from '@/domain/catalog/reviews';
import { useRootData, useT } from '~/lib/root/use-root-data';
import { formatRating } from '@/lib/shop-format';
import { formatShopDate } from '@/lib/shop-time';
import { Stars } from '../stars';

export const REVIEWS_SECTION_ID = 'hodnotenia';

/**
 * Reviews: the average with stars, the first page of published reviews (decision 0063; stars, author, date, text). Writing a review
 * needs login (SPEC §6): guests get the spec's sentence with a link to log in; logged-in customers get `form`.
 */
export function ProductReviews({
  reviews,
  rating,
  form = null,
}: {
  reviews: ReviewPage;
  rating: { average: number; count: number };
  /** the review form of a logged-in customer (app/components/catalog/product/review-form.tsx) */
  form?: ReactNode;
}) {
  const t = useT();
  const { user } = useRootData();
  const headingId = `${REVIEWS_SECTION_ID}-nadpis`;
  return (
    <section id={REVIEWS_SECTION_ID} aria-labelledby={headingId} className="scroll-mt-40">
      <h2 id={headingId} className="mb-3 text-2xl font-bold text-ink">
        {t('product.reviews')}
      </h2>
      {rating.count > 0 ? (
        <p className="mb-4 flex items-center gap-3">
          <span className="text-3xl font-extrabold text-ink" data-testid="rating-average">
            {formatRating(rating.average)}
          </span>
          <Stars average={rating.average} count={rating.count} size={20} />
        </p>
      ) : null}
      {reviews.items.length === 0 ? (
        <p className="text-muted">{t('product.reviews_none')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {reviews.items.map((r) => (
            <li key={r.id} className="rounded-lg border border-line p-4">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span role="img" aria-label={t('product.review_stars', { stars: r.stars })} className="text-lg leading-none tracking-wider">
                  <span aria-hidden="true" className="text-[#b45309]">
                    {'★'.repeat(r.stars)}
                  </span>
                  <span aria-hidden="true" className="text-line">
                    {'★'.repeat(5 - r.stars)}
                  </span>
                </span>
                <span className="font-semibold text-ink">{r.authorName}</span>
                <time dateTime={r.createdAt} className="text-sm text-muted">
                  {formatShopDate(r.createdAt)}
                </time>
              </div>
              {r.text ? <p className="mt-2 whitespace-pre-line text-ink">{r.text}</p> : null}
            </li>
          ))}
        </ul>
      )}
      {reviews.total > reviews.items.length ? (
        <p className="mt-3 text-sm text-muted">{t('product.reviews_shown', { shown: reviews.items.length, total: reviews.total })}</p>
      ) : null}
      {user ? (
        form
      ) : (
        <p className="mt-4 rounded-lg bg-surface px-4 py-3 text-ink">
          <Link to="/prihlasenie" className="font-semibold text-brand-dark underline underline-offset-2">
            {t('product.reviews_login')}
          </Link>
        </p>
      )}
    </section>
  );
}
