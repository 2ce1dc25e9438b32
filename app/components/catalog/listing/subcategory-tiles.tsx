import { Link } from 'react-router';
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
              <Link
                to={tile.url}
                prefetch="intent"
                className="flex h-full items-center gap-2 rounded-lg border border-line bg-white p-2 font-semibold text-ink hover:border-brand-dark hover:text-brand-dark"
              >
                <span className="block size-12 shrink-0 overflow-hidden rounded bg-brand-light">
                  {src ? (
                    <img
                      src={src}
                      alt=""
                      width={48}
                      height={48}
                      loading={index < 6 ? 'eager' : 'lazy'}
                      decoding="async"
                      className="size-full object-cover"
                    />
                  ) : null}
                </span>
                <span className="text-sm leading-tight">{tile.name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
