import { useRef, useState, type KeyboardEvent } from 'react';
import type { ProductDetail } from '@/domain/catalog/product-detail';
import { mediaSrcSet, mediaUrl } from '~/lib/format/media';
import { useT } from '~/lib/root/use-root-data';

type Image = ProductDetail['images'][number];

const MAIN_SIZE = 800;

/**
 * Product gallery: the main image and a row of thumbnails (buttons). Keyboard: Tab to a thumbnail, Enter/Space
 * shows it, arrow keys / Home / End move between thumbnails and show them; the previous/next buttons step through.
 * Images come resized from /media (?w=…); only the first main image loads eagerly with high priority.
 */
export function ProductGallery({ images, name }: { images: Image[]; name: string }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const thumbs = useRef<Array<HTMLButtonElement | null>>([]);
  const count = images.length;
  const current = images[Math.min(index, count - 1)];
  const src = current ? mediaUrl(current.path, MAIN_SIZE) : null;

  const show = (next: number, focus = false) => {
    const i = (next + count) % count;
    setIndex(i);
    if (focus) thumbs.current[i]?.focus();
  };

  const onThumbKey = (event: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const moves: Record<string, number> = {
      ArrowRight: i + 1,
      ArrowDown: i + 1,
      ArrowLeft: i - 1,
      ArrowUp: i - 1,
      Home: 0,
      End: count - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    show(moves[event.key]!, true);
  };

  return (
    <section aria-label={t('product.gallery')} className="flex flex-col gap-3">
      <div className="relative aspect-square overflow-hidden rounded-xl border border-line bg-surface">
        {src && current ? (
          <img
            src={src}
            srcSet={mediaSrcSet(current.path, [480, 640, 800, 1200])}
            sizes="(min-width: 1024px) 560px, 100vw"
            alt={current.alt || name}
            width={current.width ?? MAIN_SIZE}
            height={current.height ?? MAIN_SIZE}
            loading="eager"
            fetchPriority={index === 0 ? 'high' : undefined}
            decoding="async"
            className="h-full w-full object-contain"
          />
        ) : null}
        {count > 1 ? (
          <>
            <p className="absolute bottom-2 left-2 rounded bg-white/90 px-2 py-0.5 text-sm text-ink" aria-live="polite">
              {t('product.image_n', { n: index + 1, count })}
            </p>
            <button
              type="button"
              onClick={() => show(index - 1)}
              aria-label={t('product.image_prev')}
              className="absolute top-1/2 left-2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-2xl text-ink shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-dark"
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              onClick={() => show(index + 1)}
              aria-label={t('product.image_next')}
              className="absolute top-1/2 right-2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-2xl text-ink shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-dark"
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="flex flex-wrap gap-2">
          {images.map((image, i) => {
            const thumb = mediaUrl(image.path, 160);
            return (
              <li key={image.id}>
                <button
                  ref={(el) => {
                    thumbs.current[i] = el;
                  }}
                  type="button"
                  onClick={() => show(i)}
                  onKeyDown={(event) => onThumbKey(event, i)}
                  aria-label={t('product.image_n', { n: i + 1, count })}
                  aria-current={i === index ? 'true' : undefined}
                  className={`block h-16 w-16 overflow-hidden rounded-lg border-2 bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark ${
                    i === index ? 'border-brand-dark' : 'border-line hover:border-muted'
                  }`}
                >
                  {thumb ? (
                    <img src={thumb} alt="" width={64} height={64} loading="lazy" decoding="async" className="h-full w-full object-cover" />
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
