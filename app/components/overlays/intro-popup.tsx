import { useEffect, useId, useRef, useState } from 'react';
import { AGE_GATE_COOKIE, INTRO_POPUP_COOKIE, INTRO_POPUP_DELAY_MS, INTRO_POPUP_HIDE_S, MOBILE_BREAKPOINT_PX } from '@/lib/constants';
import type { BannerView } from '@/domain/content/banners';
import { readBrowserCookie, setBrowserCookie } from '~/lib/http/cookies';
import { useRootData, useT } from '~/lib/root/use-root-data';
import { BannerLink } from './banner-link';
import { AGE_CONFIRMED_EVENT, bannerImageUrl } from './modal-utils';

/**
 * Intro popup (SPEC §4): when the intropopup setting is on and the intro popup banner exists, it opens 3 s after the
 * page loads as a modal dialog with the banner image linking to the banner's url. The popup is ONE banner (decision
 * 0088): the same title and link on every screen; from 1024 px its image (root data `desktop`), below it its phone
 * image (root data `mobile`: the phone image, or the same image when it has none), so one edit reaches both. Closing it (button, Escape, backdrop, or following the banner) sets the cookie
 * intro-popup=hidden for 14 days. Never opens while the age gate is open: it waits for the confirmation.
 */
export function IntroPopup() {
  const { introPopup, cookies, isBot } = useRootData();
  const [shown, setShown] = useState<ShownBanner | null>(null);
  const eligible = introPopup.enabled && !cookies.introPopupHidden && !isBot && Boolean(introPopup.desktop || introPopup.mobile);
  // the root data is re-fetched on every navigation: keep the banners in a ref, restart only when they change
  const banners = useRef(introPopup);
  banners.current = introPopup;
  const bannersKey = `${introPopup.desktop?.id}:${introPopup.desktop?.image}|${introPopup.mobile?.id}:${introPopup.mobile?.image}`;
  const isShown = shown !== null;

  useEffect(() => {
    if (!eligible || isShown) return;
    let timer: number | undefined;
    let cancelled = false;
    const open = () => {
      if (cancelled || readBrowserCookie(INTRO_POPUP_COOKIE) === 'hidden') return;
      if (document.querySelector('[data-overlay="age-gate"]')) return;
      const wide = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`).matches;
      const banner = wide ? banners.current.desktop : banners.current.mobile;
      const cssWidth = Math.min(window.innerWidth * 0.92, POPUP_MAX_WIDTH_PX);
      const src = bannerImageUrl(banner?.image ?? banner?.path, Math.round(cssWidth * (window.devicePixelRatio || 1)));
      if (!banner || !src) return;
      // open only once the image is there: no empty box, and its size is known
      const image = new Image();
      image.onload = () => {
        if (!cancelled) setShown({ banner, src, width: image.naturalWidth, height: image.naturalHeight });
      };
      image.src = src;
    };
    const start = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(open, INTRO_POPUP_DELAY_MS);
    };
    const ageGateOpen = readBrowserCookie(AGE_GATE_COOKIE) !== '1' && document.querySelector('[data-overlay="age-gate"]') !== null;
    if (ageGateOpen) window.addEventListener(AGE_CONFIRMED_EVENT, start, { once: true });
    else start();
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      window.removeEventListener(AGE_CONFIRMED_EVENT, start);
    };
  }, [eligible, bannersKey, isShown]);

  if (!shown) return null;
  return (
    <IntroPopupDialog
      shown={shown}
      onClose={() => {
        setBrowserCookie(INTRO_POPUP_COOKIE, 'hidden', INTRO_POPUP_HIDE_S);
        setShown(null);
      }}
    />
  );
}

/** Widest the popup gets (matches the dialog's class). */
const POPUP_MAX_WIDTH_PX = 720;

interface ShownBanner {
  banner: BannerView;
  src: string;
  width: number;
  height: number;
}

function IntroPopupDialog({ shown, onClose }: { shown: ShownBanner; onClose: () => void }) {
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
