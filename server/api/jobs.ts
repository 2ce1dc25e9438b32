/**
 * Careers (decision 0023): GET /api/jobs (active job ads), GET /api/jobs/{id} and
 * POST /api/jobs/{id}/apply — a multipart form with name, email, phone, message and the CV file `cv` (PDF, DOC,
 * DOCX or ODT recognised by content, at most 5 MB). Bad input or a bad file: 422 at the fields, nothing stored.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { CV_FIELD, CV_MAX_BYTES, JOB_APPLICATION_BODY_MAX, jobApplicationSchema } from '../../src/domain/content/content-forms';
import { applyForJob, checkCv, getActiveJob, listActiveJobs, type CvUpload } from '../../src/domain/content/jobs';
import { formTextValues, readLimitedFormData, uploadedFile } from '../../src/lib/limited-form-data';
import { formatZodError, type FieldErrors } from '../../src/lib/validation';
import { shopOwnerAddress } from '../../src/mail/owner-address';
import type { AppEnv } from '../app';
import { clientIp } from '../http/client-ip';
import { HttpError, notFound, ValidationError } from '../http/errors';
import type { ApiRouteDoc } from '../http/openapi';
import { pathId } from './reviews';

const jobParams = z.object({ id: z.number().int().positive().describe('job id') });
const jobItemSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  location: z.string().nullable(),
  employmentType: z.string().nullable(),
  salary: z.string().nullable(),
  publishedAt: z.string().nullable(),
  url: z.string().describe('/kariera/{id}/{slug}'),
});
const applicationBody = jobApplicationSchema.extend({
  cv: z.string().describe('the CV file (binary part of the multipart form): PDF, DOC, DOCX or ODT by content, at most 5 MB'),
});

export const jobDocs: ApiRouteDoc[] = [
  { method: 'get', path: '/api/jobs', summary: 'Active job ads, newest first', tag: 'careers', response: z.array(jobItemSchema) },
  {
    method: 'get',
    path: '/api/jobs/{id}',
    summary: 'An active job ad with its description (sanitized HTML)',
    tag: 'careers',
    params: jobParams,
    response: jobItemSchema.extend({ description: z.string() }),
    errors: { 404: 'Unknown or inactive job' },
  },
  {
    method: 'post',
    path: '/api/jobs/{id}/apply',
    summary:
      'Apply for a job (multipart/form-data with the CV in the part `cv`). The application is stored and mailed with the CV attached to the shop owner (SHOP_OWNER_EMAIL); 201. The file is recognised by its content, not its name.',
    tag: 'careers',
    params: jobParams,
    body: applicationBody,
    bodyType: 'multipart/form-data',
    response: z.object({ id: z.number() }),
    errors: {
      400: 'Not a form body',
      404: 'Unknown or inactive job',
      422: 'Errors at the fields name, email, phone, message and cv (missing, empty, too big, not a PDF/DOC/DOCX/ODT)',
      429: 'code rate_limited: too many applications from one address',
    },
  },
];

async function readApplicationForm(c: Context<AppEnv>): Promise<{ values: Record<string, string>; file: CvUpload | null }> {
  const { t } = c.get('services');
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('multipart/form-data') && !type.includes('application/x-www-form-urlencoded')) {
    throw new HttpError(400, 'Send the application as multipart/form-data');
  }
  const read = await readLimitedFormData(c.req.raw, JOB_APPLICATION_BODY_MAX);
  if (!read.ok) {
    if (read.reason === 'malformed') throw new HttpError(400, 'Malformed form body');
    throw new ValidationError(t('validation.summary'), { cv: [t('job.cv_too_big', { mb: CV_MAX_BYTES / 1024 / 1024 })] });
  }
  return { values: formTextValues(read.form), file: await uploadedFile(read.form, CV_FIELD) };
}

export function jobRoutes() {
  const api = new Hono<AppEnv>();
  api.get('/jobs', async (c) => {
    const { db, now } = c.get('services');
    return c.json({ data: await listActiveJobs(db, now()) });
  });
  api.get('/jobs/:id', async (c) => {
    const id = pathId(c);
    const { db, now } = c.get('services');
    const job = await getActiveJob(db, id, now());
    if (!job) throw notFound();
    return c.json({ data: job });
  });
  api.post('/jobs/:id/apply', async (c) => {
    const id = pathId(c);
    const { db, t, now, mailer, config, settings } = c.get('services');
    if (!(await getActiveJob(db, id, now()))) throw notFound();
    const { values, file } = await readApplicationForm(c);
    // every problem at once: the text fields and the file
    const parsed = jobApplicationSchema.safeParse(values);
    const errors: FieldErrors = parsed.success ? {} : formatZodError(parsed.error, values, t);
    const cv = checkCv(file, t);
    if (!cv.ok) errors.cv = [cv.message];
    if (!parsed.success || !cv.ok) throw new ValidationError(t('validation.summary'), errors);

    const ownerEmail = shopOwnerAddress(config, (await settings.get()).contacts.email);
    const result = await applyForJob(
      db,
      { files: c.get('services').files, mailer, t, ownerEmail, publicUrl: config.publicUrl, ip: clientIp(c), now: now() },
      id,
      parsed.data,
      file,
    );
    if (result.status === 'not_found') throw notFound();
    if (result.status === 'invalid') throw new ValidationError(t('validation.summary'), result.errors);
    if (result.status === 'rate_limited') throw new HttpError(429, t('job.rate_limited'), { code: 'rate_limited' });
    return c.json({ data: { id: result.applicationId }, message: t('job.sent') }, 201);
  });
  return api;
}
