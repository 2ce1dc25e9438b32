/**
 * The public content forms, one schema per form for the page action and the REST call alike: the job
 * application (/kariera/{id}/{slug}, POST /api/jobs/{id}/apply) and the event proposal (/eventy/novy,
 * POST /api/events). Browser-safe: no server imports here.
 */
import { z } from '../../lib/zod';

// ---------------------------------------------------------------------------------------------------------------------
// job application

/** The CV: at most 5 MB, a PDF, DOC, DOCX or ODT recognised by its content (src/domain/content/cv-file.ts). */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_FIELD = 'cv';
/** The REST call's body cap: the text fields and the multipart framing around a CV of the maximum size. */
export const JOB_APPLICATION_BODY_MAX = CV_MAX_BYTES + 64 * 1024;
/**
 * The page form's cap: higher, so a CV a little over 5 MB is answered at the field with the shopper's text kept
 * (a bigger body is refused without reading it, and the text is lost).
 */
export const JOB_APPLICATION_PAGE_BODY_MAX = 12 * 1024 * 1024;
/** for <input type=file accept=…>: a hint to the browser only; the server sniffs the content */
export const CV_ACCEPT =
  '.pdf,.doc,.docx,.odt,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.oasis.opendocument.text';

const trimmed = (max: number) => z.string().trim().max(max);
/** Line ends of a multipart or urlencoded form are CRLF; kept as LF. */
const lf = (v: unknown) => (typeof v === 'string' ? v.replace(/\r\n?/g, '\n') : v);
const optionalText = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : lf(v)), trimmed(max).optional());

/** Phone: digits, spaces, +, /, -, parentheses; 6 to 20 digits. */
const phoneSchema = z
  .string()
  .trim()
  .max(30)
  .regex(/^\+?[\d\s/()-]+$/, 'validation.invalid')
  .refine((v) => {
    const digits = v.replace(/\D/g, '').length;
    return digits >= 6 && digits <= 20;
  }, 'validation.invalid');

export const jobApplicationSchema = z.object({
  name: trimmed(120).min(1),
  email: z.string().trim().max(254).pipe(z.email()),
  phone: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), phoneSchema.optional()),
  message: optionalText(5000),
});
export type JobApplicationInput = z.infer<typeof jobApplicationSchema>;

export const JOB_APPLICATION_FIELDS = ['name', 'email', 'phone', 'message'] as const;

// ---------------------------------------------------------------------------------------------------------------------
// event proposal

export const eventProposalSchema = z.object({
  title: trimmed(150).min(3),
  /** local date in the shop's time zone, YYYY-MM-DD */
  date: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid')
    .refine((v) => {
      const [y, m, d] = v.split('-').map(Number) as [number, number, number];
      const date = new Date(Date.UTC(y, m - 1, d));
      return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
    }, 'validation.invalid'),
  /** local start time, HH:MM */
  time: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.invalid'),
  place: trimmed(200).min(3),
  description: z.preprocess(lf, trimmed(5000).min(20)),
  organizerName: trimmed(120).min(1),
  organizerEmail: z.string().trim().max(254).pipe(z.email()),
  organizerPhone: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), phoneSchema.optional()),
});
export type EventProposalInput = z.infer<typeof eventProposalSchema>;

export const EVENT_PROPOSAL_FIELDS = [
  'title',
  'date',
  'time',
  'place',
  'description',
  'organizerName',
  'organizerEmail',
  'organizerPhone',
] as const;
