import { createTtlCache } from '../../src/lib/ttl-cache';
import type { StorefrontHandler } from '../app';

/** React Router's lazy route discovery endpoint (`routeDiscovery.manifestPath`, the default). */
const MANIFEST_PATH = '/__manifest';

/**
 * React Router's lazy route discovery: after each page load the browser asks `/__manifest?paths=…&version=…` for
 * the routes of the links on the page, and the server matches every path against the route tree (~8 ms of CPU for a
 * category page's 100 links, nearly half a page render). The answer depends only on the build (its version is in the
 * query) and the paths, so it is kept per process, least recently used out (decision 0092). Only 200 answers are
 * kept; a version mismatch (204, reload) or a bad request passes through.
 */
export function cachedRouteManifest(handler: StorefrontHandler, max = 2000): StorefrontHandler {
  const answers = createTtlCache<{ body: string; headers: [string, string][] }>({ max, ttlMs: 24 * 3600_000 });
  return async (request, context) => {
    if (request.method !== 'GET') return handler(request, context);
    const url = new URL(request.url);
    if (url.pathname !== MANIFEST_PATH) return handler(request, context);
    const hit = answers.get(url.search);
    if (hit) return new Response(hit.body, { status: 200, headers: hit.headers });
    const response = await handler(request, context);
    if (response.status !== 200) return response;
    const answer = { body: await response.text(), headers: [...response.headers] };
    answers.set(url.search, answer);
    return new Response(answer.body, { status: 200, headers: answer.headers });
  };
}
