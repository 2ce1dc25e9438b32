/**
 * A local stand-in for Packeta's REST API (POST {restUrl} with one XML document; decision 0104), on 127.0.0.1:
 *
 *   <createPacket><apiPassword/><packetAttributes>number, name, surname, email, addressId, value, cod, currency,
 *     weight…</packetAttributes></createPacket>  → <response><status>ok</status><result><id/><barcode/><barcodeText/>
 *   <packetLabelPdf><apiPassword/><packetId/><format/><offset/></packetLabelPdf> → result: a real PDF label, base64
 *
 * Like Packeta it answers HTTP 200 with <status>fault</status> for a wrong password (IncorrectApiPasswordFault) and
 * for bad attributes (PacketAttributesFault naming the fields). Modes switchable while a test runs: 'ok', 'reject'
 * (every createPacket is a PacketAttributesFault), 'error' (HTTP 500), 'slow' (answers after SLOW_MS).
 *
 *   const packeta = await startFakePacketaRest();
 *   createTestDatabase({ env: { PACKETA_API_PASSWORD: FAKE_PACKETA_PASSWORD, PACKETA_REST_URL: packeta.url } });
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { drawParcelLabel } from '../../src/domain/shipments/parcel-label-pdf';

export const FAKE_PACKETA_PASSWORD = 'fake-packeta-api-password-0123456789';
const SLOW_MS = 8000;

interface FakePacket {
  id: string;
  barcodeText: string;
  attributes: Record<string, string>;
}

export interface FakePacketaRest {
  /** put into PACKETA_REST_URL */
  url: string;
  mode: 'ok' | 'reject' | 'error' | 'slow';
  /** packets created, by id */
  packets: Map<string, FakePacket>;
  /** root element of every request received ('createPacket', 'packetLabelPdf', …) */
  calls: string[];
  close(): Promise<void>;
}

const parser = new XMLParser({ parseTagValue: false });
const builder = new XMLBuilder({ format: false });
const xml = (response: Record<string, unknown>) => `<?xml version="1.0" encoding="utf-8"?>${builder.build({ response }) as string}`;
const fault = (kind: string, text: string, attributes: Array<{ name: string; fault: string }> = []) =>
  xml({ status: 'fault', fault: kind, string: text, ...(attributes.length ? { detail: { attributes: { fault: attributes } } } : {}) });

export async function startFakePacketaRest(): Promise<FakePacketaRest> {
  let next = 4_000_000_000;
  const timers = new Set<NodeJS.Timeout>();
  const fake: FakePacketaRest = { url: '', mode: 'ok', packets: new Map(), calls: [], close: async () => {} };

  async function answer(body: string): Promise<[number, string]> {
    let doc: Record<string, Record<string, unknown>>;
    try {
      doc = parser.parse(body) as Record<string, Record<string, unknown>>;
    } catch {
      return [200, fault('RequestFault', 'Malformed XML')];
    }
    const method = Object.keys(doc).find((k) => k !== '?xml') ?? '';
    fake.calls.push(method);
    const call = doc[method] ?? {};
    if (fake.mode === 'error') return [500, '<html>Internal Server Error</html>'];
    if (call.apiPassword !== FAKE_PACKETA_PASSWORD) return [200, fault('IncorrectApiPasswordFault', 'Incorrect API password.')];
    if (method === 'createPacket') {
      const a = (call.packetAttributes ?? {}) as Record<string, string>;
      const missing = ['number', 'name', 'surname', 'addressId', 'value', 'weight'].filter((k) => !a[k]);
      const invalid = [
        ...missing.map((name) => ({ name, fault: 'Required.' })),
        ...(a.addressId && !/^\d+$/.test(a.addressId) ? [{ name: 'addressId', fault: 'Unknown pickup point.' }] : []),
        ...(a.cod && !/^\d+(\.\d{1,2})?$/.test(a.cod) ? [{ name: 'cod', fault: 'Invalid amount.' }] : []),
        ...(fake.mode === 'reject' ? [{ name: 'addressId', fault: 'Výdajné miesto je dočasne mimo prevádzky.' }] : []),
      ];
      if (invalid.length) return [200, fault('PacketAttributesFault', 'Invalid packet attributes.', invalid)];
      next += 1;
      const id = String(next);
      const barcodeText = `Z ${id.slice(0, 3)} ${id.slice(3, 7)} ${id.slice(7)}`;
      fake.packets.set(id, { id, barcodeText, attributes: a });
      return [200, xml({ status: 'ok', result: { id, barcode: `Z${id}`, barcodeText } })];
    }
    if (method === 'packetLabelPdf') {
      const packet = fake.packets.get(String(call.packetId ?? ''));
      if (!packet) return [200, fault('PacketIdFault', 'Unknown packet id.')];
      const a = packet.attributes;
      const pdf = await drawParcelLabel({
        carrier: 'Packeta',
        trackingNumber: packet.barcodeText,
        lines: [
          `${a.name} ${a.surname}`,
          `Výdajné miesto ${a.addressId}`,
          ...(a.cod ? [`Dobierka ${a.cod} ${a.currency}`] : []),
          `Objednávka ${a.number}`,
        ],
        size: String(call.format ?? '').startsWith('A7') ? 'A7' : 'A6',
      });
      return [200, xml({ status: 'ok', result: pdf.toString('base64') })];
    }
    return [200, fault('UnknownMethodFault', `Unknown method ${method}.`)];
  }

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || new URL(req.url ?? '/', 'http://fake').pathname !== '/api/rest') {
      res.writeHead(404).end();
      return;
    }
    const [status, body] = await answer(Buffer.concat(chunks).toString('utf8'));
    const send = () => res.writeHead(status, { 'content-type': 'text/xml; charset=utf-8' }).end(body);
    if (fake.mode !== 'slow') return send();
    const timer = setTimeout(() => {
      timers.delete(timer);
      send();
    }, SLOW_MS);
    timers.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/rest`;
  fake.close = () =>
    new Promise<void>((resolve, reject) => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
  return fake;
}
