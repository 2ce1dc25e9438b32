/**
 * The order's tax documents (decision 0098): its invoice and any credit note, each a PDF download. Nothing shows
 * while the order has none (not paid yet).
 */
import type { InvoiceListItem } from '@/domain/invoices/invoices';
import { formatShopDate } from '@/lib/shop-time';
import { linkClass } from '~/components/forms/styles';
import { useT } from '~/lib/root/use-root-data';

export function OrderDocuments({ documents, hrefOf }: { documents: InvoiceListItem[]; hrefOf: (documentId: number) => string }) {
  const t = useT();
  if (documents.length === 0) return null;
  return (
    <section aria-labelledby="order-documents-title" className="flex flex-col gap-2 rounded-lg border border-line p-4">
      <h2 id="order-documents-title" className="text-lg font-bold text-ink">
        {t('order.documents_title')}
      </h2>
      <ul className="flex flex-col gap-2">
        {documents.map((d) => (
          <li key={d.id} className="flex flex-wrap items-baseline gap-x-3">
            <a href={hrefOf(d.id)} download className={`${linkClass} inline-block py-1`}>
              {t(d.kind === 'invoice' ? 'order.document_invoice' : 'order.document_credit_note', { number: d.number })} (PDF)
            </a>
            <span className="text-sm text-muted">{formatShopDate(d.issuedAt)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
