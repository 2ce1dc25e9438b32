/**
 * Back-office content API (issue 7, decision 0036) as an EDITOR: for every section create / read / update / 422 /
 * 404 / delete with audit entries; sanitized rich text and unique generated slugs; publishing shows a post on the
 * storefront; an event proposal approved through the admin API appears on GET /api/events, a rejected one is gone;
 * documents: a bad file is refused with 422 and nothing is stored, a good one is served by /media; job applications
 * and the CV download; opening hours; the no-JS page action. Customers' 403 is the walk test's
 * (admin-access.test.ts). One shared database.
 */
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action as editAction } from '../../app/routes/admin/content/edit';
import { queryRows } from '../../src/db/client';
import { documents, events, jobApplications, jobs } from '../../src/db/schema';
import { AUTH_TOKEN_COOKIE } from '../../src/domain/accounts/auth-token';
import { hashSessionToken } from '../../src/domain/accounts/session-lookup';
import { listPublishedDocuments } from '../../src/domain/content/documents';
import { JOB_APPLICATIONS_DIR } from '../../src/domain/content/jobs';
import { apiRequest } from '../setup/app-request';
import { samplePdf, sampleText, sampleDocx } from '../setup/cv-files';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

const EDITOR_TOKEN = 'admin-content-editor-token-4';
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
  apiRequest(t, method, url, { body, token: EDITOR_TOKEN, address: '198.51.100.90' });

const HOURS = [1, 2, 3, 4, 5, 6, 7].map((day) => (day <= 5 ? { day, open: '09:00', close: '18:00' } : { day, open: null, close: null }));

/** api segment → a valid body, the field to change, and the required field of a 422. */
const SAMPLES: Record<string, { body: Record<string, unknown>; change: Record<string, unknown>; required: string }> = {
  posts: {
    body: { title: 'Admin test článok', content: '<p>Text</p>', isPublished: true },
    change: { title: 'Admin test článok 2' },
    required: 'title',
  },
  'post-categories': { body: { name: 'Admin test kategória', position: 7 }, change: { name: 'Admin test kategória 2' }, required: 'name' },
  pages: {
    body: { title: 'Admin test stránka', content: '<p>Obsah</p>', isPublished: true },
    change: { title: 'Admin test stránka 2' },
    required: 'title',
  },
  services: {
    body: { title: 'Admin test služba', perex: 'Krátko', position: 9, isPublished: true },
    change: { perex: 'Dlhšie' },
    required: 'title',
  },
  jobs: { body: { title: 'Admin test pozícia', location: 'Žilina', isPublished: true }, change: { salary: '900 €' }, required: 'title' },
  events: {
    body: { title: 'Admin test event', startsAt: '2031-05-01T18:00', place: 'Nitra', isPublished: true },
    change: { place: 'Trnava' },
    required: 'title',
  },
  videos: {
    body: { title: 'Admin test video', videoUrl: 'https://video.example.com/x', isPublished: true },
    change: { durationSeconds: 90 },
    required: 'title',
  },
  stores: {
    body: { name: 'Admin test predajňa', kind: 'branch', town: 'Poprad', lat: 49.06, lng: 20.29, openingHours: HOURS, isActive: false },
    change: { town: 'Kežmarok' },
    required: 'name',
  },
  contacts: {
    body: { name: 'Admin Testová', email: 'admin.testova@example.com', department: 'Marketing' },
    change: { phone: '+421 900 111 222' },
    required: 'name',
  },
};

describe('content API as an editor: every section', () => {
  for (const [api, sample] of Object.entries(SAMPLES)) {
    it(`${api}: create, read with audit, update, 422, 404, list search, delete`, async () => {
      const base = `/api/admin/content/${api}`;
      const created = await call('POST', base, sample.body);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = created.body.data.id as number;
      for (const [k, v] of Object.entries(sample.body))
        if (k !== 'content' && k !== 'openingHours' && k !== 'startsAt') expect(created.body.data[k], k).toEqual(v);

      const updated = await call('PUT', `${base}/${id}`, { ...sample.body, ...sample.change });
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      for (const [k, v] of Object.entries(sample.change)) expect(updated.body.data[k]).toEqual(v);

      const read = await call('GET', `${base}/${id}`);
      expect(read.status).toBe(200);
      expect(read.body.data.audit.map((a: any) => a.action)).toEqual(['update', 'create']);
      expect(read.body.data.audit[0].userId).toBe(4);
      expect(Object.keys(read.body.data.audit[0].changes)).toEqual(Object.keys(sample.change));

      const invalid = await call('PUT', `${base}/${id}`, {});
      expect(invalid.status).toBe(422);
      expect(invalid.body.errors[sample.required]).toEqual(['Pole musí byť vyplnené.']);
      expect((await call('POST', base, { ...sample.body, [sample.required]: '' })).status).toBe(422);

      expect((await call('GET', `${base}/999999`)).status).toBe(404);
      expect((await call('PUT', `${base}/999999`, sample.body)).status).toBe(404);
      expect((await call('GET', `${base}/abc`)).status).toBe(404);

      const title = String(sample.body.title ?? sample.body.name);
      const list = await call('GET', `${base}?q=${encodeURIComponent(title.slice(0, 12))}`);
      expect(list.status).toBe(200);
      expect(list.body.data.rows.map((r: any) => r.id)).toContain(id);

      if (api === 'stores') {
        expect((await call('DELETE', `${base}/${id}`)).status).toBe(404); // stores are never deleted (no such route)
      } else {
        expect((await call('DELETE', `${base}/${id}`)).status).toBe(200);
        expect((await call('GET', `${base}/${id}`)).status).toBe(404);
        expect((await call('DELETE', `${base}/${id}`)).status).toBe(404);
      }
    });
  }
});

describe('posts: rich text, slugs, publishing', () => {
  it('sanitizes the HTML on save, generates unique slugs, refuses a taken typed slug, and the published post is on the blog', async () => {
    const body = {
      title: 'Ako nafúknuť balón',
      content: '<p onclick="x()">Ahoj<script>alert(1)</script></p><a href="javascript:alert(1)">zlé</a>',
      isPublished: true,
    };
    const first = await call('POST', '/api/admin/content/posts', body);
    const second = await call('POST', '/api/admin/content/posts', body);
    expect(first.status).toBe(201);
    expect(first.body.data.slug).toBe('ako-nafuknut-balon');
    expect(second.body.data.slug).toBe('ako-nafuknut-balon-2');
    expect(first.body.data.content).toBe('<p>Ahoj</p><a>zlé</a>');
    expect(first.body.data.publishedAt).toBeTruthy();

    const taken = await call('POST', '/api/admin/content/posts', { ...body, slug: 'ako-nafuknut-balon' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.slug).toEqual(['Tento slug už používa iný záznam.']);
    expect((await call('POST', '/api/admin/content/posts', { ...body, slug: 'Zlý Slug' })).body.errors.slug).toBeDefined();

    const blog = await t.app.request('/api/posts');
    expect(((await blog.json()) as any).data.items.map((p: any) => p.id)).toContain(first.body.data.id);

    const hidden = await call('POST', `/api/admin/content/posts/${first.body.data.id}/publish`, { published: false });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data.isPublished).toBe(false);
    expect((await t.app.request(`/api/posts/${first.body.data.id}`)).status).toBe(404);
    const audit = await call('GET', `/api/admin/content/posts/${first.body.data.id}`);
    expect(audit.body.data.audit[0]).toMatchObject({ action: 'unpublish', changes: { isPublished: { from: true, to: false } } });
    expect((await call('POST', `/api/admin/content/posts/${first.body.data.id}/publish`, {})).status).toBe(422);
  });

  it('refuses an unknown category and an event ending before it starts', async () => {
    const post = await call('POST', '/api/admin/content/posts', { title: 'X', categoryId: 99999 });
    expect(post.status).toBe(422);
    expect(post.body.errors.categoryId).toEqual(['Vybraný záznam neexistuje.']);
    const event = await call('POST', '/api/admin/content/events', { title: 'Y', startsAt: '2031-05-01T18:00', endsAt: '2031-05-01T17:00' });
    expect(event.status).toBe(422);
    expect(event.body.errors.endsAt).toEqual(['Koniec nemôže byť pred začiatkom.']);
  });
});

describe('events: proposals', () => {
  async function propose(title: string): Promise<number> {
    const [row] = await t.services.db
      .insert(events)
      .values({
        slug: 'navrh',
        title,
        startsAt: new Date(Date.now() + 20 * 86_400_000),
        place: 'Košice',
        organizerName: 'Ján',
        organizerEmail: 'jan@example.com',
        isPublished: false,
      })
      .returning({ id: events.id });
    return row!.id;
  }

  it('a proposal approved through the admin API appears on GET /api/events and /api/events/{id}; the list filters proposals', async () => {
    const id = await propose('Navrhnutý karneval');
    const proposals = await call('GET', '/api/admin/content/events?stav=proposals');
    expect(proposals.body.data.rows.find((r: any) => r.id === id)).toMatchObject({ proposal: true, published: false });
    expect((await t.app.request(`/api/events/${id}`)).status).toBe(404);
    const before = (await (await t.app.request('/api/events')).json()) as any;
    expect(before.data.upcoming.map((e: any) => e.id)).not.toContain(id);

    const approved = await call('POST', `/api/admin/content/events/${id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ isPublished: true, isProposal: false });
    const after = (await (await t.app.request('/api/events')).json()) as any;
    expect(after.data.upcoming.map((e: any) => e.id)).toContain(id);
    const shown = await t.app.request(`/api/events/${id}`);
    expect(shown.status).toBe(200);
    expect(((await shown.json()) as any).data).toMatchObject({ id, title: 'Navrhnutý karneval', url: `/eventy/${id}/navrh` });
    const audit = await call('GET', `/api/admin/content/events/${id}`);
    expect(audit.body.data.audit[0]).toMatchObject({ action: 'approve', userId: 4 });
    // an approved event is no longer a proposal
    expect((await call('POST', `/api/admin/content/events/${id}/reject`)).status).toBe(409);
    expect((await call('POST', '/api/admin/content/events/999999/approve')).status).toBe(404);
  });

  it('a rejected proposal is deleted and its title kept in the audit log', async () => {
    const id = await propose('Zamietnutý návrh');
    const rejected = await call('POST', `/api/admin/content/events/${id}/reject`);
    expect(rejected.status).toBe(200);
    expect(await t.services.db.select().from(events).where(eq(events.id, id))).toEqual([]);
    const [entry] = await queryRows<{ action: string; changes: any }>(
      t.services.db,
      sql`SELECT action, changes FROM audit_log WHERE entity = 'events' AND entity_id = ${String(id)}`,
    );
    expect(entry).toMatchObject({ action: 'reject', changes: { title: { from: 'Zamietnutý návrh', to: null } } });
  });
});

describe('documents: uploads', () => {
  // documents live in the file store (decision 0045)
  const files = async () =>
    (
      await queryRows<{ key: string }>(t.services.db, sql`SELECT key FROM stored_files WHERE key LIKE 'media/documents/%' ORDER BY key`)
    ).map((r) => r.key.replace('media/documents/', ''));
  const docCount = async () => Number((await t.services.db.select({ n: count() }).from(documents))[0]!.n);
  const form = (fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.set(k, v);
    if (file) f.set('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    return f;
  };

  it('refuses a file that is not a document (by content) with 422 and stores nothing', async () => {
    const rows = await docCount();
    const stored = await files();
    const bad = await call(
      'POST',
      '/api/admin/content/documents',
      form({ title: 'Cenník' }, { bytes: sampleText(), name: 'cennik.pdf', type: 'application/pdf' }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors.file).toEqual(['Nepodporovaný typ súboru. Obsah súboru nezodpovedá povoleným formátom.']);
    const missing = await call('POST', '/api/admin/content/documents', form({ title: 'Cenník' }));
    expect(missing.body.errors.file).toEqual(['Vyberte súbor.']);
    const empty = await call(
      'POST',
      '/api/admin/content/documents',
      form({ title: 'Cenník' }, { bytes: Buffer.alloc(0), name: 'x.pdf', type: 'application/pdf' }),
    );
    expect(empty.status).toBe(422);
    expect(await docCount()).toBe(rows);
    expect(await files()).toEqual(stored);
  });

  it('stores a PDF where /dokumenty serves it, replaces it with a DOCX and deletes the file with the record', async () => {
    const pdf = samplePdf();
    const created = await call(
      'POST',
      '/api/admin/content/documents',
      form(
        { title: 'Cenník služieb', isPublished: 'true', position: '9' },
        { bytes: pdf, name: 'Cenník služieb.pdf', type: 'application/pdf' },
      ),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const doc = created.body.data;
    expect(doc).toMatchObject({
      title: 'Cenník služieb',
      fileName: 'Cenník služieb.pdf',
      mime: 'application/pdf',
      size: pdf.length,
      isPublished: true,
      position: 9,
    });
    expect(doc.filePath).toMatch(/^\/media\/documents\/cennik-sluzieb-[0-9a-f]{8}\.pdf$/);
    const served = await t.app.request(`${doc.filePath}?download=1`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);
    const listed = await listPublishedDocuments(t.services.db);
    expect(listed.find((d) => d.id === doc.id)).toMatchObject({
      title: 'Cenník služieb',
      url: doc.filePath,
      downloadUrl: `${doc.filePath}?download=1`,
    });

    // a bad replacement changes nothing
    const bad = await call(
      'PUT',
      `/api/admin/content/documents/${doc.id}`,
      form({ title: 'Iný názov' }, { bytes: sampleText(), name: 'x.docx', type: 'application/pdf' }),
    );
    expect(bad.status).toBe(422);
    expect((await call('GET', `/api/admin/content/documents/${doc.id}`)).body.data.record).toMatchObject({
      title: 'Cenník služieb',
      filePath: doc.filePath,
    });

    const replaced = await call(
      'PUT',
      `/api/admin/content/documents/${doc.id}`,
      form(
        { title: 'Cenník služieb 2026', isPublished: 'true' },
        { bytes: sampleDocx(), name: 'cennik.docx', type: 'application/octet-stream' },
      ),
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body.data).toMatchObject({
      fileName: 'cennik.docx',
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(await files()).not.toContain(path.basename(doc.filePath));
    expect(await files()).toContain(path.basename(replaced.body.data.filePath));
    const docx = await t.app.request(replaced.body.data.filePath);
    expect(docx.headers.get('content-disposition')).toMatch(/^attachment/);

    expect((await call('DELETE', `/api/admin/content/documents/${doc.id}`)).status).toBe(200);
    expect(await files()).not.toContain(path.basename(replaced.body.data.filePath));
  });
});

describe('videos: a file or an address', () => {
  it('stores an MP4 under /media/videos, refuses a non-video and a video with neither file nor address', async () => {
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42', 'latin1'), Buffer.alloc(64)]);
    const upload = (bytes: Buffer, name: string, fields: Record<string, string> = { title: 'Ako zaviazať balón' }) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) f.set(k, v);
      f.set('file', new Blob([new Uint8Array(bytes)], { type: 'video/mp4' }), name);
      return call('POST', '/api/admin/content/videos', f);
    };
    const created = await upload(mp4, 'Návod.mp4');
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.videoUrl).toMatch(/^\/media\/videos\/navod-[0-9a-f]{8}\.mp4$/);
    expect(await t.services.files.info(created.body.data.videoUrl.slice(1))).not.toBeNull();
    const bad = await upload(samplePdf(), 'film.mp4');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.file).toBeDefined();
    const none = await call('POST', '/api/admin/content/videos', { title: 'Bez videa' });
    expect(none.body.errors.videoUrl).toEqual(['Vyberte súbor s videom alebo vyplňte adresu videa.']);
    // switching to an address removes the uploaded file
    const linked = await call('PUT', `/api/admin/content/videos/${created.body.data.id}`, {
      title: 'Ako zaviazať balón',
      videoUrl: 'https://video.example.com/balon',
    });
    expect(linked.status).toBe(200);
    expect(await t.services.files.info(created.body.data.videoUrl.slice(1))).toBeNull();
  });
});

describe('jobs: applications and the CV', () => {
  it('lists the applications of a job and serves the CV as an attachment', async () => {
    const [job] = await t.services.db
      .insert(jobs)
      .values({ slug: 'predavac', title: 'Predavač', isPublished: true })
      .returning({ id: jobs.id });
    const relative = `${JOB_APPLICATIONS_DIR}/${job!.id}/cv-test.pdf`;
    await t.services.files.put(relative, samplePdf(), 'application/pdf');
    const [application] = await t.services.db
      .insert(jobApplications)
      .values({
        jobId: job!.id,
        name: 'Jana Testová',
        email: 'jana@example.com',
        message: 'Dobrý deň',
        cvPath: relative,
        cvFilename: 'Životopis Jana.pdf',
        cvMime: 'application/pdf',
      })
      .returning({ id: jobApplications.id });

    const list = await call('GET', `/api/admin/content/jobs/${job!.id}/applications`);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        id: application!.id,
        name: 'Jana Testová',
        cvFilename: 'Životopis Jana.pdf',
        cvUrl: `/api/admin/content/job-applications/${application!.id}/cv`,
      }),
    ]);
    const cv = await t.app.request(`/api/admin/content/job-applications/${application!.id}/cv`, {
      headers: { authorization: `Bearer ${EDITOR_TOKEN}` },
    });
    expect(cv.status).toBe(200);
    expect(cv.headers.get('content-type')).toBe('application/pdf');
    expect(cv.headers.get('content-disposition')).toBe(
      `attachment; filename="Zivotopis Jana.pdf"; filename*=UTF-8''${encodeURIComponent('Životopis Jana.pdf')}`,
    );
    expect(Buffer.from(await cv.arrayBuffer()).equals(samplePdf())).toBe(true);
    expect((await t.app.request(`/api/admin/content/job-applications/${application!.id}/cv`)).status).toBe(401);
    expect((await call('GET', '/api/admin/content/job-applications/999999/cv')).status).toBe(404);
    expect((await call('GET', '/api/admin/content/jobs/999999/applications')).status).toBe(404);

    // deleting the job removes its applications and their CVs
    expect((await call('DELETE', `/api/admin/content/jobs/${job!.id}`)).status).toBe(200);
    expect(await t.services.files.info(relative)).toBeNull();
  });
});

describe('stores: opening hours', () => {
  it('refuses a day closing before it opens or with one time only, and keeps closed days', async () => {
    const bad = HOURS.map((d) =>
      d.day === 1 ? { day: 1, open: '18:00', close: '09:00' } : d.day === 2 ? { day: 2, open: '09:00', close: null } : d,
    );
    const refused = await call('PUT', '/api/admin/content/stores/1', { name: 'X', kind: 'branch', openingHours: bad });
    expect(refused.status).toBe(422);
    expect(refused.body.errors['openingHours.0.close']).toEqual(['Čas zatvorenia musí byť po čase otvorenia.']);
    expect(refused.body.errors['openingHours.1.close']).toBeDefined();
    const before = await call('GET', '/api/admin/content/stores/1');
    const saved = await call('PUT', '/api/admin/content/stores/1', { ...before.body.data.record, openingHours: HOURS });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.openingHours[5]).toEqual({ day: 6, closed: true });
    const store = (await (await t.app.request('/api/stores/1')).json()) as any;
    expect(store.data.openingHours[0]).toMatchObject({ day: 1, open: '09:00', close: '18:00' });
  });
});

describe('the edit page action (no JavaScript)', () => {
  const context = () => ({ services: t.services, cspNonce: '', clientIp: '198.51.100.91' }) as unknown as AppLoadContext;
  const post = (url: string, fields: Record<string, string>) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.set(k, v);
    return new Request(`http://localhost${url}`, { method: 'POST', headers: { cookie: `${AUTH_TOKEN_COOKIE}=${EDITOR_TOKEN}` }, body });
  };

  it('creates a post and redirects to its edit page; a refused save keeps the typed values', async () => {
    const refused = (await editAction({
      request: post('/admin/obsah/blog/novy', { title: '', perex: 'Môj perex' }),
      params: { section: 'blog', id: 'novy' },
      context: context(),
    } as never)) as any;
    expect(refused.init.status).toBe(422);
    expect(refused.data.errors.title).toEqual(['Pole musí byť vyplnené.']);
    expect(refused.data.values.perex).toBe('Môj perex');

    const done = await editAction({
      request: post('/admin/obsah/blog/novy', { title: 'Článok z formulára', isPublished: 'on' }),
      params: { section: 'blog', id: 'novy' },
      context: context(),
    } as never).catch((e: unknown) => e);
    expect(done).toBeInstanceOf(Response);
    expect((done as Response).headers.get('location')).toMatch(/^\/admin\/obsah\/blog\/\d+\?ok=admin\.flash\.created$/);
  });
});
