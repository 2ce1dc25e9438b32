/**
 * Reads a return request from an HTTP body for both doors (decision 0102): the page form and a multipart API call send
 * form fields and photos (read with their own size limit, never buffered beyond it), an API call may send JSON
 * instead (no photos then). The result is what returnRequestSchema / guestReturnRequestSchema parse.
 */
import { formFiles, formTextValues, readLimitedFormData } from '../../lib/limited-form-data';
import type { PhotoUpload } from './return-photos';
import { RETURN_FORM_BODY_MAX, RETURN_PHOTO_FIELD, RETURN_PHOTO_MAX_FILES, returnFormInput } from './return-schemas';

export type ReturnSubmission =
  | { ok: true; input: unknown; values: Record<string, string>; photos: PhotoUpload[] }
  | { ok: false; reason: 'too_large' | 'malformed' | 'unsupported' };

export async function readReturnSubmission(request: Request): Promise<ReturnSubmission> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/.test(type)) {
    const text = await request.text();
    if (text.length > 256 * 1024) return { ok: false, reason: 'too_large' };
    try {
      const body: unknown = JSON.parse(text || '{}');
      return { ok: true, input: body, values: {}, photos: [] };
    } catch {
      return { ok: false, reason: 'malformed' };
    }
  }
  if (!type.includes('multipart/form-data') && !type.includes('application/x-www-form-urlencoded'))
    return { ok: false, reason: 'unsupported' };
  const read = await readLimitedFormData(request, RETURN_FORM_BODY_MAX);
  if (!read.ok) return { ok: false, reason: read.reason };
  const values = formTextValues(read.form);
  // one more than allowed is enough to refuse the upload with the right message
  const photos = (await formFiles(read.form, RETURN_PHOTO_FIELD)).slice(0, RETURN_PHOTO_MAX_FILES + 1);
  return { ok: true, input: returnFormInput(values), values, photos: photos.map((p) => ({ name: p.name, bytes: p.bytes })) };
}
