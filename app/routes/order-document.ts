import type { Route } from './+types/order-document';
import { findCustomerOrderId } from '@/domain/accounts/customer-orders';
import { invoicePdf } from '@/domain/invoices/invoices';
import { findOrderByAccessHash } from '@/domain/orders/order-summary';
import { getSessionUser } from '~/lib/session/guards.server';
import { notFound, requireId } from '~/lib/http/responses.server';

/**
 * A tax document of an order as a PDF (decision 0098), for whoever may see the order: the logged-in customer who owns
 * it (/ucet/objednavka/{id}/doklad/{documentId}) or the holder of its summary link
 * (/shrnuti/{id}/{hash}/doklad/{documentId}). Anything else is a 404, the same as an unknown document.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db, files } = context.services;
  let orderId: number | null = null;
  if (params.hash !== undefined) {
    orderId = (await findOrderByAccessHash(db, params.id, params.hash))?.id ?? null;
  } else {
    const user = await getSessionUser(request, context);
    if (user) orderId = await findCustomerOrderId(db, user.id, params.id);
  }
  if (orderId === null) notFound();
  const document = await invoicePdf(db, files, orderId, requireId(params.documentId));
  if (!document) notFound();
  return new Response(new Uint8Array(document.pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${document.number}.pdf"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
