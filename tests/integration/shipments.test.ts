/**
 * Carrier shipments (decisions 0104, 0105) against the local carrier fakes (tests/fakes/fake-packeta-rest.ts,
 * fake-courier.ts): a Packeta parcel with the pickup point and the cash-on-delivery amount, a courier parcel, the
 * tracking number on the order (summary link, audit), once per order even under parallel calls, carrier refusals,
 * errors and timeouts as 422 with nothing saved, the label PDFs (text read with unpdf) and the merged batch PDF, the
 * demo carrier and a production shop without credentials.
 */
import { sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { PDFDocument } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { action as orderDetailAction } from '../../app/routes/admin/order-detail';
import { action as orderListAction } from '../../app/routes/admin/orders';
import { loader as labelLoader } from '../../app/routes/admin/order-shipment-label';
import { loadConfig } from '../../src/config';
import { AUTH_TOKEN_COOKIE } from '../../src/domain/accounts/auth-token';
import { queryRows } from '../../src/db/client';
import { hashSessionToken } from '../../src/domain/accounts/session-lookup';
import { loadOrderSummary } from '../../src/domain/orders/order-summary';
import { createOrderShipment, loadOrderShipmentPanel, orderShipmentLabel, type ShipmentDeps } from '../../src/domain/shipments/shipments';
import { startFakeCourier, FAKE_COURIER_KEY, type FakeCourier } from '../fakes/fake-courier';
import { startFakePacketaRest, FAKE_PACKETA_PASSWORD, type FakePacketaRest } from '../fakes/fake-packeta-rest';
import { createOrderFixture, type OrderFixtureOptions } from '../fixtures/order-fixtures';
import { loadOrderFixtures } from '../fixtures/place-order-fixtures';
import { apiRequest } from '../setup/app-request';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

const ADMIN_TOKEN = 'shipments-admin-token';
const CUSTOMER_TOKEN = 'shipments-customer-token';
const ADMIN_ID = 3;
const CUSTOMER_ID = 1;

let t: TestDatabase;
let packeta: FakePacketaRest;
let courier: FakeCourier;

beforeAll(async () => {
  [packeta, courier] = await Promise.all([startFakePacketaRest(), startFakeCourier()]);
  t = await createTestDatabase({
    env: {
      PACKETA_API_PASSWORD: FAKE_PACKETA_PASSWORD,
      PACKETA_REST_URL: packeta.url,
      COURIER_API_URL: courier.url,
      COURIER_API_KEY: FAKE_COURIER_KEY,
      SHIPMENT_TIMEOUT_MS: '4000',
    },
  });
  await loadOrderFixtures(t.services.db);
  const inADay = new Date(Date.now() + 86_400_000).toISOString();
  await queryRows(
    t.services.db,
    sql`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES (${ADMIN_ID}, ${hashSessionToken(ADMIN_TOKEN)}, ${inADay}::timestamptz),
                                                                     (${CUSTOMER_ID}, ${hashSessionToken(CUSTOMER_TOKEN)}, ${inADay}::timestamptz)`,
  );
});
afterAll(async () => {
  await t?.cleanup();
  await Promise.all([packeta?.close(), courier?.close()]);
});
beforeEach(() => {
  packeta.mode = 'ok';
  courier.mode = 'ok';
});

const api = (method: string, path: string, body?: unknown, token = ADMIN_TOKEN) =>
  apiRequest(t, method, path, { body, token, address: '198.51.100.120' });

async function pdfRequest(method: string, path: string, body?: unknown) {
  const res = await t.app.request(
    path,
    {
      method,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    },
    { incoming: { socket: { remoteAddress: '198.51.100.120' } } },
  );
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    headers: res.headers,
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}

const pdfText = async (bytes: Uint8Array) => (await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true })).text;

let seq = 0;
function order(options: OrderFixtureOptions = {}) {
  seq += 1;
  return createOrderFixture(t.services.db, {
    email: `shipments-${seq}-${Date.now()}@example.sk`,
    invoiceFirstname: 'Ľubica',
    invoiceLastname: 'Šťastná',
    items: [{ name: 'Balón srdce', code: 'BAL-SRD-01', quantity: 2, unitPrice: 1250 }],
    state: 'paid',
    paymentMethod: 'card',
    currency: 'EUR',
    ...options,
  });
}

async function stored(orderId: number) {
  const [row] = await queryRows<{ tracking_number: string | null; shipments: number; audits: number }>(
    t.services.db,
    sql`SELECT o.tracking_number,
               (SELECT count(*)::int FROM shipments s WHERE s.order_id = o.id) AS shipments,
               (SELECT count(*)::int FROM audit_log a WHERE a.entity = 'orders' AND a.entity_id = ${String(orderId)} AND a.action = 'shipment_create') AS audits
        FROM orders o WHERE o.id = ${orderId}`,
  );
  return row!;
}

describe('Packeta', () => {
  it('creates the packet with the pickup point and the COD amount, stores the number, and answers it again without a second packet', async () => {
    const o = await order({
      paymentMethod: 'cod',
      state: 'processing',
      packetaPoint: { id: '4321', name: 'Z-BOX Nivy' },
      carrier: 'packeta',
    });
    const before = packeta.packets.size;
    const first = await api('POST', `/api/admin/orders/${o.id}/shipment`);
    expect(first.status, first.text).toBe(201);
    expect(first.body.data).toMatchObject({ created: true, carrier: 'packeta' });
    const number = first.body.data.trackingNumber as string;
    expect(number).toMatch(/^Z \d{3} \d{4} \d{3}$/);
    expect(packeta.packets.size).toBe(before + 1);
    const packet = [...packeta.packets.values()].at(-1)!;
    expect(packet.attributes).toMatchObject({
      number: o.number,
      name: 'Ľubica',
      surname: 'Šťastná',
      addressId: '4321',
      currency: 'EUR',
      cod: (o.total / 100).toFixed(2),
      value: (o.total / 100).toFixed(2),
    });
    expect(await stored(o.id)).toEqual({ tracking_number: number, shipments: 1, audits: 1 });

    // the customer's summary links Packeta's tracking page (decision 0072)
    const summary = await loadOrderSummary(t.services.db, o.id, { cardPaymentEnabled: false });
    expect(summary!.delivery.tracking).toEqual({ number, url: `https://tracking.packeta.com/sk/?id=${number.replace(/ /g, '')}` });

    const again = await api('POST', `/api/admin/orders/${o.id}/shipment`);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ created: false, trackingNumber: number });
    expect(packeta.packets.size).toBe(before + 1);
    expect(await stored(o.id)).toEqual({ tracking_number: number, shipments: 1, audits: 1 });
  });

  it('a prepaid order sends no COD', async () => {
    const o = await order({ carrier: 'packeta' });
    expect((await api('POST', `/api/admin/orders/${o.id}/shipment`)).status).toBe(201);
    expect([...packeta.packets.values()].at(-1)!.attributes.cod).toBeUndefined();
  });

  it('parallel requests for one order create ONE packet', async () => {
    const o = await order({ carrier: 'packeta' });
    const before = packeta.packets.size;
    const answers = await Promise.all(Array.from({ length: 6 }, () => api('POST', `/api/admin/orders/${o.id}/shipment`)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 201)) {
      // the others either see the finished parcel or are told it is being created
      if (a.status === 200) expect(a.body.data.created).toBe(false);
      else expect(a.body).toMatchObject({ code: 'in_progress' });
    }
    expect(packeta.packets.size).toBe(before + 1);
    expect((await stored(o.id)).shipments).toBe(1);
  });

  it.each([
    ['reject', 'carrier_invalid', /odmietol: .*addressId: Výdajné miesto je dočasne mimo prevádzky/],
    ['error', 'carrier_unavailable', /neodpovedá správne/],
    ['slow', 'carrier_unavailable', /neodpovedal včas/],
  ] as const)('carrier %s → 422 %s with a Slovak message, nothing saved', async (mode, code, message) => {
    const o = await order({ carrier: 'packeta' });
    packeta.mode = mode;
    const answer = await api('POST', `/api/admin/orders/${o.id}/shipment`);
    expect(answer.status, answer.text).toBe(422);
    expect(answer.body.code).toBe(code);
    expect(answer.body.message).toMatch(message);
    expect(answer.body.errors.id[0]).toBe(answer.body.message);
    expect(await stored(o.id)).toEqual({ tracking_number: null, shipments: 0, audits: 0 });
    // the carrier is back: the shipment can be created now
    packeta.mode = 'ok';
    expect((await api('POST', `/api/admin/orders/${o.id}/shipment`)).status).toBe(201);
  });

  it('prints the label PDF (A6) with the packet number', async () => {
    const o = await order({ carrier: 'packeta' });
    const created = await api('POST', `/api/admin/orders/${o.id}/shipment`);
    const label = await pdfRequest('GET', `/api/admin/orders/${o.id}/shipment/label`);
    expect(label.status).toBe(200);
    expect(label.type).toBe('application/pdf');
    expect(packeta.calls.at(-1)).toBe('packetLabelPdf');
    const text = await pdfText(label.bytes);
    expect(text).toContain(created.body.data.trackingNumber);
    expect(text).toContain('Ľubica Šťastná');
    expect(text).toContain(o.number);
    const [page] = (await PDFDocument.load(label.bytes)).getPages();
    expect(Math.round(page!.getWidth())).toBe(298); // A6
  });
});

describe('courier', () => {
  it('creates the shipment with the address and COD, prints its label', async () => {
    const o = await order({ carrier: 'courier', paymentMethod: 'cod', state: 'processing' });
    const created = await api('POST', `/api/admin/orders/${o.id}/shipment`);
    expect(created.status, created.text).toBe(201);
    const number = created.body.data.trackingNumber as string;
    expect(number).toMatch(/^1020304\d{6}$/);
    const sent = [...courier.shipments.values()].at(-1)!.body;
    expect(sent).toMatchObject({
      reference: o.number,
      recipient: { name: 'Ľubica Šťastná', zip: '811 01' },
      cod: { amount: (o.total / 100).toFixed(2), currency: 'EUR' },
    });
    expect(await stored(o.id)).toEqual({ tracking_number: number, shipments: 1, audits: 1 });
    const label = await pdfRequest('GET', `/api/admin/orders/${o.id}/shipment/label`);
    expect(label.status).toBe(200);
    const text = await pdfText(label.bytes);
    expect(text).toContain(number);
    expect(text).toContain(`Dobierka ${(o.total / 100).toFixed(2)} EUR`);
  });

  it('a validation error of the courier is 422 with its field, nothing saved; 503 likewise', async () => {
    const o = await order({ carrier: 'courier' });
    courier.mode = 'reject';
    const refused = await api('POST', `/api/admin/orders/${o.id}/shipment`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('recipient.street: Adresa nebola nájdená');
    courier.mode = 'error';
    const down = await api('POST', `/api/admin/orders/${o.id}/shipment`);
    expect(down.status).toBe(422);
    expect(down.body.code).toBe('carrier_unavailable');
    expect(await stored(o.id)).toEqual({ tracking_number: null, shipments: 0, audits: 0 });
  });

  it('parallel requests create ONE courier shipment', async () => {
    const o = await order({ carrier: 'courier' });
    const before = courier.shipments.size;
    const answers = await Promise.all(Array.from({ length: 4 }, () => api('POST', `/api/admin/orders/${o.id}/shipment`)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(courier.shipments.size).toBe(before + 1);
  });
});

describe('bulk and batch labels', () => {
  it('creates the parcels of the selected orders and merges their labels into one PDF', async () => {
    const a = await order({ carrier: 'packeta' });
    const b = await order({ carrier: 'courier' });
    const pickup = await order({ carrier: 'pickup' });
    const bulk = await api('POST', '/api/admin/orders/shipments', { ids: [a.id, b.id, pickup.id, a.id] });
    expect(bulk.status, bulk.text).toBe(200);
    expect(bulk.body.data).toMatchObject({ created: 2, existing: 0, refused: 1, shippedIds: [a.id, b.id] });
    expect(bulk.body.data.items[2]).toMatchObject({ id: pickup.id, ok: false, code: 'not_shippable' });
    expect(bulk.body.data.items[2].message).toContain('osobným odberom');

    const merged = await pdfRequest('POST', '/api/admin/orders/shipments/labels', { ids: [a.id, b.id, pickup.id] });
    expect(merged.status).toBe(200);
    expect(merged.headers.get('x-labels-missing')).toBe('1');
    expect((await PDFDocument.load(merged.bytes)).getPageCount()).toBe(2);
    const text = await pdfText(merged.bytes);
    expect(text).toContain(bulk.body.data.items[0].trackingNumber);
    expect(text).toContain(bulk.body.data.items[1].trackingNumber);

    const none = await api('POST', '/api/admin/orders/shipments/labels', { ids: [pickup.id] });
    expect(none.status).toBe(422);
  });

  it('refuses bad input with 422, unknown orders with 404, customers with 403', async () => {
    expect((await api('POST', '/api/admin/orders/shipments', { ids: [] })).status).toBe(422);
    expect((await api('POST', '/api/admin/orders/shipments', { ids: ['x'] })).status).toBe(422);
    expect((await api('POST', '/api/admin/orders/shipments', { ids: Array.from({ length: 101 }, (_, i) => i + 1) })).status).toBe(422);
    expect((await api('POST', '/api/admin/orders/999999/shipment')).status).toBe(404);
    expect((await api('GET', '/api/admin/orders/999999/shipment/label')).status).toBe(404);
    const o = await order({ carrier: 'packeta' });
    expect((await api('GET', `/api/admin/orders/${o.id}/shipment/label`)).body.code).toBe('no_shipment');
    expect((await api('POST', `/api/admin/orders/${o.id}/shipment`, undefined, CUSTOMER_TOKEN)).status).toBe(403);
    expect((await stored(o.id)).shipments).toBe(0);
  });

  it('refuses cancelled orders', async () => {
    const o = await order({ carrier: 'packeta', state: 'cancelled' });
    const answer = await api('POST', `/api/admin/orders/${o.id}/shipment`);
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('not_shippable');
  });
});

describe('without carrier credentials (decision 0105)', () => {
  const depsFor = (env: Record<string, string>): ShipmentDeps => ({
    db: t.services.db,
    config: loadConfig({ NODE_ENV: 'test', ...env }),
    t: t.services.t,
    now: () => new Date(),
  });
  const admin = { id: ADMIN_ID, scope: ['customer', 'admin'] };

  it('production: the action is disabled with the reason and refused', async () => {
    const deps = depsFor({ SHOP_MODE: 'production' });
    const o = await order({ carrier: 'packeta' });
    const panel = await loadOrderShipmentPanel(deps, o.id);
    expect(panel).toMatchObject({ carrier: 'packeta', shipment: null, demo: false });
    expect(panel!.disabledReason).toMatch(/nie je pripojený/);
    const result = await createOrderShipment(deps, o.id, admin);
    expect(result).toMatchObject({ ok: false, code: 'carrier_off' });
    expect((await stored(o.id)).shipments).toBe(0);
  });

  it('demo mode: the in-process demo carrier gives a DEMO number and a label saying so', async () => {
    const deps = depsFor({ SHOP_MODE: 'demo' });
    const o = await order({ carrier: 'courier' });
    expect((await loadOrderShipmentPanel(deps, o.id))!.demo).toBe(true);
    const result = await createOrderShipment(deps, o.id, admin);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.shipment.trackingNumber).toMatch(/^DEMO \d{3} \d{4} \d{3}$/);
    const label = await orderShipmentLabel(deps, o.id, admin);
    expect(label.ok).toBe(true);
    if (!label.ok) return;
    const text = await pdfText(new Uint8Array(label.pdf));
    expect(text).toContain(result.shipment.trackingNumber!);
    expect(text).toContain('DEMO – nie je to skutočná zásielka');
  });

  it('an editor may not create shipments (roles in the domain function)', async () => {
    const o = await order({ carrier: 'packeta' });
    const result = await createOrderShipment(depsFor({ SHOP_MODE: 'demo' }), o.id, { id: 5, scope: ['customer', 'editor'] });
    expect(result).toMatchObject({ ok: false, code: 'forbidden' });
  });
});

describe('the back-office pages (the same domain functions)', () => {
  const context = () => ({ services: t.services, cspNonce: '', clientIp: '198.51.100.121' }) as unknown as AppLoadContext;
  const post = (path: string, fields: [string, string][]) => {
    const body = new FormData();
    for (const [k, v] of fields) body.append(k, v);
    return new Request(`http://localhost${path}`, { method: 'POST', headers: { cookie: `${AUTH_TOKEN_COOKIE}=${ADMIN_TOKEN}` }, body });
  };
  const settle = async (run: () => Promise<unknown>) => {
    try {
      return await run();
    } catch (error) {
      return error;
    }
  };

  it('"Vytvoriť zásielku" redirects with the flash; a carrier refusal answers 422 with the sentence and saves nothing', async () => {
    const refused = await order({ carrier: 'packeta' });
    packeta.mode = 'reject';
    const answer = (await settle(() =>
      orderDetailAction({
        request: post(`/admin/objednavky/${refused.id}`, [['intent', 'create-shipment']]),
        context: context(),
        params: { id: String(refused.id) },
      } as never),
    )) as { data: { ok: boolean; message: string }; init: { status: number } };
    expect(answer.init.status).toBe(422);
    expect(answer.data.message).toMatch(
      /^Prepravca .+ zásielku odmietol: .*addressId: Výdajné miesto je dočasne mimo prevádzky\. Skontrolujte/,
    );
    expect(await stored(refused.id)).toEqual({ tracking_number: null, shipments: 0, audits: 0 });

    packeta.mode = 'ok';
    const done = (await settle(() =>
      orderDetailAction({
        request: post(`/admin/objednavky/${refused.id}`, [['intent', 'create-shipment']]),
        context: context(),
        params: { id: String(refused.id) },
      } as never),
    )) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe(`/admin/objednavky/${refused.id}?ok=admin.shipment.flash.created`);
    expect((await stored(refused.id)).shipments).toBe(1);

    const label = (await labelLoader({
      request: new Request(`http://localhost/admin/objednavky/${refused.id}/stitok`, {
        headers: { cookie: `${AUTH_TOKEN_COOKIE}=${ADMIN_TOKEN}` },
      }),
      context: context(),
      params: { id: String(refused.id) },
    } as never)) as Response;
    expect(label.status).toBe(200);
    expect(label.headers.get('content-type')).toBe('application/pdf');
  });

  it('the order list\'s "Vytvoriť zásielky a štítky" answers per order; the labels page merges them', async () => {
    const a = await order({ carrier: 'packeta' });
    const b = await order({ carrier: 'courier' });
    const answer = (await orderListAction({
      request: post('/admin/objednavky', [
        ['intent', 'shipments'],
        ['id', String(a.id)],
        ['id', String(b.id)],
      ]),
      context: context(),
      params: {},
    } as never)) as unknown as { data: { ok: true; shipments: { created: number; shippedIds: number[] } } };
    expect(answer.data.shipments).toMatchObject({ created: 2, shippedIds: [a.id, b.id] });
    const merged = (await labelLoader({
      request: new Request(`http://localhost/admin/objednavky/stitky?id=${a.id}&id=${b.id}`, {
        headers: { cookie: `${AUTH_TOKEN_COOKIE}=${ADMIN_TOKEN}` },
      }),
      context: context(),
      params: {},
    } as never)) as Response;
    expect(merged.status).toBe(200);
    expect((await PDFDocument.load(new Uint8Array(await merged.arrayBuffer()))).getPageCount()).toBe(2);

    const none = (await orderListAction({
      request: post('/admin/objednavky', [['intent', 'shipments']]),
      context: context(),
      params: {},
    } as never)) as unknown as { data: { ok: false; message: string }; init: { status: number } };
    expect(none.init.status).toBe(422);
    expect(none.data.message).toBe('Vyberte aspoň jednu položku.');
  });
});
