/**
 * /api/admin/*: the back-office API. Each area keeps its routes in server/api/admin/<area>.ts as an
 * `AdminApiRoute[]` (see registry.ts) and adds ONE line to ADMIN_API_ROUTES below. Everything here is mounted
 * behind the role guard and documented under the OpenAPI tag admin.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../app';
import type { ApiRouteDoc } from '../../http/openapi';
import { adminRouteDoc, honoPath, requireAdminApi, type AdminApiRoute } from './registry';
import { adminSessionApi } from './session';
import { adminOrderApi } from './orders';
import { adminCatalogApi } from './catalog';
import { adminVoucherApi } from './vouchers';
import { adminCustomerApi } from './customers';
import { adminSettingsApi } from './settings';
import { adminContentApi } from './content';
import { adminReviewApi } from './reviews';
import { adminPersonalDataApi } from './personal-data';
import { adminInvoiceApi } from './invoices';
import { adminMediaApi } from './media';
import { adminBulkApi } from './bulk';
import { adminReturnApi } from './returns';
import { adminProductCsvApi } from './product-csv';
import { adminShipmentApi } from './shipments';
import { adminDeliveryPaymentApi } from './delivery-payment';

/** Every admin API route (the walk-all test in tests/integration/admin-access.test.ts iterates this). */
export const ADMIN_API_ROUTES: AdminApiRoute[] = [];
ADMIN_API_ROUTES.push(...adminSessionApi);
ADMIN_API_ROUTES.push(...adminOrderApi); // dashboard, orders, audit (helper D)
ADMIN_API_ROUTES.push(...adminCatalogApi); // products, variants, stock, images, categories (helper E)
ADMIN_API_ROUTES.push(...adminVoucherApi, ...adminCustomerApi, ...adminSettingsApi); // vouchers, customers, settings, subscribers (helper F)
ADMIN_API_ROUTES.push(...adminContentApi); // content: posts, pages, services, jobs, events, documents, videos, stores, contacts (helper G)
ADMIN_API_ROUTES.push(...adminReviewApi); // review moderation (decision 0063)
ADMIN_API_ROUTES.push(...adminPersonalDataApi); // a customer's personal data on request (decision 0097)
ADMIN_API_ROUTES.push(...adminInvoiceApi); // invoices, credit notes and their settings (decision 0098)
ADMIN_API_ROUTES.push(...adminMediaApi); // the media library (decision 0086)
ADMIN_API_ROUTES.push(...adminBulkApi); // bulk actions on orders and products (decision 0099)
ADMIN_API_ROUTES.push(...adminReturnApi); // returns and complaints (decision 0102)
ADMIN_API_ROUTES.push(...adminProductCsvApi); // product CSV export and import (decision 0106)
ADMIN_API_ROUTES.push(...adminShipmentApi); // carrier shipments and labels (decision 0104)
ADMIN_API_ROUTES.push(...adminDeliveryPaymentApi); // carriers and payment methods (decision 0124)

export const adminDocs: ApiRouteDoc[] = ADMIN_API_ROUTES.map(adminRouteDoc);

export function adminRoutes() {
  const api = new Hono<AppEnv>();
  for (const route of ADMIN_API_ROUTES) {
    api.on(route.method.toUpperCase(), honoPath(route.path), async (c) => {
      const user = await requireAdminApi(c, route.role);
      return route.handler(c, user);
    });
  }
  return api;
}
