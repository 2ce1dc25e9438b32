import type { ProductTile } from '@/domain/catalog/listing';

/**
 * What a product tile shows, and no more: the listing's full tile (codes, slugs, net prices, the brand, the default
 * category, image sizes…) serialized into every page's router data cost ~0.9 kB per tile (decision 0091).
 */
export interface TileView {
  id: number;
  name: string;
  url: string;
  /** the main image's media path */
  image: string | null;
  display: Pick<ProductTile['display'], 'unit' | 'original' | 'isSale' | 'salePercent'>;
  stock: number;
  isService: boolean;
  availability: ProductTile['availability'];
  rating: ProductTile['rating'];
  isAdult: boolean;
  isTop: boolean;
  isNew: boolean;
}

function toTileView(tile: ProductTile): TileView {
  const { unit, original, isSale, salePercent } = tile.display;
  return {
    id: tile.id,
    name: tile.name,
    url: tile.url,
    image: tile.mainImage?.path ?? null,
    display: { unit, original, isSale, salePercent },
    stock: tile.stock,
    isService: tile.isService,
    availability: tile.availability,
    rating: tile.rating,
    isAdult: tile.isAdult,
    isTop: tile.isTop,
    isNew: tile.isNew,
  };
}

export const toTileViews = (tiles: readonly ProductTile[]): TileView[] => tiles.map(toTileView);
