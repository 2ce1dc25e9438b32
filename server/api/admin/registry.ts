/**
 * The declarative registry of the back-office API (decision 0029). Every /api/admin/* call is one
 * `AdminApiRoute` that names the role it needs; the registry mounts it behind the role guard (a handler cannot
 * forget it), documents it in OpenAPI (tag admin, 401/403 added) and tests/integration/admin-access.test.ts walks
 * ADMIN_API_ROUTES asserting 401 for a guest, 403 for a customer and 403 for an editor on admin-only routes.
 *
 *   export const adminOrderApi: AdminApiRoute[] = [
 *     adminRoute({
 *       method: 'post', path: '/api/admin/orders/{id}/state', role: 'admin', summary: '…',
 *       params: idParams, body: transitionSchema, response: orderSchema, errors: { 404: '…', 422: '…' },
 *       handler: async (c, user) => { const id = adminPathId(c); … return c.json({ data }); },
 *     }),
 *   ];
 *
 * and one line in server/api/admin/index.ts. Paths are OpenAPI style ({id}); Hono gets them as :id.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import { findUserBySessionToken, type SessionUser } from '../../../src/domain/accounts/session-lookup';
import { adminAccess, type AdminRole } from '../../../src/domain/back-office/roles';
import type { AppEnv } from '../../app';
import { readAuthToken } from '../../http/catalog-context';
import { HttpError, notFound } from '../../http/errors';
import type { ApiRouteDoc } from '../../http/openapi';

export interface AdminApiRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** full OpenAPI path starting with /api/admin/, parameters as {name} */
  path: `/api/admin/${string}`;
  /** 'admin': admins only; 'editor': editors and admins (content) */
  role: AdminRole;
  summary: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  response?: z.ZodType;
  errors?: ApiRouteDoc['errors'];
  /** runs only after the guard let `user` through */
  handler: (c: Context<AppEnv>, user: SessionUser) => Response | Promise<Response>;
}

/** Identity helper for type inference at the definition site. */
export function adminRoute(route: AdminApiRoute): AdminApiRoute {
  return route;
}

/**
 * The guard of every admin call: a guest (no, unknown, revoked or expired session) → 401 code unauthenticated;
 * a logged-in user without the role → 403 code forbidden. Answers are never cached.
 */
export async function requireAdminApi(c: Context<AppEnv>, role: AdminRole): Promise<SessionUser> {
  const { db, t } = c.get('services');
  c.header('Cache-Control', 'private, no-store');
  const token = readAuthToken(c);
  const user = token ? await findUserBySessionToken(db, token) : null;
  const access = adminAccess(user, role);
  if (access === 'unauthenticated') throw new HttpError(401, t('admin.error.unauthenticated'), { code: 'unauthenticated' });
  if (access === 'forbidden') throw new HttpError(403, t('admin.error.forbidden'), { code: 'forbidden' });
  return user!;
}

const MAX_ID = 2_147_483_647;

/** A positive int4 path parameter (default `id`), else 404 (never a 500 for /abc or a huge number). */
export function adminPathId(c: Context<AppEnv>, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > MAX_ID) throw notFound();
  return Number(raw);
}

/** Hono's path (relative to the /api/admin mount) of an OpenAPI path: /api/admin/orders/{id} → /orders/:id. */
export function honoPath(path: string): string {
  return path.replace(/^\/api\/admin/, '').replace(/\{(\w+)\}/g, ':$1') || '/';
}

/** The OpenAPI entry of a route: tag admin, bearer auth, 401 and 403 always documented. */
export function adminRouteDoc(route: AdminApiRoute): ApiRouteDoc {
  return {
    method: route.method,
    path: route.path,
    summary: `${route.summary} (role: ${route.role === 'admin' ? 'admin' : 'editor or admin'})`,
    tag: 'admin',
    params: route.params,
    query: route.query,
    body: route.body,
    response: route.response,
    auth: true,
    errors: {
      401: 'code unauthenticated: no valid session',
      403:
        route.role === 'admin' ? 'code forbidden: the user is not an admin' : 'code forbidden: the user is neither an editor nor an admin',
      ...route.errors,
    },
  };
}
