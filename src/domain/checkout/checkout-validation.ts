/**
 * The checks of a checkout that need the database (SPEC §5, §8), after `checkoutSchema` accepted the form:
 * the carrier and payment method exist and are offered, card payments only when enabled, the pickup branch exists
 * and is active ('Selected store does not exist'), the Packeta point exists. Errors come back in the 422 errors shape
 * at the same field paths the schema uses, so the form shows them at its fields.
 *
 * Also: which lines of a cart a pickup branch does not have ('Tovar na predajni nie je skladom, doručenie môže trvať
 * až 10 dní.', SPEC §8).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import type { Translate } from '../../i18n';
import type { FieldErrors } from '../../lib/validation';
import { PICKUP_IN_STOCK, PICKUP_NOT_AT_BRANCH, type DeliveryEstimate } from '../catalog/availability';
import { PacketaUnavailableError, type PacketaDirectory, type PacketaPoint } from '../packeta/packeta-points';
import type { CheckoutData } from './checkout-schema';
import {
  findPickupBranch,
  loadCarriers,
  loadPaymentMethods,
  offeredCarrier,
  offeredPayment,
  type CarrierRecord,
  type PaymentMethodRecord,
  type PickupBranch,
} from './delivery-options';

export interface CheckoutDatabaseOptions {
  t: Translate;
  /** card payments online are enabled (isCardPaymentEnabled(config)) */
  cardEnabled: boolean;
  /**
   * The Packeta directory (mode off → the Packeta carrier is not offered). When its feed is unreachable the point
   * cannot be verified and is accepted as chosen in the widget: the shop keeps selling without Packeta's feed.
   */
  packeta: Pick<PacketaDirectory, 'mode' | 'find'>;
}

/** What the checkout chose, resolved against the database; null where the choice is not valid. */
export interface CheckoutDatabaseCheck {
  /** empty when everything is valid */
  errors: FieldErrors;
  carrier: CarrierRecord | null;
  paymentMethod: PaymentMethodRecord | null;
  /** the branch of a personal pickup */
  pickupStore: PickupBranch | null;
  /** the Packeta point when it could be verified (null when not Packeta, or the feed was unreachable) */
  packetaPoint: PacketaPoint | null;
}

type Selection = Pick<CheckoutData, 'carrier' | 'paymentMethod' | 'pickupStoreId' | 'packetaPointId'>;

/** Checks a parsed checkout against the database; see the module comment. */
export async function checkCheckoutAgainstDatabase(
  db: DbOrTx,
  data: Selection,
  options: CheckoutDatabaseOptions,
): Promise<CheckoutDatabaseCheck> {
  const { t } = options;
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);

  const [carriers, payments, pickupStore] = await Promise.all([
    loadCarriers(db),
    loadPaymentMethods(db),
    data.carrier === 'pickup' && data.pickupStoreId !== null ? findPickupBranch(db, data.pickupStoreId) : Promise.resolve(null),
  ]);

  const carrierRecord = carriers.find((c) => c.code === data.carrier);
  const carrier = carrierRecord && offeredCarrier(carrierRecord, options.packeta.mode !== 'off') ? carrierRecord : null;
  if (!carrier) add('carrier', t('checkout.carrier_unavailable'));

  const paymentRecord = payments.find((m) => m.code === data.paymentMethod);
  let paymentMethod: PaymentMethodRecord | null = null;
  if (!paymentRecord || !paymentRecord.isActive) add('paymentMethod', t('checkout.payment_unavailable'));
  else if (!offeredPayment(paymentRecord, options.cardEnabled)) add('paymentMethod', t('checkout.card_unavailable'));
  else paymentMethod = paymentRecord;

  if (data.carrier === 'pickup' && !pickupStore) add('pickupStoreId', t('checkout.store_not_found'));

  let packetaPoint: PacketaPoint | null = null;
  if (data.carrier === 'packeta' && carrier && data.packetaPointId !== null) {
    try {
      packetaPoint = await options.packeta.find(data.packetaPointId);
      if (!packetaPoint) add('packetaPointId', t('checkout.packeta_point_not_found'));
    } catch (error) {
      // the feed is down: the point came from the shopper's search a moment ago, so the order goes on unverified
      if (!(error instanceof PacketaUnavailableError)) throw error;
    }
  }

  return { errors, carrier, paymentMethod, pickupStore: data.carrier === 'pickup' ? pickupStore : null, packetaPoint };
}

// ---------------------------------------------------------------------------------------------------------------------
// pickup availability

export interface CartLineQuantity {
  variantId: number;
  quantity: number;
}

interface BranchShortage {
  variantId: number;
  /** requested in total (lines of the same variant are added up) */
  requested: number;
  /** what the branch has */
  available: number;
}

export interface PickupAvailability {
  storeId: number;
  /** the variants the branch does not have in the requested quantity, in the order of the lines */
  missing: BranchShortage[];
  /**
   * PICKUP_IN_STOCK when the branch has everything, else PICKUP_NOT_AT_BRANCH: key
   * 'availability.pickup_up_to_10_days' ('Tovar na predajni nie je skladom, doručenie môže trvať až 10 dní.')
   */
  estimate: DeliveryEstimate;
}

/** Which lines a pickup branch cannot hand over at once (stock of that store; unknown variants count as missing). */
export async function pickupAvailability(db: DbOrTx, storeId: number, lines: readonly CartLineQuantity[]): Promise<PickupAvailability> {
  const requested = new Map<number, number>();
  for (const line of lines) {
    if (!Number.isSafeInteger(line.variantId) || line.variantId < 1 || line.quantity <= 0) continue;
    requested.set(line.variantId, (requested.get(line.variantId) ?? 0) + line.quantity);
  }
  const ids = [...requested.keys()];
  const available = new Map<number, number>();
  if (ids.length > 0 && Number.isSafeInteger(storeId) && storeId > 0 && storeId <= 2_147_483_647) {
    const rows = await queryRows<{ variant_id: number; quantity: number }>(
      db,
      sql`SELECT s.variant_id, s.quantity FROM stock s JOIN stores st ON st.id = s.store_id AND st.is_active
          WHERE s.store_id = ${storeId} AND s.variant_id IN (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
    for (const r of rows) available.set(Number(r.variant_id), Number(r.quantity));
  }
  const missing = ids
    .map((variantId) => ({ variantId, requested: requested.get(variantId)!, available: available.get(variantId) ?? 0 }))
    .filter((line) => line.available < line.requested);
  return { storeId, missing, estimate: missing.length > 0 ? PICKUP_NOT_AT_BRANCH : PICKUP_IN_STOCK };
}
