import type { Route } from './+types/order-shipment-label';
import { orderShipmentLabel, shipmentLabelsPdf } from '@/domain/shipments/shipments';
import { shipmentBulkInput, shipmentBulkSchema } from '@/domain/shipments/shipment-schema';
import { requireAdminPage, type AdminRouteHandle } from '~/lib/admin/admin-guard.server';
import { shipmentDeps } from '~/lib/admin/admin-shipments.server';
import { notFound } from '~/lib/http/responses.server';

/**
 * The carrier's label PDF (decision 0104), opened in a new tab from the back office, outside its frame like the
 * packing slip: /admin/objednavky/{id}/stitok for one order, /admin/objednavky/stitky?id=…&id=… for the selected
 * orders as ONE PDF (the same schema as POST /api/admin/orders/shipments/labels). A refusal (no parcel yet, the
 * carrier did not answer) is a short Slovak text page with 422.
 */
export const handle = { adminRole: 'admin' } satisfies AdminRouteHandle;

const refusal = (message: string) =>
  new Response(message, { status: 422, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' } });

const pdf = (body: Buffer, filename: string) =>
  new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireAdminPage(request, context, handle.adminRole);
  const deps = shipmentDeps(context);
  if (params.id === undefined) {
    const parsed = shipmentBulkSchema.safeParse(shipmentBulkInput(new URL(request.url).searchParams.getAll('id')));
    if (!parsed.success) return refusal(context.services.t('admin.bulk.error.none_selected'));
    const result = await shipmentLabelsPdf(deps, parsed.data.ids, user);
    return result.ok ? pdf(result.pdf, 'stitky.pdf') : refusal(result.message);
  }
  if (!/^[1-9]\d{0,8}$/.test(params.id)) notFound();
  const result = await orderShipmentLabel(deps, Number(params.id), user);
  if (!result.ok && result.code === 'not_found') notFound();
  return result.ok ? pdf(result.pdf, result.filename) : refusal(result.message);
}
