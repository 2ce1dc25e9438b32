import { useEffect, useState } from 'react';
import { Link } from '~/components/link';
import { unitGross, type PriceView } from '@/domain/pricing/pricing';
import { lastViewedFor, recordLastViewed, type LastViewedProduct } from '~/lib/browser/last-viewed';
import { mediaUrl } from '~/lib/format/media';
import { useRootData, useT } from '~/lib/root/use-root-data';
import { Price } from '../price';

/** A stored entry priced in the shopper's current currency and group discount (stored prices are net CZK). */
function entryPrice(entry: LastViewedProduct, currency: { rate: number; decimals: number; code: string }, discount: number): PriceView {
  const unit = unitGross(entry.price, entry.tax_rate.rate, currency, discount);
  const original = unitGross(entry.original_price, entry.tax_rate.rate, currency, discount);
  const isSale = entry.is_price_sale_active && unit < original;
  return {
    unit,
    original: isSale ? original : unit,
    isSale,
    salePercent: isSale && original > 0 ? Math.round((1 - unit / original) * 100) : 0,
    net: entry.price,
    vatPercent: entry.tax_rate.rate,
    currencyCode: currency.code,
  };
}

/**
 * Records the product being viewed in localStorage (SPEC §3, §9) and shows the other last viewed products. Rendered
 * only after hydration (the server does not know the browser's storage), so nothing shows on the server.
 */
export function LastViewedRow({ product }: { product: LastViewedProduct }) {
  const t = useT();
  const { locale, currency, user } = useRootData();
  const [others, setOthers] = useState<LastViewedProduct[] | null>(null);
  const productKey = JSON.stringify(product);

  useEffect(() => {
    const entry = JSON.parse(productKey) as LastViewedProduct;
    setOthers(lastViewedFor(recordLastViewed(locale, entry), locale, entry.id));
  }, [productKey, locale]);

  if (!others || others.length === 0) return null;
  const money = currency ?? { id: 1, code: 'CZK', decimals: 2, rate: 1, symbol_before: '', symbol_after: 'Kč' };
  const discount = user?.group?.discount ?? 0;
  return (
    <section aria-labelledby="naposledy-prezerane" data-testid="last-viewed">
      <h2 id="naposledy-prezerane" className="mb-4 text-2xl font-bold text-ink">
        {t('product.last_viewed')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 tablet:grid-cols-3 desktop:grid-cols-4">
        {others.map((p) => {
          const src = mediaUrl(p.image, 320);
          return (
            <li key={p.id}>
              <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white hover:border-brand-dark hover:shadow-md">
                <div className="aspect-square bg-surface">
                  {src ? (
                    <img src={src} alt="" width={320} height={320} loading="lazy" decoding="async" className="h-full w-full object-cover" />
                  ) : null}
                </div>
                <div className="flex flex-1 flex-col gap-1.5 p-3">
                  <h3 className="leading-snug font-semibold text-ink">
                    <Link to={p.url} className="group-hover:text-brand-dark after:absolute after:inset-0">
                      {p.name}
                    </Link>
                  </h3>
                  <div className="mt-auto pt-1">
                    <Price view={entryPrice(p, money, discount)} currency={money} />
                  </div>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
