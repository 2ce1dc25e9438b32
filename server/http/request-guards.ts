/**
 * Guards in front of every handler (decision 0043): body size limits (413) and the cross-site check of state-changing
 * /api calls. The JSON content type of JSON calls is required where bodies are read (readBody in validate.ts).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../app';

/** Largest body of a JSON call or of a page form without a file. */
export const BODY_MAX_BYTES = 1024 * 1024;

/**
 * Paths whose multipart forms carry files: they read their body with their own limits (src/lib/limited-form-data.ts:
 * CVs 5 MB, images 10 MB, videos 200 MB, complaint photos 3 × 5 MB), so the general limit does not apply to their multipart bodies.
 */
const UPLOAD_PATH_PREFIXES = ['/api/admin/', '/admin/', '/api/jobs/', '/kariera/', '/api/returns', '/vratenie-tovaru'];
/** the customer's return request with complaint photos (decision 0102): the API call and the order page's form */
const UPLOAD_PATHS = [/^\/api\/orders\/\d+\/returns$/, /^\/ucet\/objednavka\/\d+(?:\.data)?$/];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a request's body is a file upload to a path that limits it itself. */
function isUploadRequest(path: string, contentType: string | undefined): boolean {
  return (
    (contentType ?? '').toLowerCase().includes('multipart/form-data') &&
    (UPLOAD_PATH_PREFIXES.some((p) => path.startsWith(p)) || UPLOAD_PATHS.some((p) => p.test(path)))
  );
}

function tooLarge(c: Context<AppEnv>) {
  const message = c.get('services').t('error.body_too_large');
  if (c.req.path.startsWith('/api/')) return c.json({ message, code: 'body_too_large' }, 413);
  // a page form: a short page the browser shows (the storefront's layout needs the action that did not run)
  return c.html(
    `<!doctype html><html lang="sk"><meta charset="utf-8"><title>413</title><p>${message}</p><p><a href="javascript:history.back()">←</a></p></html>`,
    413,
  );
}

/**
 * At most BODY_MAX_BYTES for every body but uploads: a declared Content-Length above it is refused before reading, a
 * chunked body is read up to the limit and no further (never buffered whole).
 */
export function bodySizeLimit(): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({ maxSize: BODY_MAX_BYTES, onError: (c) => tooLarge(c as Context<AppEnv>) });
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || isUploadRequest(c.req.path, c.req.header('content-type'))) return next();
    return limit(c, next);
  };
}

export interface CrossSiteInput {
  method: string;
  origin?: string;
  secFetchSite?: string;
  authorization?: string;
}

/**
 * Whether a call may change state (decision 0043), after Go's CrossOriginProtection: safe methods always; a bearer
 * token (a browser cannot send one cross-site without a CORS preflight this server never grants); else the browser's
 * Sec-Fetch-Site must be same-origin (or none: typed by the user); without it the Origin must be one of the shop's;
 * a call with neither header is not from a browser (curl, server-to-server notifications) and passes.
 */
export function isAllowedStateChange(input: CrossSiteInput, shopOrigins: string[]): boolean {
  if (SAFE_METHODS.has(input.method.toUpperCase())) return true;
  if (/^bearer\s+\S/i.test(input.authorization ?? '')) return true;
  const site = input.secFetchSite?.toLowerCase();
  if (site) return site === 'same-origin' || site === 'none';
  if (input.origin === undefined) return true;
  return shopOrigins.includes(input.origin.toLowerCase());
}

/** Refuses cross-site state changes on /api with 403 { code: 'cross_site' }. */
export function apiCrossSiteGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { config, t } = c.get('services');
    const shopOrigins = [c.get('client').origin, new URL(config.publicUrl).origin];
    const allowed = isAllowedStateChange(
      {
        method: c.req.method,
        origin: c.req.header('origin'),
        secFetchSite: c.req.header('sec-fetch-site'),
        authorization: c.req.header('authorization'),
      },
      shopOrigins,
    );
    if (!allowed) return c.json({ message: t('error.cross_site'), code: 'cross_site' }, 403);
    await next();
  };
}
