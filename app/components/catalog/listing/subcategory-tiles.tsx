import { Link } from '~/components/link';
import type { SubcategoryTile } from '@/domain/catalog/category-page';
import { mediaUrl } from '~/lib/format/media';
import { useT } from '~/lib/root/use-root-data';

/** The visible subcategories of a category as small picture tiles (the first row loads eagerly). */
export function SubcategoryTiles({ tiles }: { tiles: SubcategoryTile[] }) {
  const t = useT();
  if (tiles.length === 0) return null;
  return (
    <section aria-labelledby="podkategorie" className="mt-6">
      <h2 id="podkategorie" className="sr-only">
        {t('listing.subcategories')}
      </h2>
      <ul className="grid grid-cols-2 gap-2 tablet:grid-cols-4 wide:grid-cols-6">
        {tiles.map((tile, index) => {
          const src = mediaUrl(tile.image, 160);
          return (
            <li key={tile.id}>
              {/* component classes (app.css, decision 0109) */}
              <Link to={tile.url} prefetch="intent" className="subcat">
                <span>
                  {src ? <img src={src} alt="" width={48} height={48} loading={index < 6 ? 'eager' : 'lazy'} decoding="async" /> : null}
                </span>
                <span>{tile.name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
