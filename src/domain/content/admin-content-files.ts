/**
 * Files of the back office's content: documents for /dokumenty and video files for the video library,
 * checked by their content (magic bytes; the browser's name and type are not trusted) and size BEFORE anything is
 * written, then stored in the file store every app server reads (decision 0045) under the key of their public path
 * (server/media.ts serves them): documents under media/documents/ (as the demo seed does), videos under
 * media/videos/ (to logged-in customers only). The CVs of job applications stay where the storefront form put them
 * (key job-applications/…, never public) and are read here for the editor's download.
 *
 * Document kinds reuse the CV sniffer of the careers form (src/domain/content/cv-file.ts: PDF, DOC, DOCX, ODT) and
 * add XLSX.
 */
import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import type { FileStore } from '../../db/file-store';
import { cvFileName, CV_TYPES, sniffCvKind } from './cv-file';
import { JOB_APPLICATIONS_DIR } from './jobs';
import { slugify } from '../../seed/slugify';

export type DocumentKind = 'pdf' | 'doc' | 'docx' | 'odt' | 'xlsx';
export type VideoKind = 'mp4' | 'webm';

const DOCUMENT_TYPES: Record<DocumentKind, { ext: string; mime: string }> = {
  ...CV_TYPES,
  xlsx: { ext: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
};
const VIDEO_TYPES: Record<VideoKind, { ext: string; mime: string }> = {
  mp4: { ext: 'mp4', mime: 'video/mp4' },
  webm: { ext: 'webm', mime: 'video/webm' },
};

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/** PDF, DOC, DOCX, ODT (as for CVs) or XLSX (a ZIP holding [Content_Types].xml and xl/), else null. */
export function sniffDocumentKind(bytes: Buffer): DocumentKind | null {
  const cv = sniffCvKind(bytes);
  if (cv) return cv;
  if (
    bytes.length >= 4 &&
    bytes.subarray(0, 4).equals(ZIP) &&
    bytes.includes('[Content_Types].xml', 0, 'latin1') &&
    bytes.includes('xl/', 0, 'latin1')
  )
    return 'xlsx';
  return null;
}

/** MP4 (an ISO media file: 'ftyp' box at byte 4) or WebM (EBML header), else null. */
export function sniffVideoKind(bytes: Buffer): VideoKind | null {
  if (bytes.length >= 12 && bytes.subarray(4, 8).toString('latin1') === 'ftyp') return 'mp4';
  if (bytes.length >= 4 && bytes.subarray(0, 4).equals(EBML)) return 'webm';
  return null;
}

export interface UploadedFile {
  name: string;
  bytes: Buffer;
}

export interface CheckedUpload {
  kind: 'document' | 'video';
  ext: string;
  mime: string;
  /** the name people see and download under (safe, with the real extension) */
  fileName: string;
  bytes: Buffer;
}

export type UploadCheck =
  | { ok: true; upload: CheckedUpload }
  | { ok: false; message: 'admin.content.error.file_empty' | 'admin.content.error.file_too_big' | 'admin.content.error.file_type' };

/** The upload's problem (a catalog key) or the recognised file; nothing is written here. */
export function checkUpload(kind: 'document' | 'video', file: UploadedFile, maxBytes: number): UploadCheck {
  if (file.bytes.length === 0) return { ok: false, message: 'admin.content.error.file_empty' };
  if (file.bytes.length > maxBytes) return { ok: false, message: 'admin.content.error.file_too_big' };
  if (kind === 'document') {
    const k = sniffDocumentKind(file.bytes);
    if (!k) return { ok: false, message: 'admin.content.error.file_type' };
    const type = DOCUMENT_TYPES[k];
    // cvFileName keeps a safe base name; the extension is the real one
    const fileName = cvFileName(file.name, 'pdf')
      .replace(/\.pdf$/, `.${type.ext}`)
      .replace(/^zivotopis\./, 'dokument.');
    return { ok: true, upload: { kind, ext: type.ext, mime: type.mime, fileName, bytes: file.bytes } };
  }
  const k = sniffVideoKind(file.bytes);
  if (!k) return { ok: false, message: 'admin.content.error.file_type' };
  const type = VIDEO_TYPES[k];
  const fileName = cvFileName(file.name, 'pdf')
    .replace(/\.pdf$/, `.${type.ext}`)
    .replace(/^zivotopis\./, 'video.');
  return { ok: true, upload: { kind, ext: type.ext, mime: type.mime, fileName, bytes: file.bytes } };
}

const MEDIA_FOLDERS = { document: 'documents', video: 'videos' } as const;

/**
 * Stores a checked upload under media/<documents|videos>/ with an ASCII name that cannot collide (inside `tx`: it
 * commits with the row that refers to it), and answers its public path ('/media/documents/vop-3f2a9c1b.pdf').
 */
export async function storeUpload(files: FileStore, upload: CheckedUpload, tx?: DbOrTx): Promise<string> {
  const folder = MEDIA_FOLDERS[upload.kind];
  const base = slugify(upload.fileName.replace(/\.[^.]+$/, '')).slice(0, 60) || folder.slice(0, -1);
  const name = `${base}-${randomBytes(4).toString('hex')}.${upload.ext}`;
  await files.put(`media/${folder}/${name}`, upload.bytes, upload.mime, tx);
  return `/media/${folder}/${name}`;
}

/**
 * Removes a file the back office stored (a '/media/documents/…' or '/media/videos/…' path); anything else (an
 * external URL, a demo path elsewhere) is left alone. Never throws: a leftover file is logged.
 */
export async function removeStoredMedia(files: FileStore, publicPath: string | null | undefined): Promise<void> {
  if (!publicPath) return;
  const match = /^\/media\/(documents|videos)\/([A-Za-z0-9._-]+)$/.exec(publicPath);
  if (!match || match[2]!.includes('..')) return;
  await files
    .remove([`media/${match[1]!}/${match[2]!}`])
    .catch((error: unknown) => console.error(`[content] could not remove ${publicPath}:`, error instanceof Error ? error.message : error));
}

/** Whether a CV path (job_applications.cv_path) is one under job-applications/<job>/ (never another stored file). */
function isCvKey(cvPath: string | null): cvPath is string {
  return !!cvPath && !cvPath.includes('..') && new RegExp(`^${JOB_APPLICATIONS_DIR}/\\d+/[A-Za-z0-9._-]+$`).test(cvPath);
}

/** The content of a stored CV, or null when unsafe or missing. */
export async function readCvFile(files: FileStore, cvPath: string | null): Promise<Buffer | null> {
  return isCvKey(cvPath) ? files.read(cvPath) : null;
}

/** Removes stored CVs (after their applications were deleted with a job). */
export async function removeCvFiles(files: FileStore, cvPaths: readonly (string | null)[]): Promise<void> {
  await files.remove(cvPaths.filter(isCvKey));
}
