/**
 * One variant's form on the product edit page (or the "new variant" form): name, code, EAN, size, colour, own
 * price / sale price, default flag, position and the stock of every active store (the warehouse included).
 * Field ids are prefixed per variant so several forms live on one page.
 *
 * With JavaScript each variant form posts through its own fetcher (decision 0071): saving a variant re-reads the page
 * data but leaves the product form and the other variant forms as typed, and the "new variant" form is emptied once
 * the variant is added. Without JavaScript the forms post and redirect as plain forms.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form, useFetcher } from 'react-router';
import type { CatalogFormOptions } from '@/domain/catalog/admin-catalog-products';
import { parseMoneyInput } from '@/lib/money-input';
import { adminPrimaryButton, adminSecondaryButton } from '~/components/admin/admin-styles';
import { ConfirmButton } from '~/components/admin/confirm-button';
import { AdminField } from '~/components/admin/form-field';
import { FlashMessage } from '~/components/admin/flash-message';
import { useT } from '~/lib/root/use-root-data';
import type { PriceCurrencies } from '@/domain/pricing/pricing';
import { fieldErrors, grossPreviewParts, type FormValues } from './product-form';

/** What the product page's action answers a fetcher's variant post (`stay=1`). */
export type VariantFetcherAnswer =
  | { ok: true; intent: string; targetId: number; message: string }
  | { ok: false; intent: string; message: string; errors: Record<string, string[]>; values: Record<string, string | undefined> };

/** The sum of the form's stock inputs (stock_<storeId>), as typed. */
function stockTotal(form: HTMLFormElement): number {
  let sum = 0;
  for (const el of Array.from(form.elements))
    if (el instanceof HTMLInputElement && el.name.startsWith('stock_')) sum += Math.max(0, Math.trunc(Number(el.value)) || 0);
  return sum;
}

export function VariantForm({
  variantId,
  prefix,
  values: pageValues,
  errors: pageErrors,
  stores,
  vatRate,
  currencies,
  busy,
  canDelete,
}: {
  variantId: number | null;
  prefix: string;
  values: FormValues;
  errors: Record<string, string[]>;
  stores: CatalogFormOptions['stores'];
  vatRate: number;
  /** prices are typed gross in the main currency (decision 0080) */
  currencies: PriceCurrencies;
  busy: boolean;
  canDelete: boolean;
}) {
  const t = useT();
  const fetcher = useFetcher<VariantFetcherAnswer>();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const fetchFail = answer && !answer.ok ? answer : null;
  const values = fetchFail?.values ?? pageValues;
  const errors = fetchFail?.errors ?? pageErrors;
  const e = (...names: string[]) => fieldErrors(errors, ...names);
  const id = (name: string) => `${prefix}-${name}`;
  const initialTotal = stores.reduce((sum, s) => sum + (Number(values[`stock_${s.id}`]) || 0), 0);
  const [typedTotal, setTypedTotal] = useState<number | null>(null);
  const total = typedTotal ?? initialTotal;
  const [typedOwn, setTypedOwn] = useState<string | null>(null);
  const own = parseMoneyInput(typedOwn ?? values.priceGross);
  const ownParts = own !== null && !Number.isNaN(own) ? grossPreviewParts(own, vatRate, currencies) : null;
  const symbol = currencies.main.symbol_after || currencies.main.code;
  const formRef = useRef<HTMLFormElement>(null);
  // the fetcher path only once hydrated: without JavaScript the action redirects as before
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // an added variant now has its own form above: empty this one, so a second click cannot add it again
  useEffect(() => {
    if (variantId !== null || !answer?.ok || !formRef.current) return;
    formRef.current.reset();
    setTypedTotal(null);
    setTypedOwn(null);
  }, [answer, variantId]);
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    setTypedTotal(stockTotal(event.currentTarget));
    const target = event.target as HTMLInputElement;
    if (target.name === 'priceGross') setTypedOwn(target.value);
  };
  return (
    <div className="flex flex-col gap-3">
      {answer?.ok ? <FlashMessage kind="success" text={answer.message} /> : null}
      {fetchFail ? <FlashMessage kind="error" text={[fetchFail.message, ...(fetchFail.errors.variant ?? [])].join(' ')} /> : null}
      <fetcher.Form
        ref={formRef}
        method="post"
        className="flex flex-col gap-4"
        noValidate
        onInput={onInput}
        aria-label={variantId === null ? t('admin.variant.new') : t('admin.variant.title', { name: values.name ?? '' })}
      >
        {hydrated ? <input type="hidden" name="stay" value="1" /> : null}
        <input type="hidden" name="intent" value={variantId === null ? 'variant-create' : 'variant-save'} />
        {variantId !== null ? <input type="hidden" name="variantId" value={variantId} /> : null}
        <div className="grid grid-cols-1 gap-3 tablet:grid-cols-3">
          <AdminField
            id={id('name')}
            name="name"
            label={t('admin.variant.name')}
            defaultValue={values.name}
            errors={e('name')}
            required
            maxLength={200}
          />
          <AdminField
            id={id('code')}
            name="code"
            label={t('admin.variant.code')}
            defaultValue={values.code}
            errors={e('code')}
            required
            maxLength={64}
          />
          <AdminField
            id={id('ean')}
            name="ean"
            label={t('admin.variant.ean')}
            defaultValue={values.ean}
            errors={e('ean')}
            inputMode="numeric"
            maxLength={14}
          />
          <AdminField
            id={id('size')}
            name="size"
            label={t('admin.variant.size')}
            defaultValue={values.size}
            errors={e('size')}
            maxLength={50}
          />
          <AdminField
            id={id('color')}
            name="color"
            label={t('admin.variant.color')}
            defaultValue={values.color}
            errors={e('color')}
            maxLength={50}
          />
          <AdminField
            id={id('position')}
            name="position"
            type="number"
            min={0}
            label={t('admin.variant.position')}
            defaultValue={values.position}
            errors={e('position')}
          />
          <AdminField
            id={id('restockDate')}
            name="restockDate"
            type="date"
            label={t('admin.variant.restock_date')}
            hint={t('admin.variant.restock_hint')}
            defaultValue={values.restockDate}
            errors={e('restockDate')}
          />
          <AdminField
            id={id('priceGross')}
            name="priceGross"
            label={t('admin.variant.price', { currency: symbol })}
            hint={ownParts ? t('admin.variant.gross', ownParts) : t('admin.variant.price_hint')}
            defaultValue={values.priceGross}
            errors={e('priceGross', 'price')}
            inputMode="decimal"
          />
          <AdminField
            id={id('priceSaleGross')}
            name="priceSaleGross"
            label={t('admin.variant.price_sale', { currency: symbol })}
            defaultValue={values.priceSaleGross}
            errors={e('priceSaleGross', 'priceSale')}
            inputMode="decimal"
          />
          <div className="flex flex-col gap-2 tablet:self-end">
            <AdminField
              id={id('isPriceSaleActive')}
              name="isPriceSaleActive"
              type="checkbox"
              label={t('admin.variant.sale_active')}
              defaultChecked={values.isPriceSaleActive === 'on'}
            />
            <AdminField
              id={id('isDefault')}
              name="isDefault"
              type="checkbox"
              label={t('admin.variant.is_default')}
              defaultChecked={values.isDefault === 'on'}
            />
          </div>
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-semibold text-ink">
            {t('admin.variant.stock')} <span className="font-normal text-muted">· {t('admin.variant.stock_total', { count: total })}</span>
          </legend>
          {e('stock') ? (
            <p className="text-sm font-semibold text-danger" data-field-error>
              {e('stock')!.join(' ')}
            </p>
          ) : null}
          <div className="grid grid-cols-2 gap-2 tablet:grid-cols-4 desktop:grid-cols-5">
            {stores.map((s) => (
              <AdminField
                key={s.id}
                id={id(`stock-${s.id}`)}
                name={`stock_${s.id}`}
                type="number"
                min={0}
                label={s.kind === 'warehouse' ? t('admin.variant.warehouse', { name: s.name }) : s.name}
                defaultValue={values[`stock_${s.id}`] ?? '0'}
                errors={e(`stock_${s.id}`)}
              />
            ))}
          </div>
        </fieldset>
        <div>
          <button
            type="submit"
            className={variantId === null ? adminSecondaryButton : adminPrimaryButton}
            disabled={busy || fetcher.state !== 'idle'}
          >
            {variantId === null ? t('admin.variant.add') : t('admin.variant.save')}
          </button>
        </div>
      </fetcher.Form>
      {variantId !== null && canDelete ? (
        <Form method="post">
          <input type="hidden" name="intent" value="variant-delete" />
          <input type="hidden" name="variantId" value={variantId} />
          <ConfirmButton message={t('admin.variant.delete_confirm')} disabled={busy}>
            {t('admin.variant.delete')}
          </ConfirmButton>
        </Form>
      ) : null}
    </div>
  );
}
