import { useEffect, useId, useRef } from 'react';
import { useT } from '~/lib/root/use-root-data';
import { BannerLink } from './banner-link';
import type { ShownBanner } from './intro-popup';

/** The intro popup's dialog (app/components/overlays/intro-popup.tsx), loaded when the popup opens. */
export default function IntroPopupDialog({ shown, onClose }: { shown: ShownBanner; onClose: () => void }) {
  const { banner } = shown;
  const t = useT();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const caption = banner.title?.trim() ?? '';
  // the banner's title is shown under the image (and names the dialog); the image itself is then decorative
  const body = (
    <>
      <img
        src={shown.src}
        width={shown.width || undefined}
        height={shown.height || undefined}
        alt={caption ? '' : t('popup.title')}
        className="block h-auto max-h-[70vh] w-full object-contain"
      />
      <h2 id={titleId} className={caption ? 'px-5 py-4 text-center text-lg font-bold text-ink group-hover:underline' : 'sr-only'}>
        {caption || t('popup.title')}
      </h2>
    </>
  );

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    closeRef.current?.focus();
    const handleClose = () => onCloseRef.current();
    dialog.addEventListener('close', handleClose);
    return () => {
      dialog.removeEventListener('close', handleClose);
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    // A click on the backdrop closes the dialog; the keyboard closes it with Escape (native <dialog>).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      data-overlay="intro-popup"
      className="m-auto w-[min(92vw,720px)] max-w-none overflow-visible rounded-2xl bg-transparent p-0 backdrop:bg-ink/70"
      onClick={(event) => {
        // a click on the backdrop (outside the content box) closes the popup
        if (event.target === dialogRef.current) dialogRef.current?.close();
      }}
    >
      <div className="relative overflow-hidden rounded-2xl bg-white shadow-2xl">
        {banner.url ? (
          <BannerLink url={banner.url} target={banner.target} onFollow={() => dialogRef.current?.close()} className="group block">
            {body}
          </BannerLink>
        ) : (
          body
        )}
        <button
          ref={closeRef}
          type="button"
          onClick={() => dialogRef.current?.close()}
          aria-label={t('popup.close')}
          className="absolute top-2 right-2 flex h-11 w-11 items-center justify-center rounded-full bg-white/95 text-2xl leading-none text-ink shadow-md hover:bg-white"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </dialog>
  );
}
