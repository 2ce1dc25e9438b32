import { useState } from 'react';
import { COOKIE_MAX_AGE_S, TOP_NOTICE_COOKIE } from '@/lib/constants';
import { CloseIcon } from '~/components/icons';
import { setBrowserCookie } from '~/lib/http/cookies';
import { useRootData, useT } from '~/lib/root/use-root-data';
import { useHydrated } from '~/lib/browser/use-hydrated';

/** The closable top notice line (contacts.topNotice); closing sets cookie top-notice=hidden for a year. */
export function TopNotice() {
  const t = useT();
  const { contacts, cookies } = useRootData();
  const hydrated = useHydrated();
  const [closed, setClosed] = useState(false);
  const text = contacts.topNotice.trim();
  if (!text || cookies.topNoticeHidden || closed) return null;

  function close() {
    setBrowserCookie(TOP_NOTICE_COOKIE, 'hidden', COOKIE_MAX_AGE_S);
    setClosed(true);
  }

  return (
    <section aria-label={t('frame.notice')} className="bg-brand-dark text-white">
      <div className="relative shop-container flex min-h-9 items-center justify-center py-1.5 pr-12 text-center text-sm font-semibold">
        <p>{text}</p>
        {hydrated ? (
          <button
            type="button"
            onClick={close}
            className="absolute top-1/2 right-2 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full hover:bg-white/15 focus-visible:outline-white"
          >
            <CloseIcon size={18} />
            <span className="sr-only">{t('header.close_notice')}</span>
          </button>
        ) : null}
      </div>
    </section>
  );
}
