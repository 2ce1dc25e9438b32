/**
 * The back office's doors to carrier shipments (decision 0104), beside POST /api/admin/orders/{id}/shipment and
 * /api/admin/orders/shipments: the same domain functions (role checked there), the same zod schema for the selected
 * orders. The order detail's "Vytvoriť zásielku" and the order list's "Vytvoriť zásielky a štítky" post here.
 */
import { data, redirect, type ActionFunctionArgs, type AppLoadContext } from 'react-router';
import type { SessionUser } from '@/domain/accounts/session-lookup';
import { shipmentBulkInput, shipmentBulkSchema } from '@/domain/shipments/shipment-schema';
import { bulkCreateShipments, createOrderShipment, type BulkShipmentResult, type ShipmentDeps } from '@/domain/shipments/shipments';
import { formatZodError } from '@/lib/validation';
import { withFlash } from '~/components/admin/flash-message';
import { adminNotFound, requireAdminPage } from '~/lib/admin/admin-guard.server';

export type ShipmentBulkActionData = { ok: true; shipments: BulkShipmentResult } | { ok: false; message: string };

export function shipmentDeps(context: AppLoadContext): ShipmentDeps {
  const { db, config, t, now } = context.services;
  return { db, config, t, now };
}

/** The order detail's "Vytvoriť zásielku": back to the detail with a flash, or 422 with the Slovak reason. */
export async function createShipmentPageAction(context: AppLoadContext, orderId: number, user: SessionUser) {
  const result = await createOrderShipment(shipmentDeps(context), orderId, user);
  if (!result.ok && result.code === 'not_found') return adminNotFound(context);
  if (!result.ok) return data({ ok: false as const, message: result.message }, { status: result.code === 'forbidden' ? 403 : 422 });
  throw redirect(
    withFlash(`/admin/objednavky/${orderId}`, result.created ? 'admin.shipment.flash.created' : 'admin.shipment.flash.existing'),
  );
}

/** The order list's "Vytvoriť zásielky a štítky" (intent=shipments): per order what happened, and the labels link. */
export async function shipmentBulkPageAction({ request, context }: ActionFunctionArgs, form: FormData) {
  const user = await requireAdminPage(request, context, 'admin');
  const input = shipmentBulkInput(form.getAll('id'));
  const parsed = shipmentBulkSchema.safeParse(input);
  if (!parsed.success) {
    const message =
      Object.values(formatZodError(parsed.error, input, context.services.t)).flat()[0] ?? context.services.t('validation.summary');
    return data<ShipmentBulkActionData>({ ok: false, message }, { status: 422 });
  }
  return data<ShipmentBulkActionData>({ ok: true, shipments: await bulkCreateShipments(shipmentDeps(context), parsed.data.ids, user) });
}
