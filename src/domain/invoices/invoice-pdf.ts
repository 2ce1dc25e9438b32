/**
 * Draws a tax document (decision 0098) as an A4 PDF with PDFKit and the DejaVu Sans font (embedded and subset, so
 * every Slovak and Czech letter — ľ, ť, ď, ň, ô, ř, ů — prints on any reader). Everything on the page comes from the
 * stored document; a credit note prints its amounts negative.
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { translator } from '../../i18n';
import { formatShopDate } from '../../lib/shop-time';
import { formatMoney } from '../pricing/pricing';
import type { InvoiceDocument, InvoiceParty } from './invoice-document';
import '../../i18n/server-texts';

const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const MARGIN = 40;
const PAGE_WIDTH = 595.28;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const INK = '#1f2933';
const MUTED = '#52606d';
const BRAND = '#006f9a';

/** Columns of the lines table: x offset from the margin and width. */
const COLUMNS = { item: [0, 255], qty: [255, 50], unit: [305, 80], rate: [385, 45], total: [430, CONTENT_WIDTH - 430] } as const;

function partyLines(party: InvoiceParty, t: ReturnType<typeof translator>): string[] {
  return [
    party.company && party.company !== party.name ? party.company : null,
    party.name,
    party.street,
    `${party.zip} ${party.city}`.trim(),
    party.countryCode,
    party.ico ? `${t('invoice_pdf.ico')}: ${party.ico}` : null,
    party.dic ? `${t('invoice_pdf.dic')}: ${party.dic}` : null,
    party.icDph ? `${t('invoice_pdf.ic_dph')}: ${party.icDph}` : null,
  ].filter((line): line is string => Boolean(line));
}

/** The PDF of a document. */
export function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  const t = translator(document.locale);
  const sign = document.kind === 'credit_note' ? -1 : 1;
  const money = (minor: number) => formatMoney(sign * minor, document.currency);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${document.kind === 'invoice' ? t('invoice_pdf.title_invoice') : t('invoice_pdf.title_credit_note')} ${document.number}`,
      Author: document.supplier.name,
    },
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // title and number
  doc.font('bold').fontSize(18).fillColor(BRAND);
  doc.text(document.kind === 'invoice' ? t('invoice_pdf.title_invoice') : t('invoice_pdf.title_credit_note'), MARGIN, MARGIN);
  doc
    .font('regular')
    .fontSize(11)
    .fillColor(INK)
    .text(t('invoice_pdf.number', { number: document.number }));
  if (document.corrects)
    doc
      .fillColor(MUTED)
      .fontSize(9)
      .text(t('invoice_pdf.corrects', { number: document.corrects }));

  // supplier and customer side by side
  const partiesTop = doc.y + 14;
  const half = CONTENT_WIDTH / 2;
  const party = (title: string, lines: string[], x: number) => {
    doc
      .font('bold')
      .fontSize(10)
      .fillColor(MUTED)
      .text(title, x, partiesTop, { width: half - 10 });
    doc.font('regular').fontSize(10).fillColor(INK);
    for (const line of lines) doc.text(line, x, undefined, { width: half - 10 });
    return doc.y;
  };
  const supplierLines = partyLines(document.supplier, t);
  if (document.supplier.registration) supplierLines.push(document.supplier.registration);
  const leftBottom = party(t('invoice_pdf.supplier'), supplierLines, MARGIN);
  const rightBottom = party(t('invoice_pdf.customer'), partyLines(document.customer, t), MARGIN + half);

  // dates and payment
  let y = Math.max(leftBottom, rightBottom) + 14;
  const facts: Array<[string, string]> = [
    [t('invoice_pdf.issued'), formatShopDate(document.issuedAt)],
    [t('invoice_pdf.taxable'), formatShopDate(document.taxableAt)],
    [t('invoice_pdf.order'), document.orderNumber],
    [t('invoice_pdf.vs'), document.variableSymbol],
    [t('invoice_pdf.payment'), document.paymentMethod],
  ];
  if (document.supplier.iban)
    facts.push([t('invoice_pdf.bank'), [document.supplier.iban, document.supplier.bank].filter(Boolean).join(', ')]);
  doc.fontSize(10);
  for (const [label, value] of facts) {
    doc.font('regular').fillColor(MUTED).text(`${label}:`, MARGIN, y, { width: 150 });
    doc
      .font('bold')
      .fillColor(INK)
      .text(value, MARGIN + 150, y, { width: CONTENT_WIDTH - 150 });
    y = doc.y + 2;
  }

  // lines
  y += 12;
  const cell = (text: string, column: keyof typeof COLUMNS, rowY: number, align: 'left' | 'right' = 'right') => {
    const [x, width] = COLUMNS[column];
    doc.text(text, MARGIN + x, rowY, { width: width - 4, align });
  };
  const header = () => {
    doc.font('bold').fontSize(9).fillColor(MUTED);
    cell(t('invoice_pdf.col_item'), 'item', y, 'left');
    cell(t('invoice_pdf.col_qty'), 'qty', y);
    cell(t('invoice_pdf.col_unit'), 'unit', y);
    cell(t('invoice_pdf.col_rate'), 'rate', y);
    cell(t('invoice_pdf.col_total'), 'total', y);
    y = doc.y + 4;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + CONTENT_WIDTH, y)
      .strokeColor('#cbd2d9')
      .stroke();
    y += 4;
  };
  header();
  doc.font('regular').fontSize(9).fillColor(INK);
  for (const line of document.lines) {
    if (y > 760) {
      doc.addPage();
      y = MARGIN;
      header();
      doc.font('regular').fontSize(9).fillColor(INK);
    }
    const name = line.name === 'discount' ? t('invoice_pdf.discount') : line.code ? `${line.name} (${line.code})` : line.name;
    const rowTop = y;
    cell(name, 'item', rowTop, 'left');
    const nameBottom = doc.y;
    cell(String(line.quantity), 'qty', rowTop);
    cell(money(line.unitPrice), 'unit', rowTop);
    cell(line.taxRate === null ? '' : `${line.taxRate} %`, 'rate', rowTop);
    cell(money(line.total), 'total', rowTop);
    y = Math.max(nameBottom, doc.y) + 3;
  }

  // VAT recapitulation
  y += 10;
  if (y > 700) {
    doc.addPage();
    y = MARGIN;
  }
  doc.font('bold').fontSize(10).fillColor(INK).text(t('invoice_pdf.vat_recap'), MARGIN, y);
  y = doc.y + 4;
  const recapX = [0, 90, 200, 310];
  const recap = (values: string[], bold = false) => {
    doc.font(bold ? 'bold' : 'regular').fontSize(9);
    values.forEach((value, i) => doc.text(value, MARGIN + recapX[i]!, y, { width: 100, align: i === 0 ? 'left' : 'right' }));
    y = doc.y + 2;
  };
  recap([t('invoice_pdf.vat_rate'), t('invoice_pdf.vat_base'), t('invoice_pdf.vat_amount'), t('invoice_pdf.vat_total')], true);
  for (const entry of document.vat) recap([`${entry.rate} %`, money(entry.base), money(entry.vat), money(entry.total)]);

  // total
  y += 12;
  doc.font('bold').fontSize(14).fillColor(BRAND);
  doc.text(`${document.kind === 'invoice' ? t('invoice_pdf.total') : t('invoice_pdf.total_credit')}: ${money(document.total)}`, MARGIN, y, {
    width: CONTENT_WIDTH,
    align: 'right',
  });
  if (document.kind === 'invoice')
    doc.font('regular').fontSize(9).fillColor(MUTED).text(t('invoice_pdf.paid_note'), { width: CONTENT_WIDTH, align: 'right' });
  if (document.footer)
    doc.moveDown().font('regular').fontSize(8).fillColor(MUTED).text(document.footer, MARGIN, undefined, { width: CONTENT_WIDTH });

  doc.end();
  return done;
}
