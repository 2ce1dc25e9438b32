/**
 * A minimal, valid single-page PDF (A4, Helvetica) written by hand: no library needed for the demo documents.
 * Slovak letters outside WinAnsi (č, ľ, ť, ň, ď, ĺ, ŕ, …) are mapped through a /Differences encoding to the glyph names
 * every PDF viewer's standard Helvetica knows.
 */

const EXTRA_GLYPHS: Array<[string, string]> = [
  ['č', 'ccaron'],
  ['Č', 'Ccaron'],
  ['ď', 'dcaron'],
  ['Ď', 'Dcaron'],
  ['ľ', 'lcaron'],
  ['Ľ', 'Lcaron'],
  ['ĺ', 'lacute'],
  ['Ĺ', 'Lacute'],
  ['ň', 'ncaron'],
  ['Ň', 'Ncaron'],
  ['ŕ', 'racute'],
  ['Ŕ', 'Racute'],
  ['ť', 'tcaron'],
  ['Ť', 'Tcaron'],
  ['ě', 'ecaron'],
  ['ř', 'rcaron'],
  ['Ř', 'Rcaron'],
  ['ů', 'uring'],
  ['š', 'scaron'],
  ['Š', 'Scaron'],
  ['ž', 'zcaron'],
  ['Ž', 'Zcaron'],
  ['–', 'endash'],
  ['„', 'quotedblbase'],
  ['“', 'quotedblleft'],
  ['€', 'Euro'],
  ['•', 'bullet'],
];
/** first byte code used for EXTRA_GLYPHS (0x80…) */
const EXTRA_BASE = 128;
const extraCode = new Map(EXTRA_GLYPHS.map(([ch], i) => [ch, EXTRA_BASE + i]));

/** Latin-1 characters keep their code (á é í ó ú ý ä ô Á É Í Ó Ú Ý Ä Ô are all in 0xA0–0xFF). */
function encodeText(text: string): string {
  let out = '';
  for (const ch of text) {
    const extra = extraCode.get(ch);
    let code: number;
    if (extra !== undefined) code = extra;
    else if (ch.charCodeAt(0) < 256) code = ch.charCodeAt(0);
    else code = '?'.charCodeAt(0);
    if (code === 0x28 || code === 0x29 || code === 0x5c) out += `\\${String.fromCharCode(code)}`;
    else if (code < 32 || code > 126) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(code);
  }
  return out;
}

/** Greedy word wrap for Helvetica at the given size (average glyph width ≈ 0.5 em). */
function wrap(text: string, fontSize: number, width: number): string[] {
  const maxChars = Math.floor(width / (fontSize * 0.5));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

export interface PdfDocumentContent {
  title: string;
  /** paragraphs; a paragraph starting with "## " is a sub-heading, "• " a bullet, "____" a form line */
  paragraphs: string[];
  footer?: string;
}

/** Renders the content onto one A4 page (text beyond the page bottom is cut). */
export function makeSimplePdf(content: PdfDocumentContent): Buffer {
  const left = 56;
  const width = 595 - 2 * left;
  let y = 780;
  const ops: string[] = [];
  const text = (font: 'F1' | 'F2', size: number, x: number, yy: number, s: string) =>
    ops.push(`BT /${font} ${size} Tf ${x} ${yy} Td (${encodeText(s)}) Tj ET`);

  ops.push('0 0.627 0.871 rg', `${left} 800 ${width} 4 re f`, '0 0 0 rg');
  for (const line of wrap(content.title, 18, width)) {
    text('F2', 18, left, y, line);
    y -= 24;
  }
  y -= 6;
  for (const paragraph of content.paragraphs) {
    if (y < 70) break;
    if (paragraph.startsWith('## ')) {
      y -= 4;
      text('F2', 12, left, y, paragraph.slice(3));
      y -= 18;
      continue;
    }
    if (paragraph.startsWith('____')) {
      const label = paragraph.replace(/^_+\s*/, '');
      text('F1', 10, left, y, label);
      ops.push('0.6 G', `${left + 170} ${y - 2} m ${left + width} ${y - 2} l S`, '0 G');
      y -= 24;
      continue;
    }
    const bullet = paragraph.startsWith('• ');
    const indent = bullet ? 14 : 0;
    const lines = wrap(bullet ? paragraph.slice(2) : paragraph, 10, width - indent);
    lines.forEach((line, i) => {
      if (y < 70) return;
      if (bullet && i === 0) text('F1', 10, left, y, '•');
      text('F1', 10, left + indent, y, line);
      y -= 14;
    });
    y -= 6;
  }
  if (content.footer) {
    ops.push('0.45 g');
    text('F1', 8, left, 40, content.footer);
  }
  const stream = ops.join('\n');

  const differences = `[${EXTRA_BASE} ${EXTRA_GLYPHS.map(([, name]) => `/${name}`).join(' ')}]`;
  const encoding = `<< /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences ${differences} >>`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding 7 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding 7 0 R >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    encoding,
    `<< /Title (${encodeText(content.title)}) /Producer (Party shop demo seed) >>`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
