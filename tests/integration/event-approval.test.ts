/**
 * Approving an event proposal e-mails its organiser once (through every approving door: the admin API's approve and
 * publish, the page action), a mail failure never undoes the approval; the event's branch picker offers the stores
 * but not the e-shop warehouse, and a warehouse id is refused on save.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { events } from '../../src/db/schema';
import { hashSessionToken } from '../../src/domain/accounts/session-lookup';
import { CONTENT_SECTIONS } from '../../src/domain/content/admin-content-entities';
import { loadContentOptions } from '../../src/domain/content/admin-content-store';
import { approveEvent } from '../../src/domain/content/events';
import type { MailMessage } from '../../src/mail/mailer';
import { apiRequest } from '../setup/app-request';
import { readStoredMails } from '../setup/mail-links';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

const EDITOR_TOKEN = 'event-approval-editor-token-4';
let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  const inADay = new Date(Date.now() + 86_400_000).toISOString();
  await queryRows(
    t.services.db,
    sql`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES (4, ${hashSessionToken(EDITOR_TOKEN)}, ${inADay}::timestamptz)`,
  );
});
afterAll(async () => {
  await t?.cleanup();
});

const call = (method: string, url: string, body?: unknown) =>
  apiRequest(t, method, url, { body, token: EDITOR_TOKEN, address: '198.51.100.91' });

async function propose(title: string, organizerEmail: string): Promise<number> {
  const [row] = await t.services.db
    .insert(events)
    .values({
      slug: 'navrh-schvalenie',
      title,
      startsAt: new Date('2031-07-12T16:00:00Z'),
      place: 'Amfiteáter, Nitra',
      organizerName: 'Mária Nová',
      organizerEmail,
      isPublished: false,
    })
    .returning({ id: events.id });
  return row!.id;
}

const fakeMailer = () => {
  const sent: MailMessage[] = [];
  return { sent, mailer: { send: async (m: MailMessage) => ({ id: String(sent.push(m)) }) } };
};

describe('approving an event proposal', () => {
  it('mails the organiser once with the title, the date in shop time and the event link', async () => {
    const id = await propose('Letné divadlo pre deti', 'maria.divadlo@example.com');
    const { sent, mailer } = fakeMailer();
    const notify = { mailer, t: t.services.t, publicUrl: 'https://www.party-shop.test' };
    expect(await approveEvent(t.services.db, id, 4, notify)).toMatchObject({ id });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'maria.divadlo@example.com', subject: 'Váš event je schválený: Letné divadlo pre deti' });
    expect(sent[0]!.text).toContain('Dobrý deň, Mária Nová,');
    expect(sent[0]!.text).toContain('12. 7. 2031 18:00'); // 16:00 UTC is 18:00 in Bratislava in summer
    expect(sent[0]!.text).toContain(`https://www.party-shop.test/eventy/${id}/navrh-schvalenie`);
    // approving again, or hiding and publishing the approved event again, mails nobody
    await approveEvent(t.services.db, id, 4, notify);
    await t.services.db.update(events).set({ isPublished: false }).where(eq(events.id, id));
    await approveEvent(t.services.db, id, 4, notify);
    expect(sent).toHaveLength(1);
  });

  it('keeps the approval when the mail cannot be sent', async () => {
    const id = await propose('Karneval bez pošty', 'nedoruceny@example.com');
    const mailer = { send: () => Promise.reject(new Error('SMTP down')) };
    const approved = await approveEvent(t.services.db, id, 4, { mailer, t: t.services.t, publicUrl: 'https://x.test' });
    expect(approved).toMatchObject({ id });
    const [row] = await t.services.db.select({ isPublished: events.isPublished }).from(events).where(eq(events.id, id));
    expect(row!.isPublished).toBe(true);
  });

  it('the admin API approve and publish doors both send it', async () => {
    const viaApprove = await propose('Šarkaniáda na Zobore', 'sarkany@example.com');
    const viaPublish = await propose('Maškarný bál v Nitre', 'maskary@example.com');
    expect((await call('POST', `/api/admin/content/events/${viaApprove}/approve`)).status).toBe(200);
    expect((await call('POST', `/api/admin/content/events/${viaPublish}/publish`, { published: true })).status).toBe(200);
    const mails = await readStoredMails(t.services.config.dataDir);
    expect(mails.find((m) => m.to.includes('sarkany@example.com'))?.decoded).toContain('Šarkaniáda na Zobore');
    expect(mails.find((m) => m.to.includes('maskary@example.com'))?.decoded).toContain('Maškarný bál v Nitre');
  });
});

describe("the event's branch", () => {
  it('offers the stores without the e-shop warehouse and refuses the warehouse on save', async () => {
    const stores = await queryRows<{ id: number; kind: string }>(t.services.db, sql`SELECT id, kind FROM stores`);
    const warehouse = stores.find((s) => s.kind === 'warehouse')!;
    const branch = stores.find((s) => s.kind !== 'warehouse')!;
    expect(warehouse).toBeDefined();
    const options = await loadContentOptions(t.services.db, CONTENT_SECTIONS.events);
    const offered = options.branches.map((o) => Number(o.value));
    expect(offered).toContain(Number(branch.id));
    expect(offered).not.toContain(Number(warehouse.id));
    expect(offered).toHaveLength(stores.filter((s) => s.kind !== 'warehouse').length);

    const body = { title: 'Event na predajni', startsAt: '2031-05-01T18:00', place: 'Nitra', isPublished: true };
    const refused = await call('POST', '/api/admin/content/events', { ...body, storeId: Number(warehouse.id) });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['storeId']);
    expect((await call('POST', '/api/admin/content/events', { ...body, storeId: Number(branch.id) })).status).toBe(201);
  });
});
