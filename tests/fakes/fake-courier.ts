/**
 * A local stand-in for a courier's JSON API (SPS/DPD style; decision 0104), on 127.0.0.1:
 *
 *   POST /shipments  (Authorization: Bearer FAKE_COURIER_KEY) { reference, recipient, parcels, value, cod }
 *        → 201 { shipmentId, parcelNumber } | 422 { errors: [{ field, message }] } | 401
 *   GET  /shipments/{id}/label?format=A6 → a real PDF label
 *
 * Modes switchable while a test runs: 'ok', 'reject' (422 for every new shipment), 'error' (HTTP 503), 'slow'.
 *
 *   const courier = await startFakeCourier();
 *   createTestDatabase({ env: { COURIER_API_URL: courier.url, COURIER_API_KEY: FAKE_COURIER_KEY } });
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { drawParcelLabel } from '../../src/domain/shipments/parcel-label-pdf';

export const FAKE_COURIER_KEY = 'fake-courier-key-0123456789';
const SLOW_MS = 8000;

interface CourierBody {
  reference?: string;
  recipient?: { name?: string; street?: string; city?: string; zip?: string; country?: string };
  parcels?: Array<{ weightKg?: number }>;
  value?: { amount?: string; currency?: string };
  cod?: { amount?: string; currency?: string; variableSymbol?: string } | null;
}

export interface FakeCourier {
  /** put into COURIER_API_URL */
  url: string;
  mode: 'ok' | 'reject' | 'error' | 'slow';
  shipments: Map<string, { parcelNumber: string; body: CourierBody }>;
  /** "METHOD path" of every request */
  calls: string[];
  close(): Promise<void>;
}

export async function startFakeCourier(): Promise<FakeCourier> {
  let next = 1000;
  const timers = new Set<NodeJS.Timeout>();
  const fake: FakeCourier = { url: '', mode: 'ok', shipments: new Map(), calls: [], close: async () => {} };

  async function answer(method: string, path: string, auth: string | undefined, raw: string): Promise<[number, string, string | Buffer]> {
    const json = (status: number, body: unknown): [number, string, string] => [status, 'application/json', JSON.stringify(body)];
    if (fake.mode === 'error') return json(503, { error: 'Service unavailable' });
    if (auth !== `Bearer ${FAKE_COURIER_KEY}`) return json(401, { errors: [{ field: 'authorization', message: 'Invalid API key' }] });
    if (method === 'POST' && path === '/shipments') {
      let body: CourierBody;
      try {
        body = JSON.parse(raw) as CourierBody;
      } catch {
        return json(400, { errors: [{ field: 'body', message: 'Malformed JSON' }] });
      }
      const errors = [
        ...(!body.recipient?.name ? [{ field: 'recipient.name', message: 'Required' }] : []),
        ...(!/^\d{3} ?\d{2}$/.test(body.recipient?.zip ?? '') ? [{ field: 'recipient.zip', message: 'PSČ musí mať 5 číslic' }] : []),
        ...(!body.parcels?.[0]?.weightKg ? [{ field: 'parcels[0].weightKg', message: 'Required' }] : []),
        ...(fake.mode === 'reject' ? [{ field: 'recipient.street', message: 'Adresa nebola nájdená' }] : []),
      ];
      if (errors.length) return json(422, { errors });
      next += 1;
      const shipmentId = `SH-${next}`;
      const parcelNumber = `1020304${String(next).padStart(6, '0')}`;
      fake.shipments.set(shipmentId, { parcelNumber, body });
      return json(201, { shipmentId, parcelNumber });
    }
    const label = /^\/shipments\/([^/]+)\/label$/.exec(path);
    if (method === 'GET' && label) {
      const shipment = fake.shipments.get(decodeURIComponent(label[1]!));
      if (!shipment) return json(404, { errors: [{ field: 'id', message: 'Unknown shipment' }] });
      const r = shipment.body.recipient ?? {};
      const cod = shipment.body.cod;
      const pdf = await drawParcelLabel({
        carrier: 'Kuriér',
        trackingNumber: shipment.parcelNumber,
        lines: [r.name ?? '', r.street ?? '', `${r.zip ?? ''} ${r.city ?? ''}`, ...(cod ? [`Dobierka ${cod.amount} ${cod.currency}`] : [])],
      });
      return [200, 'application/pdf', pdf];
    }
    return json(404, { errors: [{ field: 'path', message: 'Not found' }] });
  }

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    fake.calls.push(`${req.method} ${path}`);
    const [status, type, body] = await answer(req.method ?? 'GET', path, req.headers.authorization, Buffer.concat(chunks).toString('utf8'));
    const send = () => res.writeHead(status, { 'content-type': type }).end(body);
    if (fake.mode !== 'slow') return send();
    const timer = setTimeout(() => {
      timers.delete(timer);
      send();
    }, SLOW_MS);
    timers.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve, reject) => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
  return fake;
}
