/**
 * How a return request reads (decision 0102): its row, lines and photos as the customer's pages, the back office and
 * the customer's e-mails (return-mail.ts, sent by the mail outbox, decision 0128) show it. Knows nothing of HTTP.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import type { ReturnKind, ReturnResolution, ReturnState } from '../../db/schema';

export interface ReturnLine {
  orderItemId: number;
  name: string;
  quantity: number;
  /** gross, minor units of the order's currency */
  unitPrice: number;
}

export interface ReturnRequestView {
  id: number;
  number: string;
  orderId: number;
  kind: ReturnKind;
  state: ReturnState;
  resolution: ReturnResolution | null;
  rejectReason: string | null;
  description: string | null;
  createdAt: string;
  decidedAt: string | null;
  closedAt: string | null;
  items: ReturnLine[];
  photoIds: number[];
  creditNoteId: number | null;
}

export type RequestRow = {
  id: number;
  number: string;
  order_id: number;
  kind: ReturnKind;
  state: ReturnState;
  resolution: ReturnResolution | null;
  reject_reason: string | null;
  description: string | null;
  iban: string | null;
  credit_note_id: number | null;
  created_at: string | Date;
  decided_at: string | Date | null;
  closed_at: string | Date | null;
};

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

export async function viewsOf(db: DbOrTx, rows: readonly RequestRow[]): Promise<ReturnRequestView[]> {
  if (rows.length === 0) return [];
  const ids = sql.join(
    rows.map((r) => sql`${Number(r.id)}`),
    sql`, `,
  );
  const items = await queryRows<{
    request_id: number;
    order_item_id: number;
    quantity: number;
    name: string;
    variant_name: string | null;
    unit: number;
    rate: number;
  }>(
    db,
    sql`SELECT i.request_id, i.order_item_id, i.quantity, oi.name, oi.variant_name,
               round(oi.unit_price_gross / o.currency_rate)::bigint AS unit, o.currency_rate AS rate
        FROM return_request_items i JOIN order_items oi ON oi.id = i.order_item_id JOIN orders o ON o.id = oi.order_id
        WHERE i.request_id IN (${ids}) ORDER BY i.id`,
  );
  const photos = await queryRows<{ id: number; request_id: number }>(
    db,
    sql`SELECT id, request_id FROM return_request_photos WHERE request_id IN (${ids}) ORDER BY id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    number: r.number,
    orderId: Number(r.order_id),
    kind: r.kind,
    state: r.state,
    resolution: r.resolution,
    rejectReason: r.reject_reason,
    description: r.description,
    createdAt: iso(r.created_at)!,
    decidedAt: iso(r.decided_at),
    closedAt: iso(r.closed_at),
    items: items
      .filter((i) => Number(i.request_id) === Number(r.id))
      .map((i) => ({
        orderItemId: Number(i.order_item_id),
        name: i.variant_name ? `${i.name} – ${i.variant_name}` : i.name,
        quantity: Number(i.quantity),
        unitPrice: Number(i.unit),
      })),
    photoIds: photos.filter((p) => Number(p.request_id) === Number(r.id)).map((p) => Number(p.id)),
    creditNoteId: r.credit_note_id === null ? null : Number(r.credit_note_id),
  }));
}

export const REQUEST_COLUMNS = sql.raw(
  'r.id, r.number, r.order_id, r.kind, r.state, r.resolution, r.reject_reason, r.description, r.iban, r.credit_note_id, r.created_at, r.decided_at, r.closed_at',
);
