/**
 * Browser entry: React Router's default hydration, after the Czech catalog is loaded when the shop runs in `cs`
 * (SHOP_LOCALE=cs sets <html lang="cs">). The Slovak catalog is built in; Czech is a lazy chunk, so a Slovak page's
 * JavaScript does not carry it (src/i18n/index.ts).
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

async function hydrate() {
  if (document.documentElement.lang === 'cs') await import('@/i18n/load-cs');
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void hydrate();
