import type { CSSProperties } from 'react';
import { formatRating } from '@/lib/shop-format';
import { useT } from '~/lib/root/use-root-data';

/**
 * Star rating 0–5 with its text for screen readers: five grey stars and the filled part over them, drawn by CSS
 * (`.stars` in app/styles/app.css) instead of ten SVG paths per rating (decision 0091). A star is `size` px wide with
 * a quarter of that as the gap; a partly filled star is cut at its fraction.
 */
export function Stars({ average, count, size = 16 }: { average: number; count: number; size?: number }) {
  const t = useT();
  if (count === 0) return <span className="text-sm text-muted">{t('product.no_rating')}</span>;
  const label = t('product.rating', { average: formatRating(average), count });
  const clamped = Math.max(0, Math.min(5, average));
  const whole = Math.floor(clamped);
  // in star widths: whole stars with their gaps, then the fraction of the next star
  const filled = Math.round((whole * 1.25 + (clamped - whole)) * 100) / 100;
  return (
    <span className="inline-flex items-center gap-1" role="img" aria-label={label}>
      <span className="stars" style={{ '--star': `${size}px` } as CSSProperties}>
        {filled > 0 ? <span style={{ width: `calc(var(--star) * ${filled})` }} /> : null}
      </span>
      <span className="text-sm text-muted" aria-hidden="true">
        ({count})
      </span>
    </span>
  );
}
