/**
 * Downloadable documents (/dokumenty): terms, complaint and withdrawal forms, privacy. The files live under
 * DATA_DIR/media (the demo seed writes real PDFs there) and are served by the media route; `downloadUrl` asks it for
 * Content-Disposition: attachment.
 */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { documents } from '../../db/schema';

export interface DocumentView {
  id: number;
  title: string;
  description: string | null;
  fileName: string;
  /** MIME type, e.g. application/pdf */
  mime: string | null;
  /** bytes */
  size: number | null;
  /** opens the file in the browser */
  url: string;
  /** the same file as a download */
  downloadUrl: string;
}

/** Published documents in their order. */
export async function listPublishedDocuments(db: DbOrTx): Promise<DocumentView[]> {
  const rows = await db
    .select({
      id: documents.id,
      title: documents.title,
      description: documents.description,
      filePath: documents.filePath,
      fileName: documents.fileName,
      mime: documents.mime,
      size: documents.size,
    })
    .from(documents)
    .where(eq(documents.isPublished, true))
    .orderBy(asc(documents.position), asc(documents.id));
  return rows.map(({ filePath, ...row }) => {
    const url = filePath.startsWith('/') || /^https?:\/\//.test(filePath) ? filePath : `/media/${filePath}`;
    return { ...row, url, downloadUrl: url.startsWith('/media/') ? `${url}${url.includes('?') ? '&' : '?'}download=1` : url };
  });
}

/** Short file type for people: 'PDF', 'DOCX', … from the MIME type or the file name. */
export function documentTypeLabel(doc: { mime: string | null; fileName: string }): string {
  if (doc.mime === 'application/pdf') return 'PDF';
  const ext = doc.fileName.split('.').pop();
  return ext && ext !== doc.fileName ? ext.toUpperCase() : (doc.mime ?? '');
}

/** '12,3 kB' / '1,2 MB' (Slovak decimal comma). */
export function formatFileSize(bytes: number | null): string {
  if (bytes === null || !Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${kb.toFixed(kb < 10 ? 1 : 0).replace('.', ',')} kB`;
  const mb = kb / 1024;
  return `${mb.toFixed(1).replace('.', ',')} MB`;
}
