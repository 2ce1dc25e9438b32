/**
 * Browser entry: React Router's hydration, on Preact (decision 0137: app/lib/browser/preact-hydration.ts), after the
 * Czech catalog is loaded when the shop runs in `cs` (SHOP_LOCALE=cs sets <html lang="cs">). The Slovak catalog is
 * built in; Czech is a lazy chunk, so a Slovak page's JavaScript does not carry it (src/i18n/index.ts).
 */
import { StrictMode } from 'react';
import { HydratedRouter } from 'react-router/dom';
import { hydrateDocument } from '~/lib/browser/preact-hydration';

async function hydrate() {
  if (document.documentElement.lang === 'cs') await import('@/i18n/load-cs');
  await hydrateDocument(
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    // its first call starts decoding the server's state and throws the promise of it
    () => HydratedRouter({}),
  );
}

void hydrate();
