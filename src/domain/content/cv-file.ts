/**
 * What a CV upload really is, from its first bytes (decision 0023): the browser's file name and content type are the
 * sender's claim and are not trusted. Accepted: PDF, Word 97–2003 (DOC, an OLE2 compound file), Word 2007+ (DOCX, a
 * ZIP holding word/ and [Content_Types].xml) and OpenDocument text (ODT, a ZIP whose first entry `mimetype` says so).
 */

export type CvKind = 'pdf' | 'doc' | 'docx' | 'odt';

export const CV_TYPES: Record<CvKind, { ext: string; mime: string }> = {
  pdf: { ext: 'pdf', mime: 'application/pdf' },
  doc: { ext: 'doc', mime: 'application/msword' },
  docx: { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  odt: { ext: 'odt', mime: 'application/vnd.oasis.opendocument.text' },
};

const PDF = Buffer.from('%PDF-', 'latin1');
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ODT_MIMETYPE = Buffer.from('mimetypeapplication/vnd.oasis.opendocument.text', 'latin1');

const startsWith = (bytes: Buffer, prefix: Buffer) => bytes.length >= prefix.length && bytes.subarray(0, prefix.length).equals(prefix);

/** The kind of document `bytes` holds, or null when it is none of the accepted ones. */
export function sniffCvKind(bytes: Buffer): CvKind | null {
  // a PDF may start with a few bytes of junk (allowed by readers within the first 1024 bytes), but CVs from real
  // software start with the header; require it at the start
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, OLE2)) return 'doc';
  if (startsWith(bytes, ZIP)) {
    // ODT: the first entry is the stored (uncompressed) file `mimetype`; its name starts at byte 30, content follows
    if (bytes.length >= 30 + ODT_MIMETYPE.length && bytes.subarray(30, 30 + ODT_MIMETYPE.length).equals(ODT_MIMETYPE)) return 'odt';
    // DOCX: entry names are plain text in the local headers and the central directory
    if (bytes.includes('[Content_Types].xml', 0, 'latin1') && bytes.includes('word/', 0, 'latin1')) return 'docx';
  }
  return null;
}

/**
 * A safe file name for the e-mail attachment: the sender's base name without path, control or odd characters, at
 * most 80 characters, always with the extension of what the content really is.
 */
export function cvFileName(original: string | null | undefined, kind: CvKind): string {
  const base = (original ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._()-]+/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `${base || 'zivotopis'}.${CV_TYPES[kind].ext}`;
}
