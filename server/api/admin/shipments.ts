/**
 * Carrier shipments and labels (decision 0104): thin handlers over src/domain/shipments/shipments.ts, which checks
 * the role and asks the carrier. A refusal (pickup order, carrier not connected, the carrier's validation error,
 * an unreachable carrier or a timeout) is 422 with the Slovak sentence in `message` and `errors.id`; nothing is
 * saved then. Admin only.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { shipmentBulkSchema } from '../../../src/domain/shipments/shipment-schema';
import {
  bulkCreateShipments,
  createOrderShipment,
  orderShipmentLabel,
  shipmentLabelsPdf,
  type ShipmentDeps,
} from '../../../src/domain/shipments/shipments';
import type { AppEnv } from '../../app';
import { HttpError, notFound } from '../../http/errors';
import { readBody, validate } from '../../http/validate';
import { adminPathId, adminRoute, type AdminApiRoute } from './registry';

const idParams = z.object({ id: z.number().int().positive().describe('order id') });
const shipmentSchema = z.object({
  created: z.boolean().describe('true: a new parcel now; false: the order had one (no second parcel)'),
  carrier: z.enum(['packeta', 'courier']),
  trackingNumber: z.string().describe('also stored as the order’s tracking number'),
  createdAt: z.string(),
});
const bulkResultSchema = z.object({
  created: z.number(),
  existing: z.number(),
  refused: z.number(),
  items: z.array(
    z.object({
      id: z.number(),
      number: z.string().nullable(),
      ok: z.boolean(),
      created: z.boolean(),
      code: z
        .string()
        .optional()
        .describe('why refused: not_found, not_shippable, carrier_off, in_progress, carrier_invalid, carrier_unavailable'),
      trackingNumber: z.string().nullable(),
      message: z.string(),
    }),
  ),
  shippedIds: z.array(z.number()).describe('the orders that have a parcel now'),
  summary: z.string(),
});

function deps(c: Context<AppEnv>): ShipmentDeps {
  const s = c.get('services');
  return { db: s.db, config: s.config, t: s.t, now: s.now };
}

function refuse(result: { code: string; message: string }): never {
  if (result.code === 'not_found') throw notFound();
  if (result.code === 'forbidden') throw new HttpError(403, result.message, { code: 'forbidden' });
  throw new HttpError(422, result.message, { code: result.code, errors: { id: [result.message] } });
}

const pdf = (body: Buffer, filename: string) =>
  new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });

export const adminShipmentApi: AdminApiRoute[] = [
  adminRoute({
    method: 'post',
    path: '/api/admin/orders/{id}/shipment',
    role: 'admin',
    summary:
      "Creates the order's parcel at its carrier (Packeta with the pickup point, or the courier; cash on delivery sends the amount) and stores the tracking number on the order; once per order: a second call answers the existing parcel (200) instead of a new one (201)",
    params: idParams,
    response: shipmentSchema,
    errors: {
      404: 'Unknown order',
      422: 'code not_shippable | carrier_off | in_progress | carrier_invalid | carrier_unavailable, message in Slovak; nothing saved',
    },
    handler: async (c, user) => {
      const result = await createOrderShipment(deps(c), adminPathId(c), user);
      if (!result.ok) refuse(result);
      const { shipment } = result;
      return c.json(
        {
          data: {
            created: result.created,
            carrier: shipment.carrier,
            trackingNumber: shipment.trackingNumber,
            createdAt: shipment.createdAt,
          },
          message: c.get('services').t(result.created ? 'admin.shipment.flash.created' : 'admin.shipment.flash.existing'),
        },
        result.created ? 201 : 200,
      );
    },
  }),
  adminRoute({
    method: 'get',
    path: '/api/admin/orders/{id}/shipment/label',
    role: 'admin',
    summary: "The carrier's label of the order's parcel as a PDF (Packeta: the configured A6/A7 format)",
    params: idParams,
    errors: { 404: 'Unknown order', 422: 'code no_shipment (create it first) or the carrier refused / did not answer' },
    handler: async (c, user) => {
      const result = await orderShipmentLabel(deps(c), adminPathId(c), user);
      if (!result.ok) refuse(result);
      return pdf(result.pdf, result.filename);
    },
  }),
  adminRoute({
    method: 'post',
    path: '/api/admin/orders/shipments',
    role: 'admin',
    summary:
      'Creates the parcels of up to 100 orders, each on its own (orders with a parcel keep it); the answer lists per order what happened',
    body: shipmentBulkSchema,
    response: bulkResultSchema,
    errors: { 422: 'errors at ids: none, more than 100, not positive integers' },
    handler: async (c, user) => {
      const input = validate(c, shipmentBulkSchema, await readBody(c));
      const result = await bulkCreateShipments(deps(c), input.ids, user);
      return c.json({ data: result, message: result.summary });
    },
  }),
  adminRoute({
    method: 'post',
    path: '/api/admin/orders/shipments/labels',
    role: 'admin',
    summary:
      'The labels of up to 100 orders merged into ONE PDF, in the order of the ids; orders without a parcel are left out (header X-Labels-Missing counts them)',
    body: shipmentBulkSchema,
    errors: { 422: 'errors at ids, or none of the orders has a label' },
    handler: async (c, user) => {
      const input = validate(c, shipmentBulkSchema, await readBody(c));
      const result = await shipmentLabelsPdf(deps(c), input.ids, user);
      if (!result.ok) refuse(result);
      const response = pdf(result.pdf, 'stitky.pdf');
      response.headers.set('X-Labels-Missing', String(result.missing.length));
      return response;
    },
  }),
];
