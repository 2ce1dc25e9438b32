/** The back-office order's tax documents (decision 0098): each a PDF download; a note while there is none. */
import type { InvoiceListItem } from '@/domain/invoices/invoices';
import { formatMoney } from '@/domain/pricing/pricing';
import { useT } from '~/lib/root/use-root-data';
import { adminLinkClass } from './admin-styles';
import { formatAdminDateTime } from './audit-log-panel';
import { AdminSection } from './page-header';

export function OrderDocumentsPanel({
  orderId,
  documents,
  currency,
}: {
  orderId: number;
  documents: InvoiceListItem[];
  currency: { decimals: number; symbol_before: string; symbol_after: string };
}) {
  const t = useT();
  return (
    <AdminSection title={t('admin.invoices.documents')} id="order-documents">
      {documents.length === 0 ? (
        <p className="text-sm text-muted">{t('admin.invoices.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {documents.map((d) => (
            <li key={d.id}>
              <a href={`/api/admin/orders/${orderId}/documents/${d.id}`} download className={`${adminLinkClass} inline-block py-1`}>
                {t(d.kind === 'invoice' ? 'admin.invoices.invoice' : 'admin.invoices.credit_note', { number: d.number })} (PDF)
              </a>{' '}
              <span className="text-muted">
                {formatAdminDateTime(d.issuedAt)} · {formatMoney(d.kind === 'credit_note' ? -d.total : d.total, currency)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}
