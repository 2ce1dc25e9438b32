import { PassThrough, Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import './context';
import { MenuCategoriesProvider } from './lib/root/menu-categories';
import { NonceProvider } from './lib/http/nonce';

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;

/** An inline script that adds <link rel="modulepreload"> for each module when it runs. */
function preloadScript(hrefs: string[], nonce: string | undefined): Buffer {
  const list = JSON.stringify(hrefs).replace(/</g, '\\u003c');
  const attributes = nonce ? ` nonce="${nonce}"` : '';
  return Buffer.from(
    `<script${attributes}>(function(d){var f=d.createDocumentFragment();${list}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;f.appendChild(l)});d.head.appendChild(f)})(document)</script>`,
    'utf8',
  );
}

/**
 * Rewrites the SSR stream on its way out: React hoists React Router's <link rel="modulepreload"> tags into the head, where the browser fetches ~140 kB of
 *    JavaScript at once, competing with the page's HTML and its first image (Lighthouse's slow-4G FCP and LCP count
 *    them). They are taken out of the head and added by a small inline script placed right before React Router's
 *    module script: the modules still load in parallel, but only once the content above has been parsed.
 * The stylesheet is a hashed file linked by the root route (decision 0091), no longer inlined here.
 * Byte-level search: a chunk may end inside a multi-byte character or a marker, so chunks are never decoded, except
 * the complete head.
 */
export function rewriteHtmlStream(nonce?: string): Transform {
  const headEnd = Buffer.from('</head>');
  const moduleScript = Buffer.from(nonce ? `<script nonce="${nonce}" type="module"` : '<script type="module"');
  let phase: 'head' | 'body' | 'done' = 'head';
  let preloads: string[] = [];
  let carry = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (phase === 'done') return callback(null, chunk);
      let data = carry.length ? Buffer.concat([carry, chunk]) : chunk;
      carry = Buffer.alloc(0);
      const out: Buffer[] = [];
      if (phase === 'head') {
        const index = data.indexOf(headEnd);
        if (index < 0) {
          carry = Buffer.from(data); // the head is small: held until it is complete
          return callback();
        }
        const head = data
          .subarray(0, index)
          .toString('utf8')
          .replace(MODULE_PRELOAD, (_tag, href: string) => {
            preloads.push(href);
            return '';
          });
        out.push(Buffer.from(head, 'utf8'));
        data = data.subarray(index);
        phase = preloads.length ? 'body' : 'done';
        if (phase === 'done') return callback(null, Buffer.concat([...out, data]));
      }
      const index = data.indexOf(moduleScript);
      if (index >= 0) {
        phase = 'done';
        out.push(data.subarray(0, index), preloadScript(preloads, nonce), data.subarray(index));
        preloads = [];
        return callback(null, Buffer.concat(out));
      }
      const keep = Math.min(moduleScript.length - 1, data.length);
      carry = Buffer.from(data.subarray(data.length - keep));
      out.push(data.subarray(0, data.length - keep));
      callback(null, Buffer.concat(out));
    },
    flush(callback) {
      const rest: Buffer[] = [];
      if (carry.length) rest.push(carry);
      if (phase === 'body' && preloads.length) rest.push(preloadScript(preloads, nonce));
      callback(null, rest.length ? Buffer.concat(rest) : undefined);
    },
  });
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
    // Crawlers and SPA-mode wait for all content; browsers get the shell streamed.
    const crawler = Boolean(userAgent && isbot(userAgent));
    const readyOption = crawler || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce ?? ''}>
        {/* the menus' links in the HTML for crawlers only; a shopper's menus fetch them when opened (decision 0109) */}
        <MenuCategoriesProvider value={crawler ? (loadContext.menuCategories ?? null) : null}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </MenuCategoriesProvider>
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body.pipe(rewriteHtmlStream(nonce)));
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
