/** Unknown paths under /admin: the admin 404 inside the admin frame (not the storefront's category catch-all). */
import type { Route } from './+types/not-found';
import { AdminErrorBoundary } from '~/components/admin/admin-error';
import { adminNotFound, requireAdminPage, type AdminRouteHandle } from '~/lib/admin/admin-guard.server';

export const handle = { adminRole: 'editor' } satisfies AdminRouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context, handle.adminRole);
  return adminNotFound(context);
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminPage(request, context, handle.adminRole);
  return adminNotFound(context);
}

export default function AdminNotFound() {
  return null;
}

export { AdminErrorBoundary as ErrorBoundary };
