/**
 * An image field of a content record (decision 0086): pick an image of the media library (radio buttons with
 * thumbnails: the current image, then the newest images) or upload a new one (file field `<name>Upload`, stored in
 * the library by the page action). No text field for an address: outside addresses are not offered (and refused by
 * the schema). With JavaScript a search box looks further in the library; without it the newest images and the
 * upload are there, and the library page is linked.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { mediaUrl } from '~/lib/format/media';
import { useT } from '~/lib/root/use-root-data';
import { adminInputClass, adminLinkClass } from './admin-styles';
import { searchMedia, type MediaPick } from './media-client';

export function MediaPickerField({
  name,
  label,
  value,
  items,
  errors,
}: {
  name: string;
  label: string;
  value: string;
  items: readonly MediaPick[];
  errors?: readonly string[];
}) {
  const t = useT();
  const id = useId();
  const [selected, setSelected] = useState(value);
  const [shown, setShown] = useState<readonly MediaPick[]>(items);
  const [query, setQuery] = useState('');
  const [enhanced, setEnhanced] = useState(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => setEnhanced(true), []);
  useEffect(() => {
    if (!enhanced) return;
    const timer = window.setTimeout(() => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      if (!query.trim()) {
        setShown(items);
        return;
      }
      searchMedia(query.trim(), current.signal)
        .then((found) => setShown(found))
        .catch(() => undefined);
    }, 250);
    return () => window.clearTimeout(timer);
  }, [query, enhanced, items]);

  const invalid = Boolean(errors?.length);
  const list = [...shown];
  // the stored image stays a choice even when it is not among the newest (or is an older, typed path)
  if (value && !list.some((i) => i.path === value))
    list.unshift({ id: null, path: value, name: value.split('/').pop() ?? value, alt: null, source: 'library', productName: null });
  const describedBy = [`${id}-hint`, invalid ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <fieldset className="flex min-w-0 flex-col gap-2 rounded-md border border-line p-3 desktop:col-span-2" aria-describedby={describedBy}>
      <legend className="px-1 text-sm font-semibold text-ink">{label}</legend>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('admin.media.picker.hint')}
      </p>
      {invalid ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-danger" data-field-error>
          {errors!.join(' ')}
        </p>
      ) : null}
      {enhanced ? (
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
          {t('admin.media.picker.search')}
          <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} className={adminInputClass(false)} />
        </label>
      ) : null}
      <div
        className="grid max-h-96 grid-cols-2 gap-2 overflow-y-auto tablet:grid-cols-4 desktop:grid-cols-6"
        data-testid={`media-picker-${name}`}
      >
        <label className="flex cursor-pointer flex-col items-center justify-center gap-1 rounded-md border border-line p-2 text-center text-xs has-checked:border-2 has-checked:border-brand-dark">
          <input
            type="radio"
            name={name}
            value=""
            checked={selected === ''}
            onChange={() => setSelected('')}
            className="h-4 w-4 accent-brand-dark"
          />
          {t('admin.media.picker.none')}
        </label>
        {list.map((item) => {
          const src = mediaUrl(item.path, 160);
          const caption = item.source === 'product' ? t('admin.media.source.product', { name: item.productName ?? '' }) : item.name;
          return (
            <label
              key={item.path}
              className="flex cursor-pointer flex-col gap-1 rounded-md border border-line p-2 text-xs has-checked:border-2 has-checked:border-brand-dark"
            >
              <span className="flex items-center gap-1">
                <input
                  type="radio"
                  name={name}
                  value={item.path}
                  checked={selected === item.path}
                  onChange={() => setSelected(item.path)}
                  className="h-4 w-4 shrink-0 accent-brand-dark"
                  aria-label={t('admin.media.picker.choose', { name: caption })}
                />
                <span className="truncate" aria-hidden="true">
                  {caption}
                </span>
              </span>
              {src ? (
                <img
                  src={src}
                  alt=""
                  width={160}
                  height={120}
                  loading="lazy"
                  className="aspect-[4/3] w-full rounded-sm bg-surface object-cover"
                />
              ) : null}
            </label>
          );
        })}
      </div>
      {enhanced && query.trim() && shown.length === 0 ? <p className="text-sm text-muted">{t('admin.media.picker.no_results')}</p> : null}
      <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
        {t('admin.media.picker.upload')}
        <input
          type="file"
          name={`${name}Upload`}
          accept="image/jpeg,image/png,image/webp,image/avif"
          className={`${adminInputClass(false)} py-1.5`}
        />
      </label>
      <p className="text-sm">
        <Link to="/admin/media" className={adminLinkClass} target="_blank">
          {t('admin.media.picker.library_link')}
        </Link>
      </p>
    </fieldset>
  );
}
