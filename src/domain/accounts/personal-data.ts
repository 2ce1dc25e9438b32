/**
 * A customer's personal data under the GDPR (decision 0097): the export (everything the shop keeps about an account,
 * as JSON) and the erasure of the account. Both doors call these functions: GET /api/me/personal-data and
 * DELETE /api/me (server/api/account.ts), the page /ucet/osobne-udaje, and the back office on the customer's request
 * (/admin/zakaznici/{id}, /api/admin/customers/{id}/personal-data and DELETE /api/admin/customers/{id}).
 *
 * The erasure deletes the account, its addresses, sessions, carts, reviews, watchdogs and newsletter subscription;
 * the account's orders stay because Slovak accounting and VAT law keep tax documents for ten years: their invoice
 * data (name, company ids, invoice address, lines, amounts) is kept, everything else that identifies the buyer
 * (e-mail, phone, delivery address, note) is replaced, and the order's summary link stops working. The consent
 * history of the newsletter stays, without the plain address. An account with an order still in progress, or with a
 * back-office role, is not erased.
 */
import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  addresses,
  auditLog,
  cartItems,
  carts,
  carriers,
  customerGroups,
  orderItems,
  orders,
  orderStateChanges,
  paymentMethods,
  products,
  productVariants,
  reviews,
  sessions,
  subscribers,
  users,
  vouchers,
  watchdogs,
  type OrderState,
} from '../../db/schema';
import type { MessageKey } from '../../i18n';
import { recordAudit } from '../back-office/audit-log';
import { lockProductForRating, recomputeProductRating } from '../catalog/review-moderation';
import {
  forgetNewsletterConsentAddress,
  listNewsletterConsents,
  recordNewsletterConsent,
  type NewsletterConsentEntry,
} from '../newsletter/newsletter-consents';
import { convertCzkMinor } from '../pricing/pricing';
import { hitAuthLimits } from './auth-rate-limits';
import { verifyPassword } from './passwords';

/** Orders in these states are finished: an account whose orders are all finished can be erased. */
const FINISHED_ORDER_STATES: OrderState[] = ['completed', 'cancelled'];

export type PersonalDataErrorCode = 'wrong_password' | 'open_orders' | 'staff_account';

const ERROR_MESSAGES: Record<PersonalDataErrorCode, MessageKey> = {
  wrong_password: 'account.erase_wrong_password',
  open_orders: 'account.erase_open_orders',
  staff_account: 'account.erase_staff_account',
};

/** A refused erasure, with the field it belongs to and its catalogue message. */
export class PersonalDataError extends Error {
  readonly messageKey: MessageKey;
  constructor(
    readonly code: PersonalDataErrorCode,
    readonly field: string | null,
  ) {
    super(code);
    this.name = 'PersonalDataError';
    this.messageKey = ERROR_MESSAGES[code];
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// export

interface MoneyAmount {
  /** minor units of `currency` */
  amount: number;
  currency: string;
}

export interface PersonalDataExport {
  format: 'party-shop.personal-data.v1';
  /** ISO date-time */
  exportedAt: string;
  account: {
    id: number;
    email: string;
    firstname: string;
    lastname: string;
    phone: string | null;
    company: string | null;
    ico: string | null;
    dic: string | null;
    icDph: string | null;
    street: string | null;
    city: string | null;
    zip: string | null;
    country: string | null;
    customerGroup: string | null;
    influencerCommissionPercent: number | null;
    createdAt: string;
    lastLoginAt: string | null;
  };
  addresses: Array<{
    name: string | null;
    firstname: string;
    lastname: string;
    company: string | null;
    street: string;
    city: string;
    zip: string;
    country: string;
    phone: string | null;
    isDefault: boolean;
  }>;
  orders: Array<{
    number: string;
    createdAt: string;
    state: OrderState;
    paidAt: string | null;
    email: string;
    phone: string | null;
    invoice: {
      firstname: string;
      lastname: string;
      company: string | null;
      ico: string | null;
      dic: string | null;
      icDph: string | null;
      street: string;
      city: string;
      zip: string;
      country: string;
    };
    delivery: {
      firstname: string | null;
      lastname: string | null;
      company: string | null;
      street: string | null;
      city: string | null;
      zip: string | null;
      country: string | null;
    } | null;
    carrier: string;
    paymentMethod: string;
    pickupPoint: string | null;
    trackingNumber: string | null;
    note: string | null;
    total: MoneyAmount;
    items: Array<{ name: string; variant: string | null; code: string | null; quantity: number; total: MoneyAmount }>;
    history: Array<{ state: OrderState; at: string }>;
  }>;
  reviews: Array<{ product: string; stars: number; text: string | null; authorName: string; status: string; createdAt: string }>;
  watchdogs: Array<{ product: string; variant: string | null; createdAt: string; notifiedAt: string | null }>;
  cart: Array<{ product: string; variant: string | null; quantity: number }>;
  influencerVouchers: string[];
  newsletter: { subscribed: boolean; history: NewsletterConsentEntry[] };
  sessions: Array<{
    createdAt: string;
    lastUsedAt: string | null;
    expiresAt: string;
    revoked: boolean;
    userAgent: string | null;
    ip: string | null;
  }>;
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
const phoneOf = (prefix: string | null, phone: string | null): string | null => (phone ? `${prefix ?? ''} ${phone}`.trim() : null);

/** Everything the shop keeps about account `userId`; null for an unknown account. */
export async function exportPersonalData(db: DbOrTx, userId: number, now = new Date()): Promise<PersonalDataExport | null> {
  const [account] = await db
    .select({ user: users, groupName: customerGroups.name })
    .from(users)
    .leftJoin(customerGroups, eq(customerGroups.id, users.groupId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!account) return null;
  const u = account.user;

  const [addressRows, orderRows, reviewRows, watchdogRows, cartRows, voucherRows, subscriberRows, sessionRows, consentHistory] =
    await Promise.all([
      db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id)),
      db
        .select({ order: orders, carrier: carriers.name, payment: paymentMethods.name })
        .from(orders)
        .innerJoin(carriers, eq(carriers.id, orders.carrierId))
        .innerJoin(paymentMethods, eq(paymentMethods.id, orders.paymentMethodId))
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id)),
      db
        .select({ review: reviews, product: products.name })
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .where(eq(reviews.userId, userId))
        .orderBy(asc(reviews.id)),
      db
        .select({ watchdog: watchdogs, product: products.name, variant: productVariants.name })
        .from(watchdogs)
        .innerJoin(products, eq(products.id, watchdogs.productId))
        .leftJoin(productVariants, eq(productVariants.id, watchdogs.variantId))
        .where(eq(watchdogs.userId, userId))
        .orderBy(asc(watchdogs.id)),
      db
        .select({ quantity: cartItems.quantity, product: products.name, variant: productVariants.name })
        .from(cartItems)
        .innerJoin(carts, eq(carts.id, cartItems.cartId))
        .innerJoin(products, eq(products.id, cartItems.productId))
        .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
        .where(eq(carts.userId, userId))
        .orderBy(asc(cartItems.id)),
      db.select({ code: vouchers.code }).from(vouchers).where(eq(vouchers.ownerUserId, userId)).orderBy(asc(vouchers.id)),
      db
        .select({ id: subscribers.id })
        .from(subscribers)
        .where(sql`lower(${subscribers.email}) = ${u.email.toLowerCase()}`)
        .limit(1),
      db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.createdAt)),
      listNewsletterConsents(db, u.email),
    ]);

  const orderIds = orderRows.map((r) => r.order.id);
  const [itemRows, historyRows] =
    orderIds.length === 0
      ? [[], []]
      : await Promise.all([
          db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id)),
          db
            .select({ orderId: orderStateChanges.orderId, state: orderStateChanges.toState, at: orderStateChanges.createdAt })
            .from(orderStateChanges)
            .where(inArray(orderStateChanges.orderId, orderIds))
            .orderBy(asc(orderStateChanges.createdAt), asc(orderStateChanges.id)),
        ]);

  return {
    format: 'party-shop.personal-data.v1',
    exportedAt: now.toISOString(),
    account: {
      id: u.id,
      email: u.email,
      firstname: u.firstname,
      lastname: u.lastname,
      phone: phoneOf(u.phonePrefix, u.phone),
      company: u.company,
      ico: u.ico,
      dic: u.dic,
      icDph: u.icDph,
      street: u.street,
      city: u.city,
      zip: u.zip,
      country: u.countryCode,
      customerGroup: account.groupName,
      influencerCommissionPercent: u.commissionPercent,
      createdAt: u.createdAt.toISOString(),
      lastLoginAt: iso(u.lastLoginAt),
    },
    addresses: addressRows.map((a) => ({
      name: a.name,
      firstname: a.firstname,
      lastname: a.lastname,
      company: a.company,
      street: a.street,
      city: a.city,
      zip: a.zip,
      country: a.countryCode,
      phone: phoneOf(a.phonePrefix, a.phone),
      isDefault: a.isDefault,
    })),
    orders: orderRows.map(({ order: o, carrier, payment }) => {
      // amounts in the order's currency, converted as the order summary converts them (decision 0006)
      const money = (czkMinor: number): MoneyAmount => ({
        amount: convertCzkMinor(czkMinor, { rate: o.currencyRate, decimals: 2 }),
        currency: o.currencyCode,
      });
      const hasDelivery = o.deliveryStreet !== null || o.deliveryFirstname !== null;
      return {
        number: o.number,
        createdAt: o.createdAt.toISOString(),
        state: o.state,
        paidAt: iso(o.paidAt),
        email: o.email,
        phone: phoneOf(o.phonePrefix, o.phone),
        invoice: {
          firstname: o.invoiceFirstname,
          lastname: o.invoiceLastname,
          company: o.invoiceCompany,
          ico: o.invoiceIco,
          dic: o.invoiceDic,
          icDph: o.invoiceIcDph,
          street: o.invoiceStreet,
          city: o.invoiceCity,
          zip: o.invoiceZip,
          country: o.invoiceCountryCode,
        },
        delivery: hasDelivery
          ? {
              firstname: o.deliveryFirstname,
              lastname: o.deliveryLastname,
              company: o.deliveryCompany,
              street: o.deliveryStreet,
              city: o.deliveryCity,
              zip: o.deliveryZip,
              country: o.deliveryCountryCode,
            }
          : null,
        carrier,
        paymentMethod: payment,
        pickupPoint: o.packetaPointName,
        trackingNumber: o.trackingNumber,
        note: o.note,
        total: money(o.total),
        items: itemRows
          .filter((i) => i.orderId === o.id)
          .map((i) => ({ name: i.name, variant: i.variantName, code: i.code, quantity: i.quantity, total: money(i.totalGross) })),
        history: historyRows.filter((h) => h.orderId === o.id).map((h) => ({ state: h.state, at: h.at.toISOString() })),
      };
    }),
    reviews: reviewRows.map(({ review: r, product }) => ({
      product,
      stars: r.stars,
      text: r.text,
      authorName: r.authorName,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    })),
    watchdogs: watchdogRows.map(({ watchdog: w, product, variant }) => ({
      product,
      variant,
      createdAt: w.createdAt.toISOString(),
      notifiedAt: iso(w.notifiedAt),
    })),
    cart: cartRows.map((c) => ({ product: c.product, variant: c.variant, quantity: c.quantity })),
    influencerVouchers: voucherRows.map((v) => v.code),
    newsletter: { subscribed: subscriberRows.length > 0, history: consentHistory },
    sessions: sessionRows.map((s) => ({
      createdAt: s.createdAt.toISOString(),
      lastUsedAt: iso(s.lastUsedAt),
      expiresAt: s.expiresAt.toISOString(),
      revoked: s.revokedAt !== null,
      userAgent: s.userAgent,
      ip: s.ip,
    })),
  };
}

/** The file name of an export: `osobne-udaje-2026-11-27.json`. */
export function personalDataFileName(now: Date): string {
  return `osobne-udaje-${now.toISOString().slice(0, 10)}.json`;
}

// ---------------------------------------------------------------------------------------------------------------------
// erasure

export type ErasureRequest =
  /** the customer, who confirms with the current password (rate-limited like the other account actions) */
  | { by: 'customer'; password: string; ip: string }
  /** a back-office user acting on the customer's request */
  | { by: 'staff'; actorId: number };

export interface ErasureResult {
  /** orders kept for the accounting records, their contact data replaced */
  ordersKept: number;
}

/**
 * Erases account `userId` (see the module comment); null for an unknown account. Refuses (PersonalDataError) a wrong
 * password, an order not yet completed or cancelled, and an account with a back-office role. One transaction: it
 * erases everything or nothing.
 */
export async function erasePersonalData(db: Db, userId: number, request: ErasureRequest): Promise<ErasureResult | null> {
  const [account] = await db
    .select({ email: users.email, passwordHash: users.passwordHash, scope: users.scope })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!account) return null;
  if (request.by === 'customer') {
    await hitAuthLimits(db, 'account_erase', { email: account.email, ip: request.ip });
    if (!(await verifyPassword(account.passwordHash, request.password))) throw new PersonalDataError('wrong_password', 'password');
  }

  return db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email, scope: users.scope }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) return null;
    if (user.scope.some((role) => role !== 'customer')) throw new PersonalDataError('staff_account', null);
    const [open] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, userId), notInArray(orders.state, FINISHED_ORDER_STATES)))
      .limit(1);
    if (open) throw new PersonalDataError('open_orders', null);

    // orders: the invoice data stays (accounting records); contact, delivery and note go; old summary links die
    const kept = await tx
      .update(orders)
      .set({
        // the column is required; an `.invalid` address never delivers
        email: sql`'vymazany-zakaznik-' || ${orders.id} || '@anonymized.invalid'`,
        phonePrefix: null,
        phone: null,
        deliveryFirstname: null,
        deliveryLastname: null,
        deliveryCompany: null,
        deliveryStreet: null,
        deliveryCity: null,
        deliveryZip: null,
        deliveryCountryCode: null,
        note: null,
        hash: sql`replace(gen_random_uuid()::text, '-', '')`,
        userId: null,
      })
      .where(eq(orders.userId, userId))
      .returning({ id: orders.id });
    // notes typed at state changes may name the customer
    if (kept.length > 0) {
      await tx
        .update(orderStateChanges)
        .set({ note: null })
        .where(
          inArray(
            orderStateChanges.orderId,
            kept.map((o) => o.id),
          ),
        );
    }

    // reviews go; the ratings of their products are recounted
    const reviewed = await tx.delete(reviews).where(eq(reviews.userId, userId)).returning({ productId: reviews.productId });
    for (const productId of [...new Set(reviewed.map((r) => r.productId))].sort((a, b) => a - b)) {
      if (await lockProductForRating(tx, productId)) await recomputeProductRating(tx, productId);
    }

    // the newsletter: unsubscribed, the consent history kept without the plain address
    const unsubscribed = await tx
      .delete(subscribers)
      .where(sql`lower(${subscribers.email}) = ${user.email.toLowerCase()}`)
      .returning({ email: subscribers.email });
    if (unsubscribed.length > 0) await recordNewsletterConsent(tx, user.email, 'unsubscribed', 'account_erasure');
    await forgetNewsletterConsentAddress(tx, user.email);

    // the back-office history of the account keeps what happened, not the values
    await tx
      .update(auditLog)
      .set({ changes: null })
      .where(and(eq(auditLog.entity, 'users'), eq(auditLog.entityId, String(userId))));

    // addresses, sessions, carts, watchdogs, reset and e-mail change links go with the account (ON DELETE CASCADE)
    await tx.delete(users).where(eq(users.id, userId));
    await recordAudit(tx, {
      userId: request.by === 'staff' ? request.actorId : null,
      entity: 'users',
      entityId: userId,
      action: 'erase',
      changes: { ordersKept: { from: null, to: kept.length } },
    });
    return { ordersKept: kept.length };
  });
}
