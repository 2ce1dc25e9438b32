/** The invoicing settings' shape (decision 0098): zod only, shared by the back-office form and the server. */
import { z } from '../../lib/zod';

/** A series prefix: 1–4 capital letters, so a number reads FA2600001. */
const prefixField = z
  .string()
  .trim()
  .regex(/^[A-Z]{1,4}$/, 'admin.invoicing.error.prefix');

export const invoicingSettingsSchema = z.object({
  /** prefix of the invoice series (faktúry) */
  invoicePrefix: prefixField,
  /** prefix of the credit-note series (dobropisy) */
  creditNotePrefix: prefixField,
  /** the shop's IČ DPH (empty: not a VAT payer's number shown) */
  icDph: z.string().trim().max(20),
  /** the commercial register entry printed on every document (required on Slovak invoices of a company) */
  registration: z.string().trim().max(300),
  /** a line at the bottom of every document */
  footer: z.string().trim().max(300),
});
export type InvoicingSettings = z.infer<typeof invoicingSettingsSchema>;

export const INVOICING_DEFAULTS: InvoicingSettings = {
  invoicePrefix: 'FA',
  creditNotePrefix: 'DB',
  icDph: '',
  registration: '',
  footer: '',
};
