/**
 * A form body (multipart or urlencoded) read with a size cap, for forms with a file upload: a body above `maxBytes`
 * is refused after reading at most `maxBytes` of it (Content-Length or the stream itself), never buffered whole.
 * Used by the REST call and the page action of the same form, so both refuse alike.
 */
import { hasUnstorableCharacters } from './text-safety';

export type LimitedFormData = { ok: true; form: FormData } | { ok: false; reason: 'too_large' | 'malformed' };

export async function readLimitedFormData(request: Request, maxBytes: number): Promise<LimitedFormData> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    return { ok: false, reason: 'too_large' };
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, reason: 'too_large' };
      }
      chunks.push(value);
    }
  }
  const contentType = request.headers.get('content-type') ?? '';
  let form: FormData;
  try {
    form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': contentType } }).formData();
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  // a name or text field with a NUL or a lone surrogate cannot be stored (decision 0054)
  for (const [name, value] of form.entries()) {
    if (hasUnstorableCharacters(name) || hasUnstorableCharacters(typeof value === 'string' ? value : value.name))
      return { ok: false, reason: 'malformed' };
  }
  return { ok: true, form };
}

/** The text fields of a form (files and repeated names ignored). */
export function formTextValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string' && !(name in values)) values[name] = value;
  return values;
}

export interface FormFile {
  name: string;
  /** the type the browser declared (a hint only: uploads are checked by content) */
  type: string;
  bytes: Buffer;
}

/** The files of the form's field `name` as bytes (browsers send one empty nameless part when nothing was chosen). */
export async function formFiles(form: FormData, name: string): Promise<FormFile[]> {
  const files: FormFile[] = [];
  for (const value of form.getAll(name)) {
    if (typeof value === 'string') continue;
    if (value.size === 0 && value.name === '') continue;
    files.push({ name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) });
  }
  return files;
}

/** The file of the form's field `name` as bytes, or null when none was chosen (browsers send an empty nameless part). */
export async function uploadedFile(form: FormData, name: string): Promise<{ name: string; bytes: Buffer } | null> {
  const value = form.get(name);
  if (!value || typeof value === 'string') return null;
  if (value.size === 0 && value.name === '') return null;
  return { name: value.name, bytes: Buffer.from(await value.arrayBuffer()) };
}
