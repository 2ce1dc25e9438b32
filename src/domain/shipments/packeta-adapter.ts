/**
 * Packeta (Zásielkovňa) through its REST API (decision 0104): one XML document POSTed to the API address per call,
 * authenticated by the API password of the client section.
 *
 *   createPacket     packetAttributes (number, name, surname, email, phone, addressId = pickup point id, value, cod,
 *                    currency, weight, eshop) → result id (the packet id) and barcodeText ("Z 123 4567 890")
 *   packetLabelPdf   packetId, format ("A6 on A6", "A7 on A4", …), offset → result: the PDF, base64
 *
 * A fault answer (status fault; PacketAttributesFault names the fields) is a CarrierError `invalid`, anything else
 * unexpected (HTTP error, not XML) `unavailable`.
 */
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import type { ShipmentsConfig } from '../../config';
import { CarrierError, carrierFetch, decimalAmount, type CarrierAdapter, type ShipmentRequest } from './carrier-adapter';

type PacketaConfig = NonNullable<ShipmentsConfig['packeta']>;

const builder = new XMLBuilder({ format: false });
// every value a string: packet ids are 10 digits, barcodes must keep their leading letters and zeros
const parser = new XMLParser({ parseTagValue: false, isArray: (name) => name === 'fault' });

interface PacketaFault {
  name?: string;
  fault?: string;
}

interface PacketaAnswer {
  response?: {
    status?: string;
    result?: unknown;
    fault?: string[] | PacketaFault[];
    string?: string;
    detail?: { attributes?: { fault?: PacketaFault[] } };
  };
}

function faultDetail(response: NonNullable<PacketaAnswer['response']>): string {
  const fields = (response.detail?.attributes?.fault ?? [])
    .filter((f): f is PacketaFault => typeof f === 'object' && f !== null)
    .map((f) => `${f.name ?? '?'}: ${f.fault ?? ''}`.trim());
  const kind = Array.isArray(response.fault) ? String(response.fault[0] ?? '') : '';
  // the message template ends the detail with its own full stop
  return [kind, response.string, ...fields]
    .filter((part): part is string => Boolean(part))
    .map((part) => part.replace(/\.+$/, ''))
    .join('; ');
}

export function createPacketaAdapter(config: PacketaConfig, timeoutMs: number): CarrierAdapter {
  async function call(method: string, body: Record<string, unknown>): Promise<unknown> {
    const xml = builder.build({ [method]: { apiPassword: config.apiPassword, ...body } }) as string;
    const res = await carrierFetch(
      config.restUrl,
      { method: 'POST', headers: { 'content-type': 'text/xml; charset=utf-8' }, body: `<?xml version="1.0" encoding="utf-8"?>${xml}` },
      timeoutMs,
    );
    const text = await res.text().catch(() => '');
    if (res.status >= 500) throw new CarrierError('unavailable', `HTTP ${res.status}`);
    let answer: PacketaAnswer;
    try {
      answer = parser.parse(text) as PacketaAnswer;
    } catch {
      throw new CarrierError('unavailable', `HTTP ${res.status}, not XML`);
    }
    const response = answer.response;
    if (!response || typeof response !== 'object') throw new CarrierError('unavailable', `HTTP ${res.status}, no response element`);
    if (response.status === 'ok') return response.result;
    if (response.status === 'fault') throw new CarrierError('invalid', faultDetail(response));
    throw new CarrierError('unavailable', `HTTP ${res.status}, status ${String(response.status)}`);
  }

  return {
    async createShipment(request: ShipmentRequest) {
      if (!request.pickupPointId) throw new CarrierError('invalid', 'addressId: the order has no Packeta pickup point');
      const amount = (minor: number) => decimalAmount(minor, request.currencyDecimals);
      const r = request.recipient;
      const result = (await call('createPacket', {
        packetAttributes: {
          number: request.orderNumber,
          name: r.firstname,
          surname: r.lastname,
          ...(r.company ? { company: r.company } : {}),
          email: r.email,
          ...(r.phone ? { phone: r.phone } : {}),
          addressId: request.pickupPointId,
          ...(request.cod !== null ? { cod: amount(request.cod) } : {}),
          value: amount(request.value),
          currency: request.currencyCode,
          weight: request.weightKg.toFixed(3),
          ...(config.sender ? { eshop: config.sender } : {}),
        },
      })) as { id?: string; barcode?: string; barcodeText?: string } | undefined;
      const id = result?.id?.trim();
      const barcode = (result?.barcodeText ?? result?.barcode)?.trim();
      if (!id || !barcode) throw new CarrierError('unavailable', 'createPacket answered without id or barcode');
      return { trackingNumber: barcode, carrierShipmentId: id };
    },
    async labelPdf(shipment) {
      const result = await call('packetLabelPdf', { packetId: shipment.carrierShipmentId, format: config.labelFormat, offset: 0 });
      const pdf = typeof result === 'string' ? Buffer.from(result.trim(), 'base64') : null;
      if (!pdf || pdf.subarray(0, 5).toString('latin1') !== '%PDF-')
        throw new CarrierError('unavailable', 'packetLabelPdf answered no PDF');
      return pdf;
    },
  };
}
