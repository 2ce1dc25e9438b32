/**
 * The order list's bulk actions (decision 0099): mark paid, ship, print the packing slips of the selected orders
 * (one printable page, /admin/objednavky/dodacie-listy?id=…, in a new tab), and the per-order result of the last
 * action.
 */
import { useActionData } from 'react-router';
import { BulkActionBar } from '~/components/admin/bulk-action-bar';
import { FlashMessage } from '~/components/admin/flash-message';
import type { OrderBulkActionData } from '~/lib/admin/admin-order-bulk.server';
import { useT } from '~/lib/root/use-root-data';

export const ORDER_BULK_FORM = 'order-bulk';

function packingSlipsHref(ids: readonly string[]): string {
  return `/admin/objednavky/dodacie-listy?${ids.map((id) => `id=${encodeURIComponent(id)}`).join('&')}`;
}

export function OrderBulkBar() {
  const t = useT();
  const answer = useActionData<OrderBulkActionData>();
  return (
    <BulkActionBar
      formId={ORDER_BULK_FORM}
      actions={[
        { intent: 'paid', label: t('admin.bulk.mark_paid'), primary: true },
        { intent: 'shipped', label: t('admin.bulk.ship') },
        { label: t('admin.bulk.print'), onSelected: (ids) => window.open(packingSlipsHref(ids), '_blank', 'noopener') },
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
    </BulkActionBar>
  );
}
