/** The order summary: getOrderSummary, GET /api/orders/summary/{id}/{hash} and the /shrnuti page loader. */
import { decode } from 'bysquare/pay';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loader } from '../../app/routes/order-summary';
import { getOrderSummary, loadOrderSummary } from '../../src/domain/orders/order-summary';
import { loadShopSettings } from '../../src/domain/settings/settings';
import { getJson } from '../setup/app-request';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { createOrderFixture } from '../fixtures/order-fixtures';

const OPTIONS = { cardPaymentEnabled: false };

describe('order summary', () => {
  // every test reads only the orders it creates: one clone of the demo database for all of them
  let shared: TestDatabase | undefined;
  let t: TestDatabase;
  beforeEach(async () => {
    shared ??= await createTestDatabase();
    t = await createTestDatabase({ shareDatabaseOf: shared });
  });
  afterEach(async () => {
    await t?.cleanup();
  });
  afterAll(async () => {
    await shared?.cleanup();
  });

  it('shows number, state, variable symbol, items, totals and the bank transfer with a PAY by square QR', async () => {
    const order = await createOrderFixture(t.services.db, { paymentMethod: 'bank_transfer', currency: 'EUR' });
    const { status, body, res } = await getJson(t, `/api/orders/summary/${order.id}/${order.hash}`);
    expect(status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    const s = body.data;
    expect(s).toMatchObject({
      id: order.id,
      number: order.number,
      variableSymbol: order.number,
      state: 'waiting_for_payment',
      isPaid: false,
    });
    expect(s.currency).toMatchObject({ code: 'EUR', decimals: 2, symbol_after: '€' });
    expect(s.items.map((i: any) => [i.name, i.quantity, i.unitPrice, i.total])).toEqual([
      ['Fóliový balón Srdce', 2, 490, 980],
      ['Nafúknutie héliom', 2, 150, 300],
      ['Sviečka číslo 5', 1, 295, 295],
    ]);
    expect(s.items[1].parentId).toBe(s.items[0].id);
    expect(s.totals).toMatchObject({ items: 1575, discount: 0, delivery: 490, payment: 0, total: 2065 });
    expect(s.totals.vat.map((v: any) => v.rate)).toEqual([23, 19]);
    expect(s.delivery).toMatchObject({ carrierCode: 'courier', pickupStore: null, address: { city: 'Bratislava' } });

    const settings = await loadShopSettings(t.services.db);
    const bank = s.payment.bankTransfer;
    expect(bank).toMatchObject({ iban: settings.contacts.iban, amount: 2065, currencyCode: 'EUR', variableSymbol: order.number });
    expect(bank.qr.kind).toBe('paybysquare');
    expect(bank.qr.dataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const qr = decode(bank.qr.payload).payments[0]!;
    expect(qr).toMatchObject({ amount: 20.65, currencyCode: 'EUR', variableSymbol: order.number });
    expect(qr.bankAccounts[0]!.iban).toBe(settings.contacts.iban);
    expect(s.payment.cardPayable).toBe(false);

    // decision 0121: a reader that draws its own image (the confirmation e-mail) gets the same payload and no SVG;
    // settings may come from the process's cache
    const payloadOnly = await loadOrderSummary(t.services.db, order.id, {
      cardPaymentEnabled: false,
      paymentQrImage: false,
      settings: t.services.settings,
    });
    expect(payloadOnly!.payment.bankTransfer).toEqual({ ...bank, qr: { ...bank.qr, dataUrl: null } });
  });

  it('answers 404 for a wrong hash, an unknown id and a malformed id — the same answer', async () => {
    const order = await createOrderFixture(t.services.db);
    for (const path of [
      `/api/orders/summary/${order.id}/${order.hash.slice(0, -1)}x`,
      `/api/orders/summary/${order.id}/${order.hash}extra`,
      `/api/orders/summary/${order.id + 1000}/${order.hash}`,
      `/api/orders/summary/99999999999999/${order.hash}`,
      `/api/orders/summary/abc/${order.hash}`,
    ]) {
      const { status, body } = await getJson(t, path);
      expect(status, path).toBe(404);
      expect(body).toEqual({ message: 'This page could not be found' });
    }
    expect(await getOrderSummary(t.services.db, order.id, 'wrong', OPTIONS)).toBeNull();
  });

  it('a paid order has no payment instructions; a Czech order gets SPAYD in CZK; pickup shows the branch', async () => {
    const paid = await createOrderFixture(t.services.db, { state: 'paid' });
    const s1 = (await getOrderSummary(t.services.db, paid.id, paid.hash, OPTIONS))!;
    expect(s1.isPaid).toBe(true);
    expect(s1.payment.bankTransfer).toBeNull();

    const cz = await createOrderFixture(t.services.db, { locale: 'cs', currency: 'CZK', carrier: 'pickup' });
    const s2 = (await getOrderSummary(t.services.db, cz.id, cz.hash, OPTIONS))!;
    expect(s2.payment.bankTransfer!.qr.payload).toMatch(
      new RegExp(
        `^SPD\\*1\\.0\\*ACC:SK\\d{22}\\*AM:${(cz.total / 100).toFixed(2)}\\*CC:CZK\\*X-VS:${cz.number}\\*MSG:Objednavka ${cz.number}$`,
      ),
    );
    expect(s2.delivery.pickupStore?.name).toBeTruthy();
    expect(s2.delivery.address).toBeNull();
  });

  it('card orders are payable only while unpaid and with card payments enabled', async () => {
    const order = await createOrderFixture(t.services.db, { paymentMethod: 'card' });
    expect((await getOrderSummary(t.services.db, order.id, order.hash, { cardPaymentEnabled: true }))!.payment.cardPayable).toBe(true);
    expect((await getOrderSummary(t.services.db, order.id, order.hash, { cardPaymentEnabled: false }))!.payment.cardPayable).toBe(false);
    const paid = await createOrderFixture(t.services.db, { paymentMethod: 'card', state: 'paid' });
    expect((await getOrderSummary(t.services.db, paid.id, paid.hash, { cardPaymentEnabled: true }))!.payment.cardPayable).toBe(false);
  });

  it('the page loader answers the summary, and 404 for a wrong hash', async () => {
    const order = await createOrderFixture(t.services.db);
    const context = { services: t.services, cspNonce: '' };
    const args = (hash: string) =>
      ({
        params: { id: String(order.id), hash },
        request: new Request(`http://localhost/shrnuti/${order.id}/${hash}`),
        context,
      }) as unknown as Parameters<typeof loader>[0];
    const data = await loader(args(order.hash));
    expect(data.summary.number).toBe(order.number);
    const error = await loader(args('nope')).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ init: { status: 404 } });
  });
});
