import { Outlet } from 'react-router';
import { RouteErrorBoundary } from '~/components/error-views';
import { Footer } from '~/components/footer/footer';
import { Header } from '~/components/header/header';
import { HydrateLater } from '~/components/hydrate-later';
import { AgeGate } from '~/components/overlays/age-gate';
import { CookieBar } from '~/components/overlays/cookie-bar';
import { IntroPopup } from '~/components/overlays/intro-popup';
import { TopBanner } from '~/components/overlays/top-banner';
// content modals
import { GlobalTextModal } from '~/components/overlays/text-modal';
import { useT } from '~/lib/root/use-root-data';

/** Default layout: skip link, header, content, footer, cookie bar, popups (SPEC §2). */
export default function DefaultLayout() {
  const t = useT();
  return (
    // the router and the document's head hydrate first, then the frame, the header's parts, the content and the
    // footer, each in a task of its own once the one before has run its slice (decision 0137)
    <HydrateLater>
      <div className="flex min-h-screen flex-col">
        <a
          href="#obsah"
          className="sr-only z-[100] rounded-md bg-brand-dark px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus-visible:outline-white"
        >
          {t('common.skip_to_content')}
        </a>
        <TopBanner />
        <Header />
        <HydrateLater>
          <main id="obsah" tabIndex={-1} className="flex-1 scroll-mt-40 focus:outline-none">
            <Outlet />
          </main>
        </HydrateLater>
        <HydrateLater>
          <Footer />
        </HydrateLater>
        <CookieBar />
        <IntroPopup />
        <AgeGate />
        <GlobalTextModal />
      </div>
    </HydrateLater>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
