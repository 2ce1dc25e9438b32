/**
 * /api/admin/content/*: the back office's content (decision 0036) for editors and admins. For every
 * section of src/domain/content/admin-content-entities.ts (posts, post-categories, pages, services, jobs, events,
 * documents, videos, stores, contacts): list (search, status, paging, sort), one record, create, update (the whole
 * record), publish/hide and delete. Events add approve/reject of shoppers' proposals; jobs list their applications
 * and serve the CV as an attachment. Documents and videos take multipart/form-data with a `file` (checked by
 * content and size; a bad file answers 422 and stores nothing).
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { listAudit } from '../../../src/domain/back-office/audit-log';
import {
  CONTENT_SECTION_LIST,
  CONTENT_SECTIONS,
  CONTENT_STATUS_VALUES,
  contentSchema,
  parseContentFilters,
  publishBodySchema,
  type ContentSection,
} from '../../../src/domain/content/admin-content-entities';
import { attachmentDisposition, findApplicationCv, listJobApplications } from '../../../src/domain/content/admin-content-jobs';
import {
  deleteContent,
  getContentRecord,
  listContent,
  saveContent,
  setContentPublished,
  type ContentWriteResult,
} from '../../../src/domain/content/admin-content-store';
import { ADMIN_DIR_PARAM, ADMIN_PAGE_PARAM, ADMIN_SORT_PARAM, parseListQuery } from '../../../src/domain/back-office/list-query';
import { approveEvent, eventApprovalNotify } from '../../../src/domain/content/events';
import type { SessionUser } from '../../../src/domain/accounts/session-lookup';
import { formTextValues, readLimitedFormData, uploadedFile } from '../../../src/lib/limited-form-data';
import type { AppEnv } from '../../app';
import { HttpError, notFound, ValidationError } from '../../http/errors';
import { readBody, validate } from '../../http/validate';
import { adminPathId, adminRoute, type AdminApiRoute } from './registry';

const idParams = z.object({ id: z.number().int().positive() });
const listQuery = z.object({
  q: z.string().optional().describe('search in the title and a few text columns'),
  stav: z.enum(CONTENT_STATUS_VALUES).optional().describe('published | hidden | proposals (events awaiting approval)'),
  [ADMIN_PAGE_PARAM]: z.string().optional().describe('page, 25 rows each'),
  [ADMIN_SORT_PARAM]: z.string().optional().describe('sort column'),
  [ADMIN_DIR_PARAM]: z.enum(['asc', 'desc']).optional(),
});
const listRow = z.object({
  id: z.number(),
  title: z.string(),
  published: z.boolean().nullable(),
  proposal: z.boolean().describe('events: a proposal awaiting approval'),
  extra: z.record(z.string(), z.unknown()),
});
const listAnswer = z.object({ rows: z.array(listRow), total: z.number(), page: z.number(), pageSize: z.number() });
const recordAnswer = z.record(z.string(), z.unknown()).describe('the row (camelCase columns, moments in ISO 8601)');
const applicationSchema = z.object({
  id: z.number(),
  jobId: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  cvFilename: z.string().nullable(),
  cvUrl: z.string().nullable(),
  createdAt: z.string(),
});

/** The body of a create/update: JSON, or multipart with a `file` for sections with an upload. */
async function readContentBody(c: Context<AppEnv>, section: ContentSection) {
  const { t } = c.get('services');
  const type = c.req.header('content-type') ?? '';
  if (section.upload && type.includes('multipart/form-data')) {
    const read = await readLimitedFormData(c.req.raw, section.upload.maxBytes + 256 * 1024);
    if (!read.ok) {
      if (read.reason === 'malformed') throw new HttpError(400, 'Malformed form body');
      throw new ValidationError(t('validation.summary'), {
        file: [t('admin.content.error.file_too_big', { mb: Math.round(section.upload.maxBytes / 1024 / 1024) })],
      });
    }
    return {
      input: validate(c, contentSchema(section), formTextValues(read.form)),
      file: await uploadedFile(read.form, section.upload.field),
    };
  }
  return { input: validate(c, contentSchema(section), await readBody(c)), file: null };
}

async function answerWrite(c: Context<AppEnv>, section: ContentSection, result: ContentWriteResult) {
  const { t, db } = c.get('services');
  if (!result.ok && result.code === 'not_found') throw notFound();
  if (!result.ok) throw new ValidationError(t('validation.summary'), result.errors);
  const record = await getContentRecord(db, section, result.id);
  return c.json({ data: record, message: t(result.created ? 'admin.flash.created' : 'admin.flash.saved') }, result.created ? 201 : 200);
}

function writeDeps(c: Context<AppEnv>) {
  const { files, t, now } = c.get('services');
  return { files, t, now: now() };
}

function sectionRoutes(section: ContentSection): AdminApiRoute[] {
  const base = `/api/admin/content/${section.api}` as const;
  const name = section.key.replace('_', ' ');
  const body = contentSchema(section);
  const routes: AdminApiRoute[] = [
    adminRoute({
      method: 'get',
      path: base,
      role: 'editor',
      summary: `List ${name} (search, status, paging, sort)`,
      query: listQuery,
      response: listAnswer,
      handler: async (c) => {
        const params = new URL(c.req.url).searchParams;
        const query = parseListQuery(params, {
          sortable: section.sortable,
          defaultSort: section.defaultSort,
          defaultDir: section.defaultDir,
        });
        return c.json({ data: await listContent(c.get('services').db, section, parseContentFilters(params), query) });
      },
    }),
    adminRoute({
      method: 'get',
      path: `${base}/{id}`,
      role: 'editor',
      summary: `One of the ${name} with its audit log`,
      params: idParams,
      response: z.object({ record: recordAnswer, audit: z.array(z.record(z.string(), z.unknown())) }),
      errors: { 404: 'Unknown id' },
      handler: async (c) => {
        const id = adminPathId(c);
        const { db } = c.get('services');
        const record = await getContentRecord(db, section, id);
        if (!record) throw notFound();
        return c.json({ data: { record, audit: await listAudit(db, section.key, id) } });
      },
    }),
    adminRoute({
      method: 'post',
      path: base,
      role: 'editor',
      summary: `Create one of the ${name}${section.upload ? ' (multipart/form-data with `file`, or JSON)' : ''}`,
      body,
      response: recordAnswer,
      errors: { 422: 'Errors at the fields (a refused file at `file`; nothing is stored)' },
      handler: async (c, user: SessionUser) => {
        const { input, file } = await readContentBody(c, section);
        return answerWrite(c, section, await saveContent(c.get('services').db, writeDeps(c), section, null, input, file, user.id));
      },
    }),
    adminRoute({
      method: 'put',
      path: `${base}/{id}`,
      role: 'editor',
      summary: `Update one of the ${name} (the whole record; fields left out become empty)`,
      params: idParams,
      body,
      response: recordAnswer,
      errors: { 404: 'Unknown id', 422: 'Errors at the fields' },
      handler: async (c, user) => {
        const id = adminPathId(c);
        const { input, file } = await readContentBody(c, section);
        return answerWrite(c, section, await saveContent(c.get('services').db, writeDeps(c), section, id, input, file, user.id));
      },
    }),
  ];
  if (section.publishField) {
    routes.push(
      adminRoute({
        method: 'post',
        path: `${base}/{id}/publish`,
        role: 'editor',
        summary: section.key === 'stores' ? 'Activate or deactivate a store' : `Publish or hide one of the ${name}`,
        params: idParams,
        body: publishBodySchema,
        response: recordAnswer,
        errors: { 404: 'Unknown id', 422: 'published missing' },
        handler: async (c, user) => {
          const id = adminPathId(c);
          const { published } = validate(c, publishBodySchema, await readBody(c));
          const { db, now } = c.get('services');
          const result = await setContentPublished(db, section, id, published, user.id, now(), eventApprovalNotify(c.get('services')));
          if (result !== 'ok') throw notFound();
          return c.json({ data: await getContentRecord(db, section, id) });
        },
      }),
    );
  }
  if (section.deletable) {
    routes.push(
      adminRoute({
        method: 'delete',
        path: `${base}/{id}`,
        role: 'editor',
        summary: `Delete one of the ${name}${section.upload ? ' and its file' : section.key === 'jobs' ? ' with its applications and their CVs' : ''}`,
        params: idParams,
        response: z.object({ id: z.number() }),
        errors: { 404: 'Unknown id' },
        handler: async (c, user) => {
          const id = adminPathId(c);
          const { db, t } = c.get('services');
          const result = await deleteContent(db, { files: c.get('services').files }, section, id, user.id);
          if (result !== 'ok') throw notFound();
          return c.json({ data: { id }, message: t('admin.flash.deleted') });
        },
      }),
    );
  }
  return routes;
}

const events = CONTENT_SECTIONS.events;

export const adminContentApi: AdminApiRoute[] = [
  ...CONTENT_SECTION_LIST.flatMap(sectionRoutes),
  adminRoute({
    method: 'post',
    path: '/api/admin/content/events/{id}/approve',
    role: 'editor',
    summary: 'Approve an event (a shopper’s proposal): published and shown on /eventy and GET /api/events',
    params: idParams,
    response: recordAnswer,
    errors: { 404: 'Unknown event' },
    handler: async (c, user) => {
      const id = adminPathId(c);
      const { db, t } = c.get('services');
      const approved = await approveEvent(db, id, user.id, eventApprovalNotify(c.get('services')));
      if (!approved) throw notFound();
      return c.json({ data: await getContentRecord(db, events, id), message: t('admin.content.flash.approved') });
    },
  }),
  adminRoute({
    method: 'post',
    path: '/api/admin/content/events/{id}/reject',
    role: 'editor',
    summary: 'Reject a shopper’s event proposal: it is deleted (the audit log keeps its title)',
    params: idParams,
    response: z.object({ id: z.number() }),
    errors: { 404: 'Unknown event', 409: 'code not_a_proposal: the event is approved or published' },
    handler: async (c, user) => {
      const id = adminPathId(c);
      const { db, t } = c.get('services');
      const result = await deleteContent(db, { files: c.get('services').files }, events, id, user.id, 'reject');
      if (result === 'not_a_proposal') throw new HttpError(409, t('admin.content.error.not_a_proposal'), { code: 'not_a_proposal' });
      if (result !== 'ok') throw notFound();
      return c.json({ data: { id }, message: t('admin.content.flash.rejected') });
    },
  }),
  adminRoute({
    method: 'get',
    path: '/api/admin/content/jobs/{id}/applications',
    role: 'editor',
    summary: 'Applications received for a job ad, newest first',
    params: idParams,
    response: z.array(applicationSchema),
    errors: { 404: 'Unknown job' },
    handler: async (c) => {
      const id = adminPathId(c);
      const { db } = c.get('services');
      if (!(await getContentRecord(db, CONTENT_SECTIONS.jobs, id))) throw notFound();
      return c.json({ data: await listJobApplications(db, id) });
    },
  }),
  adminRoute({
    method: 'get',
    path: '/api/admin/content/job-applications/{id}/cv',
    role: 'editor',
    summary: 'The CV of an application as a download (Content-Disposition: attachment)',
    params: idParams,
    errors: { 404: 'Unknown application or no CV' },
    handler: async (c) => {
      const id = adminPathId(c);
      const { db, files } = c.get('services');
      const cv = await findApplicationCv(db, files, id);
      if (!cv) throw notFound();
      return c.body(new Uint8Array(cv.bytes), 200, {
        'Content-Type': cv.mime,
        'Content-Length': String(cv.bytes.length),
        'Content-Disposition': attachmentDisposition(cv.fileName),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      });
    },
  }),
];
