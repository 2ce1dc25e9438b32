/** Small sample CV files for the careers tests (unit, integration, Playwright): real magic bytes, tiny bodies. */
import { makeSimplePdf } from '../../src/seed/pdf';

export function samplePdf(): Buffer {
  return makeSimplePdf({ title: 'Životopis – Jana Testová', paragraphs: ['Predavačka, 5 rokov praxe v predaji darčekov.'] });
}

/** A ZIP local file header naming `name` (the content does not matter for sniffing). */
function zipEntry(name: string, content: string): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(content.length, 18);
  header.writeUInt32LE(content.length, 22);
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  return Buffer.concat([header, Buffer.from(name, 'latin1'), Buffer.from(content, 'latin1')]);
}

export function sampleDocx(): Buffer {
  return Buffer.concat([zipEntry('[Content_Types].xml', '<Types/>'), zipEntry('word/document.xml', '<w:document/>')]);
}

export function sampleOdt(): Buffer {
  return Buffer.concat([
    zipEntry('mimetype', 'application/vnd.oasis.opendocument.text'),
    zipEntry('content.xml', '<office:document-content/>'),
  ]);
}

export function sampleDoc(): Buffer {
  return Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
}

/** A plain ZIP (not a document) and a text file pretending to be a PDF by name. */
export function sampleZip(): Buffer {
  return zipEntry('photo.jpg', 'not a cv');
}

export function sampleText(): Buffer {
  return Buffer.from('Toto nie je PDF, len text s príponou .pdf\n', 'utf8');
}
