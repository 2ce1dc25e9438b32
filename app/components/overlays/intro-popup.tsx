import { useEffect, useRef, useState, type ComponentType } from 'react';
import { AGE_GATE_COOKIE, INTRO_POPUP_COOKIE, INTRO_POPUP_DELAY_MS, INTRO_POPUP_HIDE_S, MOBILE_BREAKPOINT_PX } from '@/lib/constants';
import type { BannerView } from '@/domain/content/banners';
import { readBrowserCookie, setBrowserCookie } from '~/lib/http/cookies';
import { useRootData } from '~/lib/root/use-root-data';
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
  const [shown, setShown] = useState<{ view: ShownBanner; Dialog: PopupDialog } | null>(null);
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
      // open only once the image and the dialog's code are there: no empty box, its size known, and no Suspense
      // fallback whose reveal waits on a timer
      const image = new Image();
      const loaded = new Promise<void>((resolve) => {
        image.onload = () => resolve();
      });
      image.src = src;
      void Promise.all([loaded, loadDialog()]).then(
        ([, module]) => {
          if (!cancelled)
            setShown({ view: { banner, src, width: image.naturalWidth, height: image.naturalHeight }, Dialog: module.default });
        },
        () => undefined, // the code did not load (offline): no popup
      );
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
  const { Dialog } = shown;
  return (
    <Dialog
      shown={shown.view}
      onClose={() => {
        setBrowserCookie(INTRO_POPUP_COOKIE, 'hidden', INTRO_POPUP_HIDE_S);
        setShown(null);
      }}
    />
  );
}

/** Widest the popup gets (matches the dialog's class). */
const POPUP_MAX_WIDTH_PX = 720;

type PopupDialog = ComponentType<{ shown: ShownBanner; onClose: () => void }>;

// the dialog's code loads when the popup opens (decision 0109: a returning shopper never sees it)
const loadDialog = () => import('./intro-popup-dialog');

export interface ShownBanner {
  banner: BannerView;
  src: string;
  width: number;
  height: number;
}
