/**
 * Carrier shipments of orders (decision 0104): "Vytvoriť zásielku" asks the order's carrier for a parcel, stores its
 * number on the order (orders.tracking_number, the column the "shipped" e-mail and the customer's pages read,
 * decision 0072) and in the audit log; "Tlačiť štítok" fetches the carrier's label PDF; the bulk variants do the
 * same for selected orders and merge the labels into one PDF.
 *
 * Idempotent through shipments.order_id UNIQUE: the parcel is claimed by inserting a 'pending' row BEFORE the
 * carrier is called (committed at once, so a parallel request sees it), the carrier's answer turns it 'created' in
 * one transaction with the order's number and the audit entry. A refusal, an error or a timeout deletes the claim:
 * nothing is half-saved, and the owner reads one Slovak sentence. A second request while the first is asking gets
 * "práve sa vytvára"; after it, the existing parcel (no second parcel at the carrier). A claim older than twice the
 * carrier timeout plus a minute (a server that died mid-call) may be taken over.
 */
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { AppConfig } from '../../config';
import { queryRows, type Db } from '../../db/client';
import type { CarrierCode, OrderState, PaymentMethodCode } from '../../db/schema';
import type { MessageKey, Translate } from '../../i18n';
import { recordAudit } from '../back-office/audit-log';
import { hasAdminRole, type AdminRole } from '../back-office/roles';
import { CarrierError, type ShipmentRequest } from './carrier-adapter';
import { carrierAdapter, type ShippingCarrier } from './shipment-carriers';

/** who may create shipments and print labels (the order workflow is the admin's, decision 0029) */
const SHIPMENT_ROLE: AdminRole = 'admin';

export interface ShipmentDeps {
  db: Db;
  config: Pick<AppConfig, 'shipments' | 'mode'>;
  t: Translate;
  now: () => Date;
}

export interface ShipmentActor {
  id: number;
  scope: readonly string[];
}

interface ShipmentView {
  carrier: ShippingCarrier;
  state: 'pending' | 'created';
  trackingNumber: string | null;
  createdAt: string;
}

type Refusal = 'not_shippable' | 'carrier_off' | 'in_progress' | 'carrier_invalid' | 'carrier_unavailable' | 'no_shipment';

export type ShipmentResult =
  | { ok: true; created: boolean; shipment: ShipmentView; number: string }
  | { ok: false; code: 'not_found' | 'forbidden'; message: string }
  | { ok: false; code: Refusal; message: string; number: string };

/** What the order detail shows: the parcel, and whether "Vytvoriť zásielku" is possible (else why not). */
export interface OrderShipmentPanel {
  /** null: personal pickup, no parcel */
  carrier: ShippingCarrier | null;
  carrierName: string;
  shipment: ShipmentView | null;
  /** why a shipment cannot be created now (null: it can, or it exists) */
  disabledReason: string | null;
  /** the demo carrier answers (decision 0105) */
  demo: boolean;
}

type OrderRow = {
  id: number;
  number: string;
  state: OrderState;
  carrier: CarrierCode;
  carrier_name: string;
  method: PaymentMethodCode;
  paid: boolean;
  email: string;
  phone: string | null;
  firstname: string;
  lastname: string;
  company: string | null;
  street: string | null;
  city: string | null;
  zip: string | null;
  country_code: string | null;
  packeta_point_id: string | null;
  currency_code: string;
  decimals: number | string | null;
  total_minor: number | string;
};

type ShipmentRow = {
  id: number;
  order_id: number;
  carrier: ShippingCarrier;
  state: 'pending' | 'created';
  tracking_number: string | null;
  carrier_shipment_id: string | null;
  created_at: string | Date;
  updated_at: string | Date;
};

const NOT_SHIPPABLE_STATES: readonly OrderState[] = ['cancelled', 'completed', 'ready_for_pickup'];

async function loadOrder(db: Db, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await queryRows<OrderRow>(
    db,
    sql`SELECT o.id, o.number, o.state, c.code AS carrier, c.name AS carrier_name, pm.code AS method, o.paid_at IS NOT NULL AS paid,
               o.email, nullif(trim(concat_ws(' ', o.phone_prefix, o.phone)), '') AS phone,
               coalesce(nullif(o.delivery_firstname, ''), o.invoice_firstname) AS firstname,
               coalesce(nullif(o.delivery_lastname, ''), o.invoice_lastname) AS lastname,
               coalesce(o.delivery_company, o.invoice_company) AS company,
               coalesce(o.delivery_street, o.invoice_street) AS street, coalesce(o.delivery_city, o.invoice_city) AS city,
               coalesce(o.delivery_zip, o.invoice_zip) AS zip, coalesce(o.delivery_country_code, o.invoice_country_code) AS country_code,
               o.packeta_point_id, o.currency_code,
               (SELECT cur.decimals FROM currencies cur WHERE cur.code = o.currency_code ORDER BY cur.id LIMIT 1) AS decimals,
               round(o.total / o.currency_rate)::bigint AS total_minor
        FROM orders o JOIN carriers c ON c.id = o.carrier_id JOIN payment_methods pm ON pm.id = o.payment_method_id
        WHERE o.id = ${orderId}`,
  );
  return row;
}

async function loadShipmentRow(db: Db, orderId: number): Promise<ShipmentRow | undefined> {
  const [row] = await queryRows<ShipmentRow>(db, sql`SELECT * FROM shipments WHERE order_id = ${orderId}`);
  return row;
}

function view(row: ShipmentRow): ShipmentView {
  return {
    carrier: row.carrier,
    state: row.state,
    trackingNumber: row.tracking_number,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function shippingCarrier(code: CarrierCode): ShippingCarrier | null {
  return code === 'packeta' || code === 'courier' ? code : null;
}

/** Why this order gets no parcel now, or null. */
function refusalOf(deps: ShipmentDeps, order: OrderRow): { code: Refusal; message: string } | null {
  const { t } = deps;
  const carrier = shippingCarrier(order.carrier);
  if (!carrier) return { code: 'not_shippable', message: t('admin.shipment.error.pickup') };
  if (NOT_SHIPPABLE_STATES.includes(order.state)) {
    return { code: 'not_shippable', message: t('admin.shipment.error.state', { state: t(`order.state.${order.state}` as MessageKey) }) };
  }
  if (carrier === 'packeta' && !order.packeta_point_id) return { code: 'not_shippable', message: t('admin.shipment.error.no_point') };
  if (!carrierAdapter(deps.config, carrier).adapter)
    return { code: 'carrier_off', message: t('admin.shipment.error.carrier_off', { carrier: order.carrier_name }) };
  return null;
}

function carrierMessage(t: Translate, carrierName: string, error: unknown): { code: Refusal; message: string } {
  if (error instanceof CarrierError && error.kind === 'invalid') {
    return { code: 'carrier_invalid', message: t('admin.shipment.error.invalid', { carrier: carrierName, detail: error.detail }) };
  }
  if (error instanceof CarrierError && error.kind === 'timeout') {
    return { code: 'carrier_unavailable', message: t('admin.shipment.error.timeout', { carrier: carrierName }) };
  }
  return { code: 'carrier_unavailable', message: t('admin.shipment.error.unavailable', { carrier: carrierName }) };
}

export async function loadOrderShipmentPanel(deps: ShipmentDeps, orderId: number): Promise<OrderShipmentPanel | null> {
  const order = await loadOrder(deps.db, orderId);
  if (!order) return null;
  const carrier = shippingCarrier(order.carrier);
  const row = await loadShipmentRow(deps.db, orderId);
  return {
    carrier,
    carrierName: order.carrier_name,
    shipment: row ? view(row) : null,
    disabledReason: row ? null : (refusalOf(deps, order)?.message ?? null),
    demo: carrier ? carrierAdapter(deps.config, carrier).demo : false,
  };
}

/** Creates the order's parcel at its carrier once (see the module comment). */
export async function createOrderShipment(deps: ShipmentDeps, orderId: number, actor: ShipmentActor): Promise<ShipmentResult> {
  const { db, t } = deps;
  if (!hasAdminRole(actor.scope, SHIPMENT_ROLE)) return { ok: false, code: 'forbidden', message: t('admin.shipment.error.forbidden') };
  const order = await loadOrder(db, orderId);
  if (!order) return { ok: false, code: 'not_found', message: t('admin.shipment.error.not_found', { id: orderId }) };
  const number = order.number;

  const existing = await loadShipmentRow(db, orderId);
  if (existing?.state === 'created') return { ok: true, created: false, shipment: view(existing), number };
  const refusal = refusalOf(deps, order);
  if (refusal) return { ok: false, ...refusal, number };
  const carrier = shippingCarrier(order.carrier)!;
  const adapter = carrierAdapter(deps.config, carrier).adapter!;

  // the claim: committed before the carrier is asked, so a parallel request finds it
  const stamp = deps.now();
  const staleBefore = new Date(stamp.getTime() - (2 * deps.config.shipments.timeoutMs + 60_000));
  const cod = order.method === 'cod' && !order.paid ? Number(order.total_minor) : null;
  const [claimed] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO shipments (order_id, carrier, state, cod_amount, currency_code, created_by, created_at, updated_at)
        VALUES (${orderId}, ${carrier}, 'pending', ${cod}, ${order.currency_code}, ${actor.id}, ${stamp.toISOString()}::timestamptz,
                ${stamp.toISOString()}::timestamptz)
        ON CONFLICT ON CONSTRAINT shipments_order_id_unique DO UPDATE
          SET carrier = excluded.carrier, cod_amount = excluded.cod_amount, currency_code = excluded.currency_code,
              created_by = excluded.created_by, created_at = excluded.created_at, updated_at = excluded.updated_at
          WHERE shipments.state = 'pending' AND shipments.updated_at < ${staleBefore.toISOString()}::timestamptz
        RETURNING id`,
  );
  if (!claimed) {
    const other = await loadShipmentRow(db, orderId);
    if (other?.state === 'created') return { ok: true, created: false, shipment: view(other), number };
    return { ok: false, code: 'in_progress', message: t('admin.shipment.error.in_progress'), number };
  }
  const shipmentId = Number(claimed.id);

  const request: ShipmentRequest = {
    orderNumber: number,
    recipient: {
      firstname: order.firstname,
      lastname: order.lastname,
      company: order.company,
      email: order.email,
      phone: order.phone,
      street: order.street,
      city: order.city,
      zip: order.zip,
      countryCode: order.country_code,
    },
    pickupPointId: carrier === 'packeta' ? order.packeta_point_id : null,
    currencyCode: order.currency_code,
    currencyDecimals: Number(order.decimals ?? 2),
    value: Number(order.total_minor),
    cod,
    weightKg: deps.config.shipments.parcelWeightKg,
  };
  let created;
  try {
    created = await adapter.createShipment(request);
  } catch (error) {
    await queryRows(db, sql`DELETE FROM shipments WHERE id = ${shipmentId} AND state = 'pending'`);
    if (!(error instanceof CarrierError)) console.error(`[shipments] order ${orderId}: unexpected carrier failure`, error);
    return { ok: false, ...carrierMessage(t, order.carrier_name, error), number };
  }
  const trackingNumber = created.trackingNumber.replace(/\s+/g, ' ').slice(0, 40);

  try {
    await db.transaction(async (tx) => {
      await queryRows(
        tx,
        sql`UPDATE shipments SET state = 'created', tracking_number = ${trackingNumber}, carrier_shipment_id = ${created.carrierShipmentId},
                   updated_at = ${deps.now().toISOString()}::timestamptz
            WHERE id = ${shipmentId}`,
      );
      const [before] = await queryRows<{ tracking_number: string | null }>(
        tx,
        sql`SELECT tracking_number FROM orders WHERE id = ${orderId} FOR UPDATE`,
      );
      await queryRows(tx, sql`UPDATE orders SET tracking_number = ${trackingNumber}, updated_at = now() WHERE id = ${orderId}`);
      await recordAudit(tx, {
        userId: actor.id,
        entity: 'orders',
        entityId: orderId,
        action: 'shipment_create',
        changes: { trackingNumber: { from: before?.tracking_number ?? null, to: trackingNumber } },
      });
    });
  } catch (error) {
    // the parcel exists at the carrier but could not be recorded: the claim stays (no second parcel) and is logged
    console.error(`[shipments] order ${orderId}: parcel ${created.carrierShipmentId} (${trackingNumber}) created but not recorded`, error);
    throw error;
  }
  const row = await loadShipmentRow(db, orderId);
  return { ok: true, created: true, shipment: view(row!), number };
}

export type LabelResult =
  | { ok: true; pdf: Buffer; filename: string }
  | { ok: false; code: 'not_found' | 'forbidden'; message: string }
  | { ok: false; code: Refusal; message: string; number: string };

/** The carrier's label of the order's parcel. */
export async function orderShipmentLabel(deps: ShipmentDeps, orderId: number, actor: ShipmentActor): Promise<LabelResult> {
  const { t } = deps;
  if (!hasAdminRole(actor.scope, SHIPMENT_ROLE)) return { ok: false, code: 'forbidden', message: t('admin.shipment.error.forbidden') };
  const order = await loadOrder(deps.db, orderId);
  if (!order) return { ok: false, code: 'not_found', message: t('admin.shipment.error.not_found', { id: orderId }) };
  const row = await loadShipmentRow(deps.db, orderId);
  if (!row || row.state !== 'created')
    return { ok: false, code: 'no_shipment', message: t('admin.shipment.error.no_shipment'), number: order.number };
  const adapter = carrierAdapter(deps.config, row.carrier).adapter;
  if (!adapter)
    return {
      ok: false,
      code: 'carrier_off',
      message: t('admin.shipment.error.carrier_off', { carrier: order.carrier_name }),
      number: order.number,
    };
  try {
    const pdf = await adapter.labelPdf({
      carrierShipmentId: row.carrier_shipment_id!,
      trackingNumber: row.tracking_number!,
      orderNumber: order.number,
    });
    return { ok: true, pdf, filename: `stitok-${order.number}.pdf` };
  } catch (error) {
    return { ok: false, ...carrierMessage(t, order.carrier_name, error), number: order.number };
  }
}

interface BulkShipmentItem {
  id: number;
  number: string | null;
  ok: boolean;
  /** true: a new parcel; false with ok: the order had one */
  created: boolean;
  /** why it was refused */
  code?: Refusal | 'not_found' | 'forbidden';
  trackingNumber: string | null;
  message: string;
}

export interface BulkShipmentResult {
  created: number;
  existing: number;
  refused: number;
  items: BulkShipmentItem[];
  /** the orders that have a parcel now (for printing their labels) */
  shippedIds: number[];
  summary: string;
}

/** "Vytvoriť zásielky" for the selected orders: one after another, each on its own (a refusal stops nothing). */
export async function bulkCreateShipments(deps: ShipmentDeps, ids: readonly number[], actor: ShipmentActor): Promise<BulkShipmentResult> {
  const { t } = deps;
  const items: BulkShipmentItem[] = [];
  for (const id of [...new Set(ids)]) {
    const result = await createOrderShipment(deps, id, actor);
    if (result.ok) {
      items.push({
        id,
        number: result.number,
        ok: true,
        created: result.created,
        trackingNumber: result.shipment.trackingNumber,
        message: t(result.created ? 'admin.shipment.bulk.created' : 'admin.shipment.bulk.existing', {
          number: result.number,
          tracking: result.shipment.trackingNumber ?? '',
        }),
      });
    } else {
      const number = 'number' in result ? result.number : null;
      items.push({
        id,
        number,
        ok: false,
        created: false,
        code: result.code,
        trackingNumber: null,
        message: t('admin.shipment.bulk.refused', { number: number ?? String(id), reason: result.message }),
      });
    }
  }
  const created = items.filter((i) => i.ok && i.created).length;
  const existing = items.filter((i) => i.ok && !i.created).length;
  const refused = items.length - created - existing;
  return {
    created,
    existing,
    refused,
    items,
    shippedIds: items.filter((i) => i.ok).map((i) => i.id),
    summary: t('admin.shipment.bulk.summary', { created, existing, refused }),
  };
}

export type LabelsResult =
  { ok: true; pdf: Buffer; pages: number; missing: string[] } | { ok: false; code: 'forbidden' | 'no_labels'; message: string };

/**
 * The labels of the selected orders as ONE PDF (pdf-lib copies every page of each carrier's label, in the order of
 * the ids). Orders without a parcel, or whose label the carrier did not give, are listed in `missing`.
 */
export async function shipmentLabelsPdf(deps: ShipmentDeps, ids: readonly number[], actor: ShipmentActor): Promise<LabelsResult> {
  const { t } = deps;
  if (!hasAdminRole(actor.scope, SHIPMENT_ROLE)) return { ok: false, code: 'forbidden', message: t('admin.shipment.error.forbidden') };
  const merged = await PDFDocument.create();
  merged.setTitle(t('admin.shipment.labels_title'));
  const missing: string[] = [];
  for (const id of [...new Set(ids)]) {
    const label = await orderShipmentLabel(deps, id, actor);
    if (!label.ok) {
      missing.push(t('admin.shipment.bulk.refused', { number: 'number' in label ? label.number : String(id), reason: label.message }));
      continue;
    }
    const source = await PDFDocument.load(label.pdf);
    const pages = await merged.copyPages(source, source.getPageIndices());
    for (const page of pages) merged.addPage(page);
  }
  if (merged.getPageCount() === 0)
    return { ok: false, code: 'no_labels', message: [t('admin.shipment.error.no_labels'), ...missing].join(' ') };
  return { ok: true, pdf: Buffer.from(await merged.save()), pages: merged.getPageCount(), missing };
}
