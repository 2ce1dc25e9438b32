/**
 * Formatting for the storefront's browser code without Intl: the first Intl formatter a page creates loads the
 * locale's ICU data, which measured ~30 ms of main thread on page load (120 ms at Lighthouse's 4x CPU throttling;
 * decision 0038). The output equals Intl's for sk-SK (tests/unit/shop-format.test.ts compares them). Dates in shop
 * time: src/lib/shop-time.ts.
 */

/** A rating with at most one decimal, decimal comma: 4.25 → '4,3', 4 → '4'. */
export function formatRating(value: number): string {
  return String(Math.round(value * 10) / 10).replace('.', ',');
}
