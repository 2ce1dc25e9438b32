import { formatRating } from '@/lib/shop-format';
import { useT } from '~/lib/use-root-data';

const STAR_PATH = 'M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z';

/** Star rating 0–5 (halves drawn by clipping), with its text for screen readers. */
export function Stars({ average, count, size = 16 }: { average: number; count: number; size?: number }) {
  const t = useT();
  if (count === 0) return <span className="text-sm text-muted">{t('product.no_rating')}</span>;
  const label = t('product.rating', { average: formatRating(average), count });
  return (
    <span className="inline-flex items-center gap-1" role="img" aria-label={label}>
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, average - i));
        return (
          <svg key={i} width={size} height={size} viewBox="0 0 20 20" aria-hidden="true">
            <path d={STAR_PATH} fill="#d9e2ec" />
            {fill > 0 ? (
              <path
                d={STAR_PATH}
                fill="#b45309"
                style={fill < 1 ? { clipPath: `inset(0 ${Math.round((1 - fill) * 100)}% 0 0)` } : undefined}
              />
            ) : null}
          </svg>
        );
      })}
      <span className="text-sm text-muted" aria-hidden="true">
        ({count})
      </span>
    </span>
  );
}
