import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { isCrawler } from '@/lib/crawler';
import './context';
import { MenuCategoriesProvider } from './lib/root/menu-categories';
import { NonceProvider } from './lib/http/nonce';
import { IslandHtmlProvider, createIslandHtmlStore } from './lib/http/island-html';

/** Static islands' markup kept per process (decision 0122). */
const islandHtml = createIslandHtmlStore();

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;

/** An inline script that adds <link rel="modulepreload"> for each module when it runs. */
function preloadScript(hrefs: string[], nonce: string | undefined): string {
  const list = JSON.stringify(hrefs).replace(/</g, '\\u003c');
  const attributes = nonce ? ` nonce="${nonce}"` : '';
  return `<script${attributes}>(function(d){var f=d.createDocumentFragment();${list}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;f.appendChild(l)});d.head.appendChild(f)})(document)</script>`;
}

/**
 * Rewrites the rendered document: React hoists React Router's <link rel="modulepreload"> tags into the head, where
 * the browser fetches ~140 kB of JavaScript at once, competing with the page's HTML and its first image (Lighthouse's
 * slow-4G FCP and LCP count them). They are taken out of the head and added by a small inline script placed right
 * before React Router's module script (at the end when there is none): the modules still load in parallel, but only
 * once the content above has been parsed. The stylesheet is a hashed file linked by the root route (decision 0091).
 * It works on the document's UTF-8 bytes: only the head (a few kB) is read as text, the ~100 kB body is copied as it
 * is instead of being decoded and encoded again (decision 0117).
 */
export function rewriteHtml(html: Buffer<ArrayBuffer>, nonce?: string): Buffer<ArrayBuffer> {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const preloads: string[] = [];
  const head = html.toString('utf8', 0, headEnd).replace(MODULE_PRELOAD, (_tag, href: string) => {
    preloads.push(href);
    return '';
  });
  if (!preloads.length) return html;
  const script = Buffer.from(preloadScript(preloads, nonce));
  const moduleScript = html.indexOf(nonce ? `<script nonce="${nonce}" type="module"` : '<script type="module"', headEnd);
  const parts =
    moduleScript < 0 ? [html.subarray(headEnd), script] : [html.subarray(headEnd, moduleScript), script, html.subarray(moduleScript)];
  return Buffer.concat([Buffer.from(head), ...parts]);
}

export const streamTimeout = 5000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce || undefined;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const crawler = isCrawler(userAgent);
    const chunks: Buffer[] = [];
    const islands = islandHtml.forDocument();
    // The whole document is rendered into memory and sent as one buffer with its length: the storefront streams
    // nothing later (loaders finish before the render, no Suspense boundary shows on the server), and one buffer
    // spares each 2 kB piece React writes a trip through Node and web streams and the compressor (decision 0113).
    const collected = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timer);
        const html = Buffer.concat(chunks);
        // a document that failed (500) keeps nothing: its islands may be half written
        if (responseStatusCode < 500) islands.keep(html);
        const body = rewriteHtml(html, nonce);
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        responseHeaders.set('Content-Length', String(body.length));
        resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
        callback();
      },
    });

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce ?? ''}>
        {/* the menus' links in the HTML for crawlers only; a shopper's menus fetch them when opened (decision 0109) */}
        <MenuCategoriesProvider value={crawler ? (loadContext.menuCategories ?? null) : null}>
          <IslandHtmlProvider value={islands.islands}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </IslandHtmlProvider>
        </MenuCategoriesProvider>
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(collected);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    // React starts rendering on a later tick, so every callback above runs after this line
    const timer = setTimeout(abort, streamTimeout + 1000);
  });
}
