import { PassThrough, Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import './context';
import { NonceProvider } from './lib/nonce';
// The stylesheet is small (~6 kB gzip): inlined into the head it costs no render-blocking round trip. It is
// injected into the HTML stream outside React's tree (React 19 skips foreign tags in <head> when hydrating), so
// neither the client bundle nor hydration touches it.
import inlineStyles from './styles/app.css?inline';

const STYLE_BYTES = Buffer.from(`<style id="shop-styles">${inlineStyles.replace(/<\/style/gi, '<\\/style')}</style>`, 'utf8');

/** Inserts the stylesheet right before the first </head> of the stream (which may straddle two chunks). */
export function injectStyles(styleBytes: Buffer = STYLE_BYTES): Transform {
  const marker = Buffer.from('</head>');
  let done = false;
  let carry = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      // byte-level search: a chunk may end inside a multi-byte character, so it is never decoded
      const data = carry.length ? Buffer.concat([carry, chunk]) : chunk;
      const index = data.indexOf(marker);
      if (index >= 0) {
        done = true;
        carry = Buffer.alloc(0);
        return callback(null, Buffer.concat([data.subarray(0, index), styleBytes, data.subarray(index)]));
      }
      const keep = Math.min(marker.length - 1, data.length);
      carry = Buffer.from(data.subarray(data.length - keep));
      callback(null, data.subarray(0, data.length - keep));
    },
    flush(callback) {
      callback(null, carry.length ? carry : undefined);
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
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce ?? ''}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body.pipe(injectStyles()));
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
