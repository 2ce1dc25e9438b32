import type { Route } from './+types/return-photo';
import { returnPhoto } from '@/domain/returns/return-requests';
import { getSessionUser } from '~/lib/session/guards.server';
import { notFound, requireId } from '~/lib/http/responses.server';

/**
 * /ucet/objednavka/{id}/reklamacia/{requestId}/foto/{photoId}: a complaint photo for the customer who owns the order
 * (decision 0102). Anybody else gets the 404 of an unknown photo.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await getSessionUser(request, context);
  if (!user) notFound();
  const requestId = requireId(params.requestId);
  const { db, files } = context.services;
  const photo = await returnPhoto({ db, files }, requestId, requireId(params.photoId), { userId: user.id, scope: [] });
  if (!photo) notFound();
  return new Response(new Uint8Array(photo), {
    headers: { 'Content-Type': 'image/webp', 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' },
  });
}
