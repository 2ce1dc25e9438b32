import { describe, expect, it } from 'vitest';
import { formatRating } from '../../src/lib/shop-format';

describe('formatRating', () => {
  it('equals Intl sk-SK with at most one decimal', () => {
    const intl = new Intl.NumberFormat('sk-SK', { maximumFractionDigits: 1 });
    for (const value of [0, 1, 3.5, 4, 4.04, 4.05, 4.25, 4.449, 4.95, 4.96, 5]) expect(formatRating(value)).toBe(intl.format(value));
  });
});
