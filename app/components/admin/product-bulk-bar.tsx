/**
 * The product list's bulk actions (decision 0099): show / hide the selected products, change their variants' prices
 * (gross in the main currency, decision 0080) or stock in one store — the last two first as a preview ("Zmení sa 12
 * variantov …") with a confirmation form that posts exactly the previewed change — and the per-product result.
 */
import { Form, useActionData, useNavigation } from 'react-router';
import { adminPrimaryButton, adminSecondaryButton } from '~/components/admin/admin-styles';
import { BulkActionBar } from '~/components/admin/bulk-action-bar';
import { FlashMessage } from '~/components/admin/flash-message';
import { AdminField } from '~/components/admin/form-field';
import type { ProductBulkActionData } from '~/lib/admin/admin-product-bulk.server';
import { useT } from '~/lib/root/use-root-data';

export const PRODUCT_BULK_FORM = 'product-bulk';

const fieldsetClass = 'min-w-0 rounded-md border border-line p-3';
const legendClass = 'px-1 text-sm font-semibold text-ink';

export function ProductBulkBar({ stores, currency }: { stores: ReadonlyArray<{ id: number; name: string }>; currency: string }) {
  const t = useT();
  const answer = useActionData<ProductBulkActionData>();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const change = answer?.ok && answer.kind !== 'visibility' ? answer : null;
  return (
    <>
      <BulkActionBar
        formId={PRODUCT_BULK_FORM}
        actions={[
          { intent: 'show', label: t('admin.bulk.show'), primary: true },
          { intent: 'hide', label: t('admin.bulk.hide') },
        ]}
      >
        <div className="mt-3 grid gap-3 lg:grid-cols-2">
          <fieldset className={fieldsetClass}>
            <legend className={legendClass}>{t('admin.bulk.price.title')}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              <AdminField
                name="priceMode"
                as="select"
                label={t('admin.bulk.price.mode')}
                defaultValue="percent"
                options={[
                  { value: 'percent', label: t('admin.bulk.price.mode.percent') },
                  { value: 'amount', label: t('admin.bulk.price.mode.amount', { currency }) },
                  { value: 'set', label: t('admin.bulk.price.mode.set', { currency }) },
                ]}
              />
              <AdminField
                name="priceValue"
                label={t('admin.bulk.price.value')}
                hint={t('admin.bulk.price.value_hint')}
                inputMode="text"
                maxLength={20}
                autoComplete="off"
              />
            </div>
            <button type="submit" name="intent" value="price-preview" className={`${adminSecondaryButton} mt-2`} disabled={busy}>
              {t('admin.bulk.price.preview')}
            </button>
          </fieldset>
          <fieldset className={fieldsetClass}>
            <legend className={legendClass}>{t('admin.bulk.stock.title')}</legend>
            <div className="grid gap-2 sm:grid-cols-3">
              <AdminField
                name="stockStore"
                as="select"
                label={t('admin.bulk.stock.store')}
                defaultValue={stores.at(-1) ? String(stores.at(-1)!.id) : ''}
                options={stores.map((s) => ({ value: String(s.id), label: s.name }))}
              />
              <AdminField
                name="stockMode"
                as="select"
                label={t('admin.bulk.stock.mode')}
                defaultValue="set"
                options={[
                  { value: 'set', label: t('admin.bulk.stock.mode.set') },
                  { value: 'add', label: t('admin.bulk.stock.mode.add') },
                ]}
              />
              <AdminField name="stockQuantity" label={t('admin.bulk.stock.quantity')} inputMode="text" maxLength={10} autoComplete="off" />
            </div>
            <button type="submit" name="intent" value="stock-preview" className={`${adminSecondaryButton} mt-2`} disabled={busy}>
              {t('admin.bulk.stock.preview')}
            </button>
          </fieldset>
        </div>
        {answer && !answer.ok ? (
          <div className="mt-3">
            <FlashMessage kind="error" text={answer.message} />
          </div>
        ) : null}
        {answer?.ok && answer.kind === 'visibility' ? (
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
      {change ? (
        <section
          className="mb-4 rounded-lg border border-line bg-white p-3"
          aria-labelledby="product-bulk-change"
          data-testid={change.result.preview ? 'bulk-preview' : 'bulk-result'}
        >
          <h2 id="product-bulk-change" className="mb-2 text-base font-semibold text-ink">
            {change.result.preview ? t('admin.bulk.change.confirm_title') : t('admin.bulk.result_title')}
          </h2>
          <FlashMessage
            kind={change.result.changed > 0 || change.result.refused === 0 ? 'success' : 'error'}
            text={change.result.summary}
          />
          <ul className="space-y-1 text-sm">
            {change.result.items.map((item) => (
              <li key={item.id} className={item.outcome === 'refused' || item.outcome === 'not_found' ? 'text-danger' : 'text-ink'}>
                {item.message}
              </li>
            ))}
          </ul>
          {change.confirm ? (
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value={change.confirm.intent} />
              {change.confirm.ids.map((id) => (
                <input key={id} type="hidden" name="id" value={id} />
              ))}
              {Object.entries(change.confirm.fields).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <button type="submit" className={adminPrimaryButton} disabled={busy}>
                {t('admin.bulk.change.confirm')}
              </button>
            </Form>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
