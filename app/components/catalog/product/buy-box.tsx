import { useId, useState } from 'react';
import type { VariantAvailability } from '@/domain/catalog/availability';
import { availabilityDelivery, availabilityHeadline, type AvailabilityVerdict } from '@/domain/catalog/availability-rule';
import type { ProductTile } from '@/domain/catalog/listing';
import type { ProductVariantDetail } from '@/domain/catalog/product-detail';
import type { MoneyFormat } from '@/domain/pricing/pricing';
import { AddonChoices, AddToCartButton, AddToCartForm, AddToCartNotice } from '~/components/cart/add-to-cart-form';
import { formatMoney } from '~/lib/format/format-money';
import { useT } from '~/lib/root/use-root-data';
import { Price } from '../price';
import { availabilityTone } from '../product-tile';
// content modals
import { MODAL_FALLBACK_URL, ModalLink } from '~/components/overlays/text-modal';

/** What the page keeps of a variant's availability (the branches and the warehouse). */
export interface VariantStock {
  total: number;
  branches: Array<{ storeId: number; name: string; town: string | null; quantity: number }>;
  warehouse: number | null;
  /** the one availability rule's verdict (decision 0058) */
  verdict: AvailabilityVerdict;
}

const UNAVAILABLE: AvailabilityVerdict = { state: 'unavailable', orderable: false, restockDate: null };

export function toVariantStock(a: VariantAvailability | undefined): VariantStock {
  if (!a) return { total: 0, branches: [], warehouse: null, verdict: UNAVAILABLE };
  return {
    total: a.total,
    branches: a.branches.map((b) => ({ storeId: b.storeId, name: b.name, town: b.town, quantity: b.quantity })),
    warehouse: a.warehouse ? a.warehouse.quantity : null,
    verdict: a.verdict,
  };
}

const QUANTITY_MAX = 999;

/**
 * Price, Omnibus line, variant picker, stock line, delivery time, availability per branch and quantity of the
 * selected variant. Choosing a variant calls `onSelect` (the page puts it in the URL as ?variant=ID).
 */
export function BuyBox({
  variants,
  selected,
  onSelect,
  stock,
  lowestPrices,
  currency,
  isService = false,
  addons = [],
}: {
  variants: ProductVariantDetail[];
  selected: ProductVariantDetail;
  onSelect: (variantId: number) => void;
  stock: Record<number, VariantStock>;
  lowestPrices: Record<number, number>;
  currency: MoneyFormat | null;
  /** a service keeps no stock: no counts, no branch list, always available */
  isService?: boolean;
  /** add-on services offered with the product (a checkbox each adds a child line to the cart) */
  addons?: ProductTile[];
}) {
  const t = useT();
  const quantityId = useId();
  const stockId = useId();
  const [quantity, setQuantity] = useState('1');
  const selectedStock = stock[selected.id] ?? { total: selected.stock, branches: [], warehouse: null, verdict: selected.availability };
  // what the tile says, and whether the button works: the one availability rule (decision 0058)
  const verdict = selectedStock.verdict;
  const headline = availabilityHeadline(verdict, selectedStock.total, isService);
  const delivery = availabilityDelivery(verdict);
  const lowest = selected.display.isSale ? lowestPrices[selected.id] : undefined;

  return (
    <AddToCartForm variantId={selected.id} hasVariantPicker={variants.length > 1}>
      <div data-testid="product-price">
        <Price view={selected.display} currency={currency ?? { decimals: 2, symbol_before: '', symbol_after: 'Kč' }} size="page" />
        {lowest !== undefined ? (
          <p className="mt-1 text-sm text-muted" data-testid="product-omnibus">
            {t('product.omnibus', { price: formatMoney(lowest, currency) })}
          </p>
        ) : null}
      </div>

      {variants.length > 1 ? (
        <fieldset data-testid="variant-picker">
          <legend className="mb-2 font-semibold text-ink">{t('product.variant_legend')}</legend>
          <div className="flex flex-col gap-2">
            {variants.map((v) => {
              const vStock = stock[v.id]?.total ?? v.stock;
              const vVerdict = stock[v.id]?.verdict ?? v.availability;
              const vHeadline = availabilityHeadline(vVerdict, vStock, false);
              const checked = v.id === selected.id;
              return (
                <label
                  key={v.id}
                  className={`flex cursor-pointer items-center gap-3 rounded-lg border-2 px-3 py-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-dark ${
                    checked ? 'border-brand-dark bg-brand-light' : 'border-line hover:border-muted'
                  }`}
                >
                  <input
                    type="radio"
                    name="variantId"
                    value={v.id}
                    checked={checked}
                    onChange={() => onSelect(v.id)}
                    aria-describedby={checked ? stockId : undefined}
                    className="h-4 w-4 accent-brand-dark"
                  />
                  <span className="flex flex-1 flex-wrap items-baseline justify-between gap-x-3">
                    <span className="font-semibold text-ink">{v.name}</span>
                    <span className="text-sm">
                      <span className={`font-bold ${v.display.isSale ? 'text-pink' : 'text-ink'}`}>
                        {formatMoney(v.display.unit, currency)}
                      </span>
                      {isService ? null : (
                        <span className={`ml-2 ${availabilityTone(vVerdict.state)}`}>{t(vHeadline.key, vHeadline.params)}</span>
                      )}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ) : null}

      <div id={stockId} aria-live="polite">
        <p className={`font-bold ${availabilityTone(verdict.state)}`} data-testid="product-stock">
          {t(headline.key, headline.params)}
        </p>
        <p className="text-sm text-ink" data-testid="product-delivery">
          {t(delivery.key, delivery.params)}
        </p>
      </div>
      {/* content modals: without JavaScript, links to the delivery and payment page */}
      <p className="-mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="product-info-links">
        <ModalLink
          request={{ type: 'delivery' }}
          href={MODAL_FALLBACK_URL.delivery}
          className="font-semibold text-brand-dark underline underline-offset-2 hover:text-ink"
        >
          {t('modal.delivery_title')}
        </ModalLink>
        {isService ? null : (
          <ModalLink
            request={{ type: 'availability' }}
            href={MODAL_FALLBACK_URL.availability}
            className="font-semibold text-brand-dark underline underline-offset-2 hover:text-ink"
          >
            {t('modal.availability_title')}
          </ModalLink>
        )}
      </p>

      {!isService && selectedStock.branches.length > 0 ? (
        <details className="rounded-lg border border-line">
          <summary className="cursor-pointer px-3 py-2 font-semibold text-brand-dark focus-visible:outline-2 focus-visible:outline-brand-dark">
            {t('product.branches_title')}
          </summary>
          <ul className="divide-y divide-line px-3 pb-2 text-sm" data-testid="product-branches">
            {selectedStock.branches.map((b) => (
              <li key={b.storeId} className="flex justify-between gap-3 py-1.5">
                <span className="text-ink">
                  {b.name}
                  {b.town && !b.name.includes(b.town) ? <span className="text-muted">, {b.town}</span> : null}
                </span>
                <span className={b.quantity > 0 ? 'font-semibold text-success' : 'text-muted'}>
                  {b.quantity > 0 ? t('availability.in_stock_count', { count: b.quantity }) : t('product.branch_out')}
                </span>
              </li>
            ))}
            {selectedStock.warehouse !== null ? (
              <li className="flex justify-between gap-3 py-1.5">
                <span className="text-ink">{t('product.warehouse')}</span>
                <span className={selectedStock.warehouse > 0 ? 'font-semibold text-success' : 'text-muted'}>
                  {selectedStock.warehouse > 0
                    ? t('availability.in_stock_count', { count: selectedStock.warehouse })
                    : t('product.branch_out')}
                </span>
              </li>
            ) : null}
          </ul>
        </details>
      ) : null}

      <AddonChoices addons={addons} currency={currency} />

      <div className="flex flex-wrap items-end gap-3">
        <label htmlFor={quantityId} className="flex flex-col gap-1 text-sm font-semibold text-ink">
          {t('product.quantity')}
          <input
            id={quantityId}
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={QUANTITY_MAX}
            step={1}
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
            onBlur={() => {
              const n = Math.trunc(Number(quantity));
              setQuantity(String(Number.isFinite(n) ? Math.min(QUANTITY_MAX, Math.max(1, n)) : 1));
            }}
            className="h-11 w-24 rounded-lg border border-muted px-3 text-base text-ink focus-visible:outline-2 focus-visible:outline-brand-dark"
          />
        </label>
        <AddToCartButton disabled={!verdict.orderable || selected.id === 0} />
      </div>
      <AddToCartNotice />
    </AddToCartForm>
  );
}
