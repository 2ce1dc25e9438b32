/**
 * The order list's bulk actions (decision 0099): mark paid, ship, print the packing slips of the selected orders
 * (one printable page, /admin/objednavky/dodacie-listy?id=…, in a new tab), and the per-order result of the last
 * action.
 */
import { useActionData } from 'react-router';
import { BulkActionBar } from '~/components/admin/bulk-action-bar';
import { adminSecondaryButton } from '~/components/admin/admin-styles';
import { FlashMessage } from '~/components/admin/flash-message';
import type { OrderBulkActionData } from '~/lib/admin/admin-order-bulk.server';
import type { ShipmentBulkActionData } from '~/lib/admin/admin-shipments.server';
import { useT } from '~/lib/root/use-root-data';

export const ORDER_BULK_FORM = 'order-bulk';

/** the selected orders' carrier labels as ONE PDF (decision 0104) */
function labelsHref(ids: readonly (string | number)[]): string {
  return `/admin/objednavky/stitky?${ids.map((id) => `id=${encodeURIComponent(String(id))}`).join('&')}`;
}

function packingSlipsHref(ids: readonly string[]): string {
  return `/admin/objednavky/dodacie-listy?${ids.map((id) => `id=${encodeURIComponent(id)}`).join('&')}`;
}

export function OrderBulkBar() {
  const t = useT();
  const data = useActionData<OrderBulkActionData | ShipmentBulkActionData>();
  const shipments = data?.ok && 'shipments' in data ? data.shipments : null;
  const answer = data && (!data.ok || 'result' in data) ? data : undefined;
  return (
    <BulkActionBar
      formId={ORDER_BULK_FORM}
      actions={[
        { intent: 'paid', label: t('admin.bulk.mark_paid'), primary: true },
        { intent: 'shipped', label: t('admin.bulk.ship') },
        { label: t('admin.bulk.print'), onSelected: (ids) => window.open(packingSlipsHref(ids), '_blank', 'noopener') },
        { intent: 'shipments', label: t('admin.shipment.bulk.create') },
        { label: t('admin.shipment.bulk.print'), onSelected: (ids) => window.open(labelsHref(ids), '_blank', 'noopener') },
      ]}
      extra={
        <label className="inline-flex min-h-10 items-center gap-2 text-sm text-ink">
          <input type="checkbox" name="notifyCustomer" value="1" defaultChecked className="size-5 accent-brand-dark" />
          <input type="hidden" name="notifyCustomer" value="0" />
          {t('admin.bulk.notify')}
        </label>
      }
    >
      {answer && !answer.ok ? (
        <div className="mt-3">
          <FlashMessage kind="error" text={answer.message} />
        </div>
      ) : null}
      {answer?.ok ? (
        <section className="mt-3" aria-labelledby="order-bulk-result" data-testid="bulk-result">
          <h2 id="order-bulk-result" className="sr-only">
            {t('admin.bulk.result_title')}
          </h2>
          <FlashMessage kind={answer.result.refused > 0 ? 'error' : 'success'} text={answer.result.summary} />
          <ul className="space-y-1 text-sm">
            {answer.result.items.map((item) => (
              <li key={item.id} className={item.ok ? 'text-success' : 'text-danger'}>
                {item.message}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {shipments ? (
        <section className="mt-3" aria-labelledby="shipment-bulk-result" data-testid="shipment-bulk-result">
          <h2 id="shipment-bulk-result" className="sr-only">
            {t('admin.bulk.result_title')}
          </h2>
          <FlashMessage kind={shipments.refused > 0 ? 'error' : 'success'} text={shipments.summary} />
          <ul className="space-y-1 text-sm">
            {shipments.items.map((item) => (
              <li key={item.id} className={item.ok ? 'text-success' : 'text-danger'}>
                {item.message}
              </li>
            ))}
          </ul>
          {shipments.shippedIds.length > 0 ? (
            <p className="mt-2">
              <a href={labelsHref(shipments.shippedIds)} className={adminSecondaryButton} target="_blank" rel="noopener">
                {t('admin.shipment.bulk.print_created', { count: shipments.shippedIds.length })}
              </a>
            </p>
          ) : null}
        </section>
      ) : null}
    </BulkActionBar>
  );
}
