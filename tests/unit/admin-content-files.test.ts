/** Back-office uploads (decision 0037): documents and videos recognised by content, sizes, safe names. */
import { describe, expect, it } from 'vitest';
import { checkUpload, sniffDocumentKind, sniffVideoKind } from '../../src/domain/content/admin-content-files';
import { contentFormInput, contentFormValues, contentSchema, CONTENT_SECTIONS } from '../../src/domain/content/admin-content-entities';
import { isoToShopLocalInput } from '../../src/lib/shop-time';
import { sampleDoc, sampleDocx, sampleOdt, samplePdf, sampleText, sampleZip } from '../setup/cv-files';

function zipEntry(name: string): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  return Buffer.concat([header, Buffer.from(name, 'latin1')]);
}
const xlsx = Buffer.concat([zipEntry('[Content_Types].xml'), zipEntry('xl/workbook.xml')]);
const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom', 'latin1'), Buffer.alloc(8)]);
const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(8)]);

describe('document and video sniffing', () => {
  it('recognises PDF, DOC, DOCX, ODT and XLSX by content and nothing else', () => {
    expect(sniffDocumentKind(samplePdf())).toBe('pdf');
    expect(sniffDocumentKind(sampleDoc())).toBe('doc');
    expect(sniffDocumentKind(sampleDocx())).toBe('docx');
    expect(sniffDocumentKind(sampleOdt())).toBe('odt');
    expect(sniffDocumentKind(xlsx)).toBe('xlsx');
    expect(sniffDocumentKind(sampleZip())).toBeNull();
    expect(sniffDocumentKind(sampleText())).toBeNull();
  });

  it('recognises MP4 and WebM', () => {
    expect(sniffVideoKind(mp4)).toBe('mp4');
    expect(sniffVideoKind(webm)).toBe('webm');
    expect(sniffVideoKind(samplePdf())).toBeNull();
  });

  it('checks size and type and names the file by its real type', () => {
    expect(checkUpload('document', { name: 'x.pdf', bytes: Buffer.alloc(0) }, 100)).toEqual({
      ok: false,
      message: 'admin.content.error.file_empty',
    });
    expect(checkUpload('document', { name: 'x.pdf', bytes: samplePdf() }, 10)).toEqual({
      ok: false,
      message: 'admin.content.error.file_too_big',
    });
    expect(checkUpload('document', { name: 'x.pdf', bytes: sampleText() }, 1e6)).toEqual({
      ok: false,
      message: 'admin.content.error.file_type',
    });
    const ok = checkUpload('document', { name: 'C:\\Users\\eva\\Cenník 2026.pdf', bytes: xlsx }, 1e6);
    expect(ok).toMatchObject({ ok: true, upload: { ext: 'xlsx', fileName: 'Cenník 2026.xlsx' } });
    expect(checkUpload('video', { name: '', bytes: mp4 }, 1e6)).toMatchObject({
      ok: true,
      upload: { fileName: 'video.mp4', mime: 'video/mp4' },
    });
  });
});

describe('content forms', () => {
  it('turns opening hours and checkboxes of the page form into the API shape, and back', () => {
    const stores = CONTENT_SECTIONS.stores;
    const values: Record<string, string> = { name: 'Nitra', kind: 'branch', isActive: 'on' };
    for (const day of [1, 2, 3, 4, 5, 6, 7])
      Object.assign(
        values,
        day < 7 ? { [`hours.${day}.open`]: '09:00', [`hours.${day}.close`]: '17:30' } : { [`hours.${day}.closed`]: 'on' },
      );
    const parsed = contentSchema(stores).parse(contentFormInput(stores, values));
    expect(parsed.isActive).toBe(true);
    expect((parsed.openingHours as unknown[])[6]).toEqual({ day: 7, open: null, close: null });
    const back = contentFormValues(stores, {
      ...parsed,
      openingHours: [
        { day: 1, open: '09:00', close: '17:30' },
        { day: 7, closed: true },
      ],
    });
    expect(back).toMatchObject({
      'hours.1.open': '09:00',
      'hours.1.close': '17:30',
      'hours.1.closed': '',
      'hours.7.closed': 'on',
      'hours.3.closed': 'on',
      isActive: 'on',
    });
  });

  it('shows moments in the shop time zone for datetime-local inputs', () => {
    expect(isoToShopLocalInput('2026-07-04T16:30:00.000Z')).toBe('2026-07-04T18:30');
    expect(isoToShopLocalInput('2026-01-10T08:00:00.000Z')).toBe('2026-01-10T09:00');
    expect(isoToShopLocalInput(null)).toBe('');
  });
});
