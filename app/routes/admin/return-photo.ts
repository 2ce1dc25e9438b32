import type { Route } from './+types/return-photo';
import { returnPhoto } from '@/domain/returns/return-requests';
import { adminNotFound, adminParamId, requireAdminPage, type AdminRouteHandle } from '~/lib/admin/admin-guard.server';

export const handle = { adminRole: 'admin' } satisfies AdminRouteHandle;

/** /admin/vratenia/{id}/foto/{photoId}: a complaint photo for staff (decision 0102); private, never cached. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireAdminPage(request, context, handle.adminRole);
  const { db, files } = context.services;
  const photo = await returnPhoto({ db, files }, adminParamId(params.id, context), adminParamId(params.photoId, context), {
    userId: user.id,
    scope: user.scope,
  });
  if (!photo) adminNotFound(context);
  return new Response(new Uint8Array(photo), {
    headers: { 'Content-Type': 'image/webp', 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' },
  });
}
