import { useEffect, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteError, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import './context';
import { NavigationProgress } from './components/navigation-progress';
import { chunkReloadInlineScript, installChunkReload } from './lib/browser/chunk-reload';
import { useNonce } from './lib/http/nonce';
import { usePageViewTracking } from './lib/browser/page-view-tracking';
import { loadCartSummary } from './lib/cart/cart-request.server';
import { loadRootData } from './lib/root/root-data.server';
import type { RootData } from './lib/root/root-data';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, THEME_COLOR } from '@/lib/constants';
import { setBrowserCookie } from './lib/http/cookies';
import { translator } from '@/i18n';
import stylesheetHref from './styles/app.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  // cart: the header's count and total, server-rendered so the header does not jump (app/lib/cart/cart-request.server.ts)
  const [root, cartSummary] = await Promise.all([loadRootData(request, context), loadCartSummary(request, context)]);
  return { ...root, cartSummary };
}

/** One object for every render (React compares dangerouslySetInnerHTML by reference). */
const CHUNK_RELOAD_SCRIPT = { __html: chunkReloadInlineScript() };

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData('root') as RootData | undefined;
  const locale = data?.locale ?? 'sk';
  const nonce = useNonce() || undefined;
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        {/* reloads once when a code chunk fails to load, even before hydration (SPEC §2) */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={CHUNK_RELOAD_SCRIPT} />
        <Meta />
        <Links />
        {/* The stylesheet is a hashed, immutable file (served with a year's max-age from /assets): cached across
            pages and visits instead of 52 kB inlined into every document (decision 0091). 'self' in style-src
            allows it under the CSP. It is the head's last link: React writes the other links (icon, canonical)
            before it, and the browser's Preact matches the head's links in order (decision 0137). */}
        <link rel="stylesheet" href={stylesheetHref} />
      </head>
      <body className="min-h-screen bg-white text-ink antialiased">
        <FrameEffects locale={locale} />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * Frame behaviour of every page, error pages included: progress bar, chunk-reload handler, page-view tracking, and
 * the locale cookie (SPEC: 365 days), renewed on every page load.
 */
function FrameEffects({ locale }: { locale: string }) {
  useEffect(installChunkReload, []);
  useEffect(() => setBrowserCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE_S), [locale]);
  usePageViewTracking();
  return <NavigationProgress />;
}

export default function App() {
  return <Outlet />;
}

/** Last line of defence: when a page and its own error boundary fail, a plain message with a link home. */
export function ErrorBoundary() {
  const error = useRouteError();
  const t = translator('sk');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="mb-4 text-2xl font-bold">{status === 404 ? t('error.not_found_title') : t('error.fallback')}</h1>
      <a className="text-brand-dark underline" href="/">
        {t('common.back_home')}
      </a>
    </main>
  );
}
