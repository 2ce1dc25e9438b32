import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { MAINTENANCE_PATH } from '../src/lib/constants';
import type { AppServices } from '../src/services';
// captcha
import { captchaOrigins } from '../src/domain/security/captcha';
import { RateLimitedError } from '../src/domain/security/rate-limit';
import { apiRoutes } from './api';
import { clientIp } from './http/client-ip';
import { forwardedClient, requestAsClientSent, secureCookies, type ClientInfo } from './http/forwarded';
import { apiCrossSiteGuard, bodySizeLimit } from './http/request-guards';
import { HttpError, isInputRefusedByDatabase, NOT_FOUND_MESSAGE, ValidationError } from './http/errors';
import { badRequest, malformedPageForm, requestTargetGuard } from './http/request-guard';
import { mediaRoutes } from './media';
import { compressAnswers } from './http/compress';
import { publicFilePaths } from './http/public-files';
import { cachedPageResponse, guestPageDoor, keepGuestPage, lookUpGuestPage } from './http/page-cache';
import type { CachedPage } from '../src/lib/page-cache';
import { metricsHandler, operationsMiddleware, readyHandler } from './http/operations';
// seo & feeds
import { seoRoutes } from './seo/routes';

export type AppEnv = {
  Variables: {
    services: AppServices;
    secureHeadersNonce?: string;
    /** the client's address, scheme and host behind trusted proxies (server/http/forwarded.ts, decision 0042) */
    client: ClientInfo;
    /** the guests' page cache (decision 0094): what kind of request this is, and its cached page if there is one */
    pageDoor?: ReturnType<typeof guestPageDoor>;
    cachedPage?: CachedPage;
  };
};

/** What React Router loaders and actions receive as `context` (see app/context.ts). */
export type StorefrontContext = {
  services: AppServices;
  cspNonce: string;
  // accounts
  /** the client's address (rate limits of the login, register and password forms) */
  clientIp?: string;
};

export type StorefrontHandler = (request: Request, context: StorefrontContext) => Promise<Response>;

export interface CreateAppOptions {
  /** The React Router request handler; absent in API-only tests. */
  storefront?: StorefrontHandler;
  /** Folder of the built client assets (build/client). */
  clientDir?: string;
}

/** English aliases of the Slovak paths (decision 0004): one canonical URL per page. */
const ENGLISH_ALIASES: Record<string, string> = {
  '/cart': '/kosik',
  '/account': '/ucet',
  '/search': '/hledani',
  '/stores': '/prodejny',
  '/careers': '/kariera',
  '/events': '/eventy',
  '/documents': '/dokumenty',
  '/contacts': '/kontakty',
  '/login': '/prihlasenie',
  '/register': '/registrace',
  '/password-reset': '/obnova-hesla',
  '/maintenance': '/mimo-provoz',
};

/** Back-office content writers (React Router actions and the API). */
const CONTENT_WRITES = /^\/(?:admin\/obsah|api\/admin\/content)(?:[/.]|$)/;

/** Paths that are never storefront pages (not redirected in maintenance mode). */
function isInfrastructurePath(path: string): boolean {
  return (
    path.startsWith('/api/') ||
    path.startsWith('/assets/') ||
    path.startsWith('/media/') ||
    path.startsWith('/admin') ||
    path === '/favicon.ico' ||
    path === '/robots.txt' ||
    path.startsWith('/sitemap') ||
    path.startsWith('/feeds/') ||
    path.endsWith('.data')
  );
}

export function createApp(services: AppServices, options: CreateAppOptions = {}) {
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    c.set('services', services);
    await next();
  });
  // request log, request id and metrics; readiness and /metrics (decision 0047)
  app.use('*', operationsMiddleware());
  app.get('/api/ready', readyHandler);
  app.get('/metrics', metricsHandler);
  // behind a TLS proxy (decision 0042): client address, scheme and host; HSTS and Secure cookies on https only
  app.use('*', forwardedClient(services.config.trustProxy));
  app.use('*', async (c, next) => {
    await next();
    if (!c.get('client').https) return;
    c.res.headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    secureCookies(c.res.headers);
  });

  // the guests' page cache (decision 0094): before secure-headers, so a cached page's CSP nonce is this answer's
  app.use('*', lookUpGuestPage());

  // captcha: its origins are allowed only when it is configured (decision 0021)
  const captchaSources = services.config.captcha ? captchaOrigins(services.config.captcha) : [];

  // the same headers on every answer; the CSP nonce (16 random bytes, base64, the policy joined again) only where a
  // page may use it: an API answer (JSON, never rendered as a document: nosniff) gets the policy without nonce,
  // built once (decision 0119)
  const securityHeaders = (nonce: boolean) =>
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(nonce ? [NONCE] : []), ...captchaSources],
        // inline <style> elements only with the nonce; style attributes (data-driven widths and positions) allowed
        // by the narrower CSP3 directive (decision 0065)
        styleSrc: ["'self'", ...(nonce ? [NONCE] : [])],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...captchaSources],
        frameSrc: ["'self'", ...captchaSources],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
      },
      strictTransportSecurity: false, // set above, on https answers only
      referrerPolicy: 'strict-origin-when-cross-origin',
      permissionsPolicy: { camera: [], microphone: [], geolocation: ['self'] },
      crossOriginEmbedderPolicy: false,
    });
  const pageSecurityHeaders = securityHeaders(true);
  const apiSecurityHeaders = securityHeaders(false);
  app.use('*', (c, next) => (c.req.path.startsWith('/api/') ? apiSecurityHeaders : pageSecurityHeaders)(c, next));

  // decision 0054: dot segments and NUL characters in the request target → 400
  app.use('*', requestTargetGuard());

  // SPEC §2: a path with a trailing slash (not root) redirects to the same path without it, keeping the query.
  app.use('*', async (c, next) => {
    const url = new URL(c.req.url);
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
      const path = url.pathname.replace(/\/+$/, '') || '/';
      return c.redirect(`${path}${url.search}`, 301);
    }
    const alias = ENGLISH_ALIASES[url.pathname];
    if (alias) return c.redirect(`${alias}${url.search}`, 301);
    await next();
  });

  // content edits of the back office (blog, pages, events, files…) reach pages anywhere: every cached page goes, on
  // every app server (decision 0094); catalogue and settings writers purge through their own invalidation
  app.use('*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400 && CONTENT_WRITES.test(c.req.path)) {
      services.caches.invalidate('pages');
    }
  });

  app.use('*', compressAnswers());
  // body limits and the cross-site check of /api (decision 0043)
  app.use('*', bodySizeLimit());
  app.use('/api/*', apiCrossSiteGuard());

  app.route('/api', apiRoutes());
  app.all('/api/*', (c) => c.json({ message: NOT_FOUND_MESSAGE }, 404));
  app.route('/media', mediaRoutes());
  // seo & feeds: robots.txt, sitemap.xml, /sitemaps/*, /feeds/* (server/seo/routes.ts)
  app.route('/', seoRoutes());

  if (options.clientDir) {
    const clientDir = options.clientDir;
    app.use(
      '/assets/*',
      serveStatic({
        root: clientDir,
        precompressed: true,
        onFound: (_path, c) => {
          c.header('Cache-Control', 'public, max-age=31536000, immutable');
        },
      }),
    );
    // the public files (favicon…), looked up in the list read at start instead of a stat per page (decision 0122)
    const publicFiles = publicFilePaths(clientDir);
    const servePublic = serveStatic({ root: clientDir, onFound: (_p, c) => c.header('Cache-Control', 'public, max-age=3600') });
    app.use('*', (c, next) => (publicFiles.has(c.req.path) ? servePublic(c, next) : next()));
  }

  const storefront = options.storefront;
  app.all('*', async (c) => {
    const url = new URL(c.req.url);
    if (!isInfrastructurePath(url.pathname)) {
      const settings = await services.settings.get();
      const onMaintenancePage = url.pathname === MAINTENANCE_PATH;
      if (settings.maintenance.is_enabled && !onMaintenancePage) return c.redirect(MAINTENANCE_PATH, 302);
      if (!settings.maintenance.is_enabled && onMaintenancePage) return c.redirect('/', 302);
    }
    if (!storefront) return c.json({ message: NOT_FOUND_MESSAGE }, 404);
    const door = c.get('pageDoor');
    const cached = c.get('cachedPage');
    if (cached && door?.kind === 'guest') return cachedPageResponse(c, cached, 'HIT');
    const malformedForm = await malformedPageForm(c.req.raw); // decision 0054
    if (malformedForm) return badRequest(c, malformedForm);
    const epoch = services.pageCache.epoch();
    const res = await storefront(requestAsClientSent(c.req.raw, c.get('client')), {
      services,
      cspNonce: c.get('secureHeadersNonce') ?? '',
      clientIp: clientIp(c),
    });
    if (door?.kind === 'guest' && services.pageCache.enabled && !isInfrastructurePath(url.pathname)) {
      return keepGuestPage(c, door.key, epoch, res);
    }
    // a shopper's own page (session or cart): never in a shared cache
    if (door?.kind === 'personal' && !res.headers.has('cache-control')) res.headers.set('Cache-Control', 'private, no-store');
    return res;
  });

  app.onError((error, c) => {
    if (error instanceof ValidationError) {
      return c.json({ message: error.message, errors: error.errors }, 422);
    }
    if (error instanceof HttpError) {
      return c.json({ message: error.message, ...error.body }, error.status);
    }
    if (error instanceof RateLimitedError) {
      c.header('Retry-After', String(error.retryAfterSeconds));
      return c.json({ message: services.t(error.messageKey), code: 'rate_limited' }, 429);
    }
    if (isInputRefusedByDatabase(error)) {
      services.log.warn({ err: error, method: c.req.method, path: c.req.path }, 'the database refused a value of the request');
      return c.json({ message: services.t('error.bad_request'), code: 'invalid_input' }, 400);
    }
    services.log.error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled error');
    // never the error's own text: it may hold SQL or a stack (decision 0054)
    return c.json({ message: services.t('error.generic_text') }, 500);
  });

  return app;
}
