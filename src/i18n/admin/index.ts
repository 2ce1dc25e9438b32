/**
 * The back-office texts, kept out of the storefront catalogs (src/i18n/sk.ts, cs.ts) so the storefront's
 * JavaScript does not carry them. Importing this module registers them with the translator (src/i18n/index.ts):
 * the server does it at start (src/services.ts), the browser when it loads the admin layout
 * (app/routes/admin/layout.tsx). Each area keeps its own file here: src/i18n/admin/<area>.ts exports `admin<Area>Sk`
 * as const and `admin<Area>Cs: Record<keyof typeof admin<Area>Sk, string>`; add one spread line to each object below.
 */
import { registerMessages } from '../index';
import { adminFoundationCs, adminFoundationSk } from './foundation';
import { adminOrdersCs, adminOrdersSk } from './orders';
import { adminCatalogCs, adminCatalogSk } from './catalog';
import { adminContentCs, adminContentSk } from './content';
import { adminVouchersCs, adminVouchersSk } from './vouchers';
import { adminCustomersCs, adminCustomersSk } from './customers';
import { adminSettingsCs, adminSettingsSk } from './settings';
import { adminReviewsCs, adminReviewsSk } from './reviews';
import { adminShopMailCs, adminShopMailSk } from './shop-mail';
import { adminPersonalDataCs, adminPersonalDataSk } from './personal-data';
import { adminInvoicesCs, adminInvoicesSk } from './invoices';
import { adminOrderEditCs, adminOrderEditSk } from './order-edit';
import { adminOwnerCs, adminOwnerSk } from './owner';
import { adminMediaCs, adminMediaSk } from './media';
import { adminBulkCs, adminBulkSk } from './bulk';
import { adminReturnsCs, adminReturnsSk } from './returns';
import { adminDashboardCs, adminDashboardSk } from './dashboard';
import { adminProductCsvCs, adminProductCsvSk } from './product-csv';
import { adminShipmentsCs, adminShipmentsSk } from './shipments';
import { adminDeliveryCs, adminDeliverySk } from './delivery';

const adminSk = {
  ...adminFoundationSk,
  ...adminOrdersSk,
  ...adminCatalogSk,
  ...adminContentSk,
  ...adminVouchersSk,
  ...adminCustomersSk,
  ...adminSettingsSk,
  ...adminReviewsSk,
  ...adminShopMailSk,
  ...adminPersonalDataSk,
  ...adminInvoicesSk,
  ...adminOrderEditSk,
  ...adminOwnerSk,
  ...adminMediaSk,
  ...adminBulkSk,
  ...adminReturnsSk,
  ...adminDashboardSk,
  ...adminProductCsvSk,
  ...adminShipmentsSk,
  ...adminDeliverySk,
};

export type AdminMessageKey = keyof typeof adminSk;

const adminCs: Record<AdminMessageKey, string> = {
  ...adminFoundationCs,
  ...adminOrdersCs,
  ...adminCatalogCs,
  ...adminContentCs,
  ...adminVouchersCs,
  ...adminCustomersCs,
  ...adminSettingsCs,
  ...adminReviewsCs,
  ...adminShopMailCs,
  ...adminPersonalDataCs,
  ...adminInvoicesCs,
  ...adminOrderEditCs,
  ...adminOwnerCs,
  ...adminMediaCs,
  ...adminBulkCs,
  ...adminReturnsCs,
  ...adminDashboardCs,
  ...adminProductCsvCs,
  ...adminShipmentsCs,
  ...adminDeliveryCs,
};

registerMessages('sk', adminSk);
registerMessages('cs', adminCs);
