/**
 * Careers (issue 6, decision 0023): GET /api/jobs, GET /api/jobs/{id}, POST /api/jobs/{id}/apply (multipart) and the
 * job page's action. A good application is stored with its CV under DATA_DIR (not under the public media folder)
 * and mailed with the CV attached to the shop owner; a bad or missing CV, bad fields or an unknown job keep nothing;
 * applications are limited per address. One shared database: every test uses its own client address.
 */
import { count, eq, like, sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action as jobAction, loader as jobLoader } from '../../app/routes/career-detail';
import { queryRows } from '../../src/db/client';
import { jobApplications, storedFiles } from '../../src/db/schema';
import { CV_MAX_BYTES } from '../../src/domain/content/content-forms';
import { JOB_APPLICATIONS_DIR } from '../../src/domain/content/jobs';
import { fromAddress, getJson } from '../setup/app-request';
import { sampleDocx, samplePdf, sampleText, sampleZip } from '../setup/cv-files';
import { readStoredMails } from '../setup/mail-links';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

const OWNER = 'personalne@party-shop.sk';
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ env: { SHOP_OWNER_EMAIL: OWNER } });
});
afterAll(async () => {
  await t?.cleanup();
});

let addressCounter = 10;
const nextAddress = () => `198.51.100.${addressCounter++}`;

function applicationForm(fields: Record<string, string>, file?: { bytes: Buffer; name: string; type?: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (file) form.set('cv', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  return form;
}

const goodFields = {
  name: 'Jana Testová',
  email: 'jana.testova@example.com',
  phone: '+421 905 123 456',
  message: 'Dobrý deň,\nrada by som u vás pracovala.',
};

async function apply(jobId: number | string, form: FormData, address = nextAddress()) {
  const res = await t.app.request(`/api/jobs/${jobId}/apply`, { method: 'POST', body: form }, fromAddress(address));
  const body = res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text();
  return { status: res.status, body: body as any };
}

async function applicationCount(): Promise<number> {
  const [row] = await t.services.db.select({ n: count() }).from(jobApplications);
  return Number(row!.n);
}

/** CVs live in the file store (decision 0045) */
async function storedCvFiles(): Promise<string[]> {
  const rows = await t.services.db
    .select({ key: storedFiles.key })
    .from(storedFiles)
    .where(like(storedFiles.key, `${JOB_APPLICATIONS_DIR}/%`));
  return rows.map((r) => r.key);
}

async function activeJob() {
  const { body } = await getJson(t, '/api/jobs');
  return body.data[0] as { id: number; slug: string; title: string; url: string };
}

describe('GET /api/jobs', () => {
  it('lists the active job ads, not the unpublished one', async () => {
    const { status, body } = await getJson(t, '/api/jobs');
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(2);
    const [hidden] = await queryRows<{ id: number }>(t.services.db, sql`SELECT id FROM jobs WHERE NOT is_published LIMIT 1`);
    expect(body.data.map((j: any) => j.id)).not.toContain(hidden!.id);
    for (const job of body.data) expect(job.url).toBe(`/kariera/${job.id}/${job.slug}`);
  });

  it('answers an active job with its description; unknown, unpublished and malformed ids are 404', async () => {
    const job = await activeJob();
    const { status, body } = await getJson(t, `/api/jobs/${job.id}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: job.id, title: job.title });
    expect(body.data.description).toContain('<h2>');
    const [hidden] = await queryRows<{ id: number }>(t.services.db, sql`SELECT id FROM jobs WHERE NOT is_published LIMIT 1`);
    for (const path of [`/api/jobs/${hidden!.id}`, '/api/jobs/99999', '/api/jobs/x1']) {
      expect((await getJson(t, path)).status, path).toBe(404);
    }
  });
});

describe('POST /api/jobs/{id}/apply', () => {
  it('stores the application with the PDF outside the public media and mails it with the CV to the shop owner', async () => {
    const job = await activeJob();
    const pdf = samplePdf();
    const { status, body } = await apply(
      job.id,
      applicationForm(goodFields, { bytes: pdf, name: 'Životopis Jana.pdf', type: 'application/pdf' }),
    );
    expect(status).toBe(201);
    expect(body.message).toBe('Ďakujeme, vašu žiadosť sme prijali. Ozveme sa vám do 10 pracovných dní.');

    const [row] = await t.services.db.select().from(jobApplications).where(eq(jobApplications.id, body.data.id));
    expect(row).toMatchObject({
      jobId: job.id,
      name: 'Jana Testová',
      email: 'jana.testova@example.com',
      phone: '+421 905 123 456',
      cvMime: 'application/pdf',
      cvFilename: 'Životopis Jana.pdf',
    });
    expect(row!.cvPath).toMatch(new RegExp(`^${JOB_APPLICATIONS_DIR}/${job.id}/[0-9a-f-]{36}\\.pdf$`));
    const stored = (await t.services.files.read(row!.cvPath!))!;
    expect(stored.equals(pdf)).toBe(true);
    // not reachable over HTTP
    expect((await t.app.request(`/media/${row!.cvPath}`)).status).toBe(404);
    expect((await t.app.request(`/media/../${row!.cvPath}`)).status).toBe(404);

    const mail = (await readStoredMails(t.services.config.dataDir)).find(
      (m) => m.subject.includes('Jana Test') || m.decoded.includes('Jana Testová'),
    );
    expect(mail).toBeDefined();
    expect(mail!.to).toContain(OWNER);
    expect(mail!.decoded).toMatch(/Reply-To: .*jana\.testova@example\.com/i);
    expect(mail!.decoded).toContain(job.title);
    expect(mail!.decoded).toContain('rada by som u vás pracovala');
    expect(mail!.decoded).toMatch(/Content-Type: application\/pdf/i);
    expect(mail!.decoded).toMatch(/Content-Disposition: attachment/i);
    expect(mail!.decoded).toContain('%PDF-');
  });

  it('accepts a DOCX recognised by content and stores it with its real extension', async () => {
    const job = await activeJob();
    const { status, body } = await apply(job.id, applicationForm(goodFields, { bytes: sampleDocx(), name: 'cv.bin' }));
    expect(status).toBe(201);
    const [row] = await t.services.db.select().from(jobApplications).where(eq(jobApplications.id, body.data.id));
    expect(row).toMatchObject({ cvFilename: 'cv.docx', cvMime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
  });

  it('refuses a file that is not a PDF/DOC/DOCX/ODT whatever its name says: 422 at cv, nothing stored', async () => {
    const job = await activeJob();
    const before = { rows: await applicationCount(), files: (await storedCvFiles()).length };
    for (const file of [
      { bytes: sampleText(), name: 'zivotopis.pdf', type: 'application/pdf' },
      { bytes: sampleZip(), name: 'zivotopis.docx' },
      { bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), name: 'foto.jpg', type: 'image/jpeg' },
    ]) {
      const { status, body } = await apply(job.id, applicationForm(goodFields, file));
      expect(status, file.name).toBe(422);
      expect(body.errors).toEqual({ cv: ['Životopis musí byť súbor PDF, DOC, DOCX alebo ODT.'] });
    }
    expect(await applicationCount()).toBe(before.rows);
    expect(await storedCvFiles()).toHaveLength(before.files);
  });

  it('refuses a CV over 5 MB (and a body far over it) with 422 at cv, nothing stored', async () => {
    const job = await activeJob();
    const before = await applicationCount();
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(CV_MAX_BYTES)]);
    const r1 = await apply(job.id, applicationForm(goodFields, { bytes: big, name: 'velky.pdf' }));
    expect(r1.status).toBe(422);
    expect(r1.body.errors).toEqual({ cv: ['Životopis môže mať najviac 5 MB.'] });
    const huge = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(CV_MAX_BYTES * 2)]);
    const r2 = await apply(job.id, applicationForm(goodFields, { bytes: huge, name: 'obrovsky.pdf' }));
    expect(r2.status).toBe(422);
    expect(r2.body.errors.cv).toEqual(['Životopis môže mať najviac 5 MB.']);
    expect(await applicationCount()).toBe(before);
  });

  it('reports every bad field at once, with a missing or empty CV', async () => {
    const job = await activeJob();
    const before = await applicationCount();
    const r1 = await apply(job.id, applicationForm({ name: ' ', email: 'nie-je-email', phone: 'abc' }));
    expect(r1.status).toBe(422);
    expect(r1.body.errors).toEqual({
      name: ['Pole musí byť vyplnené.'],
      email: ['Pole musí obsahovať platný e-mail.'],
      phone: ['Zadaná hodnota nie je platná.'],
      cv: ['Priložte prosím životopis.'],
    });
    const r2 = await apply(job.id, applicationForm(goodFields, { bytes: Buffer.alloc(0), name: 'prazdny.pdf' }));
    expect(r2.status).toBe(422);
    expect(r2.body.errors).toEqual({ cv: ['Súbor so životopisom je prázdny.'] });
    expect(await applicationCount()).toBe(before);
  });

  it('answers 404 for an unknown or unpublished job and 400 for a JSON body', async () => {
    const [hidden] = await queryRows<{ id: number }>(t.services.db, sql`SELECT id FROM jobs WHERE NOT is_published LIMIT 1`);
    for (const id of [hidden!.id, 99999, 'abc']) {
      const { status } = await apply(id, applicationForm(goodFields, { bytes: samplePdf(), name: 'cv.pdf' }));
      expect(status, String(id)).toBe(404);
    }
    const job = await activeJob();
    const res = await t.app.request(`/api/jobs/${job.id}/apply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(goodFields),
    });
    expect(res.status).toBe(400);
  });

  it('limits applications per address (429 rate_limited after 5 an hour)', async () => {
    const job = await activeJob();
    const address = nextAddress();
    for (let i = 0; i < 5; i++) {
      const { status } = await apply(job.id, applicationForm(goodFields, { bytes: samplePdf(), name: `cv${i}.pdf` }), address);
      expect(status).toBe(201);
    }
    const before = await applicationCount();
    const { status, body } = await apply(job.id, applicationForm(goodFields, { bytes: samplePdf(), name: 'cv6.pdf' }), address);
    expect(status).toBe(429);
    expect(body).toMatchObject({ code: 'rate_limited', message: 'Odoslali ste priveľa žiadostí. Skúste to prosím neskôr.' });
    expect(await applicationCount()).toBe(before);
  });
});

describe('/kariera/{id}/{slug} (loader and the no-JS form action)', () => {
  const context = (clientIp: string) => ({ services: t.services, cspNonce: '', clientIp }) as unknown as AppLoadContext;

  it('redirects a wrong slug with 301, answers 404 for unknown ids', async () => {
    const job = await activeJob();
    const redirect = await jobLoader({
      request: new Request(`http://localhost/kariera/${job.id}/zle`),
      params: { id: String(job.id), slug: 'zle' },
      context: context('x'),
    } as any).catch((e: unknown) => e);
    expect((redirect as Response).status).toBe(301);
    expect((redirect as Response).headers.get('location')).toBe(job.url);
    const missing = await jobLoader({
      request: new Request('http://localhost/kariera/99999/x'),
      params: { id: '99999', slug: 'x' },
      context: context('x'),
    } as any).catch((e: unknown) => e);
    expect((missing as any).init.status).toBe(404);
  });

  it('keeps the text after a refused CV, and sends a good application with a 303 to the thank-you', async () => {
    const job = await activeJob();
    const post = (form: FormData) =>
      jobAction({
        request: new Request(`http://localhost${job.url}`, { method: 'POST', body: form }),
        params: { id: String(job.id), slug: job.slug },
        context: context(nextAddress()),
      } as any).catch((e: unknown) => e);
    const refused: any = await post(applicationForm(goodFields, { bytes: sampleText(), name: 'cv.pdf' }));
    expect(refused.init.status).toBe(422);
    expect(refused.data.errors).toEqual({ cv: ['Životopis musí byť súbor PDF, DOC, DOCX alebo ODT.'] });
    expect(refused.data.values).toMatchObject({ name: goodFields.name, email: goodFields.email });
    expect(refused.data.values.message.replace(/\r\n/g, '\n')).toBe(goodFields.message);

    const before = await applicationCount();
    const sent = (await post(applicationForm(goodFields, { bytes: samplePdf(), name: 'cv.pdf' }))) as Response;
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(`${job.url}?odoslane=1#odpoved`);
    expect(await applicationCount()).toBe(before + 1);
  });
});
