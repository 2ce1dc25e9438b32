/**
 * Returns and complaints (decisions 0102, 0103): a customer (own order) or a guest (order number + the order's e-mail)
 * files a withdrawal or a complaint about a delivered order; the back office moves it through its states
 * (return-states.ts), the goods of an accepted withdrawal go back to stock, a refund of an invoiced order issues a
 * partial credit note, and the customer gets an e-mail at every step: written to the mail outbox in the transaction of
 * the step (so a failed SMTP server never loses it) and sent by its worker right after the commit (decision 0128).
 *
 * Limits are enforced under the order's row lock: every request of an order locks the order row (FOR UPDATE) before
 * it reads what was already returned, so two parallel requests for the last piece queue and the second one sees the
 * first: never more than bought minus already returned (rejected requests and complaints settled by repair or
 * replacement give their quantities back). The request number comes from the gap-free counter of order numbers
 * (series 'returns', decision 0069). Knows nothing of HTTP or React.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import type { FileStore } from '../../db/file-store';
import type { ReturnKind, ReturnState } from '../../db/schema';
import type { Translate } from '../../i18n';
import { shopCalendarDate } from '../../lib/shop-time';
import type { FieldErrors } from '../../lib/validation';
import type { Mailer } from '../../mail/mailer';
import { enqueueReturnRequestMail, type MailOutbox } from '../../mail/order-mail-outbox';
import { recordAudit } from '../back-office/audit-log';
import { hasAdminRole } from '../back-office/roles';
import { issuePartialCreditNote } from '../invoices/invoices';
import { returnStock } from '../orders/admin-order-actions';
import { loadOrderSummary, type OrderSummary } from '../orders/order-summary';
import { hitRateLimit } from '../security/rate-limit';
import { notifyRestockedWatchdogs } from '../watchdogs/restock-notifier';
import { preparePhotos, type PhotoUpload } from './return-photos';
import { quantityFieldName, type ReturnRequestInput, type ReturnTransitionInput } from './return-schemas';
import { REQUEST_COLUMNS, viewsOf, type RequestRow, type ReturnLine, type ReturnRequestView } from './return-views';
import { allowedReturnTransitions, complaintOpen, isAllowedReturnTransition, returnDeadline, withdrawalOpen } from './return-states';

/** The guest form: at most this many requests (or failed look-ups) per client address and hour. */
const GUEST_RATE_LIMIT = { hits: 10, windowSeconds: 3600 };
const PAGE_SIZE = 50;

export interface ReturnDeps {
  db: Db;
  files: FileStore;
  /** the restock e-mails of goods an accepted withdrawal returns to stock */
  mailer: Mailer;
  /** sends the customer's e-mails, written to the outbox in the step's transaction, after the commit (decision 0128) */
  mailOutbox: Pick<MailOutbox, 'kick'>;
  t: Translate;
  publicUrl: string;
  now: () => Date;
}

/** Who files the request: a logged-in customer for their order, or a guest naming the order and its e-mail. */
export type ReturnRequester =
  { kind: 'customer'; userId: number; orderId: number } | { kind: 'guest'; orderNumber: string; email: string; ip: string };

export type CreateReturnResult =
  | { ok: true; id: number; number: string }
  | { ok: false; code: 'not_found' }
  | { ok: false; code: 'rate_limited' }
  | { ok: false; code: 'invalid'; errors: FieldErrors };

export interface AdminReturnDetail extends ReturnRequestView {
  orderNumber: string;
  email: string;
  customerName: string;
  iban: string | null;
  currency: OrderSummary['currency'];
  /** the returned goods at the order's prices, minor units */
  value: number;
  deadline: { dueAt: string; overdue: boolean; closed: boolean };
  next: readonly ReturnState[];
  creditNote: { id: number; number: string; total: number } | null;
}

/** The lines of a delivered order a request may name, with how many pieces are still returnable. */
export interface ReturnableOrder {
  orderId: number;
  deliveredAt: string | null;
  withdrawalOpen: boolean;
  complaintOpen: boolean;
  lines: Array<ReturnLine & { bought: number; returnable: number }>;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// ---------------------------------------------------------------------------------------------------------------------
// reading

/**
 * When the order was delivered: the last time it reached 'completed' (order_state_changes; an order has no separate
 * delivery time — decision 0102). Null while it is not completed.
 */
async function deliveredAt(db: DbOrTx, orderId: number): Promise<Date | null> {
  const [row] = await queryRows<{ at: string | Date | null; state: string }>(
    db,
    sql`SELECT o.state,
               coalesce((SELECT max(c.created_at) FROM order_state_changes c WHERE c.order_id = o.id AND c.to_state = 'completed'),
                        o.updated_at) AS at
        FROM orders o WHERE o.id = ${orderId}`,
  );
  if (!row || row.state !== 'completed' || !row.at) return null;
  return new Date(row.at);
}

/** Pieces of each order line already in requests that count (see the module comment). */
async function returnedQuantities(db: DbOrTx, orderId: number): Promise<Map<number, number>> {
  const rows = await queryRows<{ order_item_id: number; quantity: number | string }>(
    db,
    sql`SELECT i.order_item_id, sum(i.quantity)::int AS quantity
        FROM return_request_items i JOIN return_requests r ON r.id = i.request_id
        WHERE r.order_id = ${orderId} AND r.state <> 'rejected'
          AND NOT (r.kind = 'complaint' AND r.resolution IN ('repair', 'replacement'))
        GROUP BY i.order_item_id`,
  );
  return new Map(rows.map((r) => [Number(r.order_item_id), Number(r.quantity)]));
}

function lineName(item: OrderSummary['items'][number]): string {
  return item.variantName ? `${item.name} – ${item.variantName}` : item.name;
}

/** What of the order may be returned now (the form's lines). */
export async function loadReturnableOrder(db: Db, orderId: number, now: Date): Promise<ReturnableOrder | null> {
  const summary = await loadOrderSummary(db, orderId, { cardPaymentEnabled: false });
  if (!summary) return null;
  const delivered = await deliveredAt(db, orderId);
  const returned = await returnedQuantities(db, orderId);
  return {
    orderId,
    deliveredAt: delivered?.toISOString() ?? null,
    withdrawalOpen: delivered !== null && withdrawalOpen(delivered, now),
    complaintOpen: delivered !== null && complaintOpen(delivered, now),
    lines: summary.items
      .filter((i) => i.total > 0 || !i.isGift)
      .map((i) => ({
        orderItemId: i.id,
        name: lineName(i),
        quantity: i.quantity,
        unitPrice: i.unitPrice,
        bought: i.quantity,
        returnable: Math.max(0, i.quantity - (returned.get(i.id) ?? 0)),
      })),
  };
}

/** The requests of one order, newest first (the order detail of its owner). */
export async function listOrderReturnRequests(db: DbOrTx, orderId: number): Promise<ReturnRequestView[]> {
  const rows = await queryRows<RequestRow>(
    db,
    sql`SELECT ${REQUEST_COLUMNS} FROM return_requests r WHERE r.order_id = ${orderId} ORDER BY r.id DESC`,
  );
  return viewsOf(db, rows);
}

/** Every request about the customer's orders, newest first. */
export async function listCustomerReturnRequests(db: DbOrTx, userId: number): Promise<ReturnRequestView[]> {
  const rows = await queryRows<RequestRow>(
    db,
    sql`SELECT ${REQUEST_COLUMNS} FROM return_requests r JOIN orders o ON o.id = r.order_id
        WHERE o.user_id = ${userId} ORDER BY r.id DESC LIMIT 200`,
  );
  return viewsOf(db, rows);
}

export interface AdminReturnRow {
  id: number;
  number: string;
  orderId: number;
  orderNumber: string;
  customerName: string;
  kind: ReturnKind;
  state: ReturnState;
  createdAt: string;
  deadline: { dueAt: string; overdue: boolean; closed: boolean };
}

/** The back-office list: open requests first (oldest deadline first), then the closed ones, newest first. */
export async function listReturnRequestsForAdmin(
  db: DbOrTx,
  query: { state?: ReturnState; kind?: ReturnKind; page: number },
  now: Date,
): Promise<{ rows: AdminReturnRow[]; total: number; page: number; pageSize: number }> {
  const where = sql.join(
    [sql`TRUE`, ...(query.state ? [sql`r.state = ${query.state}`] : []), ...(query.kind ? [sql`r.kind = ${query.kind}`] : [])],
    sql` AND `,
  );
  const rows = await queryRows<{
    id: number;
    number: string;
    order_id: number;
    order_number: string;
    name: string;
    kind: ReturnKind;
    state: ReturnState;
    created_at: string | Date;
  }>(
    db,
    sql`SELECT r.id, r.number, r.order_id, o.number AS order_number, o.invoice_firstname || ' ' || o.invoice_lastname AS name,
               r.kind, r.state, r.created_at
        FROM return_requests r JOIN orders o ON o.id = r.order_id
        WHERE ${where}
        ORDER BY (r.state IN ('rejected', 'refunded', 'resolved')), CASE WHEN r.state IN ('rejected', 'refunded', 'resolved') THEN NULL ELSE r.created_at END ASC,
                 r.id DESC
        LIMIT ${PAGE_SIZE} OFFSET ${(query.page - 1) * PAGE_SIZE}`,
  );
  const [count] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM return_requests r WHERE ${where}`);
  return {
    rows: rows.map((r) => {
      const createdAt = new Date(r.created_at).toISOString();
      return {
        id: Number(r.id),
        number: r.number,
        orderId: Number(r.order_id),
        orderNumber: r.order_number,
        customerName: r.name,
        kind: r.kind,
        state: r.state,
        createdAt,
        deadline: returnDeadline(r.kind, r.state, createdAt, now),
      };
    }),
    total: Number(count?.n ?? 0),
    page: query.page,
    pageSize: PAGE_SIZE,
  };
}

/** One request for the back office (null: unknown id). */
export async function loadReturnRequestForAdmin(db: Db, id: number, now: Date): Promise<AdminReturnDetail | null> {
  const [row] = await queryRows<RequestRow & { order_number: string; email: string; name: string }>(
    db,
    sql`SELECT ${REQUEST_COLUMNS}, o.number AS order_number, o.email, o.invoice_firstname || ' ' || o.invoice_lastname AS name
        FROM return_requests r JOIN orders o ON o.id = r.order_id WHERE r.id = ${id}`,
  );
  if (!row) return null;
  const [view] = await viewsOf(db, [row]);
  const summary = await loadOrderSummary(db, Number(row.order_id), { cardPaymentEnabled: false });
  const [note] = row.credit_note_id
    ? await queryRows<{ id: number; number: string; total: number }>(
        db,
        sql`SELECT id, number, total FROM invoices WHERE id = ${row.credit_note_id}`,
      )
    : [];
  return {
    ...view!,
    orderNumber: row.order_number,
    email: row.email,
    customerName: row.name,
    iban: row.iban,
    currency: summary!.currency,
    value: view!.items.reduce((sum, i) => sum + i.unitPrice * i.quantity, 0),
    deadline: returnDeadline(row.kind, row.state, view!.createdAt, now),
    next: allowedReturnTransitions(row.kind, row.state),
    creditNote: note ? { id: Number(note.id), number: note.number, total: Number(note.total) } : null,
  };
}

/**
 * Finds the order a requester may file for: the customer's own order, or the guest's by number and e-mail (a wrong
 * e-mail answers exactly like an unknown number).
 */
async function requesterOrder(db: DbOrTx, requester: ReturnRequester): Promise<{ id: number; userId: number | null } | null> {
  const [row] =
    requester.kind === 'customer'
      ? await queryRows<{ id: number; user_id: number | null }>(
          db,
          sql`SELECT id, user_id FROM orders WHERE id = ${requester.orderId} AND user_id = ${requester.userId}`,
        )
      : await queryRows<{ id: number; user_id: number | null }>(
          db,
          sql`SELECT id, user_id FROM orders WHERE number = ${requester.orderNumber.trim()} AND lower(email) = ${requester.email.trim().toLowerCase()}`,
        );
  return row ? { id: Number(row.id), userId: row.user_id === null ? null : Number(row.user_id) } : null;
}

// ---------------------------------------------------------------------------------------------------------------------
// filing

async function nextReturnNumber(tx: DbOrTx, at: Date): Promise<string> {
  const year = shopCalendarDate(at).year % 100;
  const [row] = await queryRows<{ last_value: number }>(
    tx,
    sql`INSERT INTO order_number_counters AS c (series, year, last_value, updated_at)
        VALUES ('returns', ${year}, 1, now())
        ON CONFLICT (series, year) DO UPDATE SET last_value = c.last_value + 1, updated_at = now()
        RETURNING c.last_value`,
  );
  return `R${String(year).padStart(2, '0')}${String(Number(row!.last_value)).padStart(5, '0')}`;
}

/** Files a request (see the module comment); the confirmation e-mail is written with it and goes out after the commit. */
export async function createReturnRequest(
  deps: ReturnDeps,
  requester: ReturnRequester,
  input: ReturnRequestInput,
  uploads: readonly PhotoUpload[],
): Promise<CreateReturnResult> {
  const { db, t } = deps;
  const now = deps.now();
  if (requester.kind === 'guest') {
    const limit = await hitRateLimit(db, `returns:${requester.ip}`, GUEST_RATE_LIMIT.hits, GUEST_RATE_LIMIT.windowSeconds);
    if (!limit.allowed) return { ok: false, code: 'rate_limited' };
  }
  const order = await requesterOrder(db, requester);
  if (!order) return { ok: false, code: 'not_found' };
  if (input.kind === 'withdrawal' && uploads.length > 0)
    return { ok: false, code: 'invalid', errors: { photos: [t('returns.error.photo_withdrawal')] } };
  const photos = await preparePhotos(uploads, t);
  if (!photos.ok) return { ok: false, code: 'invalid', errors: { photos: [photos.message] } };

  const outcome = await db.transaction(async (tx): Promise<CreateReturnResult> => {
    // the order's row lock: parallel requests of one order queue here (see the module comment)
    await queryRows(tx, sql`SELECT id FROM orders WHERE id = ${order.id} FOR UPDATE`);
    const delivered = await deliveredAt(tx, order.id);
    if (!delivered) return { ok: false, code: 'invalid', errors: { '': [t('returns.error.not_delivered')] } };
    if (input.kind === 'withdrawal' && !withdrawalOpen(delivered, now))
      return { ok: false, code: 'invalid', errors: { kind: [t('returns.error.withdrawal_late')] } };
    if (input.kind === 'complaint' && !complaintOpen(delivered, now))
      return { ok: false, code: 'invalid', errors: { kind: [t('returns.error.complaint_late')] } };
    const bought = await queryRows<{ id: number; quantity: number }>(
      tx,
      sql`SELECT id, quantity FROM order_items WHERE order_id = ${order.id}`,
    );
    const returned = await returnedQuantities(tx, order.id);
    const errors: FieldErrors = {};
    for (const item of input.items) {
      const line = bought.find((b) => Number(b.id) === item.orderItemId);
      const field = quantityFieldName(item.orderItemId);
      if (!line) errors[field] = [t('validation.invalid')];
      else {
        const left = Number(line.quantity) - (returned.get(item.orderItemId) ?? 0);
        if (item.quantity > left) errors[field] = [t('returns.error.quantity', { max: Math.max(0, left) })];
      }
    }
    if (Object.keys(errors).length > 0) return { ok: false, code: 'invalid', errors };

    const number = await nextReturnNumber(tx, now);
    const [request] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO return_requests (number, order_id, user_id, kind, state, description, iban, created_at, updated_at)
          VALUES (${number}, ${order.id}, ${requester.kind === 'customer' ? requester.userId : null}, ${input.kind}, 'received',
                  ${input.description}, ${input.iban}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
          RETURNING id`,
    );
    const id = Number(request!.id);
    await enqueueReturnRequestMail(tx, { orderId: order.id, returnRequestId: id, state: 'received' });
    await queryRows(
      tx,
      sql`INSERT INTO return_request_items (request_id, order_item_id, quantity)
          VALUES ${sql.join(
            input.items.map((i) => sql`(${id}, ${i.orderItemId}, ${i.quantity})`),
            sql`, `,
          )}`,
    );
    for (const photo of photos.photos) {
      const key = `returns/${id}/${randomUUID()}.webp`;
      await deps.files.put(key, photo, 'image/webp', tx);
      await queryRows(tx, sql`INSERT INTO return_request_photos (request_id, file_key) VALUES (${id}, ${key})`);
    }
    return { ok: true, id, number };
  });
  if (outcome.ok) deps.mailOutbox.kick();
  return outcome;
}

// ---------------------------------------------------------------------------------------------------------------------
// the back office

export type ReturnTransitionResult =
  | { ok: true; from: ReturnState; to: ReturnState; creditNoteId: number | null; restocked: number }
  | { ok: false; code: 'not_found' | 'forbidden' }
  | { ok: false; code: 'illegal_transition'; from: ReturnState; to: ReturnState };

/**
 * Moves a request to `input.to` as a back-office admin (the role is checked here, not only at the door): one
 * transaction holding the order's and the request's row locks — state, decision time, reason or resolution; the goods
 * of an accepted withdrawal back to stock (returnStock, as a cancellation does it); the partial credit note of a
 * refund of an invoiced order; the audit entry; the customer's e-mail into the outbox, sent after the commit.
 */
export async function changeReturnState(
  deps: ReturnDeps,
  id: number,
  input: ReturnTransitionInput,
  user: { id: number; scope: readonly string[] },
): Promise<ReturnTransitionResult> {
  if (!hasAdminRole(user.scope, 'admin')) return { ok: false, code: 'forbidden' };
  const at = deps.now();
  const stamp = at.toISOString();
  const [head] = await queryRows<{ order_id: number }>(deps.db, sql`SELECT order_id FROM return_requests WHERE id = ${id}`);
  if (!head) return { ok: false, code: 'not_found' };
  const summary = await loadOrderSummary(deps.db, Number(head.order_id), { cardPaymentEnabled: false });
  if (!summary) return { ok: false, code: 'not_found' };

  const outcome = await deps.db.transaction(async (tx: Tx): Promise<ReturnTransitionResult & { variantIds?: number[] }> => {
    const [order] = await queryRows<{ carrier: 'pickup' | 'courier' | 'packeta'; pickup_store_id: number | null }>(
      tx,
      sql`SELECT c.code AS carrier, o.pickup_store_id FROM orders o JOIN carriers c ON c.id = o.carrier_id
          WHERE o.id = ${summary.id} FOR UPDATE OF o`,
    );
    const [request] = await queryRows<{ kind: ReturnKind; state: ReturnState }>(
      tx,
      sql`SELECT kind, state FROM return_requests WHERE id = ${id} FOR UPDATE`,
    );
    if (!order || !request) return { ok: false, code: 'not_found' };
    const from = request.state;
    if (!isAllowedReturnTransition(request.kind, from, input.to)) return { ok: false, code: 'illegal_transition', from, to: input.to };
    const items = await queryRows<{ order_item_id: number; quantity: number }>(
      tx,
      sql`SELECT order_item_id, quantity FROM return_request_items WHERE request_id = ${id} ORDER BY id`,
    );
    const lines = items.map((i) => ({ orderItemId: Number(i.order_item_id), quantity: Number(i.quantity) }));
    const closing = input.to === 'rejected' || input.to === 'refunded' || input.to === 'resolved';
    const resolution = input.to === 'resolved' ? (input.resolution ?? null) : null;
    const reason = input.to === 'rejected' ? (input.reason ?? null) : null;

    const restocked =
      request.kind === 'withdrawal' && input.to === 'accepted'
        ? await returnStock(tx, summary.id, order, new Map(lines.map((l) => [l.orderItemId, l.quantity])))
        : [];

    let creditNote: { id: number; number: string; total: number } | null = null;
    if (input.to === 'refunded' || resolution === 'refund') {
      // the whole order: this request and the earlier refunded ones return every piece bought
      const [left] = await queryRows<{ n: number }>(
        tx,
        sql`SELECT count(*)::int AS n FROM order_items oi
            WHERE oi.order_id = ${summary.id} AND oi.quantity > coalesce((
              SELECT sum(i.quantity) FROM return_request_items i JOIN return_requests r ON r.id = i.request_id
              WHERE i.order_item_id = oi.id AND (r.id = ${id} OR r.state = 'refunded' OR r.resolution = 'refund')), 0)`,
      );
      const issued = await issuePartialCreditNote(tx, summary, { returned: lines, wholeOrder: Number(left?.n ?? 1) === 0, at });
      if (issued) creditNote = { id: issued.id, number: issued.number, total: issued.total };
    }

    await queryRows(
      tx,
      sql`UPDATE return_requests SET state = ${input.to}, updated_at = ${stamp}::timestamptz,
            decided_at = coalesce(decided_at, ${stamp}::timestamptz)
            ${closing ? sql`, closed_at = ${stamp}::timestamptz` : sql``}
            ${resolution ? sql`, resolution = ${resolution}` : sql``}
            ${reason ? sql`, reject_reason = ${reason}` : sql``}
            ${creditNote ? sql`, credit_note_id = ${creditNote.id}` : sql``}
          WHERE id = ${id}`,
    );
    const changes: Record<string, { from: unknown; to: unknown }> = { state: { from, to: input.to } };
    if (reason) changes.rejectReason = { from: null, to: reason };
    if (resolution) changes.resolution = { from: null, to: resolution };
    if (restocked.length > 0)
      changes.stockReturned = {
        from: null,
        to: restocked.map((r) => `${r.quantity}× variant ${r.variantId} → store ${r.storeId}`).join(', '),
      };
    if (creditNote) changes.creditNote = { from: null, to: creditNote.number };
    await enqueueReturnRequestMail(tx, { orderId: summary.id, returnRequestId: id, state: input.to });
    await recordAudit(tx, { userId: user.id, entity: 'return_requests', entityId: id, action: 'state_change', changes, at });
    return {
      ok: true,
      from,
      to: input.to,
      creditNoteId: creditNote?.id ?? null,
      restocked: restocked.reduce((sum, r) => sum + r.quantity, 0),
      variantIds: restocked.map((r) => r.variantId),
    };
  });
  if (!outcome.ok) return outcome;
  deps.mailOutbox.kick();
  const { variantIds, ...result } = outcome;
  if (variantIds && variantIds.length > 0) {
    try {
      await notifyRestockedWatchdogs(
        { db: deps.db, mailer: deps.mailer, t: deps.t, publicUrl: deps.publicUrl, now: deps.now },
        { variantIds },
      );
    } catch (error) {
      console.error(`[returns] restock watchdogs after return ${id} failed; the periodic run will retry`, error);
    }
  }
  return result;
}

// ---------------------------------------------------------------------------------------------------------------------
// photos

/**
 * A complaint photo for its viewer: the customer who owns the order, or back-office staff (an admin). Anybody else,
 * like an unknown id, gets null (the caller answers 404).
 */
export async function returnPhoto(
  deps: { db: DbOrTx; files: FileStore },
  requestId: number,
  photoId: number,
  viewer: { userId: number; scope: readonly string[] },
): Promise<Buffer | null> {
  const staff = hasAdminRole(viewer.scope, 'admin');
  const [row] = await queryRows<{ file_key: string }>(
    deps.db,
    sql`SELECT p.file_key FROM return_request_photos p JOIN return_requests r ON r.id = p.request_id JOIN orders o ON o.id = r.order_id
        WHERE p.id = ${photoId} AND p.request_id = ${requestId} ${staff ? sql`` : sql`AND o.user_id = ${viewer.userId}`}`,
  );
  return row ? deps.files.read(row.file_key) : null;
}

/**
 * A guest's look-up of an order by number and e-mail (rate limited per client address like the request itself): what
 * of it may be returned, or null for an unknown number or a wrong e-mail (the same answer).
 */
export async function lookupGuestOrder(
  deps: Pick<ReturnDeps, 'db' | 'now'>,
  guest: { orderNumber: string; email: string; ip: string },
): Promise<{ ok: true; orderNumber: string; returnable: ReturnableOrder } | { ok: false; code: 'not_found' | 'rate_limited' }> {
  const limit = await hitRateLimit(deps.db, `returns:${guest.ip}`, GUEST_RATE_LIMIT.hits, GUEST_RATE_LIMIT.windowSeconds);
  if (!limit.allowed) return { ok: false, code: 'rate_limited' };
  const order = await requesterOrder(deps.db, { kind: 'guest', ...guest });
  if (!order) return { ok: false, code: 'not_found' };
  const returnable = await loadReturnableOrder(deps.db, order.id, deps.now());
  return returnable ? { ok: true, orderNumber: guest.orderNumber.trim(), returnable } : { ok: false, code: 'not_found' };
}
