/**
 * The delivery and payment texts follow the configured carriers and payment methods (decision 0061): the
 * 'Doprava a platba' page (/info/rozvoz and /rozvoz), its modal (GET /api/modals/delivery), the footer's card logos
 * and the home page's free-delivery note (root data) show exactly what the checkout offers (listDeliveryOptions):
 * no card promise without a card gateway, a changed carrier price or threshold shows at once after the frame cache
 * is dropped, a deactivated method disappears, Packeta only when its points can be chosen, the shop's one country.
 * One database for the file; the tests that change carriers or payment methods restore them.
 */
import { sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loader as genericLoader } from '../../app/routes/generic-page';
import { loader as infoLoader } from '../../app/routes/info-page';
import { loadRootData } from '../../app/lib/root/root-data.server';
import { queryRows } from '../../src/db/client';
import { BASE_CURRENCY } from '../../src/domain/catalog/listing';
import { listDeliveryOptions } from '../../src/domain/checkout/delivery-options';
import { heurekaFeed } from '../../src/domain/feeds/heureka';
import { formatMoney, type PricingCurrency } from '../../src/domain/pricing/pricing';
import type { AppServices } from '../../src/services';
import { getJson } from '../setup/app-request';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

let t: TestDatabase;
/** the same database with a card gateway configured */
let withCard: TestDatabase;

const GATEWAY_ENV = {
  PAYMENT_GATEWAY: 'comgate',
  PAYMENT_GATEWAY_URL: 'http://127.0.0.1:9',
  PAYMENT_GATEWAY_MERCHANT: 'merchant',
  PAYMENT_GATEWAY_SECRET: 'secret',
  PAYMENT_GATEWAY_TEST: '1',
};

beforeAll(async () => {
  t = await createTestDatabase();
  withCard = await createTestDatabase({ shareDatabaseOf: t, env: GATEWAY_ENV });
});
afterAll(async () => {
  await withCard?.cleanup();
  await t?.cleanup();
});

const contextOf = (services: AppServices) => ({ services, cspNonce: '', clientIp: '192.0.2.61' }) as unknown as AppLoadContext;

/** The rendered page content of /info/rozvoz for a services object and an optional currency cookie. */
async function deliveryPage(services: AppServices, cookie = ''): Promise<string> {
  const request = new Request('http://localhost:3000/info/rozvoz', { headers: cookie ? { cookie } : {} });
  const data = (await infoLoader({ params: {}, request, context: contextOf(services) } as never)) as { page: { content: string } };
  return data.page.content;
}

async function rootOffer(services: AppServices, cookie = '') {
  const request = new Request('http://localhost:3000/', { headers: cookie ? { cookie } : {} });
  return (await loadRootData(request, contextOf(services))).deliveryOffer;
}

async function currency(id: number): Promise<PricingCurrency> {
  const frame = await t.services.frame.get();
  return frame.currencies.find((c) => c.id === id) ?? BASE_CURRENCY;
}

/** What the checkout offers for an empty cart under the services' configuration (the same switches as checkout.server.ts). */
async function checkoutOffer(services: AppServices, cur: PricingCurrency, packetaEnabled = !services.config.isProduction) {
  return listDeliveryOptions(services.db, {
    currency: cur,
    cartTotal: 0,
    cardEnabled: services.config.paymentGateway !== undefined,
    packetaEnabled,
  });
}

/** Rows of a generated table: data-carrier / data-payment code → the row's cells as text. */
function rows(html: string, kind: 'carrier' | 'payment'): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const m of html.matchAll(new RegExp(`<tr data-${kind}="([a-z_]+)">(.*?)</tr>`, 'g'))) {
    found.set(
      m[1]!,
      [...m[2]!.matchAll(/<td>(.*?)<\/td>/g)].map((c) => c[1]!),
    );
  }
  return found;
}

const changed = async (statement: ReturnType<typeof sql>) => {
  await t.handle.db.execute(statement);
  t.services.frame.invalidate();
  withCard.services.frame.invalidate();
};

describe('the Doprava a platba page follows the checkout', () => {
  it('without a card gateway: the carriers and payment methods of the checkout, no card, Apple Pay, Google Pay or Czechia', async () => {
    const eur = await currency(2);
    const html = await deliveryPage(t.services);
    const offer = await checkoutOffer(t.services, eur);
    expect(offer.paymentMethods.map((m) => m.code)).not.toContain('card');

    const carriers = rows(html, 'carrier');
    expect([...carriers.keys()]).toEqual(offer.carriers.map((c) => c.code));
    for (const c of offer.carriers) {
      const [name, price] = carriers.get(c.code)!;
      expect(name).toBe(c.name);
      if (c.regularPrice === 0) expect(price).toBe('zadarmo');
      else expect(price).toBe(`${formatMoney(c.regularPrice, eur)}, pri nákupe od ${formatMoney(c.freeFrom!, eur)} zadarmo`);
    }
    expect([...rows(html, 'payment').keys()]).toEqual(offer.paymentMethods.map((m) => m.code));
    expect(html).toContain(`Pri nákupe od ${formatMoney(offer.freeDeliveryFrom!, eur)} je doprava zadarmo.`);
    expect(html).toContain('Doručujeme iba na Slovensku.');
    // cash on delivery is not offered with personal pickup (prepayment), and the row says with which carriers it is
    expect(rows(html, 'payment').get('cod')![2]).toBe(
      offer.carriers
        .filter((c) => c.code !== 'pickup')
        .map((c) => c.name)
        .join(', '),
    );
    for (const promise of [/kartou/i, /Visa/, /Mastercard/, /Apple Pay/, /Google Pay/, /Česk/])
      expect(html, `no ${promise} without a card gateway / in the merchant text`).not.toMatch(promise);
    // the merchant's own text stays around the generated section (the placeholder is replaced, not shown)
    expect(html).toContain('Dodacie lehoty');
    expect(html).not.toContain('[doprava-a-platba]');
    expect(html.indexOf('Spôsoby dopravy')).toBeLessThan(html.indexOf('Dodacie lehoty'));

    expect(await rootOffer(t.services)).toEqual({ cardBrands: [], freeDeliveryFrom: offer.freeDeliveryFrom });
  });

  it('with a card gateway: card payment with the brands of the footer logos', async () => {
    const eur = await currency(2);
    const html = await deliveryPage(withCard.services);
    const offer = await checkoutOffer(withCard.services, eur);
    expect(offer.paymentMethods.map((m) => m.code)).toContain('card');
    expect([...rows(html, 'payment').keys()]).toEqual(offer.paymentMethods.map((m) => m.code));
    expect(html).toContain('kartou Visa, Visa Electron, Mastercard alebo Maestro');
    expect(html).not.toMatch(/Apple Pay|Google Pay/);
    expect((await rootOffer(withCard.services)).cardBrands).toEqual(['Visa', 'Visa Electron', 'Mastercard', 'Maestro']);
  });

  it('an inactive card method is not promised even with a gateway', async () => {
    await changed(sql`UPDATE payment_methods SET is_active = false WHERE code = 'card'`);
    try {
      const html = await deliveryPage(withCard.services);
      expect(rows(html, 'payment').has('card')).toBe(false);
      expect(html).not.toMatch(/kartou|Visa/);
      expect((await rootOffer(withCard.services)).cardBrands).toEqual([]);
    } finally {
      await changed(sql`UPDATE payment_methods SET is_active = true WHERE code = 'card'`);
    }
  });

  it('a changed carrier price and threshold show on the page, in the modal and in the home note, as the checkout charges them', async () => {
    const [before] = await queryRows<{ price: number }>(t.handle.db, sql`SELECT price FROM carriers WHERE code = 'courier'`);
    const thresholds = await queryRows<{ code: string; free_delivery_from: number | null }>(
      t.handle.db,
      sql`SELECT code, free_delivery_from FROM currencies`,
    );
    // net 500,00 Kč at 23 % VAT; free delivery from 80 € and 2 000 Kč (one threshold per currency, decision 0060)
    await changed(sql`UPDATE carriers SET price = 50000 WHERE code = 'courier'`);
    await changed(
      sql`UPDATE currencies SET free_delivery_from = CASE code WHEN 'EUR' THEN 8000 WHEN 'CZK' THEN 200000 ELSE free_delivery_from END`,
    );
    try {
      const eur = await currency(2);
      const offer = await checkoutOffer(t.services, eur);
      const courier = offer.carriers.find((c) => c.code === 'courier')!;
      expect(courier.freeFrom).toBe(8000);
      const expected = `${formatMoney(courier.regularPrice, eur)}, pri nákupe od ${formatMoney(8000, eur)} zadarmo`;
      expect(rows(await deliveryPage(t.services), 'carrier').get('courier')![1]).toBe(expected);
      const modal = await getJson(t, '/api/modals/delivery');
      expect(modal.status).toBe(200);
      expect(modal.res.headers.get('cache-control')).toBe('private, max-age=60');
      expect(rows(modal.body.data.html, 'carrier').get('courier')![1]).toBe(expected);
      expect((await rootOffer(t.services)).freeDeliveryFrom).toBe(offer.freeDeliveryFrom);

      // in koruny (currency cookie / ?currencyId) the same carrier in Kč
      const czk = await currency(1);
      const czkCourier = (await checkoutOffer(t.services, czk)).carriers.find((c) => c.code === 'courier')!;
      expect(czkCourier.regularPrice).toBe(61_500);
      const czkExpected = `${formatMoney(61_500, czk)}, pri nákupe od ${formatMoney(200_000, czk)} zadarmo`;
      expect(rows(await deliveryPage(t.services, 'currencyId=1'), 'carrier').get('courier')![1]).toBe(czkExpected);
      expect(rows((await getJson(t, '/api/modals/delivery?currencyId=1')).body.data.html, 'carrier').get('courier')![1]).toBe(czkExpected);
    } finally {
      await changed(sql`UPDATE carriers SET price = ${before!.price} WHERE code = 'courier'`);
      for (const row of thresholds)
        await changed(sql`UPDATE currencies SET free_delivery_from = ${row.free_delivery_from} WHERE code = ${row.code}`);
    }
  });

  it('no threshold anywhere: no free-delivery line and no home note; a deactivated carrier or payment method is gone', async () => {
    const thresholds = await queryRows<{ code: string; free_delivery_from: number | null }>(
      t.handle.db,
      sql`SELECT code, free_delivery_from FROM currencies`,
    );
    await changed(sql`UPDATE currencies SET free_delivery_from = NULL`);
    await changed(sql`UPDATE carriers SET is_active = false WHERE code = 'courier'`);
    await changed(sql`UPDATE payment_methods SET is_active = false WHERE code = 'cod'`);
    try {
      const html = await deliveryPage(t.services);
      expect(html).not.toContain('je doprava zadarmo');
      expect(rows(html, 'carrier').has('courier')).toBe(false);
      expect(rows(html, 'payment').has('cod')).toBe(false);
      expect(html).not.toContain('Dobierka');
      expect((await rootOffer(t.services)).freeDeliveryFrom).toBeNull();
      const offer = await checkoutOffer(t.services, await currency(2));
      expect([...rows(html, 'carrier').keys()]).toEqual(offer.carriers.map((c) => c.code));
    } finally {
      for (const row of thresholds)
        await changed(sql`UPDATE currencies SET free_delivery_from = ${row.free_delivery_from} WHERE code = ${row.code}`);
      await changed(sql`UPDATE carriers SET is_active = true WHERE code = 'courier'`);
      await changed(sql`UPDATE payment_methods SET is_active = true WHERE code = 'cod'`);
    }
  });

  it('Packeta only when its pickup points can be chosen (production without an API key: not offered, not promised)', async () => {
    const production = { ...t.services, config: { ...t.services.config, isProduction: true } } as AppServices;
    const html = await deliveryPage(production);
    expect(rows(html, 'carrier').has('packeta')).toBe(false);
    expect(html).not.toContain('Zásielkov');
    const offer = await checkoutOffer(production, await currency(2), false);
    expect([...rows(html, 'carrier').keys()]).toEqual(offer.carriers.map((c) => c.code));
    // the demo (outside production) offers the demo points, and says so
    expect(rows(await deliveryPage(t.services), 'carrier').has('packeta')).toBe(true);
  });

  it('the Heureka feed lists the carriers the checkout offers: no Packeta when its points cannot be chosen', async () => {
    const deliveryIds = async (packetaEnabled: boolean) => {
      let xml = '';
      for await (const chunk of heurekaFeed(t.handle.db, {
        publicUrl: 'https://shop.example',
        locale: 'sk',
        now: new Date(),
        offer: { cardEnabled: false, packetaEnabled },
      })) {
        xml += chunk;
        if (xml.includes('</SHOPITEM>')) break;
      }
      const first = xml.slice(xml.indexOf('<SHOPITEM>'), xml.indexOf('</SHOPITEM>'));
      return [...first.matchAll(/<DELIVERY_ID>([A-Z_]+)<\/DELIVERY_ID>/g)].map((m) => m[1]);
    };
    expect(await deliveryIds(true)).toEqual(['VLASTNA_PREPRAVA', 'ZASILKOVNA']);
    expect(await deliveryIds(false)).toEqual(['VLASTNA_PREPRAVA']);
  });

  it('/rozvoz (the generic page route) shows the same section; other pages are untouched', async () => {
    const request = new Request('http://localhost:3000/rozvoz');
    const data = (await genericLoader({ params: { slug: 'rozvoz' }, request, context: contextOf(t.services) } as never)) as {
      page: { content: string };
    };
    expect(data.page.content).toBe(await deliveryPage(t.services));
    const about = (await infoLoader({
      params: {},
      request: new Request('http://localhost:3000/info/o-nas'),
      context: contextOf(t.services),
    } as never)) as {
      page: { content: string };
    };
    expect(about.page.content).not.toContain('data-carrier');
  });
});
