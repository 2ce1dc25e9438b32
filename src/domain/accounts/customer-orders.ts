/**
 * A customer's own orders (/ucet, /ucet/objednavka/{id}, GET /api/orders, GET /api/orders/{id}).
 *
 * Ownership is part of every query (orders.user_id = the logged-in customer): another customer's order, an order
 * placed as a guest and an unknown id all answer the same (null → 404). The detail is the order summary of
 * src/domain/orders/order-summary.ts (amounts in the order's currency, bank account and QR while unpaid).
 * List amounts are converted exactly as the summary converts them: GROSS CZK × the order's rate (decision 0006).
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { currencies, orders, type OrderState } from '../../db/schema';
import { loadOrderSummary, type OrderSummary, type OrderSummaryOptions } from '../orders/order-summary';
import { convertCzkMinor, type MoneyFormat } from '../pricing/pricing';

/** Orders per page of /ucet. */
const CUSTOMER_ORDERS_PAGE_SIZE = 10;
/** Largest page number accepted (anything above answers an empty page, never a huge OFFSET). */
export const CUSTOMER_ORDERS_MAX_PAGE = 10_000;
const MAX_ID = 2_147_483_647;

interface CustomerOrderRow {
  id: number;
  number: string;
  /** ISO date-time */
  createdAt: string;
  state: OrderState;
  isPaid: boolean;
  /** gross, minor units of the order's currency */
  total: number;
  currency: MoneyFormat & { code: string };
}

export interface CustomerOrderPage {
  items: CustomerOrderRow[];
  page: number;
  pageSize: number;
  /** all orders of the customer */
  total: number;
  pageCount: number;
}

/** A route or query parameter as an order id; null for anything that cannot be one. */
function parseOrderId(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 && n <= MAX_ID ? n : null;
}

/** The customer's orders, newest first, one page of CUSTOMER_ORDERS_PAGE_SIZE. Page numbers start at 1. */
export async function listCustomerOrders(
  db: DbOrTx,
  userId: number,
  page = 1,
  pageSize = CUSTOMER_ORDERS_PAGE_SIZE,
): Promise<CustomerOrderPage> {
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), CUSTOMER_ORDERS_MAX_PAGE);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: orders.id,
        number: orders.number,
        createdAt: orders.createdAt,
        state: orders.state,
        paidAt: orders.paidAt,
        total: orders.total,
        currencyCode: orders.currencyCode,
        currencyRate: orders.currencyRate,
        decimals: currencies.decimals,
        symbolBefore: currencies.symbolBefore,
        symbolAfter: currencies.symbolAfter,
      })
      .from(orders)
      .leftJoin(currencies, eq(currencies.code, orders.currencyCode))
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((current - 1) * pageSize),
    db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)),
  ]);
  const total = Number(counted?.n ?? 0);
  return {
    items: rows.map((r) => {
      const decimals = r.decimals ?? 2;
      return {
        id: r.id,
        number: r.number,
        createdAt: r.createdAt.toISOString(),
        state: r.state,
        isPaid: r.paidAt !== null || r.state === 'paid',
        total: convertCzkMinor(r.total, { rate: r.currencyRate, decimals }),
        currency: { code: r.currencyCode, decimals, symbol_before: r.symbolBefore ?? '', symbol_after: r.symbolAfter ?? r.currencyCode },
      };
    }),
    page: current,
    pageSize,
    total,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}

/** The order summary of one of the customer's orders; null (→ 404) for an unknown id or anybody else's order. */
export async function loadCustomerOrder(
  db: Db,
  userId: number,
  orderId: unknown,
  options: OrderSummaryOptions,
): Promise<OrderSummary | null> {
  const id = parseOrderId(orderId);
  if (id === null) return null;
  const [owned] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)));
  return owned ? loadOrderSummary(db, owned.id, options) : null;
}

/** The order's id when it belongs to the customer (the card-payment button of the detail page); else null. */
export async function findCustomerOrderId(db: DbOrTx, userId: number, orderId: unknown): Promise<number | null> {
  const id = parseOrderId(orderId);
  if (id === null) return null;
  const [owned] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)));
  return owned?.id ?? null;
}
