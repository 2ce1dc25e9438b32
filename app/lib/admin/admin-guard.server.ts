/**
 * The back-office page guard (decision 0029). EVERY loader and action under app/routes/admin/ starts with
 *
 *   export const handle = { adminRole: 'admin' } satisfies AdminRouteHandle;   // or 'editor' for content pages
 *   export async function loader({ request, context }: Route.LoaderArgs) {
 *     const user = await requireAdminPage(request, context, handle.adminRole);
 *
 * - a guest is redirected to /prihlasenie?redirect=<the page> (logging in leads back);
 * - a logged-in user without the role gets the 403 page (thrown data with status 403, rendered by the admin
 *   layout's error boundary / AdminErrorBoundary);
 * tests/integration/admin-access.test.ts imports every admin route module and checks both for loader and action.
 */
import { data, redirect, type AppLoadContext } from 'react-router';
import type { SessionUser } from '@/domain/accounts/session-lookup';
import { safeRedirectPath } from '@/domain/accounts/safe-redirect';
import { adminAccess, type AdminRole } from '@/domain/back-office/roles';
import { getSessionUser } from '../session/guards.server';

export interface AdminRouteHandle {
  adminRole: AdminRole;
}

const ADMIN_LOGIN_PATH = '/prihlasenie';

/** The logged-in user holding `role`, else a login redirect (guest) or a 403 (anyone else). */
export async function requireAdminPage(request: Request, context: AppLoadContext, role: AdminRole): Promise<SessionUser> {
  const user = await getSessionUser(request, context);
  const access = adminAccess(user, role);
  if (access === 'unauthenticated') {
    const url = new URL(request.url);
    url.searchParams.delete('_routes');
    const wanted = request.method === 'GET' ? safeRedirectPath(url.pathname.replace(/\.data$/, '') + url.search) : '/admin';
    throw redirect(`${ADMIN_LOGIN_PATH}?redirect=${encodeURIComponent(wanted ?? '/admin')}`, { headers: { 'Cache-Control': 'no-store' } });
  }
  if (access === 'forbidden') {
    const message = context.services.t('admin.error.forbidden');
    throw data({ message, code: 'forbidden' }, { status: 403, statusText: message });
  }
  return user!;
}

/** 404 for an unknown id on an admin page (rendered by AdminErrorBoundary inside the admin frame). */
export function adminNotFound(context: AppLoadContext): never {
  const message = context.services.t('admin.error.not_found');
  throw data({ message }, { status: 404, statusText: message });
}

/** A positive int4 route parameter, else the admin 404. */
export function adminParamId(raw: string | undefined, context: AppLoadContext): number {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) adminNotFound(context);
  return Number(raw);
}
