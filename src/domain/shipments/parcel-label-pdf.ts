/**
 * A parcel label drawn with PDFKit (decision 0105): the demo carrier's labels, and the carrier fakes of the tests.
 * DejaVu Sans is embedded, so Slovak names print on any reader. A6 or A7 portrait, one label per page.
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const SIZES = { A6: [297.64, 419.53], A7: [209.76, 297.64] } as const;

export interface ParcelLabel {
  /** the carrier's name, top of the label */
  carrier: string;
  /** printed large: what the carrier scans and the customer tracks */
  trackingNumber: string;
  /** recipient, pickup point, cash on delivery, order number… one line each */
  lines: string[];
  /** a warning printed across the foot (the demo carrier's "not a real parcel") */
  footer?: string;
  size?: keyof typeof SIZES;
}

export function drawParcelLabel(label: ParcelLabel): Promise<Buffer> {
  const [width, height] = SIZES[label.size ?? 'A6'];
  const margin = 16;
  const doc = new PDFDocument({ size: [width, height], margin, info: { Title: `${label.carrier} ${label.trackingNumber}` } });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const inner = width - 2 * margin;
  doc.font('bold').fontSize(16).text(label.carrier, { width: inner });
  doc.moveDown(0.5);
  doc.rect(margin, doc.y, inner, 44).lineWidth(2).stroke();
  doc
    .font('bold')
    .fontSize(18)
    .text(label.trackingNumber, margin, doc.y + 12, { width: inner, align: 'center' });
  doc.moveDown(1.2);
  doc.font('regular').fontSize(10);
  for (const line of label.lines) doc.text(line, margin, doc.y, { width: inner });
  if (label.footer)
    doc
      .font('bold')
      .fontSize(9)
      .text(label.footer, margin, height - margin - 24, { width: inner, align: 'center' });
  doc.end();
  return done;
}
