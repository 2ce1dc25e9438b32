/**
 * A courier through a JSON API of the kind SPS, DPD and GLS offer (decision 0104): the base address and a bearer key
 * come from the configuration.
 *
 *   POST {url}/shipments                 { reference, recipient{…}, parcels[{ weightKg }], value, cod } → 201
 *                                        { shipmentId, parcelNumber }; 400/422 { errors: [{ field, message }] }
 *   GET  {url}/shipments/{id}/label?format=A6   → application/pdf
 *
 * 4xx with errors is a CarrierError `invalid`; 5xx, a broken answer or no PDF `unavailable`.
 */
import type { ShipmentsConfig } from '../../config';
import { CarrierError, carrierFetch, decimalAmount, type CarrierAdapter, type ShipmentRequest } from './carrier-adapter';

type CourierConfig = NonNullable<ShipmentsConfig['courier']>;

async function json(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return null;
  }
}

function errorsOf(body: unknown): string {
  const errors = (body as { errors?: Array<{ field?: unknown; message?: unknown }> } | null)?.errors;
  if (!Array.isArray(errors)) return '';
  return errors.map((e) => [e.field, e.message].filter((x) => typeof x === 'string' && x).join(': ')).join('; ');
}

export function createCourierAdapter(config: CourierConfig, timeoutMs: number): CarrierAdapter {
  const headers = { authorization: `Bearer ${config.apiKey}`, accept: 'application/json' };
  return {
    async createShipment(request: ShipmentRequest) {
      const r = request.recipient;
      if (!r.street || !r.city || !r.zip) throw new CarrierError('invalid', 'recipient: the order has no delivery address');
      const amount = (minor: number) => ({ amount: decimalAmount(minor, request.currencyDecimals), currency: request.currencyCode });
      const res = await carrierFetch(
        `${config.url}/shipments`,
        {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            reference: request.orderNumber,
            recipient: {
              name: `${r.firstname} ${r.lastname}`.trim(),
              company: r.company,
              street: r.street,
              city: r.city,
              zip: r.zip,
              country: r.countryCode,
              phone: r.phone,
              email: r.email,
            },
            parcels: [{ weightKg: request.weightKg }],
            value: amount(request.value),
            cod: request.cod === null ? null : { ...amount(request.cod), variableSymbol: request.orderNumber.replace(/\D/g, '') },
          }),
        },
        timeoutMs,
      );
      const body = await json(res);
      if (res.status >= 500) throw new CarrierError('unavailable', `HTTP ${res.status}`);
      if (res.status >= 400) throw new CarrierError('invalid', errorsOf(body) || `HTTP ${res.status}`);
      const created = body as { shipmentId?: unknown; parcelNumber?: unknown } | null;
      const id = created?.shipmentId;
      const number = created?.parcelNumber;
      if ((typeof id !== 'string' && typeof id !== 'number') || typeof number !== 'string' || !number.trim()) {
        throw new CarrierError('unavailable', `HTTP ${res.status}, no shipmentId or parcelNumber`);
      }
      return { trackingNumber: number.trim(), carrierShipmentId: String(id) };
    },
    async labelPdf(shipment) {
      const res = await carrierFetch(
        `${config.url}/shipments/${encodeURIComponent(shipment.carrierShipmentId)}/label?format=A6`,
        { headers: { ...headers, accept: 'application/pdf' } },
        timeoutMs,
      );
      const pdf = Buffer.from(await res.arrayBuffer().catch(() => new ArrayBuffer(0)));
      if (res.status >= 500) throw new CarrierError('unavailable', `HTTP ${res.status}`);
      if (res.status >= 400) throw new CarrierError('invalid', `label: HTTP ${res.status}`);
      if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new CarrierError('unavailable', 'label answered no PDF');
      return pdf;
    },
  };
}
