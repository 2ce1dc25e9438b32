/**
 * The customer's account over REST (account screens): own orders, invoice data, delivery addresses, the
 * influencer block and the video library. Every call needs a live session (bearer token or the auth cookie): 401
 * `{ code: 'unauthenticated' }` otherwise. Another customer's order or address answers 404 exactly like an unknown
 * id; no answer carries a password hash or anybody else's data. Validation: 422 `{ message, errors }` at the fields.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { z } from 'zod';
import { ORDER_STATES } from '../../src/db/schema';
import {
  AddressLimitError,
  addressSchema,
  createAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  MAX_ADDRESSES_PER_CUSTOMER,
  setDefaultAddress,
  updateAddress,
} from '../../src/domain/accounts/addresses';
import {
  CUSTOMER_ORDERS_MAX_PAGE,
  findCustomerOrderId,
  listCustomerOrders,
  loadCustomerOrder,
} from '../../src/domain/accounts/customer-orders';
import { INFLUENCER_GROUP_ID, loadInfluencerOverview } from '../../src/domain/accounts/influencer';
import { invoiceDataSchema, LoginEmailChangeError, loadInvoiceData, saveInvoiceData } from '../../src/domain/accounts/invoice-data';
import { AuthError } from '../../src/domain/accounts/auth-errors';
import { accountErasureSchema } from '../../src/domain/accounts/auth-schemas';
import { AUTH_TOKEN_COOKIE } from '../../src/domain/accounts/auth-token';
import { erasePersonalData, exportPersonalData, PersonalDataError, personalDataFileName } from '../../src/domain/accounts/personal-data';
import { findUserBySessionToken, type SessionUser } from '../../src/domain/accounts/session-lookup';
import { getLibraryVideo, listLibraryVideos } from '../../src/domain/accounts/videos';
import { shopCountry } from '../../src/domain/checkout/checkout-rules';
import { invoicePdf, listOrderDocuments } from '../../src/domain/invoices/invoices';
import { isCardPaymentEnabled } from '../../src/domain/payments/gateways';
import type { AppEnv } from '../app';
import { readAuthToken, resolveRequestCatalogContext } from '../http/catalog-context';
import { clientIp } from '../http/client-ip';
import { HttpError, notFound } from '../http/errors';
import type { ApiRouteDoc } from '../http/openapi';
import { readBody, validate } from '../http/validate';
import { orderSummarySchema } from './orders-summary';

// ---------------------------------------------------------------------------------------------------------------------
// documentation schemas

const idParams = z.object({ id: z.string().regex(/^\d+$/).describe('numeric id') });
const moneyFormat = z.object({ code: z.string(), decimals: z.number(), symbol_before: z.string(), symbol_after: z.string() });

const orderListQuery = z.object({
  page: z.coerce.number().int().min(1).max(CUSTOMER_ORDERS_MAX_PAGE).optional().describe('page number, 1 = newest orders'),
});

const orderListSchema = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      number: z.string(),
      createdAt: z.string().describe('ISO date-time'),
      state: z.enum(ORDER_STATES),
      isPaid: z.boolean(),
      total: z.number().describe("gross, minor units of the order's currency"),
      currency: moneyFormat,
    }),
  ),
  page: z.number(),
  pageSize: z.number(),
  total: z.number().describe('all orders of the customer'),
  pageCount: z.number(),
});

const invoiceDataView = z.object({
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phonePrefix: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  ico: z.string().nullable(),
  dic: z.string().nullable(),
  icDph: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  zip: z.string().nullable(),
  country: z.string().nullable(),
});

const invoiceDataBody = z.object({
  firstname: z.string(),
  lastname: z.string(),
  email: z.string().optional().describe("the account's login e-mail, unchanged (changing it: POST /api/me/email)"),
  phonePrefix: z.string().optional().describe("one of '+421', '+420', '+49', '+44', '+36', '+43', '+48', '+33', '+40', '+386', '+385', ''"),
  phone: z.string().optional(),
  company: z.string().optional(),
  ico: z.string().optional().describe('IČO with a valid check digit; needs company'),
  dic: z.string().optional(),
  icDph: z.string().optional(),
  street: z.string().optional().describe('street and house number; street, city and zip go together'),
  city: z.string().optional(),
  zip: z.string().optional(),
  country: z.string().optional().describe("the shop's country: SK (sk) or CZ (cs)"),
});

const addressView = z.object({
  id: z.number(),
  name: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  company: z.string().nullable(),
  street: z.string(),
  city: z.string(),
  zip: z.string(),
  country: z.string(),
  phonePrefix: z.string().nullable(),
  phone: z.string().nullable(),
  isDefault: z.boolean(),
});

const addressBody = z.object({
  name: z.string().describe("the address's label ('Domov')"),
  firstname: z.string(),
  lastname: z.string(),
  company: z.string().optional(),
  street: z.string().describe('street and house number'),
  city: z.string(),
  zip: z.string().describe('5 digits'),
  country: z.string().describe("the shop's country: SK (sk) or CZ (cs)"),
  phonePrefix: z.string().optional(),
  phone: z.string().optional(),
  isDefault: z.boolean().optional().describe("make it the default (the customer's first address always is)"),
});

const influencerSchema = z.object({
  currency: moneyFormat,
  vouchers: z.array(
    z.object({
      id: z.number(),
      code: z.string(),
      voucherType: z.enum(['amount', 'percent', 'order']),
      value: z.number().describe('percent, or minor units of the shown currency'),
      isActive: z.boolean(),
      activeFrom: z.string().nullable(),
      activeTo: z.string().nullable(),
      commissionPercent: z.number().nullable(),
      used: z.number(),
      total: z.number().nullable().describe('null = unlimited'),
      unpaidCommission: z.number(),
      totalMargin: z.number(),
      turnover: z.number(),
    }),
  ),
  used: z.number().describe('uses of the vouchers in orders that are not cancelled'),
  total: z.number().nullable().describe('uses allowed in all; null when a voucher is unlimited'),
  orders: z.number(),
  unpaidCommission: z.number().describe('commission not paid out yet, minor units of the shown currency'),
  paidCommission: z.number(),
  pendingCommission: z.number().describe('commission of orders not paid yet (decision 0070): payable once they are paid'),
  totalMargin: z.number().describe('every commission earned (paid orders only)'),
  turnover: z.number().describe('what the paid orders with the codes came to'),
  orderBreakdown: z
    .array(
      z.object({
        orderId: z.number(),
        number: z.string(),
        createdAt: z.string(),
        paidAt: z.string(),
        codes: z.array(z.string()),
        paidAmount: z.number(),
        commission: z.number(),
        commissionPaidAt: z.string().nullable().describe('null = not paid out yet'),
      }),
    )
    .describe('the paid orders with the codes, newest first (at most 200)'),
  payouts: z.array(z.object({ paidAt: z.string(), orders: z.number(), amount: z.number() })).describe('the payout history, newest first'),
});

const videoView = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  url: z.string(),
  kind: z.enum(['local', 'external']),
  mimeType: z.string().nullable(),
  playable: z.boolean().describe('local: the file is there; external videos open on their host'),
  thumbnail: z.string().nullable(),
  durationSeconds: z.number().nullable(),
});

const unauthenticated = 'code unauthenticated: no live session';

export const accountDocs: ApiRouteDoc[] = [
  {
    method: 'get',
    path: '/api/orders',
    summary: "The logged-in customer's orders, newest first, 10 per page",
    tag: 'account',
    query: orderListQuery,
    response: orderListSchema,
    auth: true,
    errors: { 401: unauthenticated, 422: 'Invalid page' },
  },
  {
    method: 'get',
    path: '/api/orders/{id}',
    summary: "One of the customer's orders: the order summary (bank account and QR while unpaid)",
    tag: 'account',
    params: idParams,
    response: orderSummarySchema,
    auth: true,
    errors: { 401: unauthenticated, 404: "Unknown order or another customer's (the same answer)" },
  },
  {
    method: 'get',
    path: '/api/orders/{id}/documents',
    summary: "The order's tax documents (decision 0098): its invoice once paid, a credit note once an invoiced order is cancelled",
    tag: 'account',
    params: idParams,
    response: z.array(
      z.object({
        id: z.number(),
        kind: z.enum(['invoice', 'credit_note']),
        number: z.string(),
        issuedAt: z.string().describe('ISO date-time'),
        total: z.number().describe('gross, minor units of currencyCode'),
        currencyCode: z.string(),
      }),
    ),
    auth: true,
    errors: { 401: unauthenticated, 404: "Unknown order or another customer's (the same answer)" },
  },
  {
    method: 'get',
    path: '/api/orders/{id}/documents/{documentId}',
    summary: 'One tax document of the order as a PDF (application/pdf, attachment); drawn once and stored',
    tag: 'account',
    params: z.object({ id: z.string().regex(/^\d+$/), documentId: z.string().regex(/^\d+$/) }),
    auth: true,
    errors: { 401: unauthenticated, 404: "Unknown order or document, or another customer's (the same answer)" },
  },
  {
    method: 'get',
    path: '/api/me/invoice-data',
    summary: "The customer's invoice data",
    tag: 'account',
    response: invoiceDataView,
    auth: true,
    errors: { 401: unauthenticated },
  },
  {
    method: 'put',
    path: '/api/me/invoice-data',
    summary:
      "Saves the customer's invoice data. The e-mail is the login and is not changed here (POST /api/me/email); it may be sent back unchanged",
    tag: 'account',
    body: invoiceDataBody,
    response: invoiceDataView,
    auth: true,
    errors: { 401: unauthenticated, 422: "Errors at the fields; code email_change_elsewhere at email when it is not the account's e-mail" },
  },
  {
    method: 'get',
    path: '/api/me/personal-data',
    summary:
      'Everything the shop keeps about the customer (GDPR access and portability, decision 0097): account, addresses, orders with lines and history, reviews, watchdogs, cart, newsletter consent history, sessions; as a JSON attachment',
    tag: 'account',
    response: z.record(z.string(), z.unknown()).describe('format party-shop.personal-data.v1'),
    auth: true,
    errors: { 401: unauthenticated },
  },
  {
    method: 'delete',
    path: '/api/me',
    summary:
      'Erases the account (GDPR, decision 0097) after the current password: account, addresses, reviews, cart, watchdogs and newsletter go; orders stay with their invoice data, without e-mail, phone, delivery address and note. Clears the auth cookie',
    tag: 'account',
    body: accountErasureSchema,
    response: z.object({ ordersKept: z.number() }),
    auth: true,
    errors: {
      401: unauthenticated,
      422: 'code wrong_password (at password), open_orders (an order not completed or cancelled), staff_account (a back-office role)',
      429: 'code rate_limited',
    },
  },
  {
    method: 'get',
    path: '/api/addresses',
    summary: 'The delivery address book, the default first',
    tag: 'account',
    response: z.array(addressView),
    auth: true,
    errors: { 401: unauthenticated },
  },
  {
    method: 'post',
    path: '/api/addresses',
    summary: `Adds a delivery address (201); at most ${MAX_ADDRESSES_PER_CUSTOMER}`,
    tag: 'account',
    body: addressBody,
    response: addressView,
    auth: true,
    errors: { 401: unauthenticated, 422: 'Errors at the fields; code address_limit' },
  },
  {
    method: 'get',
    path: '/api/addresses/{id}',
    summary: 'One delivery address',
    tag: 'account',
    params: idParams,
    response: addressView,
    auth: true,
    errors: { 401: unauthenticated, 404: "Unknown address or another customer's" },
  },
  {
    method: 'put',
    path: '/api/addresses/{id}',
    summary: 'Rewrites a delivery address',
    tag: 'account',
    params: idParams,
    body: addressBody,
    response: addressView,
    auth: true,
    errors: { 401: unauthenticated, 404: "Unknown address or another customer's", 422: 'Errors at the fields' },
  },
  {
    method: 'put',
    path: '/api/addresses/{id}/default',
    summary: 'Makes a delivery address the default',
    tag: 'account',
    params: idParams,
    response: addressView,
    auth: true,
    errors: { 401: unauthenticated, 404: "Unknown address or another customer's" },
  },
  {
    method: 'delete',
    path: '/api/addresses/{id}',
    summary: 'Deletes a delivery address (the oldest remaining one becomes the default)',
    tag: 'account',
    params: idParams,
    auth: true,
    errors: { 401: unauthenticated, 404: "Unknown address or another customer's" },
  },
  {
    method: 'get',
    path: '/api/influencer',
    summary: "The influencer's voucher block: codes, used/total, unpaid commission, total margin (currencyId query or cookie)",
    tag: 'account',
    response: influencerSchema,
    auth: true,
    errors: { 401: unauthenticated, 404: 'The customer is not in the influencer group (2)' },
  },
  {
    method: 'get',
    path: '/api/videos',
    summary: 'The video library for customers',
    tag: 'account',
    response: z.array(videoView),
    auth: true,
    errors: { 401: unauthenticated },
  },
  {
    method: 'get',
    path: '/api/videos/{id}',
    summary: 'One video of the library',
    tag: 'account',
    params: idParams,
    response: videoView,
    auth: true,
    errors: { 401: unauthenticated, 404: 'Unknown or unpublished video' },
  },
];

// ---------------------------------------------------------------------------------------------------------------------
// helpers

async function requireApiUser(c: Context<AppEnv>): Promise<SessionUser> {
  const { db, t } = c.get('services');
  c.header('Cache-Control', 'private, no-store');
  const token = readAuthToken(c);
  const user = token ? await findUserBySessionToken(db, token) : null;
  if (!user) throw new HttpError(401, t('auth.unauthenticated'), { code: 'unauthenticated' });
  return user;
}

// ---------------------------------------------------------------------------------------------------------------------
// routes

export function accountRoutes() {
  const api = new Hono<AppEnv>();

  // orders
  api.get('/orders', async (c) => {
    const user = await requireApiUser(c);
    const { page } = validate(c, orderListQuery, { page: c.req.query('page') });
    return c.json({ data: await listCustomerOrders(c.get('services').db, user.id, page ?? 1) });
  });
  api.get('/orders/:id', async (c) => {
    const user = await requireApiUser(c);
    const { db, config } = c.get('services');
    const summary = await loadCustomerOrder(db, user.id, c.req.param('id'), { cardPaymentEnabled: isCardPaymentEnabled(config) });
    if (!summary) throw notFound();
    return c.json({ data: summary });
  });

  // personal data (decision 0097)
  api.get('/me/personal-data', async (c) => {
    const user = await requireApiUser(c);
    const { db, now } = c.get('services');
    const exported = await exportPersonalData(db, user.id, now());
    if (!exported) throw notFound();
    c.header('Content-Disposition', `attachment; filename="${personalDataFileName(now())}"`);
    return c.json({ data: exported });
  });
  api.delete('/me', async (c) => {
    const user = await requireApiUser(c);
    const { db, t } = c.get('services');
    const input = validate(c, accountErasureSchema, await readBody(c));
    try {
      const result = await erasePersonalData(db, user.id, { by: 'customer', password: input.password, ip: clientIp(c) });
      if (!result) throw notFound();
      deleteCookie(c, AUTH_TOKEN_COOKIE, { path: '/' });
      return c.json({ data: result, message: t('account.erased_message') });
    } catch (error) {
      if (error instanceof PersonalDataError) {
        const message = t(error.messageKey);
        throw new HttpError(422, message, { code: error.code, errors: { [error.field ?? '']: [message] } });
      }
      if (error instanceof AuthError && error.code === 'rate_limited') {
        if (error.retryAfterSeconds) c.header('Retry-After', String(error.retryAfterSeconds));
        throw new HttpError(429, t(error.messageKey, error.params), { code: 'rate_limited' });
      }
      throw error;
    }
  });

  // tax documents (decision 0098)
  api.get('/orders/:id/documents', async (c) => {
    const user = await requireApiUser(c);
    const { db } = c.get('services');
    const orderId = await findCustomerOrderId(db, user.id, c.req.param('id'));
    if (orderId === null) throw notFound();
    return c.json({ data: await listOrderDocuments(db, orderId) });
  });
  api.get('/orders/:id/documents/:documentId', async (c) => {
    const user = await requireApiUser(c);
    const { db, files } = c.get('services');
    const orderId = await findCustomerOrderId(db, user.id, c.req.param('id'));
    const documentId = c.req.param('documentId');
    if (orderId === null || !/^\d{1,9}$/.test(documentId)) throw notFound();
    const document = await invoicePdf(db, files, orderId, Number(documentId));
    if (!document) throw notFound();
    return c.body(new Uint8Array(document.pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${document.number}.pdf"`,
    });
  });

  // invoice data
  api.get('/me/invoice-data', async (c) => {
    const user = await requireApiUser(c);
    const data = await loadInvoiceData(c.get('services').db, user.id);
    if (!data) throw notFound();
    return c.json({ data });
  });
  api.put('/me/invoice-data', async (c) => {
    const user = await requireApiUser(c);
    const { db, t, config } = c.get('services');
    const input = validate(c, invoiceDataSchema(shopCountry(config.locale)), await readBody(c));
    try {
      const data = await saveInvoiceData(db, user.id, input);
      if (!data) throw notFound();
      return c.json({ data, message: t('account.invoice_saved') });
    } catch (error) {
      if (error instanceof LoginEmailChangeError) {
        const message = t('account.email_change_elsewhere');
        throw new HttpError(422, message, { code: 'email_change_elsewhere', errors: { email: [message] } });
      }
      throw error;
    }
  });

  // addresses
  api.get('/addresses', async (c) => {
    const user = await requireApiUser(c);
    return c.json({ data: await listAddresses(c.get('services').db, user.id) });
  });
  api.post('/addresses', async (c) => {
    const user = await requireApiUser(c);
    const { db, t, config } = c.get('services');
    const input = validate(c, addressSchema(shopCountry(config.locale)), await readBody(c));
    try {
      return c.json({ data: await createAddress(db, user.id, input), message: t('account.address_saved') }, 201);
    } catch (error) {
      if (error instanceof AddressLimitError) {
        const message = t('account.address_limit', { max: MAX_ADDRESSES_PER_CUSTOMER });
        throw new HttpError(422, message, { code: 'address_limit', errors: { '': [message] } });
      }
      throw error;
    }
  });
  api.get('/addresses/:id', async (c) => {
    const user = await requireApiUser(c);
    const address = await getAddress(c.get('services').db, user.id, c.req.param('id'));
    if (!address) throw notFound();
    return c.json({ data: address });
  });
  api.put('/addresses/:id', async (c) => {
    const user = await requireApiUser(c);
    const { db, t, config } = c.get('services');
    // an unknown or foreign id is a 404 before the body is looked at: nothing about the address leaks
    if (!(await getAddress(db, user.id, c.req.param('id')))) throw notFound();
    const input = validate(c, addressSchema(shopCountry(config.locale)), await readBody(c));
    const address = await updateAddress(db, user.id, c.req.param('id'), input);
    if (!address) throw notFound();
    return c.json({ data: address, message: t('account.address_saved') });
  });
  api.put('/addresses/:id/default', async (c) => {
    const user = await requireApiUser(c);
    const { db, t } = c.get('services');
    const address = await setDefaultAddress(db, user.id, c.req.param('id'));
    if (!address) throw notFound();
    return c.json({ data: address, message: t('account.address_default_set') });
  });
  api.delete('/addresses/:id', async (c) => {
    const user = await requireApiUser(c);
    const { db, t } = c.get('services');
    if (!(await deleteAddress(db, user.id, c.req.param('id')))) throw notFound();
    return c.json({ data: null, message: t('account.address_deleted') });
  });

  // influencer
  api.get('/influencer', async (c) => {
    const user = await requireApiUser(c);
    if (user.group?.id !== INFLUENCER_GROUP_ID) throw notFound();
    const { currency } = await resolveRequestCatalogContext(c);
    return c.json({ data: await loadInfluencerOverview(c.get('services').db, user.id, currency) });
  });

  // videos
  api.get('/videos', async (c) => {
    await requireApiUser(c);
    const { db } = c.get('services');
    return c.json({ data: await listLibraryVideos(db, { files: c.get('services').files }) });
  });
  api.get('/videos/:id', async (c) => {
    await requireApiUser(c);
    const { db } = c.get('services');
    const video = await getLibraryVideo(db, c.req.param('id'), { files: c.get('services').files });
    if (!video) throw notFound();
    return c.json({ data: video });
  });

  return api;
}
