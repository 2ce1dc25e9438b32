import { getRequestListener } from '@hono/node-server';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { bodyAsHeld, compressAnswers, compressBytes, pickEncoding } from '../../server/http/compress';

const PAGE = `<!doctype html><html lang="sk"><body>${'<p class="text-ink">Balóny a dekorácie na oslavu</p>'.repeat(200)}</body></html>`;

function app() {
  const a = new Hono();
  a.use('*', compressAnswers());
  a.get('/page', (c) => c.html(PAGE));
  a.get('/document', (c) =>
    c.body(PAGE, 200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(Buffer.byteLength(PAGE)) }),
  );
  a.get('/json', (c) => c.json({ data: PAGE }));
  a.get('/small-json', (c) => c.json({ data: 'malá' }));
  a.get('/small', (c) => c.body('<p>malá</p>', 200, { 'Content-Type': 'text/html', 'Content-Length': '13' }));
  a.get('/stored', (c) => c.body('already', 200, { 'Content-Type': 'text/html', 'Content-Encoding': 'br' }));
  a.get('/no-transform', (c) => c.html(PAGE, 200, { 'Cache-Control': 'no-transform' }));
  a.get('/image', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/webp' }));
  return a;
}

async function get(path: string, acceptEncoding?: string, method = 'GET') {
  const res = await app().request(path, { method, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0.4, br;q=0.8', 'br'],
    ['*', 'br'],
    ['identity', null],
    ['gzip;q=0, br;q=0', null],
    [undefined, null],
  ] as const)('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('compressAnswers', () => {
  it('sends Brotli to a browser that takes it, and the page decodes to the same text', async () => {
    const { res, bytes } = await get('/page', 'gzip, deflate, br, zstd');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-length')).toBeNull();
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(bytes.length).toBeLessThan(PAGE.length / 5);
    expect(brotliDecompressSync(bytes).toString('utf8')).toBe(PAGE);
  });

  it('compresses an answer of known length (a rendered document) in one piece and sends its length', async () => {
    const { res, bytes } = await get('/document', 'gzip, deflate, br, zstd');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-length')).toBe(String(bytes.length));
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(bytes.length).toBeLessThan(PAGE.length / 5);
    expect(brotliDecompressSync(bytes).toString('utf8')).toBe(PAGE);
  });

  it('sends gzip to a client without Brotli, and nothing encoded to one that takes neither', async () => {
    const gz = await get('/page', 'gzip');
    expect(gz.res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gz.bytes).toString('utf8')).toBe(PAGE);
    const plain = await get('/page');
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    expect(plain.bytes.toString('utf8')).toBe(PAGE);
  });

  it('leaves small, already encoded, no-transform, binary and HEAD answers as they are', async () => {
    for (const path of ['/small', '/stored', '/no-transform', '/image']) {
      const { res } = await get(path, 'br');
      expect(res.headers.get('content-encoding'), path).toBe(path === '/stored' ? 'br' : null);
    }
    const head = await get('/page', 'br', 'HEAD');
    expect(head.res.headers.get('content-encoding')).toBeNull();
  });

  it('compresses a JSON answer in one call and sends it with its Content-Length (decision 0116)', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const { res, bytes } = await get('/json', encoding);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('content-length')).toBe(String(bytes.length));
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      const text = (encoding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString('utf8');
      expect(JSON.parse(text)).toEqual({ data: PAGE });
    }
    const small = await get('/small-json', 'br');
    expect(small.res.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(small.bytes.toString('utf8'))).toEqual({ data: 'malá' });
  });
});

describe('compressBytes (decision 0125)', () => {
  const brotli = (body: Uint8Array, quality: number) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    });

  it('compresses a body of up to 64 kB (on the main thread) at Brotli quality 1 and gzip level 1', async () => {
    const body = Buffer.from(JSON.stringify({ data: PAGE }));
    expect(body.byteLength).toBeLessThanOrEqual(64 * 1024);
    expect(brotli(body, 1).equals(brotli(body, 3))).toBe(false);
    expect(Buffer.from(await compressBytes(body, 'br')).equals(brotli(body, 1))).toBe(true);
    expect(Buffer.from(await compressBytes(body, 'gzip')).equals(gzipSync(body, { level: 1 }))).toBe(true);
  });

  it('compresses a bigger body (in the thread pool) at Brotli quality 3 and gzip level 6', async () => {
    const body = Buffer.from(PAGE.repeat(8));
    expect(body.byteLength).toBeGreaterThan(64 * 1024);
    expect(Buffer.from(await compressBytes(body, 'br')).equals(brotli(body, 3))).toBe(true);
    expect(Buffer.from(await compressBytes(body, 'gzip')).equals(gzipSync(body))).toBe(true);
  });
});

describe('the Node server fast path (decision 0116)', () => {
  it("finds the body of @hono/node-server's own Response without turning it into a stream", () => {
    const { Request: GlobalRequest, Response: GlobalResponse } = globalThis;
    try {
      getRequestListener(() => new Response('')); // installs the server's lightweight Request/Response, as serve() does
      expect(globalThis.Response).not.toBe(GlobalResponse);
      expect(bodyAsHeld(new Response('{"a":1}', { headers: { 'Content-Type': 'application/json' } }))).toBe('{"a":1}');
      const bytes = new TextEncoder().encode('<p>x</p>');
      expect(bodyAsHeld(new Response(bytes))).toBe(bytes);
    } finally {
      Object.assign(globalThis, { Request: GlobalRequest, Response: GlobalResponse });
    }
  });
});
