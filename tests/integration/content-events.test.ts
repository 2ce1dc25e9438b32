/**
 * Events (issue 6, decision 0024): GET /api/events (published upcoming, then past), GET /api/events/{id}
 * (unpublished proposals are 404), POST /api/events (a shopper's proposal: 422 at the fields, stored unpublished,
 * the owner mailed, rate-limited), approveEvent (the back office) and the /eventy/novy action. One shared database.
 */
import { eq, sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action as proposeAction } from '../../app/routes/event-new';
import { loader as eventLoader } from '../../app/routes/event-detail';
import { queryRows } from '../../src/db/client';
import { auditLog, events } from '../../src/db/schema';
import { approveEvent, localDateTimeToUtc } from '../../src/domain/content/events';
import { shopDateString } from '../../src/lib/shop-time';
import { getJson, postJson } from '../setup/app-request';
import { readStoredMails } from '../setup/mail-links';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.cleanup();
});

let addressCounter = 10;
const nextAddress = () => `203.0.113.${addressCounter++}`;

/** A date `days` from now in the shop's zone (YYYY-MM-DD). */
function dateIn(days: number): string {
  return shopDateString(new Date(Date.now() + days * 86_400_000));
}

const proposal = (over: Record<string, string> = {}) => ({
  title: 'Burza hračiek v Trnave',
  date: dateIn(30),
  time: '09:30',
  place: 'Mestská tržnica, Trnava',
  description: 'Rodičia si vymenia hračky a kostýmy.\n\nVstup je voľný, stoly zadarmo.',
  organizerName: 'Mária Nová',
  organizerEmail: 'maria.nova@example.com',
  ...over,
});

describe('GET /api/events', () => {
  it('lists published upcoming events soonest first, then past ones latest first; no proposals, no contacts', async () => {
    const { status, body } = await getJson(t, '/api/events');
    expect(status).toBe(200);
    const { upcoming, past } = body.data;
    expect(upcoming.length).toBeGreaterThanOrEqual(2);
    expect(past.length).toBeGreaterThanOrEqual(1);
    const starts = upcoming.map((e: any) => e.startsAt);
    expect([...starts].sort()).toEqual(starts);
    expect(upcoming.every((e: any) => !e.isPast)).toBe(true);
    expect(past.every((e: any) => e.isPast)).toBe(true);
    const pastStarts = past.map((e: any) => e.startsAt);
    expect([...pastStarts].sort().reverse()).toEqual(pastStarts);
    const [hidden] = await queryRows<{ id: number }>(t.services.db, sql`SELECT id FROM events WHERE NOT is_published LIMIT 1`);
    expect([...upcoming, ...past].map((e: any) => e.id)).not.toContain(hidden!.id);
    expect(JSON.stringify(body)).not.toMatch(/organizerEmail|organizerPhone|@example\.com/);
  });

  it('answers a published event; a proposal, an unknown and a malformed id are 404', async () => {
    const { body: list } = await getJson(t, '/api/events');
    const first = list.data.upcoming[0];
    const { status, body } = await getJson(t, `/api/events/${first.id}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: first.id, title: first.title, url: `/eventy/${first.id}/${first.slug}` });
    expect(body.data.description).toContain('<p>');
    expect(body.data).not.toHaveProperty('organizerEmail');
    const [hidden] = await queryRows<{ id: number }>(t.services.db, sql`SELECT id FROM events WHERE NOT is_published LIMIT 1`);
    for (const path of [`/api/events/${hidden!.id}`, '/api/events/99999', '/api/events/abc'])
      expect((await getJson(t, path)).status, path).toBe(404);
  });
});

describe('POST /api/events and approval', () => {
  it('stores a proposal unpublished (invisible) until approveEvent publishes it', async () => {
    const { status, body } = await postJson(t, '/api/events', proposal(), { address: nextAddress() });
    expect(status).toBe(201);
    expect(body.data).toEqual({ id: expect.any(Number), status: 'pending' });
    const id = body.data.id as number;

    const [row] = await t.services.db.select().from(events).where(eq(events.id, id));
    expect(row).toMatchObject({
      isPublished: false,
      approvedAt: null,
      slug: 'burza-hraciek-v-trnave',
      organizerEmail: 'maria.nova@example.com',
    });
    expect(row!.description).toBe('<p>Rodičia si vymenia hračky a kostýmy.</p>\n<p>Vstup je voľný, stoly zadarmo.</p>');
    expect(new Date(row!.startsAt).toISOString()).toBe(localDateTimeToUtc(proposal().date, '09:30')!.toISOString());

    expect((await getJson(t, `/api/events/${id}`)).status).toBe(404);
    expect((await getJson(t, '/api/events')).body.data.upcoming.map((e: any) => e.id)).not.toContain(id);

    const mail = (await readStoredMails(t.services.config.dataDir)).find((m) => m.decoded.includes('Burza hračiek v Trnave'));
    expect(mail?.to).toContain('obchod@party-shop.sk'); // the contacts setting's e-mail (no SHOP_OWNER_EMAIL)

    const approved = await approveEvent(t.services.db, id, 5);
    expect(approved).toMatchObject({ id, url: `/eventy/${id}/burza-hraciek-v-trnave` });
    expect((await getJson(t, `/api/events/${id}`)).status).toBe(200);
    expect((await getJson(t, '/api/events')).body.data.upcoming.map((e: any) => e.id)).toContain(id);
    const audit = await t.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(audit.filter((a) => a.entity === 'events')).toEqual([expect.objectContaining({ userId: 5, action: 'approve' })]);

    expect(await approveEvent(t.services.db, 99999)).toBeNull();
  });

  it('answers 422 at the fields, with nothing stored', async () => {
    const [{ n: before }] = (await queryRows<{ n: number }>(t.services.db, sql`SELECT count(*)::int AS n FROM events`)) as [{ n: number }];
    const r1 = await postJson(
      t,
      '/api/events',
      { title: 'X', date: '2026-13-01', time: '25:00', place: '', description: 'krátko', organizerName: '', organizerEmail: 'zle' },
      { address: nextAddress() },
    );
    expect(r1.status).toBe(422);
    expect(Object.keys(r1.body.errors).sort()).toEqual([
      'date',
      'description',
      'organizerEmail',
      'organizerName',
      'place',
      'time',
      'title',
    ]);
    expect(r1.body.errors.description).toEqual(['Vyplňte prosím minimálne 20 znakov.']);
    const past = await postJson(t, '/api/events', proposal({ date: dateIn(-2) }), { address: nextAddress() });
    expect(past.status).toBe(422);
    expect(past.body.errors).toEqual({ date: ['Dátum eventu musí byť v budúcnosti.'] });
    const far = await postJson(t, '/api/events', proposal({ date: dateIn(800) }), { address: nextAddress() });
    expect(far.body.errors).toEqual({ date: ['Event môžete navrhnúť najviac dva roky dopredu.'] });
    const impossible = await postJson(t, '/api/events', proposal({ date: '2030-02-30' }), { address: nextAddress() });
    expect(impossible.body.errors).toEqual({ date: ['Zadaná hodnota nie je platná.'] });
    const [{ n: after }] = (await queryRows<{ n: number }>(t.services.db, sql`SELECT count(*)::int AS n FROM events`)) as [{ n: number }];
    expect(after).toBe(before);
  });

  it('limits proposals per address', async () => {
    const address = nextAddress();
    for (let i = 0; i < 5; i++)
      expect((await postJson(t, '/api/events', proposal({ title: `Event číslo ${i}` }), { address })).status).toBe(201);
    const { status, body } = await postJson(t, '/api/events', proposal(), { address });
    expect(status).toBe(429);
    expect(body.code).toBe('rate_limited');
  });
});

describe('/eventy pages (loader and the no-JS action)', () => {
  const context = () => ({ services: t.services, cspNonce: '', clientIp: nextAddress() }) as unknown as AppLoadContext;
  const formRequest = (values: Record<string, string>) =>
    new Request('http://localhost/eventy/novy', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(values),
    });

  it('the action keeps the input on errors and redirects to /eventy/dekujeme after a proposal', async () => {
    const refused: any = await proposeAction({
      request: formRequest(proposal({ organizerEmail: 'zle' })),
      context: context(),
      params: {},
    } as any);
    expect(refused.init.status).toBe(422);
    expect(refused.data.errors).toEqual({ organizerEmail: ['Pole musí obsahovať platný e-mail.'] });
    expect(refused.data.values).toMatchObject({ title: proposal().title, description: proposal().description, organizerEmail: 'zle' });
    const sent = (await proposeAction({
      request: formRequest(proposal({ title: 'Návrh z formulára' })),
      context: context(),
      params: {},
    } as any).catch((e: unknown) => e)) as Response;
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/eventy/dekujeme');
    const [row] = await queryRows<{ is_published: boolean }>(
      t.services.db,
      sql`SELECT is_published FROM events WHERE title = 'Návrh z formulára'`,
    );
    expect(row?.is_published).toBe(false);
  });

  it('the detail page answers 404 for a proposal and 301 for a wrong slug', async () => {
    const [hidden] = await queryRows<{ id: number; slug: string }>(
      t.services.db,
      sql`SELECT id, slug FROM events WHERE NOT is_published LIMIT 1`,
    );
    const missing: any = await eventLoader({
      request: new Request(`http://localhost/eventy/${hidden!.id}/${hidden!.slug}`),
      params: { id: String(hidden!.id), slug: hidden!.slug },
      context: context(),
    } as any).catch((e: unknown) => e);
    expect(missing.init.status).toBe(404);
    const { body } = await getJson(t, '/api/events');
    const event = body.data.past[0];
    const moved = (await eventLoader({
      request: new Request(`http://localhost/eventy/${event.id}/x`),
      params: { id: String(event.id), slug: 'x' },
      context: context(),
    } as any).catch((e: unknown) => e)) as Response;
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(event.url);
  });
});
