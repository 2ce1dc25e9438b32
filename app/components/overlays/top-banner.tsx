import { useEffect, useState } from 'react';
import { TOP_BANNER_COOKIE, TOP_BANNER_HIDE_S, TOP_BANNER_TIMEOUT_MS } from '@/lib/constants';
import { setBrowserCookie } from '~/lib/http/cookies';
import { useRootData, useT } from '~/lib/root/use-root-data';
import { BannerLink } from './banner-link';
import { bannerImageUrl } from './modal-utils';

/**
 * Top promo banner (SPEC §4): the first banner.promo above the header, unless cookie top-banner is 'hidden'.
 * Server-rendered (no layout shift on load); it hides itself after 30 s, and the close button hides it for a day.
 */
export function TopBanner() {
  const { promoBanner, cookies } = useRootData();
  const t = useT();
  const [hidden, setHidden] = useState(false);
  const [armed, setArmed] = useState(false);
  const visible = Boolean(promoBanner) && !cookies.topBannerHidden && !hidden;

  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(() => setHidden(true), TOP_BANNER_TIMEOUT_MS);
    setArmed(true);
    return () => window.clearTimeout(timer);
  }, [visible]);

  if (!visible || !promoBanner) return null;
  // a strip above the header: the title as text; the image only for a banner without a title
  const title = promoBanner.title?.trim() ?? '';
  const image = title ? null : bannerImageUrl(promoBanner.image ?? promoBanner.path, 1200);
  if (!image && !title) return null;
  const content = title ? (
    <span className="font-semibold">{title}</span>
  ) : (
    <img src={image ?? ''} alt={t('banner.label')} className="mx-auto block h-auto max-h-20 w-auto max-w-full object-contain" />
  );

  return (
    <aside
      aria-label={t('banner.label')}
      data-overlay="top-banner"
      data-auto-hide={armed ? 'armed' : undefined}
      className="relative bg-brand-dark text-white"
    >
      <div className="shop-container flex min-h-11 items-center justify-center py-2 pr-12 text-center text-sm">
        {promoBanner.url ? (
          <BannerLink url={promoBanner.url} target={promoBanner.target} className="block underline-offset-2 hover:underline">
            {content}
          </BannerLink>
        ) : (
          content
        )}
      </div>
      <button
        type="button"
        onClick={() => {
          setBrowserCookie(TOP_BANNER_COOKIE, 'hidden', TOP_BANNER_HIDE_S);
          setHidden(true);
        }}
        aria-label={t('banner.close')}
        className="absolute top-1/2 right-1 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full text-2xl leading-none text-white hover:bg-white/15"
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
