import type { Route } from './+types/account-personal-data-export';
import { exportPersonalData, personalDataFileName } from '@/domain/accounts/personal-data';
import { requireUser } from '~/lib/session/guards.server';
import { notFound } from '~/lib/http/responses.server';

/**
 * /ucet/osobne-udaje/export (decision 0097): the logged-in customer's personal data as a JSON download, the same
 * document as GET /api/me/personal-data. A guest is redirected home.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db, now } = context.services;
  const exported = await exportPersonalData(db, user.id, now());
  if (!exported) notFound();
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${personalDataFileName(now())}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
