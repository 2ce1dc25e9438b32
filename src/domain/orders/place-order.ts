/**
 * Placing an order (decision 0018): ONE transaction that never oversells and never trusts client amounts.
 *
 *   const placed = await placeOrder({ db, config, t, now, packeta, mailOutbox }, { cartId, owner, checkout, idempotencyKey, … });
 *   placed.order.summaryUrl        // '/shrnuti/{id}/{hash}'
 *   placed.paymentRedirectUrl      // card payment: the gateway page; null otherwise (or when the gateway failed)
 *
 * Inside the transaction, in this order (the lock order is the same in every placement: cart, stock rows by
 * (variant_id, store_id), voucher rows by id — concurrent placements queue, they never deadlock):
 * 1. lock the cart (`FOR UPDATE`; a second placement of the same cart waits here) and look for an order of the same
 *    idempotency key (a double click that waited for the first one gets the first one's order);
 * 2. re-check the checkout against the database (checkCheckoutAgainstDatabase: carrier, payment, branch, Packeta);
 *    create the guest's account when the checkout asks for one (registerCustomer; a taken e-mail refuses the order);
 * 3. price the cart on the server (priceCart: sale prices, group discount, vouchers — the cart owner's group in the
 *    database decides the group discount); a gift line the goods no longer reach refuses the order (gift_unavailable)
 *    and leaves the cart after the rollback; a product the chosen carrier may not deliver refuses it at `carrier`
 *    (delivery-restrictions.ts); add delivery (free from the currency's threshold against the goods total after
 *    vouchers, in the shopper's currency — decision 0060 — less what delivery-discount vouchers leave, decision 0059)
 *    and the payment fee;
 * 4. take the goods out of stock (stock-allocation.ts; services — products.is_service — keep no stock) and empty the
 *    cart (its lines and vouchers; the cart row and the guest-cart cookie stay), in one round trip;
 * 5. claim the vouchers (claimCartVouchers: total and per-customer limits, under the voucher rows' locks);
 * 6. insert the order (variable symbol = number, 32-character url-safe hash, amounts as GROSS CZK that convert back
 *    exactly to what the shopper saw: order-amounts.ts), its voucher uses, its order_items (add-on children under
 *    their parent, gifts at 0), its e-mails in the outbox and the first order_state_changes row, in one round trip;
 * 7. commit: the order row's trigger takes its number — 2-digit year + the year's gap-free counter, 8 digits
 *    (decision 0069) — so the counter row every placement queues on is locked only inside the commit (decision
 *    0134); the number is read after it.
 * Statements that do not depend on each other are sent together (Promise.all: postgres-js pipelines them on the
 * transaction's connection, PostgreSQL runs them in the order sent; decision 0115).
 * The order's e-mails (the confirmation and the shop's e-mail about the new order, decision 0070) are written to the
 * mail outbox in the transaction and sent by its worker after the commit (decision 0095). After the commit, for card payments, the gateway payment (a failure leaves the order waiting
 * for payment; the summary page offers to pay again).
 *
 * Idempotency: orders.idempotency_key is unique and holds `<owner>:<key>` (u<userId> or g<tempId>), so a key only
 * ever finds the same shopper's order. A repeated call answers that order with `created: false` — also when two
 * calls race: the loser of the unique index reads the winner's order.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import { intList, queryPreparedRows, queryRows, type Db, type DbOrTx } from '../../db/client';
import { enforceRateLimit, type RateLimit } from '../security/rate-limit';
import type { OrderState, VatBreakdownEntry } from '../../db/schema';
import type { Translate } from '../../i18n';
import { AuthError } from '../accounts/auth-errors';
import { registerCustomer } from '../accounts/login';
import { enqueueOrderMails, type MailOutbox } from '../../mail/order-mail-outbox';
import { normalizeTempId, resolveExistingCart, type CartOwner } from '../cart/cart-access';
import { CartError } from '../cart/cart-errors';
import { priceCart, type PricedCart, type PricedCartLine } from '../cart/cart-pricing';
import { deleteCartLines, unreachableGiftLineIds } from '../cart/gifts';
import type { CheckoutData } from '../checkout/checkout-schema';
import { checkCheckoutAgainstDatabase } from '../checkout/checkout-validation';
import { carrierPrice, paymentMethodPrice } from '../checkout/delivery-options';
import {
  carrierBlockedMessage,
  loadDeliveryRestrictions,
  productsBlockingCarrier,
  type RestrictedProduct,
} from '../checkout/delivery-restrictions';
import type { PacketaDirectory } from '../packeta/packeta-points';
import { startCardPayment } from '../payments/card-payment';
import { createPaymentGateway, isCardPaymentEnabled } from '../payments/gateways';
import type { PaymentGateway } from '../payments/payment-gateway';
import { czkFromCurrencyMinor, type PricingCurrency } from '../pricing/pricing';
import { claimCartVouchers, insertVoucherUses } from '../vouchers/voucher-claims';
import { vatBreakdown, vatBreakdownInCzk, vatOfGross } from './order-amounts';
import { OrderPlacementError, type UnavailableItem } from './order-errors';
import { orderSummaryPath } from './order-summary';
import { allocateStock, lockStock, takeStock, type LockedStockRow, type StockAllocation, type StockPreference } from './stock-allocation';
import { classifyAvailability, shopDate, type AvailabilityVerdict } from '../catalog/availability-rule';

export { giftUnavailableMessage, OrderPlacementError, type UnavailableItem } from './order-errors';

export interface PlaceOrderDeps {
  db: Db;
  config: AppConfig;
  /** messages of the shop's locale (validation errors) */
  t: Translate;
  now: () => Date;
  /** Packeta pick-up points (services.packeta) */
  packeta: PacketaDirectory;
  /** sends the order's e-mails, written to the outbox in its transaction, after the commit (services.mailOutbox, decision 0095) */
  mailOutbox: Pick<MailOutbox, 'kick'>;
  /** the card-payment gateway; undefined = the configured one (createPaymentGateway(config)), null = none */
  gateway?: PaymentGateway | null;
  /** called once per order created (not for a repeated call): the orders-placed metric (decision 0047) */
  onPlaced?: (paymentMethod: string) => void;
  /** after the commit, the products of which the order took a variant's last pieces: their cached pages go (decision 0094) */
  onSoldOut?: (productIds: number[]) => void;
}

export interface PlaceOrderInput {
  /** the cart to order; 0 = the owner's current cart */
  cartId: number;
  owner: CartOwner;
  /** the checkout form, parsed by checkoutSchema(locale) */
  checkout: CheckoutData;
  /** one key per order attempt, made by the client (a uuid): a repeat with the same key answers the same order */
  idempotencyKey: string;
  locale: 'sk' | 'cs';
  /** the currency the shopper sees (prices are computed and the order kept in it) */
  currency: PricingCurrency;
  /**
   * the caller's customer-group discount (percent). The cart owner's group in the database decides the prices; this
   * value is the one the caller showed (the same for a customer's own cart, 0 for a guest).
   */
  groupDiscountPercent: number;
  /** the logged-in customer, or null for a guest */
  userId: number | null;
  /** the client's address and browser: rate limits and the session of an account created with the order */
  clientIp?: string;
  userAgent?: string | null;
}

interface PlacedOrderRef {
  id: number;
  number: string;
  hash: string;
  /** the summary page path, /shrnuti/{id}/{hash} */
  summaryUrl: string;
}

export interface PlaceOrderResult {
  order: PlacedOrderRef;
  /** false when the idempotency key found an order placed before (nothing new was written or sent) */
  created: boolean;
  /** card payment: where to send the shopper; null for other methods or when the gateway failed */
  paymentRedirectUrl: string | null;
  /**
   * the account a guest created with the order (checkout.createAccount), logged in: hand the token to the client
   * (auth cookie / bearer) once; null otherwise and on repeats
   */
  account: { userId: number; token: string; expiresAt: Date } | null;
}

/** Idempotency keys: 8–100 characters of letters, digits and . _ : - (a uuid fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{8,100}$/;

/**
 * The next order number of the year `at` falls in, gap-free (decision 0069): `take_order_number` (migration 0032)
 * increments the year's counter row in the caller's transaction, so its row lock is held until the commit and a
 * rolled-back transaction gives the number back. A placement does not call it: its order row takes the number when
 * the transaction commits (decision 0134); this is the same function called directly.
 */
export async function nextOrderNumber(tx: DbOrTx, at: Date): Promise<string> {
  const [row] = await queryPreparedRows<{ number: string }>(tx, sql`SELECT take_order_number(${at.toISOString()}::timestamptz) AS number`);
  return row!.number;
}

/**
 * The number an order row is inserted with until its transaction commits: the commit's trigger replaces it (and the
 * variable symbol) with the year's next gap-free number (migration 0032, decision 0134).
 */
const pendingOrderNumber = (orderId: number) => `pending:${orderId}`;

/** Products with a variant whose stock in active stores went from some to none by these allocations. */
function soldOutProducts(
  locked: readonly LockedStockRow[],
  allocations: readonly StockAllocation[],
  lines: readonly PricedCartLine[],
): number[] {
  const before = new Map<number, number>();
  for (const row of locked) if (row.storeActive) before.set(row.variantId, (before.get(row.variantId) ?? 0) + row.quantity);
  const taken = new Map<number, number>();
  for (const a of allocations) taken.set(a.variantId, (taken.get(a.variantId) ?? 0) + a.quantity);
  const products = new Set<number>();
  for (const [variantId, quantity] of taken) {
    const had = before.get(variantId) ?? 0;
    if (had > 0 && had - quantity <= 0) {
      const line = lines.find((l) => l.variantId === variantId);
      if (line) products.add(line.productId);
    }
  }
  return [...products];
}

/**
 * The number the order's commit gave it (decision 0134). Placed inside a caller's transaction (placeOrder's own is
 * then a savepoint: the tests' rollback per test), the commit is the caller's, still to come: the trigger is made
 * immediate, which takes the number now, as the commit would have.
 */
async function committedOrderNumber(db: Db, orderId: number): Promise<string> {
  const read = async () =>
    (await queryPreparedRows<{ number: string }>(db, sql`SELECT number FROM orders WHERE id = ${orderId}`))[0]!.number;
  const number = await read();
  if (number !== pendingOrderNumber(orderId)) return number;
  await queryRows(db, sql`SET CONSTRAINTS orders_number_at_commit IMMEDIATE`);
  const taken = await read();
  if (taken === pendingOrderNumber(orderId)) throw new Error(`order ${orderId} got no number at its commit (migration 0032)`);
  return taken;
}

/** The secret of the summary link: 24 random bytes, base64url (32 characters). */
const newOrderHash = (): string => randomBytes(24).toString('base64url');

/** What orders.idempotency_key stores: the owner and the client's key, or null for an owner who has no cart. */
function storedIdempotencyKey(owner: CartOwner, key: string): string | null {
  if (owner.kind === 'customer') return `u${owner.userId}:${key}`;
  const tempId = normalizeTempId(owner.tempId);
  return tempId ? `g${tempId}:${key}` : null;
}

type ExistingOrder = { id: number; number: string; hash: string; state: OrderState; method: string };

async function findOrderByIdempotencyKey(db: DbOrTx, storedKey: string): Promise<ExistingOrder | null> {
  const rows = await queryPreparedRows<ExistingOrder>(
    db,
    sql`SELECT o.id, o.number, o.hash, o.state, pm.code AS method
        FROM orders o JOIN payment_methods pm ON pm.id = o.payment_method_id
        WHERE o.idempotency_key = ${storedKey}`,
  );
  return rows[0] ? { ...rows[0], id: Number(rows[0].id) } : null;
}

const ref = (o: { id: number; number: string; hash: string }): PlacedOrderRef => ({
  id: o.id,
  number: o.number,
  hash: o.hash,
  summaryUrl: orderSummaryPath(o.id, o.hash),
});

/** The answer to a repeated call: the order, and the gateway page of its open card payment if one was started. */
async function repeatedOrder(db: Db, order: ExistingOrder): Promise<PlaceOrderResult> {
  let paymentRedirectUrl: string | null = null;
  if (order.method === 'card' && order.state === 'waiting_for_payment') {
    const [payment] = await queryRows<{ redirect: string | null }>(
      db,
      sql`SELECT raw->>'redirect' AS redirect FROM payments
          WHERE order_id = ${order.id} AND state IN ('created', 'pending') ORDER BY id DESC LIMIT 1`,
    );
    paymentRedirectUrl = payment?.redirect ?? null;
  }
  return { order: ref(order), created: false, paymentRedirectUrl, account: null };
}

/** Whether `error` (or one of its causes, as drizzle wraps driver errors) is a unique violation of `constraint`. */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const fields = e as { code?: unknown; constraint_name?: unknown; constraint?: unknown; message?: unknown };
    if (fields.code !== '23505') continue;
    if (fields.constraint_name === constraint || fields.constraint === constraint) return true;
    if (typeof fields.message === 'string' && fields.message.includes(constraint)) return true;
  }
  return false;
}

type Placement =
  | {
      kind: 'created';
      /** the order's number is taken by the commit: read after it */
      order: { id: number; hash: string };
      paymentMethod: string;
      toPay: boolean;
      account: PlaceOrderResult['account'];
      /** products with a variant this order took the last pieces of (active stores) */
      soldOut: number[];
    }
  | { kind: 'existing'; order: ExistingOrder };

/** Order placements per client address and window (decision 0009): generous for a shop, a wall for a script. */
export const ORDER_PLACEMENT_LIMIT: RateLimit = { hits: 30, windowSeconds: 600 };

/** Places the order of a cart; see the module comment. Throws OrderPlacementError or the claim's VoucherError. */
export async function placeOrder(deps: PlaceOrderDeps, input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const { db, t } = deps;
  if (typeof input.idempotencyKey !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(input.idempotencyKey)) {
    throw new OrderPlacementError('validation', { errors: { idempotencyKey: [t('order_place.idempotency_key_invalid')] } });
  }
  // both doors (POST /api/orders and the /kosik form) count here, before any work (decision 0055); the look-up of an
  // earlier order of the key only reads, so it goes at the same time (decision 0115)
  const storedKey = storedIdempotencyKey(input.owner, input.idempotencyKey);
  const [, earlier] = await Promise.all([
    enforceRateLimit(db, `order:${input.clientIp ?? 'local'}`, ORDER_PLACEMENT_LIMIT, 'order_place.rate_limited'),
    storedKey === null ? null : findOrderByIdempotencyKey(db, storedKey),
  ]);
  if (storedKey === null) throw new OrderPlacementError('cart_not_found');
  if (earlier) return repeatedOrder(db, earlier);

  let placement: Placement;
  try {
    placement = await db.transaction((tx) => placeInTransaction(tx, deps, input, storedKey));
  } catch (error) {
    if (isUniqueViolation(error, 'orders_idempotency_key_unique')) {
      const winner = await findOrderByIdempotencyKey(db, storedKey);
      if (winner) return repeatedOrder(db, winner);
    }
    if (error instanceof CartError && error.kind === 'not_found') throw new OrderPlacementError('cart_not_found');
    // the gift the cart no longer qualifies for leaves the cart, so the shopper sees the cart as it will be ordered
    if (error instanceof OrderPlacementError && error.code === 'gift_unavailable' && error.cartId !== null) {
      await deleteCartLines(
        db,
        error.cartId,
        error.gifts.map((g) => g.lineId),
      );
    }
    throw error;
  }
  if (placement.kind === 'existing') return repeatedOrder(db, placement.order);

  const order = ref({ ...placement.order, number: await committedOrderNumber(db, placement.order.id) });
  deps.onPlaced?.(placement.paymentMethod);
  if (placement.soldOut.length > 0) deps.onSoldOut?.(placement.soldOut);
  // the confirmation and the shop's e-mail (decision 0070) were written to the outbox with the order: the worker
  // sends them after this answer, retrying while SMTP is down (decision 0095)
  deps.mailOutbox.kick();

  let paymentRedirectUrl: string | null = null;
  if (placement.paymentMethod === 'card' && placement.toPay) {
    const gateway = deps.gateway === undefined ? createPaymentGateway(deps.config) : deps.gateway;
    if (gateway) {
      try {
        paymentRedirectUrl = (await startCardPayment(db, gateway, order.id, { publicUrl: deps.config.publicUrl })).redirectUrl;
      } catch (error) {
        // the order waits for payment; the summary page offers 'pay by card' again
        console.error(`[orders] card payment of order ${order.number} could not be started`, error);
      }
    }
  }
  return { order, created: true, paymentRedirectUrl, account: placement.account };
}

// ---------------------------------------------------------------------------------------------------------------------
// the transaction

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function placeInTransaction(tx: Tx, deps: PlaceOrderDeps, input: PlaceOrderInput, storedKey: string): Promise<Placement> {
  const { t, config } = deps;
  const now = deps.now();
  const { checkout, currency } = input;

  // 1. the cart, locked; an order of the same key placed while we waited for the lock
  // (statements without a data dependency go out together: one round trip, run in the order given — decision 0115;
  // the look-up runs after the lock is granted, so it sees an order committed by the placement it waited for)
  const cartId = await resolveExistingCart(tx, input.cartId, input.owner);
  const [[locked], earlier] = await Promise.all([
    queryPreparedRows<{ id: number }>(tx, sql`SELECT id FROM carts WHERE id = ${cartId} FOR UPDATE`),
    findOrderByIdempotencyKey(tx, storedKey),
  ]);
  if (!locked) throw new OrderPlacementError('cart_not_found');
  if (earlier) return { kind: 'existing', order: earlier };

  // 2. the checkout against the database
  // (the cart is priced at the same time: reading it depends on nothing the check or the account writes)
  const [check, priced] = await Promise.all([
    checkCheckoutAgainstDatabase(tx, checkout, {
      t,
      cardEnabled: isCardPaymentEnabled(config),
      packeta: deps.packeta,
    }),
    priceCart(tx, cartId, { currency, now }),
  ]);
  if (Object.keys(check.errors).length > 0 || !check.carrier || !check.paymentMethod) {
    throw new OrderPlacementError('validation', { errors: check.errors });
  }
  const carrier = check.carrier;
  const method = check.paymentMethod;
  const account = await createAccountWithOrder(tx, deps, input, now);

  // 3. prices, on the server
  if (!priced) throw new OrderPlacementError('cart_not_found');
  if (priced.lines.length === 0) throw new OrderPlacementError('cart_empty');
  // delivery restrictions of the cart's products (decision 0051), the products' facts and the variants' restock dates
  // for step 4, in one round trip
  const [restrictions, products, restockDates] = await Promise.all([
    loadDeliveryRestrictions(
      tx,
      priced.lines.map((l) => l.productId),
    ),
    loadProductFacts(tx, priced.lines),
    loadRestockDates(
      tx,
      priced.lines.map((l) => l.variantId),
    ),
  ]);
  // the chosen carrier must be able to take them all
  const blocking = productsBlockingCarrier(carrier.code, restrictions);
  if (blocking.length > 0) throw new OrderPlacementError('validation', { errors: { carrier: [carrierBlockedMessage(t, blocking)] } });
  // the gift chosen in the cart is checked again: a price drop may have taken the goods below its threshold
  const lostGifts = unreachableGiftLineIds(priced);
  if (lostGifts.length > 0) {
    const gifts = priced.lines.filter((l) => lostGifts.includes(l.id)).map((l) => ({ lineId: l.id, name: l.product.name }));
    throw new OrderPlacementError('gift_unavailable', { gifts, cartId });
  }
  // delivery: free from the currency's threshold (decision 0060); a delivery-discount voucher's remainder lowers it,
  // never below 0 (decision 0059) — stored as the carrier price with the discount among the order's discounts
  const deliveryQuote = carrierPrice(carrier, priced.totals.total, currency, priced.deliveryAllowance);
  const delivery = deliveryQuote.price + deliveryQuote.voucherDiscount;
  const deliveryDiscount = deliveryQuote.voucherDiscount;
  const paymentFee = paymentMethodPrice(method, currency);

  // 4. stock
  const requested = new Map<number, number>();
  for (const line of priced.lines) {
    if (products.get(line.productId)?.isService) continue;
    requested.set(line.variantId, (requested.get(line.variantId) ?? 0) + line.quantity);
  }
  const preference: StockPreference =
    checkout.carrier === 'pickup' && check.pickupStore ? { kind: 'pickup', storeId: check.pickupStore.id } : { kind: 'shipping' };
  const lockedStock = await lockStock(tx, [...requested.keys()]);
  // the one availability rule (decision 0058) on the locked quantities: back-order lines take nothing from stock (they
  // ship when the goods arrive); goods only at branches travel with a personal pickup only; unavailable ones are short
  const verdicts = orderLineVerdicts(requested, lockedStock, restockDates, now);
  const pickupOnly: RestrictedProduct[] = [];
  for (const [variantId, verdict] of verdicts) {
    if (verdict.state === 'backorder') requested.delete(variantId);
    else if (preference.kind === 'shipping' && verdict.state === 'at_branches') {
      const line = priced.lines.find((l) => l.variantId === variantId)!;
      pickupOnly.push({ productId: line.productId, name: line.product.name, restriction: 'pickup_only' });
    }
  }
  // the same reason the checkout showed beside the carrier (delivery-restrictions.ts loadBranchOnlyProducts)
  if (pickupOnly.length > 0) throw new OrderPlacementError('validation', { errors: { carrier: [carrierBlockedMessage(t, pickupOnly)] } });
  const { allocations, shortages } = allocateStock(requested, lockedStock, preference);
  if (shortages.length > 0) {
    const items: UnavailableItem[] = shortages.map((s) => {
      const line = priced.lines.find((l) => l.variantId === s.variantId)!;
      const multiVariant = (products.get(line.productId)?.variantCount ?? 1) > 1;
      return { ...s, name: multiVariant ? `${line.product.name} – ${line.variant.name}` : line.product.name };
    });
    throw new OrderPlacementError('not_available', { items });
  }
  const soldOut = soldOutProducts(lockedStock, allocations, priced.lines);

  // one round trip: the stock taken, the vouchers locked in id order (the claim below updates them in the cart's
  // order), the order's and its items' ids from their sequences, and the cart emptied (its lines and vouchers; the
  // cart row and the guest-cart cookie stay) — everything that needs no order row
  const voucherIds = [...new Set(priced.vouchers.map((v) => v.voucher.id))].sort((a, b) => a - b);
  const [stockTaken, , [orderRow], itemIds] = await Promise.all([
    takeStock(tx, allocations),
    voucherIds.length === 0
      ? []
      : queryPreparedRows(tx, sql`SELECT id FROM vouchers WHERE id = ANY(${intList(voucherIds)}) ORDER BY id FOR UPDATE`),
    queryPreparedRows<{ id: number }>(tx, sql`SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id`),
    queryPreparedRows<{ id: number }>(
      tx,
      sql`SELECT nextval(pg_get_serial_sequence('order_items', 'id'))::int AS id FROM generate_series(1, ${priced.lines.length}::int)`,
    ),
    queryPreparedRows(tx, sql`DELETE FROM cart_vouchers WHERE cart_id = ${cartId}`),
    queryPreparedRows(tx, sql`DELETE FROM cart_items WHERE cart_id = ${cartId}`),
    queryPreparedRows(tx, sql`UPDATE carts SET updated_at = now() WHERE id = ${cartId}`),
  ]);
  if (!stockTaken) throw new Error('stock changed under its row locks'); // cannot happen
  const orderId = Number(orderRow!.id);

  // 5. and 6. the vouchers, the order
  const toCzk = (minor: number) => czkFromCurrencyMinor(minor, currency);
  const totals = priced.totals;
  const grandTotal = totals.total + delivery - deliveryDiscount + paymentFee;
  const vat: VatBreakdownEntry[] = vatBreakdownInCzk(
    vatBreakdown({
      goods: priced.lines.map((l) => ({ rate: l.product.vatPercent, total: l.amounts.total })),
      voucherDiscount: totals.voucherDiscount,
      fees: [
        { rate: carrier.vatPercent, total: delivery - deliveryDiscount },
        { rate: method.vatPercent, total: paymentFee },
      ],
    }),
    currency,
  );
  const userId = account?.userId ?? input.userId ?? (input.owner.kind === 'customer' ? input.owner.userId : null);
  const state = initialOrderState(method.code, grandTotal);
  // the vouchers claimed (total and per-customer limits, under the row locks taken above; as priced above — the
  // cart's vouchers are already deleted): every rule that may refuse the order has run before its rows are sent, and
  // their uses go with the order row in one round trip (decision 0134)
  const claimed = await claimCartVouchers(tx, {
    cartId,
    userId,
    email: checkout.email,
    now,
    commissionBaseCzk: czkFromCurrencyMinor(totals.total, currency),
    currency,
    priced,
  });

  // one round trip: the order row and the rows pointing to it — its voucher uses, items, e-mails in the outbox and
  // first state (PostgreSQL runs them in the order sent, the order row first). The order's gap-free number (decision
  // 0069) is taken by the commit (decision 0134)
  const hash = newOrderHash();
  await Promise.all([
    insertOrderRow(tx, {
      id: orderId,
      at: now,
      hash,
      userId,
      state,
      locale: input.locale,
      currency,
      checkout,
      check,
      carrierId: carrier.id,
      carrierPrice: toCzk(delivery),
      paymentMethodId: method.id,
      paymentPrice: toCzk(paymentFee),
      itemsTotal: toCzk(totals.items),
      discountTotal: toCzk(totals.groupDiscount + totals.voucherDiscount + deliveryDiscount),
      total: toCzk(grandTotal),
      groupDiscountPercent: priced.cart.groupDiscountPercent,
      vat,
      idempotencyKey: storedKey,
    }),
    insertVoucherUses(tx, orderId, userId, claimed),
    insertOrderItems(
      tx,
      orderId,
      itemIds.map((r) => Number(r.id)),
      priced,
      toCzk,
    ),
    enqueueOrderMails(tx, orderId),
    queryPreparedRows(
      tx,
      sql`INSERT INTO order_state_changes (order_id, from_state, to_state, note, created_at)
          VALUES (${orderId}, NULL, ${state}, ${state === 'paid' ? 'order placed: nothing to pay (total 0)' : 'order placed'}, ${now.toISOString()}::timestamptz)`,
    ),
  ]);

  return {
    kind: 'created',
    order: { id: orderId, hash },
    paymentMethod: method.code,
    toPay: grandTotal > 0,
    account,
    soldOut,
  };
}

/**
 * The first state of an order (decision 0018, 0050): nothing to pay (the total is 0 after vouchers) → 'paid' at once,
 * no payment instructions, no card payment; cash on delivery → 'processing'; else waiting for the payment.
 */
export function initialOrderState(paymentMethodCode: string, grandTotalMinor: number): OrderState {
  if (grandTotalMinor <= 0) return 'paid';
  return paymentMethodCode === 'cod' ? 'processing' : 'waiting_for_payment';
}

/**
 * Optional account creation at checkout (checkout.createAccount, a guest only): registerCustomer in the order's
 * transaction, so a refused order creates no account and a taken e-mail refuses the order at `email` ('Účet s týmto
 * e-mailom už existuje. Skúste sa najskôr prihlásiť.'). The order and its voucher limits then belong to the new
 * customer. A logged-in customer has an account: the box is ignored.
 */
async function createAccountWithOrder(
  tx: Tx,
  deps: PlaceOrderDeps,
  input: PlaceOrderInput,
  now: Date,
): Promise<PlaceOrderResult['account']> {
  const { checkout } = input;
  if (!checkout.createAccount || checkout.password === null || input.owner.kind !== 'guest') return null;
  try {
    const registered = await registerCustomer(
      tx,
      {
        firstname: checkout.invoice.firstname,
        lastname: checkout.invoice.lastname,
        email: checkout.email,
        password: checkout.password,
        password_confirmation: checkout.password,
      },
      { ip: input.clientIp ?? 'unknown', userAgent: input.userAgent ?? null, guestCartTempId: null, locale: input.locale, now },
    );
    return { userId: registered.user.id, token: registered.token, expiresAt: registered.expiresAt };
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    throw new OrderPlacementError('validation', { errors: { [error.field ?? 'email']: [deps.t(error.messageKey, error.params)] } });
  }
}

/** The variants' restock dates (the availability rule's input besides the stock rows). */
async function loadRestockDates(tx: DbOrTx, variantIds: readonly number[]): Promise<Map<number, string | null>> {
  const ids = [...new Set(variantIds)];
  const rows = await queryPreparedRows<{ id: number; restock_date: string | null }>(
    tx,
    sql`SELECT id, restock_date::text AS restock_date FROM product_variants WHERE id = ANY(${intList(ids)})`,
  );
  return new Map(rows.map((d) => [Number(d.id), d.restock_date]));
}

/** The availability rule's verdict of each requested variant from the locked stock rows (active stores only). */
function orderLineVerdicts(
  requested: ReadonlyMap<number, number>,
  locked: readonly LockedStockRow[],
  restockDates: ReadonlyMap<number, string | null>,
  now: Date,
): Map<number, AvailabilityVerdict> {
  const verdicts = new Map<number, AvailabilityVerdict>();
  const today = shopDate(now);
  for (const id of requested.keys()) {
    const rows = locked.filter((row) => row.variantId === id && row.storeActive);
    const restock = restockDates.get(id);
    verdicts.set(
      id,
      classifyAvailability(
        {
          isService: false,
          warehouse: rows.filter((row) => row.storeKind === 'warehouse').reduce((n, row) => n + row.quantity, 0),
          total: rows.reduce((n, row) => n + row.quantity, 0),
          restockDates: restock ? [restock.slice(0, 10)] : [],
        },
        today,
      ),
    );
  }
  return verdicts;
}

/** products.is_service and the number of variants of the cart's products. */
async function loadProductFacts(
  tx: DbOrTx,
  lines: readonly PricedCartLine[],
): Promise<Map<number, { isService: boolean; variantCount: number }>> {
  const ids = [...new Set(lines.map((l) => l.productId))];
  const rows = await queryPreparedRows<{ id: number; is_service: boolean; variants: number }>(
    tx,
    sql`SELECT p.id, p.is_service, (SELECT count(*) FROM product_variants v WHERE v.product_id = p.id)::int AS variants
        FROM products p WHERE p.id = ANY(${intList(ids)})`,
  );
  return new Map(rows.map((r) => [Number(r.id), { isService: r.is_service, variantCount: Number(r.variants) }]));
}

interface OrderRow {
  id: number;
  at: Date;
  hash: string;
  userId: number | null;
  state: OrderState;
  locale: 'sk' | 'cs';
  currency: PricingCurrency;
  checkout: CheckoutData;
  check: Awaited<ReturnType<typeof checkCheckoutAgainstDatabase>>;
  carrierId: number;
  paymentMethodId: number;
  /** amounts in gross CZK haléře (order-amounts.ts) */
  carrierPrice: number;
  paymentPrice: number;
  itemsTotal: number;
  discountTotal: number;
  total: number;
  groupDiscountPercent: number;
  vat: VatBreakdownEntry[];
  idempotencyKey: string;
}

/**
 * The order row, with the pending number its commit replaces (pendingOrderNumber). Sent with the rows pointing to it.
 */
async function insertOrderRow(tx: DbOrTx, o: OrderRow): Promise<void> {
  const { checkout, check } = o;
  const inv = checkout.invoice;
  const del = checkout.delivery;
  const at = o.at.toISOString();
  const pending = pendingOrderNumber(o.id);
  await queryPreparedRows(
    tx,
    sql`INSERT INTO orders (id, number, variable_symbol, hash, user_id, state, locale, currency_code, currency_rate, email,
          phone_prefix, phone, is_company, invoice_firstname, invoice_lastname, invoice_company, invoice_ico, invoice_dic,
          invoice_ic_dph, invoice_street, invoice_city, invoice_zip, invoice_country_code, delivery_firstname,
          delivery_lastname, delivery_company, delivery_street, delivery_city, delivery_zip, delivery_country_code,
          carrier_id, carrier_price, payment_method_id, payment_price, pickup_store_id, packeta_point_id,
          packeta_point_name, note, items_total, discount_total, total, group_discount_percent, vat_breakdown, idempotency_key, paid_at,
          created_at, updated_at)
        VALUES (${o.id}, ${pending}, ${pending}, ${o.hash}, ${o.userId}, ${o.state}, ${o.locale},
          ${o.currency.code}, ${o.currency.rate}, ${checkout.email}, ${checkout.phonePrefix || null}, ${checkout.phone},
          ${checkout.isCompany}, ${inv.firstname}, ${inv.lastname}, ${inv.company}, ${inv.ico}, ${inv.dic}, ${inv.icDph},
          ${inv.street}, ${inv.city}, ${inv.zip}, ${inv.country}, ${del?.firstname ?? null}, ${del?.lastname ?? null},
          ${del?.company ?? null}, ${del?.street ?? null}, ${del?.city ?? null}, ${del?.zip ?? null}, ${del?.country ?? null},
          ${o.carrierId}, ${o.carrierPrice}, ${o.paymentMethodId}, ${o.paymentPrice}, ${check.pickupStore?.id ?? null},
          ${checkout.packetaPointId}, ${check.packetaPoint?.name ?? checkout.packetaPointName}, ${checkout.note},
          ${o.itemsTotal}, ${o.discountTotal}, ${o.total}, ${o.groupDiscountPercent}, ${JSON.stringify(o.vat)}::jsonb,
          ${o.idempotencyKey}, ${o.state === 'paid' ? at : null}::timestamptz, ${at}::timestamptz, ${at}::timestamptz)`,
  );
}

/**
 * order_items of the priced lines: unit prices before the group discount (the order's discount_total carries the
 * group discount and the vouchers), gifts at 0, add-on children under their parent line. `ids` (one per line) were
 * taken from the sequence first, so parents and children go in with one statement.
 */
async function insertOrderItems(
  tx: DbOrTx,
  orderId: number,
  ids: readonly number[],
  priced: PricedCart,
  toCzk: (minor: number) => number,
): Promise<void> {
  const lines = priced.lines;
  const itemIdByLine = new Map(lines.map((line, i) => [line.id, ids[i]!]));
  const values = lines.map((line) => {
    const unitGross = toCzk(line.amounts.unitPriceBeforeGroupDiscount);
    const unitNet = unitGross - vatOfGross(unitGross, line.product.vatPercent);
    const parentId = line.parentId === null ? null : (itemIdByLine.get(line.parentId) ?? null);
    return sql`(${itemIdByLine.get(line.id)!}::int, ${orderId}::int, ${parentId}::int, ${line.productId}::int, ${line.variantId}::int,
      ${line.product.name}, ${line.variant.name}, ${line.variant.code || line.product.code}, ${line.quantity}::int, ${unitNet}::int,
      ${unitGross}::int, ${line.product.vatPercent}::int, ${toCzk(line.amounts.totalBeforeGroupDiscount)}::int, ${line.isGift})`;
  });
  await queryRows(
    tx,
    sql`INSERT INTO order_items (id, order_id, parent_id, product_id, variant_id, name, variant_name, code, quantity,
          unit_price_net, unit_price_gross, tax_rate, total_gross, is_gift)
        VALUES ${sql.join(values, sql`, `)}`,
  );
}
