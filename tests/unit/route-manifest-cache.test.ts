import { describe, expect, it } from 'vitest';
import { cachedRouteManifest } from '../../server/http/route-manifest-cache';

const context = { services: {} as never, cspNonce: '' };

function countingHandler(status = 200) {
  const seen: string[] = [];
  const handler = async (request: Request) => {
    seen.push(request.url);
    if (status !== 200) return new Response(null, { status, headers: { 'X-Remix-Reload-Document': 'true' } });
    const paths = new URL(request.url).searchParams.get('paths');
    return Response.json({ paths }, { headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } });
  };
  return { seen, handler };
}

describe('route discovery answers cached per process (decision 0092)', () => {
  it('answers a repeated /__manifest query from memory with the same body and headers', async () => {
    const { seen, handler } = countingHandler();
    const cached = cachedRouteManifest(handler);
    const url = 'http://shop.test/__manifest?paths=%2F1%2Fbalony%2C%2Fkosik&version=abc';
    const first = await cached(new Request(url), context);
    const second = await cached(new Request(url), context);
    expect(seen).toHaveLength(1);
    const body = await second.text();
    expect(body).toBe(await first.text());
    expect(body).toBe(JSON.stringify({ paths: '/1/balony,/kosik' }));
    expect(second.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    await cached(new Request('http://shop.test/__manifest?paths=%2Fblog&version=abc'), context);
    expect(seen).toHaveLength(2);
  });

  it('passes pages, other methods and non-200 answers (a version mismatch) through uncached', async () => {
    const { seen, handler } = countingHandler(204);
    const cached = cachedRouteManifest(handler);
    const url = 'http://shop.test/__manifest?paths=%2F&version=old';
    expect((await cached(new Request(url), context)).status).toBe(204);
    expect((await cached(new Request(url), context)).status).toBe(204);
    await cached(new Request('http://shop.test/1/balony'), context);
    await cached(new Request('http://shop.test/1/balony'), context);
    await cached(new Request(url, { method: 'POST' }), context);
    expect(seen).toHaveLength(5);
  });
});
