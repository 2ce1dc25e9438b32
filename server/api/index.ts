import { Hono } from 'hono';
import type { AppEnv } from '../app';
import { buildOpenApiDocument, type ApiRouteDoc } from '../http/openapi';
import { catalogDocs, catalogRoutes } from './catalog';
// back office: every /api/admin/* route, behind the role guard (server/api/admin/registry.ts)
import { adminDocs, adminRoutes } from './admin';
// accounts
import { authDocs, authRoutes } from './auth';
// checkout
import { checkoutDocs, checkoutRoutes } from './checkout';
import { companyDocs, companyRoutes } from './company';
// cart & vouchers
import { cartDocs, cartRoutes } from './cart';
import { voucherDocs, voucherRoutes } from './vouchers';
// order summary & payments
import { orderSummaryDocs, orderSummaryRoutes } from './orders-summary';
import { paymentDocs, paymentRoutes } from './payments';
// orders
import { orderDocs, orderRoutes } from './orders';
import { sharedListDocs, sharedListRoutes } from './shared-lists';
// blog, careers, events
import { eventDocs, eventRoutes } from './events';
import { jobDocs, jobRoutes } from './jobs';
import { postDocs, postRoutes } from './posts';
import { subscriberDocs, subscriberRoutes } from './subscriber';
import { testRoutes, testRoutesEnabled } from './test-routes';
// reviews & watchdogs
import { reviewDocs, reviewRoutes } from './reviews';
import { watchdogDocs, watchdogRoutes, watchdogTestRoutes } from './watchdogs';
// account screens
import { accountDocs, accountRoutes } from './account';
// returns and complaints (decision 0102)
import { returnDocs, returnRoutes } from './returns';
// stores, services, modals
import { modalDocs, modalRoutes } from './modals';
import { serviceInquiryDocs, serviceInquiryRoutes } from './service-inquiries';
import { storeDocs, storeRoutes } from './stores';

/** Every documented call; /api/openapi.json is generated from these and the zod schemas they name. */
export const apiDocs: ApiRouteDoc[] = [...sharedListDocs, ...subscriberDocs, ...catalogDocs, ...orderSummaryDocs, ...paymentDocs];

// cart & vouchers
apiDocs.push(...cartDocs, ...voucherDocs);

// accounts
apiDocs.push(...authDocs);

// checkout
apiDocs.push(...checkoutDocs, ...companyDocs);

// orders
apiDocs.push(...orderDocs);
// back office
apiDocs.push(...adminDocs);

// account screens
apiDocs.push(...accountDocs);
apiDocs.push(...returnDocs);

// blog, careers, events
apiDocs.push(...postDocs, ...jobDocs, ...eventDocs);

// reviews & watchdogs
apiDocs.push(...reviewDocs, ...watchdogDocs);

// stores, services, modals
apiDocs.push(...storeDocs, ...serviceInquiryDocs, ...modalDocs);

/** All REST calls under /api (SPEC §7). Each area registers its routes in its own file. */
export function apiRoutes() {
  const api = new Hono<AppEnv>();
  api.get('/health', (c) => c.json({ data: { ok: true } }));
  api.get('/openapi.json', (c) => {
    const { config } = c.get('services');
    return c.json(buildOpenApiDocument(apiDocs, { title: 'Party shop API', version: '1.0.0', serverUrl: config.publicUrl }));
  });
  api.route('/', sharedListRoutes());
  api.route('/', subscriberRoutes());
  api.route('/', catalogRoutes());
  // accounts
  api.route('/', authRoutes());
  // checkout
  api.route('/', checkoutRoutes());
  api.route('/', companyRoutes());
  // order summary & payments
  api.route('/', orderSummaryRoutes());
  api.route('/', paymentRoutes());
  // orders
  api.route('/', orderRoutes());
  // account screens
  api.route('/', accountRoutes());
  api.route('/', returnRoutes());
  // cart & vouchers
  api.route('/', cartRoutes());
  // blog, careers, events
  api.route('/', postRoutes());
  api.route('/', jobRoutes());
  api.route('/', eventRoutes());
  // back office
  api.route('/admin', adminRoutes());
  api.route('/', voucherRoutes());
  // reviews & watchdogs
  api.route('/', reviewRoutes());
  api.route('/', watchdogRoutes());
  // stores, services, modals
  api.route('/', storeRoutes());
  api.route('/', serviceInquiryRoutes());
  api.route('/', modalRoutes());
  if (testRoutesEnabled()) api.route('/test', watchdogTestRoutes()); // E2E_TEST_ROUTES=1 only: POST /api/test/stock
  if (testRoutesEnabled()) api.route('/test', testRoutes()); // E2E_TEST_ROUTES=1 only (Playwright), see test-routes.ts
  return api;
}
