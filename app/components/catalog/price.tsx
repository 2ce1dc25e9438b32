import type { MoneyFormat, PriceView } from '@/domain/pricing/pricing';
import { formatMoney } from '~/lib/format/format-money';
import { useT } from '~/lib/root/use-root-data';

/**
 * A gross unit price from the pricing module: the current price, and when a sale applies the struck-through
 * original. `size` picks the tile or the product-page look.
 */
export function Price({
  view,
  currency,
  size = 'tile',
}: {
  view: Pick<PriceView, 'unit' | 'original' | 'isSale'>;
  currency: MoneyFormat;
  size?: 'tile' | 'page';
}) {
  const t = useT();
  const big = size === 'page';
  // short component classes (app.css): a tile's price is repeated 24 times on a listing (decision 0109); one text
  // node per label (a template string, not `{text}:` with React's separator comment)
  return (
    <span className="price">
      <span className="sr-only">{`${t('product.price_current')}:`}</span>
      <span className={`${big ? 'price-page' : 'price-tile'}${view.isSale ? 'text-pink' : ''}`}>{formatMoney(view.unit, currency)}</span>
      {view.isSale ? (
        <span className={`${big ? 'text-base' : 'text-sm'} text-muted`}>
          <span className="sr-only">{`${t('product.price_original')}:`}</span>
          <s>{formatMoney(view.original, currency)}</s>
        </span>
      ) : null}
    </span>
  );
}
