import { Link } from 'react-router';
import { availabilityHeadline, type AvailabilityState } from '@/domain/catalog/availability-rule';
import type { ProductTile as ProductTileData } from '@/domain/catalog/listing';
import type { MoneyFormat } from '@/domain/pricing/pricing';
import { mediaSrcSet, mediaUrl } from '~/lib/media';
import { useT } from '~/lib/use-root-data';
import { StaticIsland } from '~/components/static-island';
import { Price } from './price';
import { Stars } from './stars';

/** Colour of an availability line: green when it can be ordered, orange for back-order, grey when not. */
export function availabilityTone(state: AvailabilityState): string {
  return state === 'in_stock' || state === 'at_branches' ? 'text-success' : state === 'backorder' ? 'text-orange' : 'text-muted';
}

/** One product card of a listing, search result, home section or related-products row. */
function ProductTile({ tile, currency, eager = false }: { tile: ProductTileData; currency: MoneyFormat; eager?: boolean }) {
  const t = useT();
  const src = mediaUrl(tile.mainImage?.path, 320);
  // the same headline as the product page (the one availability rule, decision 0058)
  const headline = availabilityHeadline(tile.availability, tile.stock, tile.isService);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white hover:border-brand-dark hover:shadow-md">
      <div className="relative aspect-square bg-surface">
        {src ? (
          <img
            src={src}
            srcSet={mediaSrcSet(tile.mainImage?.path, [240, 320, 480])}
            sizes="(min-width: 1024px) 240px, (min-width: 768px) 30vw, 50vw"
            alt=""
            width={320}
            height={320}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="h-full w-full object-cover"
          />
        ) : null}
        <ul className="absolute top-2 left-2 flex flex-col items-start gap-1 text-xs font-bold">
          {tile.display.isSale ? (
            <li className="rounded bg-pink px-2 py-0.5 text-white">{t('product.badge_sale', { percent: tile.display.salePercent })}</li>
          ) : null}
          {tile.isNew ? <li className="rounded bg-teal px-2 py-0.5 text-white">{t('product.badge_new')}</li> : null}
          {tile.isTop ? <li className="rounded bg-orange px-2 py-0.5 text-white">{t('product.badge_top')}</li> : null}
          {tile.isAdult ? <li className="rounded bg-ink px-2 py-0.5 text-white">{t('product.badge_adult')}</li> : null}
        </ul>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <h3 className="leading-snug font-semibold text-ink">
          <Link to={tile.url} className="group-hover:text-brand-dark after:absolute after:inset-0" prefetch="intent">
            {tile.name}
          </Link>
        </h3>
        {tile.rating.count > 0 ? <Stars average={tile.rating.average} count={tile.rating.count} size={14} /> : null}
        <div className="mt-auto pt-1">
          <Price view={tile.display} currency={currency} />
          <p className={`text-sm font-semibold ${availabilityTone(tile.availability.state)}`} data-testid="tile-availability">
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
  tiles: ProductTileData[];
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
