import { useId } from 'react';
import { Link } from 'react-router';
import type { CartItemView, CartView } from '@/domain/cart/cart-view';
import { MAX_LINE_QUANTITY, MAX_NOTE_LENGTH } from '@/domain/cart/cart-limits';
import { CloseIcon } from '~/components/icons';
import { useHydrated } from '~/lib/browser/use-hydrated';
import { CART_PATH, type CartActionResult } from '~/lib/cart/cart-form';
import { formatMoney } from '~/lib/format/format-money';
import { mediaUrl } from '~/lib/format/media';
import { useT } from '~/lib/root/use-root-data';
import { resultFor, useCartFetcher } from './use-cart-fetcher';

type Currency = CartView['currency'];

const stepButton =
  'flex h-11 w-11 items-center justify-center rounded-md border border-muted text-lg font-bold text-ink hover:border-brand-dark hover:text-brand-dark disabled:opacity-50';

/** Hidden fields naming a line in every line form. */
function LineFields({ item, intent }: { item: CartItemView; intent: 'set' | 'remove' | 'note' }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={item.id} />
      <input type="hidden" name="variantId" value={item.variant.id} />
      {intent === 'note' ? null : <input type="hidden" name="from" value={item.quantity} />}
    </>
  );
}

/**
 * One cart line (and, nested, its add-on services): image, name linking to the product, variant, unit price,
 * quantity stepper (−, a quantity field, +; 0 removes), remove, note, line total. Each form posts to /kosik; with
 * JavaScript they go through one fetcher and the line shows the asked quantity until the cart reloads.
 */
function CartLine({
  item,
  currency,
  parentName,
  actionData,
}: {
  item: CartItemView;
  currency: Currency;
  parentName: string | null;
  actionData: CartActionResult | null;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const fetcher = useCartFetcher();
  const quantityId = useId();
  const noteId = useId();
  const errorId = useId();
  const pending = fetcher.state !== 'idle';
  const submitted = fetcher.formData;
  const submittedIntent = submitted?.get('intent');
  const shownQuantity = submittedIntent === 'set' ? Number(submitted?.get('quantity')) : submittedIntent === 'remove' ? 0 : item.quantity;
  const result = resultFor(
    fetcher.data,
    actionData,
    (r) => (!r.ok && r.values.id === String(item.id)) || (r.ok && r.data?.change?.item_id === item.id),
  );
  const error = result && !result.ok ? result.message : null;
  const change = result?.ok ? result.data?.change : null;
  const capped = change?.capped && change.item_id === item.id ? change.quantity : null;
  const src = mediaUrl(item.product.main_image?.path, 160);
  const showVariant = item.variant.name && item.variant.name !== item.product.name;
  const isChild = parentName !== null;

  return (
    <li
      data-testid={isChild ? 'cart-child-line' : 'cart-line'}
      aria-busy={pending || undefined}
      className={`flex flex-col gap-3 py-4 ${isChild ? 'ml-6 border-l-4 border-brand-light pl-4 tablet:ml-24' : ''} ${shownQuantity === 0 ? 'opacity-50' : ''}`}
    >
      <div className="flex gap-4">
        <div className={`${isChild ? 'h-14 w-14' : 'h-20 w-20'} shrink-0 overflow-hidden rounded-lg bg-surface`}>
          {src ? <img src={src} alt="" width={80} height={80} loading="lazy" className="h-full w-full object-cover" /> : null}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2 tablet:flex-row tablet:items-start tablet:justify-between">
          <div className="min-w-0">
            {isChild ? <p className="text-sm text-muted">{t('cart_page.addon_of', { name: parentName })}</p> : null}
            <Link to={item.product.url} className="font-semibold text-ink hover:text-brand-dark hover:underline">
              {item.product.name}
            </Link>
            {showVariant ? <p className="text-sm text-muted">{t('cart_page.variant', { name: item.variant.name })}</p> : null}
            {item.is_gift ? (
              <p className="text-sm font-semibold text-pink">{t('cart_page.gift_line')}</p>
            ) : (
              <p className="text-sm text-muted" data-testid="cart-line-unit">
                {t('cart_page.unit_price', { price: formatMoney(item.unit_price, currency) })}
              </p>
            )}
          </div>

          <div className="flex flex-wrap items-center gap-2">
            {item.is_gift ? (
              <span className="text-sm text-ink">{t('cart_page.pieces', { count: item.quantity })}</span>
            ) : (
              <>
                <fetcher.Form method="post" action={CART_PATH}>
                  <LineFields item={item} intent="set" />
                  <input type="hidden" name="quantity" value={Math.max(0, item.quantity - 1)} />
                  <button type="submit" className={stepButton} aria-label={t('cart_page.decrease', { name: item.product.name })}>
                    −
                  </button>
                </fetcher.Form>
                <fetcher.Form method="post" action={CART_PATH} className="flex items-center gap-1">
                  <LineFields item={item} intent="set" />
                  <label htmlFor={quantityId} className="sr-only">
                    {t('cart_page.quantity_of', { name: item.product.name })}
                  </label>
                  <input
                    key={item.quantity}
                    id={quantityId}
                    name="quantity"
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={MAX_LINE_QUANTITY}
                    step={1}
                    defaultValue={item.quantity}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    onBlur={(event) => {
                      if (event.currentTarget.value !== String(item.quantity) && event.currentTarget.validity.valid)
                        fetcher.submit(event.currentTarget.form);
                    }}
                    className="h-11 w-20 rounded-md border border-muted px-2 text-center text-base text-ink"
                  />
                  <button
                    type="submit"
                    className={hydrated ? 'sr-only' : 'h-11 rounded-md border border-muted px-3 text-sm font-semibold text-ink'}
                  >
                    {t('cart_page.update')}
                  </button>
                </fetcher.Form>
                <fetcher.Form method="post" action={CART_PATH}>
                  <LineFields item={item} intent="set" />
                  <input type="hidden" name="quantity" value={Math.min(MAX_LINE_QUANTITY, item.quantity + 1)} />
                  <button type="submit" className={stepButton} aria-label={t('cart_page.increase', { name: item.product.name })}>
                    +
                  </button>
                </fetcher.Form>
              </>
            )}
            <fetcher.Form method="post" action={CART_PATH}>
              <LineFields item={item} intent="remove" />
              <button
                type="submit"
                className="flex h-11 items-center gap-1 rounded-md px-2 text-sm font-semibold text-danger hover:bg-surface hover:underline"
                aria-label={t('cart_page.remove_named', { name: item.product.name })}
              >
                <CloseIcon size={16} />
                <span aria-hidden="true">{t('cart_page.remove')}</span>
              </button>
            </fetcher.Form>
            <p className="w-28 text-right font-bold text-ink" data-testid="cart-line-total">
              {formatMoney(item.total, currency)}
            </p>
          </div>
        </div>
      </div>

      {error ? (
        <p id={errorId} role="alert" className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
      {capped !== null ? (
        <p role="status" className="text-sm font-semibold text-orange">
          {t('cart_page.stock_capped', { count: capped })}
        </p>
      ) : null}

      {item.is_gift ? null : (
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold text-brand-dark">
            {item.note ? t('cart_page.note_with', { note: item.note }) : t('cart_page.note_add')}
          </summary>
          <fetcher.Form method="post" action={CART_PATH} className="mt-2 flex flex-col gap-2 tablet:flex-row tablet:items-end">
            <LineFields item={item} intent="note" />
            <input type="hidden" name="quantity" value={item.quantity} />
            <label htmlFor={noteId} className="flex flex-1 flex-col gap-1 font-semibold text-ink">
              {t('cart_page.note_label')}
              <textarea
                id={noteId}
                name="note"
                rows={2}
                maxLength={MAX_NOTE_LENGTH}
                defaultValue={item.note ?? ''}
                className="rounded-md border border-muted px-3 py-2 text-base font-normal text-ink"
              />
            </label>
            <button
              type="submit"
              className="h-11 rounded-full border-2 border-brand-dark px-4 font-semibold text-brand-dark hover:bg-brand-light"
            >
              {t('cart_page.note_save')}
            </button>
          </fetcher.Form>
        </details>
      )}

      {item.children.length > 0 ? (
        <ul aria-label={t('cart_page.addons_of', { name: item.product.name })}>
          {item.children.map((child) => (
            <CartLine key={child.id} item={child} currency={currency} parentName={item.product.name} actionData={actionData} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The cart's lines, add-on services nested under their product. */
export function CartLines({ cart, actionData }: { cart: CartView; actionData: CartActionResult | null }) {
  const t = useT();
  return (
    <ul className="divide-y divide-line border-y border-line" aria-label={t('cart_page.lines_label')}>
      {cart.items.map((item) => (
        <CartLine key={item.id} item={item} currency={cart.currency} parentName={null} actionData={actionData} />
      ))}
    </ul>
  );
}
