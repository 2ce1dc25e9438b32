/** The product list's bulk actions (decision 0099): show / hide the selected products, and the per-product result. */
import { useActionData } from 'react-router';
import { BulkActionBar } from '~/components/admin/bulk-action-bar';
import { FlashMessage } from '~/components/admin/flash-message';
import type { ProductBulkActionData } from '~/lib/admin/admin-product-bulk.server';
import { useT } from '~/lib/root/use-root-data';

export const PRODUCT_BULK_FORM = 'product-bulk';

export function ProductBulkBar() {
  const t = useT();
  const answer = useActionData<ProductBulkActionData>();
  return (
    <BulkActionBar
      formId={PRODUCT_BULK_FORM}
      actions={[
        { intent: 'show', label: t('admin.bulk.show'), primary: true },
        { intent: 'hide', label: t('admin.bulk.hide') },
      ]}
    >
      {answer && !answer.ok ? (
        <div className="mt-3">
          <FlashMessage kind="error" text={answer.message} />
        </div>
      ) : null}
      {answer?.ok ? (
        <section className="mt-3" aria-labelledby="product-bulk-result" data-testid="bulk-result">
          <h2 id="product-bulk-result" className="sr-only">
            {t('admin.bulk.result_title')}
          </h2>
          <FlashMessage kind="success" text={answer.result.summary} />
          <ul className="space-y-1 text-sm">
            {answer.result.items.map((item) => (
              <li key={item.id} className={item.outcome === 'not_found' ? 'text-danger' : 'text-ink'}>
                {item.message}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </BulkActionBar>
  );
}
