import { Link } from '~/components/link';
import { availabilityHeadline, type AvailabilityState } from '@/domain/catalog/availability-rule';
import type { MoneyFormat } from '@/domain/pricing/pricing';
import { mediaSrcSet, mediaUrl } from '~/lib/format/media';
import { useT } from '~/lib/root/use-root-data';
import { StaticIsland } from '~/components/static-island';
import { Price } from './price';
import { Stars } from './stars';
import type { TileView } from './tile-view';

/** Colour of an availability line: green when it can be ordered, orange for back-order, grey when not. */
export function availabilityTone(state: AvailabilityState): string {
  return state === 'in_stock' || state === 'at_branches' ? 'text-success' : state === 'backorder' ? 'text-orange' : 'text-muted';
}

/** `.tile-stock` is green (app.css): the other tones override it. */
const stockClass = (state: AvailabilityState) => {
  const tone = availabilityTone(state);
  return tone === 'text-success' ? 'tile-stock' : `tile-stock ${tone}`;
};

/** One product card of a listing, search result, home section or related-products row. */
function ProductTile({ tile, currency, eager = false }: { tile: TileView; currency: MoneyFormat; eager?: boolean }) {
  const t = useT();
  const src = mediaUrl(tile.image, 320);
  // the same headline as the product page (the one availability rule, decision 0058)
  const headline = availabilityHeadline(tile.availability, tile.stock, tile.isService);
  return (
    <article className="tile">
      <div className="tile-img">
        {src ? (
          <img
            src={src}
            srcSet={mediaSrcSet(tile.image, [240, 320, 480])}
            sizes="(min-width: 1024px) 240px, (min-width: 768px) 30vw, 50vw"
            alt=""
            width={320}
            height={320}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : null}
        {tile.display.isSale || tile.isNew || tile.isTop || tile.isAdult ? (
          <ul className="tile-badges">
            {tile.display.isSale ? <li className="bg-pink">{t('product.badge_sale', { percent: tile.display.salePercent })}</li> : null}
            {tile.isNew ? <li className="bg-teal">{t('product.badge_new')}</li> : null}
            {tile.isTop ? <li className="bg-orange">{t('product.badge_top')}</li> : null}
            {tile.isAdult ? <li className="bg-ink">{t('product.badge_adult')}</li> : null}
          </ul>
        ) : null}
      </div>
      <div className="tile-body">
        <h3 className="tile-name">
          <Link to={tile.url} prefetch="intent">
            {tile.name}
          </Link>
        </h3>
        {tile.rating.count > 0 ? <Stars average={tile.rating.average} count={tile.rating.count} size={14} /> : null}
        <div className="tile-foot">
          <Price view={tile.display} currency={currency} />
          <p className={stockClass(tile.availability.state)} data-testid="tile-availability">
            {t(headline.key, headline.params)}
          </p>
        </div>
      </div>
    </article>
  );
}

/** A responsive grid of product tiles (the first `eagerCount` images load eagerly: they are above the fold). */
export function ProductGrid({
  tiles,
  currency,
  eagerCount = 0,
  label,
  staticId,
}: {
  tiles: TileView[];
  currency: MoneyFormat;
  eagerCount?: number;
  label?: string;
  /** A row that only changes with the page's data (home, product rows): kept as server HTML, not hydrated (decision 0041). */
  staticId?: string;
}) {
  const items = tiles.map((tile, index) => (
    <li key={tile.id}>
      <ProductTile tile={tile} currency={currency} eager={index < eagerCount} />
    </li>
  ));
  const className = 'grid grid-cols-2 gap-3 tablet:grid-cols-3 desktop:grid-cols-4';
  if (!staticId) {
    return (
      <ul className={className} aria-label={label}>
        {items}
      </ul>
    );
  }
  // a new key (other products, prices, stock or currency: a client navigation, a currency switch) renders it anew
  const contentKey = JSON.stringify([currency, tiles.map((tile) => [tile.id, tile.display, tile.stock, tile.availability, tile.rating])]);
  return (
    <StaticIsland key={contentKey} as="ul" id={staticId} className={className} label={label}>
      {items}
    </StaticIsland>
  );
}
