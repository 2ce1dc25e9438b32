/**
 * The packing slip of an order (decision 0072): what the packer needs and the parcel carries — the shop, the
 * customer, where it goes (address, branch or Packeta point), the lines with product codes and quantities, and the
 * customer's note. No prices: the invoice carries those.
 */
import type { Db } from '../../db/client';
import type { OrderSummary } from './order-summary';
import { loadShopSettings } from '../settings/settings';
import { loadAdminOrderDetail } from './admin-orders';

export interface PackingSlip {
  summary: OrderSummary;
  phone: string | null;
  shop: { company: string; street: string; city: string; zip: string; ico: string; dic: string; email: string; phone: string };
}

/** The packing slip of order `orderId`; null for an unknown id. */
export async function loadPackingSlip(db: Db, orderId: number): Promise<PackingSlip | null> {
  const [detail, settings] = await Promise.all([loadAdminOrderDetail(db, orderId), loadShopSettings(db)]);
  if (!detail) return null;
  const c = settings.contacts;
  return {
    summary: detail.summary,
    phone: detail.phone,
    shop: {
      company: c.company || 'Party shop',
      street: c.street ?? '',
      city: c.city ?? '',
      zip: c.zip ?? '',
      ico: c.ico ?? '',
      dic: c.dic ?? '',
      email: c.email ?? '',
      phone: c.phone ?? '',
    },
  };
}
