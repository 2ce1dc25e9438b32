/**
 * The inquiry form of a service page (/sluzby/{id}/{slug}, POST /api/services/{id}/inquiries): one zod schema shared
 * by the browser and the server. Browser-safe: zod only. Messages are catalogue keys or the generic ones of
 * src/lib/validation.ts. Name, e-mail and message are required; phone and the wished date are optional.
 */
import { z } from '../../lib/zod';

export const INQUIRY_MESSAGE_MAX = 3000;

const optionalText = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(max).optional());

export const serviceInquirySchema = z.object({
  name: z.string().trim().min(1).max(120),
  email: z.string().trim().min(1).max(254).pipe(z.email('validation.email')),
  phone: optionalText(30).pipe(
    z
      .string()
      .regex(/^\+?[0-9][0-9 ()/-]{5,28}$/, 'service_inquiry.phone_invalid')
      .optional(),
  ),
  /** YYYY-MM-DD (an <input type="date">) */
  date: optionalText(10).pipe(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'service_inquiry.date_invalid')
      .refine((v) => isCalendarDate(v), 'service_inquiry.date_invalid')
      .optional(),
  ),
  message: z.string().trim().min(10).max(INQUIRY_MESSAGE_MAX),
});
export type ServiceInquiryInput = z.infer<typeof serviceInquirySchema>;

/** The form's fields, in order (what survives an error). */
export const SERVICE_INQUIRY_FIELDS = ['name', 'email', 'phone', 'date', 'message'] as const;

function isCalendarDate(value: string): boolean {
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
