/**
 * One interface for every carrier (decision 0104): create the parcel of an order, draw its label. The adapters speak
 * the carriers' own APIs (packeta-adapter.ts: Packeta's REST/XML API; courier-adapter.ts: a courier's JSON API) or,
 * in demo mode without credentials, stand in for them (demo-carrier.ts). They know nothing of the database.
 */

/** What a carrier needs to know about an order's parcel. Amounts in minor units of `currencyCode`. */
export interface ShipmentRequest {
  orderNumber: string;
  recipient: {
    firstname: string;
    lastname: string;
    company: string | null;
    email: string;
    phone: string | null;
    street: string | null;
    city: string | null;
    zip: string | null;
    countryCode: string | null;
  };
  /** the Packeta pickup point (carrier packeta) */
  pickupPointId: string | null;
  currencyCode: string;
  /** minor units per unit of the currency (100 for 2 decimals) */
  currencyDecimals: number;
  /** the goods' value for the insurance, minor units */
  value: number;
  /** cash on delivery to collect, minor units; null = prepaid */
  cod: number | null;
  weightKg: number;
}

interface CreatedShipment {
  /** what the customer types on the carrier's tracking page (e.g. Packeta's "Z 123 4567 890") */
  trackingNumber: string;
  /** the carrier's own id of the parcel (labels, cancellations) */
  carrierShipmentId: string;
}

export interface CarrierAdapter {
  createShipment(request: ShipmentRequest): Promise<CreatedShipment>;
  labelPdf(shipment: { carrierShipmentId: string; trackingNumber: string; orderNumber: string }): Promise<Buffer>;
}

/**
 * A refusal by the carrier or its unreachability, with a Slovak sentence for the owner: `invalid` (the carrier
 * refused the data: the fields it named), `unavailable` (5xx, a broken answer, a refused connection) or `timeout`.
 */
export class CarrierError extends Error {
  constructor(
    readonly kind: 'invalid' | 'unavailable' | 'timeout',
    /** what the carrier said, for the log and (for `invalid`) the owner */
    readonly detail: string,
  ) {
    super(`carrier ${kind}: ${detail}`);
    this.name = 'CarrierError';
  }
}

/** A decimal amount for an API ("12.50") from minor units. */
export function decimalAmount(minor: number, decimals: number): string {
  if (decimals <= 0) return String(minor);
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(decimals + 1, '0');
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/**
 * fetch with the carrier timeout: a slow or unreachable carrier becomes a CarrierError (never an unhandled
 * rejection that would answer 500).
 */
export async function carrierFetch(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw new CarrierError('timeout', `no answer within ${timeoutMs} ms`);
    throw new CarrierError('unavailable', (error as Error).message);
  }
}
