/**
 * Careers: active job ads and applications with a CV (decision 0023).
 *
 * An application is checked whole before anything is kept: the job must be active, the CV a real PDF/DOC/DOCX/ODT
 * (by content) of at most 5 MB. Then the file goes under DATA_DIR/job-applications (outside the public media
 * folder), the row into job_applications, and the shop owner gets an e-mail with the CV attached. Applications are
 * limited per client address.
 */
import { randomUUID } from 'node:crypto';
import type { FileStore } from '../../db/file-store';
import path from 'node:path';
import { and, desc, eq, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobApplications, jobs } from '../../db/schema';
import type { Translate } from '../../i18n';
import type { FieldErrors } from '../../lib/validation';
import type { Mailer } from '../../mail/mailer';
import { escapeHtml } from '../../mail/order-confirmation';
import { hitRateLimit } from '../security/rate-limit';
import { CV_MAX_BYTES, type JobApplicationInput } from './content-forms';
import { CV_TYPES, cvFileName, sniffCvKind } from './cv-file';
import { sanitizeRichText } from './sanitize';

export interface JobListItem {
  id: number;
  slug: string;
  title: string;
  location: string | null;
  employmentType: string | null;
  salary: string | null;
  /** ISO 8601; null when the ad has no publication date */
  publishedAt: string | null;
  /** /kariera/{id}/{slug} */
  url: string;
}

export interface JobDetail extends JobListItem {
  /** sanitized HTML */
  description: string;
}

export const jobUrl = (job: { id: number; slug: string }) => `/kariera/${job.id}/${job.slug}`;

/** Active = published, with no publication date or one not in the future. */
const active = (now: Date) => and(eq(jobs.isPublished, true), or(isNull(jobs.publishedAt), lte(jobs.publishedAt, now)));

const columns = {
  id: jobs.id,
  slug: jobs.slug,
  title: jobs.title,
  location: jobs.location,
  employmentType: jobs.employmentType,
  salary: jobs.salary,
  publishedAt: jobs.publishedAt,
};

function toItem(row: {
  id: number;
  slug: string;
  title: string;
  location: string | null;
  employmentType: string | null;
  salary: string | null;
  publishedAt: Date | string | null;
}): JobListItem {
  return { ...row, publishedAt: row.publishedAt ? new Date(row.publishedAt).toISOString() : null, url: jobUrl(row) };
}

/** Active job ads, newest first. */
export async function listActiveJobs(db: DbOrTx, now: Date = new Date()): Promise<JobListItem[]> {
  const rows = await db.select(columns).from(jobs).where(active(now)).orderBy(desc(jobs.publishedAt), desc(jobs.id));
  return rows.map(toItem);
}

/** An active job ad with its sanitized description; null for an unknown or inactive one. */
export async function getActiveJob(db: DbOrTx, id: number, now: Date = new Date()): Promise<JobDetail | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [row] = await db
    .select({ ...columns, description: jobs.description })
    .from(jobs)
    .where(and(eq(jobs.id, id), active(now)))
    .limit(1);
  if (!row) return null;
  return { ...toItem(row), description: sanitizeRichText(row.description) };
}

// ---------------------------------------------------------------------------------------------------------------------
// applications

/** Per client address: this many applications per window (a person applying to a few ads is fine). */
const JOB_APPLICATION_RATE_LIMIT = { hits: 5, windowSeconds: 3600 };
/** Folder under DATA_DIR holding the CVs; never served over HTTP (the media route serves DATA_DIR/media only). */
export const JOB_APPLICATIONS_DIR = 'job-applications';

export interface CvUpload {
  /** the name the browser sent (only its base name is kept) */
  name: string;
  bytes: Buffer;
}

export interface JobApplicationDeps {
  /** where the CV is kept (decision 0045: every app server reads it) */
  files: FileStore;
  mailer: Mailer;
  t: Translate;
  /** the shop owner's address (src/mail/owner-address.ts) */
  ownerEmail: string;
  publicUrl: string;
  /** the client's address, for the rate limit */
  ip: string;
  now?: Date;
}

export type JobApplicationResult =
  | { status: 'sent'; applicationId: number; job: JobListItem }
  | { status: 'not_found' }
  | { status: 'invalid'; errors: FieldErrors }
  | { status: 'rate_limited' };

/** The CV's problem as the message at the field `cv`, or the recognised document. */
export function checkCv(file: CvUpload | null, t: Translate): { ok: true; kind: keyof typeof CV_TYPES } | { ok: false; message: string } {
  if (!file || file.bytes.length === 0) return { ok: false, message: t(file ? 'job.cv_empty' : 'job.cv_required') };
  if (file.bytes.length > CV_MAX_BYTES) return { ok: false, message: t('job.cv_too_big', { mb: CV_MAX_BYTES / 1024 / 1024 }) };
  const kind = sniffCvKind(file.bytes);
  if (!kind) return { ok: false, message: t('job.cv_type') };
  return { ok: true, kind };
}

/** `jobApplicationRateLimitKey('198.51.100.7')` → the rate_limits key of that address. */
const jobApplicationRateLimitKey = (ip: string) => `job-apply:${ip}`;

/**
 * Stores an application (text already validated with jobApplicationSchema) and mails it with the CV to the shop
 * owner. Nothing is kept when the job is unknown, the CV is refused or the address is over its limit.
 */
export async function applyForJob(
  db: DbOrTx,
  deps: JobApplicationDeps,
  jobId: number,
  input: JobApplicationInput,
  file: CvUpload | null,
): Promise<JobApplicationResult> {
  const now = deps.now ?? new Date();
  const job = await getActiveJob(db, jobId, now);
  if (!job) return { status: 'not_found' };
  const cv = checkCv(file, deps.t);
  if (!cv.ok) return { status: 'invalid', errors: { cv: [cv.message] } };
  const limit = await hitRateLimit(
    db,
    jobApplicationRateLimitKey(deps.ip),
    JOB_APPLICATION_RATE_LIMIT.hits,
    JOB_APPLICATION_RATE_LIMIT.windowSeconds,
  );
  if (!limit.allowed) return { status: 'rate_limited' };

  const type = CV_TYPES[cv.kind];
  const fileName = cvFileName(file!.name, cv.kind);
  const relative = path.posix.join(JOB_APPLICATIONS_DIR, String(job.id), `${randomUUID()}.${type.ext}`);
  // the CV and its application commit together
  const applicationId = await db.transaction(async (tx) => {
    await deps.files.put(relative, file!.bytes, type.mime, tx);
    const [row] = await tx
      .insert(jobApplications)
      .values({
        jobId: job.id,
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        message: input.message ?? null,
        cvPath: relative,
        cvFilename: fileName,
        cvMime: type.mime,
        createdAt: now,
      })
      .returning({ id: jobApplications.id });
    return row!.id;
  });

  // the application is kept; a mail failure is logged (the back office lists applications) and not the shopper's problem
  try {
    await deps.mailer.send(
      buildJobApplicationMail(deps.t, {
        to: deps.ownerEmail,
        job,
        jobLink: `${deps.publicUrl.replace(/\/+$/, '')}${job.url}`,
        input,
        applicationId,
        attachment: { filename: fileName, content: file!.bytes, contentType: type.mime },
      }),
    );
  } catch (error) {
    console.error(`[jobs] application ${applicationId}: mail to the shop owner failed:`, error instanceof Error ? error.message : error);
  }
  return { status: 'sent', applicationId, job };
}

/** The e-mail to the shop owner: who applied for what, their message, Reply-To the applicant, the CV attached. */
function buildJobApplicationMail(
  t: Translate,
  parts: {
    to: string;
    job: JobListItem;
    jobLink: string;
    input: JobApplicationInput;
    applicationId: number;
    attachment: { filename: string; content: Buffer; contentType: string };
  },
) {
  const { input, job } = parts;
  const rows: Array<[string, string]> = [
    [t('job.mail_position'), job.title],
    [t('job.name'), input.name],
    [t('job.email'), input.email],
    [t('job.phone'), input.phone ?? '–'],
  ];
  const message = input.message ?? '';
  const text = [
    t('job.mail_intro', { title: job.title }),
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    `${t('job.message')}:`,
    message || '–',
    '',
    t('job.mail_attachment', { file: parts.attachment.filename }),
    parts.jobLink,
    '',
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html><html lang="sk"><body style="font-family:Arial,sans-serif;color:#1f2933;line-height:1.5">
<p>${e(t('job.mail_intro', { title: job.title }))}</p>
<table style="border-collapse:collapse">${rows.map(([k, v]) => `<tr><th style="text-align:left;padding:2px 12px 2px 0">${e(k)}</th><td>${e(v)}</td></tr>`).join('')}</table>
<p><strong>${e(t('job.message'))}:</strong><br>${message ? e(message).replace(/\n/g, '<br>') : '–'}</p>
<p>${e(t('job.mail_attachment', { file: parts.attachment.filename }))}</p>
<p><a href="${e(parts.jobLink)}">${e(parts.jobLink)}</a></p>
</body></html>`;
  return {
    to: parts.to,
    replyTo: input.email,
    subject: t('job.mail_subject', { title: job.title, name: input.name }).replace(/[\r\n\t]+/g, ' '),
    text,
    html,
    attachments: [parts.attachment],
  };
}
