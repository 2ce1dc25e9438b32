/**
 * Branches, service inquiries, info and generic pages, contacts, documents and the modal contents (issue 6, part 2)
 * on the demo seed: GET /api/stores with open-now computed for an injected clock (services.now) in
 * Europe/Bratislava time (winter and summer time), unknown / warehouse / malformed ids → 404, the branch stock search,
 * POST /api/services/{id}/inquiries and the service page action (422 at the fields with the input kept, success
 * stored and mailed, rate limit), the page loaders' 404s and canonical redirects, sanitized rich text.
 * One database for the whole file: the tests only read, or write rows nobody else counts.
 */
import { eq, sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loader as contactDetailLoader } from '../../app/routes/contact-detail';
import { loader as contactsLoader } from '../../app/routes/contacts';
import { loader as genericLoader } from '../../app/routes/generic-page';
import { loader as infoLoader } from '../../app/routes/info-page';
import { action as serviceAction, loader as serviceLoader } from '../../app/routes/service';
import { loader as storeDetailLoader } from '../../app/routes/store-detail';
import { queryRows } from '../../src/db/client';
import { pages, serviceInquiries } from '../../src/db/schema';
import { listPublishedDocuments } from '../../src/domain/content/documents';
import { openStateAt, normalizeOpeningHours } from '../../src/domain/stores/opening-hours';
import { shopLocalTime } from '../../src/lib/shop-time';
import { getJson, postJson } from '../setup/app-request';
import { readStoredMails } from '../setup/mail-links';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

let t: TestDatabase;
let context: AppLoadContext;

beforeAll(async () => {
  t = await createTestDatabase();
  context = { services: t.services, cspNonce: '', clientIp: '192.0.2.50' } as unknown as AppLoadContext;
});
afterAll(async () => {
  await t?.cleanup();
});

/** Sets the clock every loader and handler reads (services.now). */
const setClock = (iso: string) => {
  t.services.now = () => new Date(iso);
};

type Args = { params: Record<string, string | undefined>; request: Request; context: AppLoadContext };
const call = async <R>(fn: (args: never) => Promise<R>, url: string, params: Record<string, string | undefined>, init?: RequestInit) =>
  fn({ params, request: new Request(`http://localhost:3000${url}`, init), context } as Args as never);

/** What a loader threw: a Response (redirect) or React Router's data() wrapper (404). */
async function thrown(promise: Promise<unknown>): Promise<{ status: number; location?: string | null; data?: any }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get('location') };
    const e = error as { init?: { status?: number }; data?: unknown };
    return { status: e.init?.status ?? -1, data: e.data };
  }
  throw new Error('expected the loader to throw');
}

const AVION = 1; // mall: every day 9–21
const TRNAVA = 3; // city: Mon–Fri 9–19, Sat 9–17, Sun 10–16
const TRENCIN = 5; // street: Mon–Fri 9–18, Sat 9–13, Sun closed
const WAREHOUSE = 14;

describe('GET /api/stores', () => {
  it('lists the 13 branches in order, without the warehouse, with seven days of opening hours each', async () => {
    setClock('2026-01-14T09:00:00Z');
    const { status, body } = await getJson(t, '/api/stores');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(13);
    expect(body.data.map((s: { id: number }) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    for (const store of body.data) {
      expect(store.openingHours).toHaveLength(7);
      expect(store.email).toMatch(/@party-shop\.sk$/);
      expect(store.phone).toMatch(/^\+421/);
      expect(store.url).toBe(`/prodejny/${store.id}`);
      expect(store.mapUrl).toMatch(/^https:\/\/www\.openstreetmap\.org\/\?mlat=4[789]\.\d+&mlon=(1[6-9]|2[0-2])\.\d+/);
    }
    expect(body.data.find((s: { id: number }) => s.id === WAREHOUSE)).toBeUndefined();
  });

  it('computes open-now for the injected clock in Europe/Bratislava time', async () => {
    const states = async () => {
      const { body } = await getJson(t, '/api/stores');
      return Object.fromEntries(body.data.map((s: { id: number; openNow: unknown }) => [s.id, s.openNow]));
    };
    // Wednesday 14 January 2026, 10:00 in Bratislava (CET = UTC+1): everything open
    setClock('2026-01-14T09:00:00Z');
    let s = await states();
    expect(s[AVION]).toEqual({ isOpen: true, closesAt: '21:00' });
    expect(s[TRNAVA]).toEqual({ isOpen: true, closesAt: '19:00' });
    expect(s[TRENCIN]).toEqual({ isOpen: true, closesAt: '18:00' });
    // 8:30 the same day: closed, opening today at 9:00
    setClock('2026-01-14T07:30:00Z');
    s = await states();
    expect(s[AVION]).toEqual({ isOpen: false, opensAt: { day: 3, time: '09:00', when: 'today' } });
    // Sunday 18 January, 12:00: the mall and city shops are open, the street shop opens on Monday
    setClock('2026-01-18T11:00:00Z');
    s = await states();
    expect(s[AVION].isOpen).toBe(true);
    expect(s[TRNAVA]).toEqual({ isOpen: true, closesAt: '16:00' });
    expect(s[TRENCIN]).toEqual({ isOpen: false, opensAt: { day: 1, time: '09:00', when: 'tomorrow' } });
    // Wednesday 15 July 2026, 18:30 in Bratislava (CEST = UTC+2; 16:30 UTC would still be open)
    setClock('2026-07-15T16:30:00Z');
    s = await states();
    expect(s[TRENCIN]).toEqual({ isOpen: false, opensAt: { day: 4, time: '09:00', when: 'tomorrow' } });
    expect(s[TRNAVA]).toEqual({ isOpen: true, closesAt: '19:00' });
    // Saturday 13:00 local: the street shop has just closed and next opens on Monday ('later')
    setClock('2026-07-18T11:00:00Z');
    s = await states();
    expect(s[TRENCIN]).toEqual({ isOpen: false, opensAt: { day: 1, time: '09:00', when: 'later' } });
  });

  it('answers one branch, and 404 for the warehouse, unknown, malformed and huge ids', async () => {
    const { status, body } = await getJson(t, `/api/stores/${TRNAVA}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: TRNAVA, name: 'Party shop Trnava', town: 'Trnava', street: 'Hlavná 17', zip: '917 01' });
    for (const id of [String(WAREHOUSE), '999', 'abc', '0', '-1', '99999999999', '1.5']) {
      const res = await getJson(t, `/api/stores/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.body.message).toBe('This page could not be found');
    }
  });
});

describe('GET /api/stores/{id}/stock', () => {
  // the catalogue is published relative to the seed date (today): search with the real clock
  const realClock = () => {
    t.services.now = () => new Date();
  };

  it("finds products by the catalogue search (diacritics forgiven) with this branch's quantities", async () => {
    realClock();
    const { status, body } = await getJson(t, `/api/stores/${AVION}/stock?q=balony`);
    expect(status).toBe(200);
    expect(body.data.query).toBe('balony');
    expect(body.data.items.length).toBeGreaterThan(0);
    expect(body.data.total).toBeGreaterThanOrEqual(body.data.items.length);
    for (const item of body.data.items.slice(0, 5)) {
      const [row] = await queryRows<{ q: number }>(
        t.handle.db,
        sql`SELECT coalesce(sum(s.quantity), 0)::int AS q FROM product_variants v JOIN stock s ON s.variant_id = v.id AND s.store_id = ${AVION}
            WHERE v.product_id = ${item.productId}`,
      );
      expect(item.quantity, item.name).toBe(Number(row!.q));
      expect(item.url).toMatch(new RegExp(`^/${item.productId}/`));
      expect(item.price).toBeGreaterThan(0);
    }
    // another branch: same products, its own numbers
    const other = await getJson(t, `/api/stores/${TRENCIN}/stock?q=balony`);
    expect(other.body.data.total).toBe(body.data.total);
  });

  it('gives no items for an empty query, 404 for the warehouse or an unknown branch, 422 for a bad limit', async () => {
    realClock();
    expect((await getJson(t, `/api/stores/${AVION}/stock?q=`)).body.data).toEqual({ query: '', total: 0, items: [] });
    expect((await getJson(t, `/api/stores/${AVION}/stock`)).body.data.items).toEqual([]);
    expect((await getJson(t, `/api/stores/${WAREHOUSE}/stock?q=balon`)).status).toBe(404);
    expect((await getJson(t, '/api/stores/abc/stock?q=balon')).status).toBe(404);
    const bad = await getJson(t, `/api/stores/${AVION}/stock?q=balon&limit=0`);
    expect(bad.status).toBe(422);
    expect(bad.body.errors.limit).toBeDefined();
    const limited = await getJson(t, `/api/stores/${AVION}/stock?q=balon&limit=2`);
    expect(limited.body.data.items).toHaveLength(2);
  });
});

describe('store pages', () => {
  it('detail loader: the branch, today in shop time, the map stores and the stock search of ?q', async () => {
    const now = new Date();
    t.services.now = () => now; // the catalogue is published relative to the seed date (today)
    const result = (await call(storeDetailLoader, `/prodejny/${TRNAVA}?q=kostym`, { id: String(TRNAVA) })) as any;
    expect(result.store.name).toBe('Party shop Trnava');
    expect(result.today).toBe(shopLocalTime(now).day);
    expect(result.mapStores).toHaveLength(13);
    expect(result.stock.query).toBe('kostym');
    expect(result.stock.items.length).toBeGreaterThan(0);
  });

  it("detail loader: unknown, warehouse and non-numeric ids are a 404 with the store's own code", async () => {
    for (const id of ['999', String(WAREHOUSE), 'abc', '1e3']) {
      const error = await thrown(call(storeDetailLoader, `/prodejny/${id}`, { id }));
      expect(error.status, id).toBe(404);
      expect(error.data.code).toBe('store_not_found');
    }
  });
});

describe('service inquiries', () => {
  const valid = {
    name: 'Jana Malá',
    email: 'jana.mala@example.sk',
    phone: '+421 905 123 456',
    date: '2026-02-20',
    message: 'Dobrý deň, potrebujem 3 kostýmy pirátov na sobotu.',
  };

  it('POST /api/services/{id}/inquiries: 422 at the fields', async () => {
    setClock('2026-01-14T09:00:00Z');
    const empty = await postJson(t, '/api/services/1/inquiries', {}, { address: '198.51.100.1' });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['email', 'message', 'name']);
    expect(empty.body.errors.name).toEqual(['Pole musí byť vyplnené.']);
    const wrong = await postJson(
      t,
      '/api/services/1/inquiries',
      { ...valid, email: 'nie-je-email', phone: 'abc', date: '2026-02-30', message: 'krátko' },
      { address: '198.51.100.1' },
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.email).toEqual(['Pole musí obsahovať platný e-mail.']);
    expect(wrong.body.errors.phone).toEqual(['Zadajte platné telefónne číslo.']);
    expect(wrong.body.errors.date).toEqual(['Zadajte platný dátum.']);
    expect(wrong.body.errors.message).toEqual(['Vyplňte prosím minimálne 10 znakov.']);
    const past = await postJson(t, '/api/services/1/inquiries', { ...valid, date: '2026-01-13' }, { address: '198.51.100.1' });
    expect(past.status).toBe(422);
    expect(past.body.errors).toEqual({ date: ['Termín nemôže byť v minulosti.'] });
    expect((await postJson(t, '/api/services/999/inquiries', valid)).status).toBe(404);
    expect((await postJson(t, '/api/services/abc/inquiries', valid)).status).toBe(404);
  });

  it('POST /api/services/{id}/inquiries: stored with the date and mailed to the shop owner (Reply-To the shopper)', async () => {
    setClock('2026-01-14T09:00:00Z');
    const before = (await readStoredMails(t.services.config.dataDir)).length;
    const res = await postJson(t, '/api/services/2/inquiries', { ...valid, email: 'api.dopyt@example.sk' }, { address: '198.51.100.2' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Ďakujeme, váš dopyt sme prijali. Ozveme sa vám čo najskôr.');
    const [row] = await t.handle.db.select().from(serviceInquiries).where(eq(serviceInquiries.id, res.body.data.id));
    expect(row).toMatchObject({
      serviceId: 2,
      name: 'Jana Malá',
      email: 'api.dopyt@example.sk',
      phone: '+421 905 123 456',
      eventDate: '2026-02-20',
    });
    const mails = await readStoredMails(t.services.config.dataDir);
    expect(mails.length).toBe(before + 1);
    const mail = mails[mails.length - 1]!;
    expect(mail.to).toContain('obchod@party-shop.sk');
    expect(mail.decoded).toContain('Výzdoba na kľúč');
    expect(mail.decoded).toContain('api.dopyt@example.sk');
    expect(mail.decoded).toContain('20. 2. 2026');
    expect(mail.decoded).toMatch(/Reply-To:\s*api\.dopyt@example\.sk/i);
  });

  it('limits one address to 5 inquiries an hour (429)', async () => {
    setClock('2026-01-14T09:00:00Z');
    for (let i = 0; i < 5; i++)
      expect((await postJson(t, '/api/services/3/inquiries', valid, { address: '198.51.100.77' })).status).toBe(201);
    const refused = await postJson(t, '/api/services/3/inquiries', valid, { address: '198.51.100.77' });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
  });

  it('the page action keeps the input on a 422 and answers ok on success; the loader redirects a wrong slug', async () => {
    setClock('2026-01-14T09:00:00Z');
    const post = (fields: Record<string, string>) =>
      call(
        serviceAction,
        '/sluzby/1/pozicovna-kostymov',
        { id: '1', slug: 'pozicovna-kostymov' },
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields),
        },
      );
    const refused = (await post({ ...valid, email: 'zly@' })) as any;
    expect(refused.init.status).toBe(422);
    expect(refused.data.errors.email).toEqual(['Pole musí obsahovať platný e-mail.']);
    expect(refused.data.values).toEqual({ ...valid, email: 'zly@' });
    const ok = (await post({ ...valid, email: 'stranka.dopyt@example.sk' })) as any;
    expect(ok).toMatchObject({
      init: { status: 200 },
      data: { ok: true, message: 'Ďakujeme, váš dopyt sme prijali. Ozveme sa vám čo najskôr.' },
    });
    const rows = await t.handle.db.select().from(serviceInquiries).where(eq(serviceInquiries.email, 'stranka.dopyt@example.sk'));
    expect(rows).toHaveLength(1);

    const page = (await call(serviceLoader, '/sluzby/1/pozicovna-kostymov', { id: '1', slug: 'pozicovna-kostymov' })) as any;
    expect(page.service.title).toBe('Požičovňa kostýmov');
    expect(page.infoUrl).toBe('/info/21/pozicovna-kostymov');
    expect(page.minDate).toBe('2026-01-14');
    expect(await thrown(call(serviceLoader, '/sluzby/1/zle?x=1', { id: '1', slug: 'zle' }))).toEqual({
      status: 301,
      location: '/sluzby/1/pozicovna-kostymov?x=1',
    });
    expect((await thrown(call(serviceLoader, '/sluzby/999/x', { id: '999', slug: 'x' }))).status).toBe(404);
  });
});

describe('info and generic pages', () => {
  it('info pages: named routes, the service pages with their inquiry link, canonical redirects, 404s', async () => {
    const contact = (await call(infoLoader, '/info/kontakt', {})) as any;
    expect(contact.page.slug).toBe('kontakt');
    expect(contact.url).toBe('/info/kontakt');
    const service = (await call(infoLoader, '/info/21/pozicovna-kostymov', { id: '21', slug: 'pozicovna-kostymov' })) as any;
    expect(service.service).toMatchObject({ id: 1, url: '/sluzby/1/pozicovna-kostymov' });
    for (const [id, slug] of [
      ['22', 'vyzdoba-na-kluc'],
      ['23', 'nafukovanie-balonikov'],
    ]) {
      expect(((await call(infoLoader, `/info/${id}/${slug}`, { id, slug })) as any).page.id).toBe(Number(id));
    }
    expect(await thrown(call(infoLoader, '/info/21/zly-slug?a=b', { id: '21', slug: 'zly-slug' }))).toEqual({
      status: 301,
      location: '/info/21/pozicovna-kostymov?a=b',
    });
    expect(await thrown(call(infoLoader, '/info/2/rozvoz', { id: '2', slug: 'rozvoz' }))).toEqual({
      status: 301,
      location: '/info/rozvoz',
    });
    expect((await thrown(call(infoLoader, '/info/999/nic', { id: '999', slug: 'nic' }))).status).toBe(404);
    expect((await thrown(call(infoLoader, '/info/abc/nic', { id: 'abc', slug: 'nic' }))).status).toBe(404);
  });

  it('sanitizes rich text from the database and hides unpublished pages', async () => {
    await t.handle.db.insert(pages).values([
      {
        id: 901,
        slug: 'test-xss',
        title: 'Test',
        content:
          '<p onclick="alert(1)">Ahoj<script>alert(2)</script><a href="javascript:alert(3)">x</a></p><img src="/media/a.webp" onerror="x()">',
      },
      { id: 902, slug: 'test-skryta', title: 'Skrytá', content: '<p>nie</p>', isPublished: false },
    ]);
    const page = (await call(genericLoader, '/test-xss', { slug: 'test-xss' })) as any;
    expect(page.page.content).toContain('Ahoj');
    expect(page.page.content).not.toMatch(/onclick|<script|javascript:|onerror/);
    expect(page.page.content).toContain('loading="lazy"');
    expect(page.canonical).toBe('/info/901/test-xss');
    expect((await thrown(call(genericLoader, '/test-skryta', { slug: 'test-skryta' }))).status).toBe(404);
    expect((await thrown(call(infoLoader, '/info/902/test-skryta', { id: '902', slug: 'test-skryta' }))).status).toBe(404);
  });

  it('generic pages: /spokojenost, /eshop and /{slug}; unknown or odd slugs are the 404 page', async () => {
    expect(((await call(genericLoader, '/spokojenost', {})) as any).page.slug).toBe('spokojenost');
    expect(((await call(genericLoader, '/eshop', {})) as any).page.slug).toBe('eshop');
    expect(((await call(genericLoader, '/obchodne-podmienky', { slug: 'obchodne-podmienky' })) as any).page.title).toBeTruthy();
    for (const slug of ['neexistuje', 'A B', 'x'.repeat(300)]) {
      expect((await thrown(call(genericLoader, `/${encodeURIComponent(slug)}`, { slug }))).status, slug).toBe(404);
    }
    expect((await thrown(call(genericLoader, '/eshop/neexistuje', { slug: 'neexistuje' }))).status).toBe(404);
  });
});

describe('contacts, documents and modals', () => {
  it('contacts: the head office and the 13 branch managers linked to their branch; unknown id → 404', async () => {
    const { office, branches } = (await call(contactsLoader, '/kontakty', {})) as any;
    expect(office.length).toBeGreaterThanOrEqual(5);
    expect(branches).toHaveLength(13);
    expect(branches[0].store).toMatchObject({ id: 1, url: '/prodejny/1' });
    // the warehouse contact is not linked to a shoppers' branch
    expect(office.find((c: { department: string }) => c.department === 'Logistika').store).toBeNull();
    const one = (await call(contactDetailLoader, '/contacts/1', { id: '1' })) as any;
    expect(one.contact.email).toBe('obchod@party-shop.sk');
    expect((await thrown(call(contactDetailLoader, '/contacts/999', { id: '999' }))).status).toBe(404);
    expect((await thrown(call(contactDetailLoader, '/contacts/x', { id: 'x' }))).status).toBe(404);
  });

  it('documents: published PDFs with size and type; the media route serves a download as an attachment', async () => {
    const docs = await listPublishedDocuments(t.handle.db);
    expect(docs.length).toBeGreaterThanOrEqual(3);
    for (const d of docs) {
      expect(d.mime).toBe('application/pdf');
      expect(d.size).toBeGreaterThan(500);
      expect(d.url).toBe(`/media/documents/${d.fileName}`);
      expect(d.downloadUrl).toBe(`${d.url}?download=1`);
    }
    // the demo seed stored the PDFs with the rows (decision 0045)
    const download = await t.app.request(docs[0]!.downloadUrl);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${docs[0]!.fileName}"`);
    const inline = await t.app.request(docs[0]!.url);
    expect(inline.headers.get('content-disposition')).toBe(`inline; filename="${docs[0]!.fileName}"`);
  });

  it('GET /api/modals/{type}: delivery and availability contents; an unknown type is a 404', async () => {
    const delivery = await getJson(t, '/api/modals/delivery');
    expect(delivery.status).toBe(200);
    expect(delivery.body.data.title).toBe('Doprava a platba');
    // the carriers table generated from the configuration (decision 0061)
    expect(delivery.body.data.html).toContain('<table data-testid="delivery-facts-carriers">');
    const availability = await getJson(t, '/api/modals/availability');
    expect(availability.body.data.title).toBe('Dostupnosť tovaru');
    expect(availability.body.data.html).toContain('href="/prodejny"');
    expect((await getJson(t, '/api/modals/nieco')).status).toBe(404);
  });
});

describe('opening hours', () => {
  it('treats missing, malformed or inverted days as closed', () => {
    const hours = normalizeOpeningHours([
      { day: 1, open: '09:00', close: '17:00' },
      { day: 2, open: '18:00', close: '08:00' },
      { day: 3, open: 'x', close: '12:00' },
      { day: 9 },
    ]);
    expect(hours.map((h) => h.open)).toEqual(['09:00', null, null, null, null, null, null]);
    expect(normalizeOpeningHours(null).every((h) => h.open === null)).toBe(true);
    expect(openStateAt(normalizeOpeningHours(null), new Date())).toEqual({ isOpen: false, opensAt: null });
  });
});
