/**
 * The product form of the back office (new and edit pages): basic data, the gross price in the shop's main currency
 * (decision 0080) with the VAT rate and a preview of its net part and of the other currencies, computed by the shop's
 * one pricing module (src/domain/pricing/pricing.ts, live while typing with JavaScript, from the saved values
 * without it), sale price and window, categories, flags, parameters and related
 * products. Posts intent=product to the page's action; works without JavaScript.
 */
import { useState, type FormEvent } from 'react';
import { Form } from 'react-router';
import type { CatalogFormOptions } from '@/domain/catalog/admin-catalog-products';
import { parseMoneyInput } from '@/lib/money-input';
import { formatMoney, netCzkForGross, unitGross, type PriceCurrencies } from '@/domain/pricing/pricing';
import { DELIVERY_RESTRICTIONS } from '@/lib/enums';
import { adminPrimaryButton } from '~/components/admin/admin-styles';
import { AdminField } from '~/components/admin/form-field';
import { AdminSection } from '~/components/admin/page-header';
import { useT } from '~/lib/root/use-root-data';

export type FormValues = Record<string, string | undefined>;

/** "19,90 €" typed gross at `vat` → its net part and the other currencies' prices, as the shop will show them. */
export function grossPreviewParts(grossMinor: number, vat: number, currencies: PriceCurrencies) {
  const net = netCzkForGross(grossMinor, vat, currencies.main);
  if (net === null) return null;
  return {
    gross: formatMoney(grossMinor, currencies.main),
    net: formatMoney(unitGross(net, 0, currencies.main), currencies.main),
    vat: String(vat),
    other: currencies.others.map((c) => formatMoney(unitGross(net, vat, c), c)).join(' · ') || '—',
  };
}

export interface ProductFormProps {
  values: FormValues;
  categoryIds: readonly string[];
  errors: Record<string, string[]>;
  options: CatalogFormOptions;
  /** the main currency prices are typed in (decision 0080) and the others the preview converts to */
  currencies: PriceCurrencies;
  submitLabel: string;
  busy: boolean;
  /** under "Visible in the shop": what is missing to publish, or that a new product is saved hidden (decision 0071) */
  publishHint?: string;
  /** the new-product page: no visibility box, a new product is always saved hidden (decision 0071) */
  newProduct?: boolean;
}

/** Errors of a field and of its nested entries (relations.0.productId → relations). */
export function fieldErrors(errors: Record<string, string[]>, ...names: string[]): string[] | undefined {
  const out: string[] = [];
  for (const [key, list] of Object.entries(errors))
    if (names.some((n) => key === n || key.startsWith(`${n}.`))) for (const m of list) if (!out.includes(m)) out.push(m);
  return out.length > 0 ? out : undefined;
}

function GrossPreview({ values, options, currencies }: { values: FormValues; options: CatalogFormOptions; currencies: PriceCurrencies }) {
  const t = useT();
  const rate = options.taxRates.find((r) => String(r.id) === values.taxRateId)?.rate;
  const price = parseMoneyInput(values.priceGross);
  if (rate === undefined || price === null || Number.isNaN(price)) return null;
  const regular = grossPreviewParts(price, rate, currencies);
  if (!regular) return null;
  const sale = parseMoneyInput(values.priceSaleGross);
  const saleParts =
    sale !== null && !Number.isNaN(sale) && sale < price && values.isPriceSaleActive === 'on'
      ? grossPreviewParts(sale, rate, currencies)
      : null;
  return (
    <div className="rounded-md bg-surface p-3 text-sm" aria-live="polite" data-testid="gross-preview">
      <p className="font-semibold text-ink">{t('admin.product.gross_preview_title')}</p>
      <p>{t('admin.product.gross_preview', regular)}</p>
      {saleParts ? <p>{t('admin.product.gross_preview_sale', saleParts)}</p> : null}
    </div>
  );
}

const PREVIEW_FIELDS = ['priceGross', 'priceSaleGross', 'taxRateId', 'isPriceSaleActive'] as const;

export function ProductForm({
  values,
  categoryIds,
  errors,
  options,
  currencies,
  submitLabel,
  busy,
  publishHint,
  newProduct,
}: ProductFormProps) {
  const t = useT();
  const [preview, setPreview] = useState<FormValues>(() => Object.fromEntries(PREVIEW_FIELDS.map((n) => [n, values[n]])));
  // every edit of a field fires `input` (a select and a checkbox too); `change` would wait for the field to lose focus
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (!(PREVIEW_FIELDS as readonly string[]).includes(target.name)) return;
    const form = event.currentTarget;
    const read = (name: string) => {
      const el = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
      if (!el) return undefined;
      if (el instanceof HTMLInputElement && el.type === 'checkbox') return el.checked ? 'on' : undefined;
      return el.value;
    };
    setPreview(Object.fromEntries(PREVIEW_FIELDS.map((n) => [n, read(n)])));
  };
  const e = (...names: string[]) => fieldErrors(errors, ...names);
  const checked = (name: string) => values[name] === 'on';
  const categoryOptions = options.categories.map((c) => ({
    value: String(c.id),
    label: `${'— '.repeat(c.depth)}${c.name}${c.isVisible ? '' : ` ${t('admin.product.hidden_category')}`}`,
  }));
  return (
    <Form method="post" className="flex flex-col gap-6" onInput={onInput} noValidate>
      <input type="hidden" name="intent" value="product" />
      <AdminSection title={t('admin.product.section.basic')} id="product-basic">
        <div className="grid grid-cols-1 gap-4 tablet:grid-cols-2">
          <AdminField name="name" label={t('admin.product.name')} defaultValue={values.name} errors={e('name')} required maxLength={200} />
          <AdminField
            name="code"
            label={t('admin.product.code')}
            hint={t('admin.product.code_hint')}
            defaultValue={values.code}
            errors={e('code')}
            required
            maxLength={64}
          />
          <AdminField
            name="slug"
            label={t('admin.product.slug')}
            hint={t('admin.product.slug_hint')}
            defaultValue={values.slug}
            errors={e('slug')}
            maxLength={200}
          />
          <AdminField
            name="ean"
            label={t('admin.product.ean')}
            defaultValue={values.ean}
            errors={e('ean')}
            inputMode="numeric"
            maxLength={14}
          />
          <AdminField
            name="brandId"
            as="select"
            label={t('admin.product.brand')}
            emptyLabel={t('admin.product.brand_none')}
            defaultValue={values.brandId}
            errors={e('brandId')}
            options={options.brands.map((b) => ({ value: String(b.id), label: b.name }))}
          />
          <AdminField
            name="metaDescription"
            label={t('admin.product.meta_description')}
            defaultValue={values.metaDescription}
            errors={e('metaDescription')}
            maxLength={300}
          />
          <AdminField
            name="shortDescription"
            as="textarea"
            rows={2}
            label={t('admin.product.short_description')}
            defaultValue={values.shortDescription}
            errors={e('shortDescription')}
            maxLength={1000}
            className="tablet:col-span-2"
          />
          <AdminField
            name="description"
            as="textarea"
            rows={8}
            label={t('admin.product.description')}
            hint={t('admin.product.description_hint')}
            defaultValue={values.description}
            errors={e('description')}
            className="tablet:col-span-2"
          />
        </div>
      </AdminSection>

      <AdminSection title={t('admin.product.section.prices')} id="product-prices">
        <div className="grid grid-cols-1 gap-4 tablet:grid-cols-2">
          <AdminField
            name="priceGross"
            label={t('admin.product.price', { currency: currencies.main.symbol_after || currencies.main.code })}
            hint={t('admin.product.price_hint')}
            defaultValue={values.priceGross}
            errors={e('priceGross', 'price')}
            required
            inputMode="decimal"
          />
          <AdminField
            name="taxRateId"
            as="select"
            label={t('admin.product.tax_rate')}
            defaultValue={values.taxRateId}
            errors={e('taxRateId')}
            required
            options={options.taxRates.map((r) => ({ value: String(r.id), label: `${r.rate} % – ${r.name}` }))}
          />
          <AdminField
            name="priceSaleGross"
            label={t('admin.product.price_sale', { currency: currencies.main.symbol_after || currencies.main.code })}
            defaultValue={values.priceSaleGross}
            errors={e('priceSaleGross', 'priceSale')}
            inputMode="decimal"
          />
          <AdminField
            name="isPriceSaleActive"
            type="checkbox"
            label={t('admin.product.sale_active')}
            defaultChecked={checked('isPriceSaleActive')}
            errors={e('isPriceSaleActive')}
            className="tablet:self-end"
          />
          <AdminField
            name="saleFrom"
            type="datetime-local"
            label={t('admin.product.sale_from')}
            hint={t('admin.product.sale_window_hint')}
            defaultValue={values.saleFrom}
            errors={e('saleFrom')}
          />
          <AdminField
            name="saleTo"
            type="datetime-local"
            label={t('admin.product.sale_to')}
            hint={t('admin.product.sale_window_hint')}
            defaultValue={values.saleTo}
            errors={e('saleTo')}
          />
          <div className="tablet:col-span-2">
            <GrossPreview values={preview} options={options} currencies={currencies} />
          </div>
        </div>
      </AdminSection>

      <AdminSection title={t('admin.product.section.categories')} id="product-categories">
        <div className="flex flex-col gap-4">
          <AdminField
            name="defaultCategoryId"
            as="select"
            label={t('admin.product.default_category')}
            emptyLabel="—"
            defaultValue={values.defaultCategoryId}
            errors={e('defaultCategoryId')}
            required
            options={categoryOptions}
          />
          <fieldset className="flex flex-col gap-1" aria-describedby="product-other-categories-hint">
            <legend className="text-sm font-semibold text-ink">{t('admin.product.other_categories')}</legend>
            <p id="product-other-categories-hint" className="text-xs text-muted">
              {t('admin.product.other_categories_hint')}
            </p>
            {e('categoryIds') ? (
              <p className="text-sm font-semibold text-danger" data-field-error>
                {e('categoryIds')!.join(' ')}
              </p>
            ) : null}
            <div className="grid max-h-72 grid-cols-1 gap-1 overflow-y-auto rounded-md border border-line p-2 tablet:grid-cols-2">
              {options.categories.map((c) => (
                <label key={c.id} className="flex min-h-8 items-center gap-2 text-sm" style={{ paddingLeft: `${c.depth * 1.25}rem` }}>
                  <input
                    type="checkbox"
                    name="categoryIds"
                    value={String(c.id)}
                    defaultChecked={categoryIds.includes(String(c.id))}
                    className="h-5 w-5 shrink-0 accent-brand-dark"
                  />
                  {c.name}
                  {c.isVisible ? null : <span className="text-xs text-muted">{t('admin.product.hidden_category')}</span>}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      </AdminSection>

      <AdminSection title={t('admin.product.section.flags')} id="product-flags">
        <div className="grid grid-cols-1 gap-4 tablet:grid-cols-2">
          {newProduct ? (
            <p className="text-sm text-muted" data-testid="publish-hint">
              {t('admin.product.publish.hidden_new')}
            </p>
          ) : (
            <AdminField
              name="isVisible"
              type="checkbox"
              label={t('admin.product.visible')}
              defaultChecked={checked('isVisible')}
              hint={publishHint}
            />
          )}
          <AdminField
            name="publishedAt"
            type="datetime-local"
            label={t('admin.product.published_at')}
            hint={t('admin.product.published_at_hint')}
            defaultValue={values.publishedAt}
            errors={e('publishedAt')}
          />
          <AdminField name="isAdult" type="checkbox" label={t('admin.product.is_adult')} defaultChecked={checked('isAdult')} />
          <AdminField name="isTop" type="checkbox" label={t('admin.product.is_top')} defaultChecked={checked('isTop')} />
          <AdminField name="isService" type="checkbox" label={t('admin.product.is_service')} defaultChecked={checked('isService')} />
          <AdminField name="isGift" type="checkbox" label={t('admin.product.is_gift')} defaultChecked={checked('isGift')} />
          <AdminField
            name="giftThresholdAmount"
            label={t('admin.product.gift_threshold', { currency: currencies.main.symbol_after || currencies.main.code })}
            hint={t('admin.product.gift_threshold_hint', { step: formatMoney(currencies.main.thresholdStep, currencies.main) })}
            defaultValue={values.giftThresholdAmount}
            errors={e('giftThresholdAmount', 'giftThresholdGross')}
            inputMode="decimal"
          />
          <AdminField
            name="deliveryRestriction"
            as="select"
            label={t('admin.product.delivery_restriction')}
            hint={t('admin.product.delivery_restriction_hint')}
            emptyLabel={t('admin.product.delivery_restriction.none')}
            options={DELIVERY_RESTRICTIONS.map((r) => ({ value: r, label: t(`admin.product.delivery_restriction.${r}`) }))}
            defaultValue={values.deliveryRestriction}
            errors={e('deliveryRestriction')}
          />
        </div>
      </AdminSection>

      <AdminSection title={t('admin.product.section.parameters')} id="product-parameters">
        <div className="grid grid-cols-1 gap-4 tablet:grid-cols-2">
          <AdminField
            name="parameters"
            as="textarea"
            rows={4}
            label={t('admin.product.parameters')}
            hint={t('admin.product.parameters_hint')}
            defaultValue={values.parameters}
            errors={e('parameters')}
            className="tablet:col-span-2"
          />
          <AdminField
            name="related_ids"
            label={t('admin.product.relations.related')}
            hint={t('admin.product.relations_hint')}
            defaultValue={values.related_ids}
            errors={e('relations')}
          />
          <AdminField
            name="similar_ids"
            label={t('admin.product.relations.similar')}
            hint={t('admin.product.relations_hint')}
            defaultValue={values.similar_ids}
          />
          <AdminField
            name="addon_ids"
            label={t('admin.product.relations.addon')}
            hint={t('admin.product.relations_hint')}
            defaultValue={values.addon_ids}
          />
        </div>
      </AdminSection>

      <div>
        <button type="submit" className={adminPrimaryButton} disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}
