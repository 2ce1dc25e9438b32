/**
 * Compression of dynamic answers (decision 0112): Brotli at quality 3 for clients that take it, else gzip. Quality 3
 * costs less CPU than gzip's default level and sends fewer bytes (a 99 kB category page: 0.97 ms → 19.6 kB against
 * gzip 6's 2.39 ms → 20.4 kB), which on a server-rendered page is a few per cent of its CPU. Static assets are
 * precompressed at build time and the guests' page cache keeps its own encodings; both come with Content-Encoding set
 * and are left alone here.
 *
 * An answer held in memory (JSON, a server-rendered document with its Content-Length) is compressed in one call and
 * sent as one buffer with its Content-Length (decision 0116): a stream through web-stream adapters cost about five
 * times the compression itself on a 12 kB JSON answer. Streamed answers (feeds, sitemaps, media files) stay streamed.
 *
 * A body compressed on the main thread (up to 64 kB: API answers, small documents) gets Brotli quality 1 or gzip level 1
 * (decision 0125): at these sizes quality 3 costs about twice the CPU (a 12–18 kB product answer: ~110 µs against
 * ~55 µs) for 8–10 % fewer bytes, and the main thread's CPU is what every other request waits for.
 */
import { Duplex } from 'node:stream';
import { brotliCompress, brotliCompressSync, constants, createBrotliCompress, gzip, gzipSync, type BrotliOptions } from 'node:zlib';
import { promisify } from 'node:util';
import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';

const BROTLI_QUALITY = 3;
/** Brotli quality and gzip level of a body compressed in one call on the main thread (decision 0125). */
const MAIN_THREAD_BROTLI_QUALITY = 1;
const MAIN_THREAD_GZIP_LEVEL = 1;
const THRESHOLD_BYTES = 1024;
/** Largest answer read into memory by its Content-Length to be compressed in one call; bigger ones are streamed. */
const ONE_CALL_MAX_BYTES = 1024 * 1024;
/** Up to this size the one call runs on the main thread (~0.1 ms for 30 kB); bigger bodies go to the thread pool. */
const SYNC_MAX_BYTES = 64 * 1024;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The quality the client gives an encoding in Accept-Encoding (0 when absent and no wildcard). */
function acceptQuality(header: string, encoding: string): number {
  let wildcard = 0;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    const quality = Number.isFinite(q) ? q : 0;
    if (name.trim() === encoding) return quality;
    if (name.trim() === '*') wildcard = quality;
  }
  return wildcard;
}

/** The encoding of an answer for this Accept-Encoding: br when taken at least as gladly as gzip, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const br = acceptQuality(acceptEncoding, 'br');
  const gzip = acceptQuality(acceptEncoding, 'gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}

function brotliOptions(sizeHint: number | null, quality = BROTLI_QUALITY): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      ...(sizeHint !== null ? { [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
    },
  };
}

/**
 * One body compressed in one call: on the main thread up to SYNC_MAX_BYTES at the cheapest levels (decision 0125),
 * above in the thread pool at Brotli quality 3 or gzip at zlib's default level 6 (as CompressionStream does).
 */
export async function compressBytes(body: Uint8Array, encoding: 'br' | 'gzip'): Promise<Uint8Array> {
  if (body.byteLength <= SYNC_MAX_BYTES) {
    return encoding === 'br'
      ? brotliCompressSync(body, brotliOptions(body.byteLength, MAIN_THREAD_BROTLI_QUALITY))
      : gzipSync(body, { level: MAIN_THREAD_GZIP_LEVEL });
  }
  return encoding === 'br' ? brotliAsync(body, brotliOptions(body.byteLength)) : gzipAsync(body);
}

/**
 * The body of an answer held as a string or bytes, read without turning it into a stream. On the Node server,
 * @hono/node-server's lightweight Response keeps such a body under an own symbol as [status, body, headers] until
 * something asks for its stream (and then answers it with one write); with any other Response (the platform's, in
 * tests) nothing is found here and the caller reads the body.
 */
export function bodyAsHeld(res: Response): string | Uint8Array | undefined {
  for (const key of Object.getOwnPropertySymbols(res)) {
    const held: unknown = (res as unknown as Record<symbol, unknown>)[key];
    if (Array.isArray(held) && held.length === 3 && (typeof held[1] === 'string' || held[1] instanceof Uint8Array)) return held[1];
  }
  return undefined;
}

/** Whether a body not found by bodyAsHeld is in memory all the same: JSON answers (built whole), a modest stated length. */
function readableAtOnce(type: string, length: string | null): boolean {
  if (length !== null) return Number(length) <= ONE_CALL_MAX_BYTES;
  return JSON_TYPE.test(type);
}

/** Replaces the answer without Hono's header merge (which would turn the body back into a stream). */
function replaceAnswer(c: Context, res: Response): void {
  c.res = undefined;
  c.res = res;
}

export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const length = res.headers.get('Content-Length');
    const type = res.headers.get('Content-Type');
    const cacheControl = res.headers.get('Cache-Control');
    // (res.body is not read here: on the Node server that would turn an answer held as a string into a stream)
    if (
      c.req.method === 'HEAD' ||
      res.status === 204 ||
      res.status === 206 ||
      res.status === 304 ||
      res.headers.has('Content-Encoding') ||
      res.headers.has('Transfer-Encoding') ||
      (length !== null && Number(length) < THRESHOLD_BYTES) ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      (cacheControl !== null && NO_TRANSFORM.test(cacheControl))
    ) {
      return;
    }
    // the answer depends on Accept-Encoding, whichever encoding this client gets
    const vary = res.headers.get('Vary');
    if (vary !== '*' && !(vary && VARY_ACCEPT_ENCODING.test(vary)))
      res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = pickEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return;

    const headers = new Headers(res.headers);
    headers.set('Content-Encoding', encoding);
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);

    const held = bodyAsHeld(res);
    if (held !== undefined || readableAtOnce(type, length)) {
      const body = held === undefined ? new Uint8Array(await res.arrayBuffer()) : typeof held === 'string' ? Buffer.from(held) : held;
      if (body.byteLength < THRESHOLD_BYTES) {
        // a held body is untouched; a read one is answered again from its bytes
        if (held === undefined)
          replaceAnswer(c, new Response(body as Uint8Array<ArrayBuffer>, { status: res.status, headers: res.headers }));
        return;
      }
      const compressed = await compressBytes(body, encoding);
      headers.set('Content-Length', String(compressed.byteLength));
      replaceAnswer(c, new Response(compressed as Uint8Array<ArrayBuffer>, { status: res.status, headers }));
      return;
    }

    if (!res.body) return;
    headers.delete('Content-Length');
    const stream =
      encoding === 'br'
        ? res.body.pipeThrough(
            Duplex.toWeb(createBrotliCompress(brotliOptions(length === null ? null : Number(length)))) as ReadableWritablePair<
              Uint8Array,
              Uint8Array
            >,
          )
        : res.body.pipeThrough(new CompressionStream('gzip') as unknown as ReadableWritablePair<Uint8Array, Uint8Array>);
    replaceAnswer(c, new Response(stream, { status: res.status, headers }));
  };
}
