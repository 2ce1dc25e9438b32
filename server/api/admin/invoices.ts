/**
 * Back-office tax documents (decision 0098): an order's invoice and credit notes (list, PDF, issue what is due now)
 * and the invoicing settings. Thin handlers over src/domain/invoices. Admin only.
 */
import { z } from 'zod';
import { invoicePdf, issueDueDocumentsOfOrder, listOrderDocuments } from '../../../src/domain/invoices/invoices';
import { loadInvoicingSettings, saveInvoicingSettings } from '../../../src/domain/invoices/invoice-settings';
import { invoicingSettingsSchema } from '../../../src/domain/invoices/invoice-settings-schema';
import { notFound } from '../../http/errors';
import { readBody, validate } from '../../http/validate';
import { adminPathId, adminRoute, type AdminApiRoute } from './registry';

const idParams = z.object({ id: z.number().int().positive().describe('order id') });
const documentParams = idParams.extend({ documentId: z.number().int().positive() });
const documentRow = z.object({
  id: z.number(),
  kind: z.enum(['invoice', 'credit_note']),
  number: z.string(),
  issuedAt: z.string(),
  total: z.number().describe('gross, minor units of currencyCode'),
  currencyCode: z.string(),
});

export const adminInvoiceApi: AdminApiRoute[] = [
  adminRoute({
    method: 'get',
    path: '/api/admin/orders/{id}/documents',
    role: 'admin',
    summary: "The order's invoice and credit notes",
    params: idParams,
    response: z.array(documentRow),
    handler: async (c) => c.json({ data: await listOrderDocuments(c.get('services').db, adminPathId(c)) }),
  }),
  adminRoute({
    method: 'post',
    path: '/api/admin/orders/{id}/documents',
    role: 'admin',
    summary:
      'Issues what the order is due now (its invoice once paid, a credit note once an invoiced order is cancelled; otherwise nothing) and answers its documents',
    params: idParams,
    response: z.array(documentRow),
    handler: async (c) => {
      const { db, now } = c.get('services');
      const id = adminPathId(c);
      await issueDueDocumentsOfOrder({ db, now }, id);
      return c.json({ data: await listOrderDocuments(db, id) });
    },
  }),
  adminRoute({
    method: 'get',
    path: '/api/admin/orders/{id}/documents/{documentId}',
    role: 'admin',
    summary: 'One tax document of the order as a PDF (attachment), drawn once and stored',
    params: documentParams,
    errors: { 404: 'Unknown order or document' },
    handler: async (c) => {
      const { db, files } = c.get('services');
      const document = await invoicePdf(db, files, adminPathId(c), adminPathId(c, 'documentId'));
      if (!document) throw notFound();
      return c.body(new Uint8Array(document.pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${document.number}.pdf"`,
        'Cache-Control': 'private, no-store',
      });
    },
  }),
  adminRoute({
    method: 'get',
    path: '/api/admin/invoicing-settings',
    role: 'admin',
    summary: 'The invoicing settings: series prefixes, IČ DPH, commercial register entry, footer line',
    response: invoicingSettingsSchema,
    handler: async (c) => c.json({ data: await loadInvoicingSettings(c.get('services').db) }),
  }),
  adminRoute({
    method: 'put',
    path: '/api/admin/invoicing-settings',
    role: 'admin',
    summary: 'Saves the invoicing settings (a new prefix starts its own gap-free series)',
    body: invoicingSettingsSchema,
    response: invoicingSettingsSchema,
    errors: { 422: 'Errors at the fields' },
    handler: async (c, user) => {
      const input = validate(c, invoicingSettingsSchema, await readBody(c));
      const { db } = c.get('services');
      await saveInvoicingSettings(db, input, user.id);
      return c.json({ data: await loadInvoicingSettings(db) });
    },
  }),
];
