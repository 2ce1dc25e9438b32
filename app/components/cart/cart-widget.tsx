import { useEffect, useState, useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';
import { Link } from '~/components/link';
import type { CartItemView, CartView } from '@/domain/cart/cart-view';
import { CART_WIDGET_MAX_ITEMS } from '@/lib/constants';
import { CartIcon, CloseIcon } from '~/components/icons';
import { useDisclosure } from '~/components/header/use-disclosure';
import { useHydrated } from '~/lib/browser/use-hydrated';
import { CART_PATH } from '~/lib/cart/cart-form';
import { activeCart, cartStore, type CartWidgetState } from '~/lib/cart/cart-store';
import { sameSummary, summaryOfCart, type CartSummary } from '~/lib/cart/cart-summary';
import { formatDiscount, formatMoney } from '~/lib/format/format-money';
import { mediaUrl } from '~/lib/format/media';
import { useRootData, useT } from '~/lib/root/use-root-data';
import { CartSnackbars } from './cart-snackbars';

/** The root loader's header figures (null in maintenance mode). */
function useCartSummary(): CartSummary | null {
  const root = useRouteLoaderData('root') as { cartSummary?: CartSummary | null } | undefined;
  return root?.cartSummary ?? null;
}

function useCartState(): CartWidgetState {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot, cartStore.getServerSnapshot);
}

function WidgetLine({ item, currency, busy }: { item: CartItemView; currency: CartView['currency']; busy: boolean }) {
  const t = useT();
  const src = mediaUrl(item.product.main_image?.path, 80);
  return (
    <li className="flex gap-3 py-2" data-testid="cart-widget-line">
      <div className="h-12 w-12 shrink-0 overflow-hidden rounded bg-surface">
        {src ? <img src={src} alt="" width={48} height={48} loading="lazy" className="h-full w-full object-cover" /> : null}
      </div>
      <div className="min-w-0 flex-1 text-sm">
        <Link to={item.product.url} className="line-clamp-2 font-semibold text-ink hover:text-brand-dark hover:underline">
          {item.product.name}
        </Link>
        {item.variant.name && item.variant.name !== item.product.name ? <p className="text-muted">{item.variant.name}</p> : null}
        <p className="text-ink">
          {item.is_gift
            ? t('cart_page.gift_line')
            : t('cart_widget.line_price', { count: item.quantity, price: formatMoney(item.unit_price, currency) })}
        </p>
        {item.children.map((child) => (
          <p key={child.id} className="text-muted">
            + {child.product.name} ({t('cart_page.pieces', { count: child.quantity })})
          </p>
        ))}
      </div>
      <button
        type="button"
        disabled={busy}
        onClick={() =>
          void cartStore.setProduct({ id: item.id, variantId: item.variant.id, quantity: 0 }, item.quantity, { showPanel: false })
        }
        className="flex h-11 w-11 shrink-0 items-center justify-center rounded-md text-muted hover:bg-surface hover:text-danger disabled:opacity-50"
        aria-label={t('cart_page.remove_named', { name: item.product.name })}
      >
        <CloseIcon size={16} />
      </button>
    </li>
  );
}

function WidgetContents({ state, onClose }: { state: CartWidgetState; onClose: () => void }) {
  const t = useT();
  const [showAll, setShowAll] = useState(false);
  const cart = activeCart(state);
  const loading = state.status !== 'loaded' || !state.itemsLoaded;
  if (loading && !cart) {
    return (
      <p className="py-2 text-ink" role="status" data-testid="cart-widget-loading">
        {t('cart_widget.loading')}
      </p>
    );
  }
  if (!cart || cart.items.length === 0) {
    return (
      <>
        <p className="text-ink" data-testid="cart-widget-empty">
          {t('header.cart_empty')}
        </p>
        {loading ? <p className="text-sm text-muted">{t('cart_widget.loading')}</p> : null}
      </>
    );
  }
  const items = showAll ? cart.items : cart.items.slice(0, CART_WIDGET_MAX_ITEMS);
  const hidden = cart.items.length - items.length;
  return (
    <div aria-busy={loading || undefined}>
      <ul className="max-h-[60vh] divide-y divide-line overflow-y-auto" aria-label={t('cart_page.lines_label')}>
        {items.map((item) => (
          <WidgetLine key={item.id} item={item} currency={cart.currency} busy={state.busy} />
        ))}
      </ul>
      {hidden > 0 ? (
        <button
          type="button"
          onClick={() => setShowAll(true)}
          className="min-h-11 text-sm font-semibold text-brand-dark hover:underline"
          data-testid="cart-widget-more"
        >
          {t('cart_widget.show_more', { count: hidden })}
        </button>
      ) : null}
      {cart.vouchers.length > 0 ? (
        <ul className="mt-2 border-t border-line pt-2 text-sm" aria-label={t('cart_page.vouchers_applied')}>
          {cart.vouchers.map((v) => (
            <li key={v.voucher_id} className="flex items-center justify-between gap-2">
              <span className="font-semibold text-ink">{v.code}</span>
              <span className="ml-auto text-success">{formatDiscount(v.discount, cart.currency)}</span>
              {v.removable ? (
                <button
                  type="button"
                  disabled={state.busy}
                  onClick={() => void cartStore.removeVoucher(v.voucher_id)}
                  className="flex h-11 w-11 items-center justify-center rounded-md text-muted hover:bg-surface hover:text-danger disabled:opacity-50"
                  aria-label={t('cart_page.voucher_remove', { code: v.code })}
                >
                  <CloseIcon size={14} />
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-2 flex justify-between border-t border-line pt-2 font-bold text-ink">
        <span>{t('cart_page.total')}</span>
        <span data-testid="cart-widget-total">{formatMoney(cart.totals.total, cart.currency)}</span>
      </p>
      <Link
        to={CART_PATH}
        onClick={onClose}
        className="mt-3 block rounded-full bg-brand-dark px-4 py-2.5 text-center font-semibold text-white hover:bg-ink"
      >
        {t('header.cart_open')}
      </Link>
    </div>
  );
}

/**
 * The header's cart (SPEC §4): the count and total come server-rendered from the root loader (no jump); after
 * hydration the panel loads the cart through the cart calls (loading → empty notice or the items, 'show more' above
 * 5), opens with the added-product panel after an add and hides after 3333 ms. Without JavaScript the trigger is
 * a link to /kosik.
 */
export function CartWidget() {
  const t = useT();
  const root = useRootData();
  const summary = useCartSummary();
  const state = useCartState();
  const hydrated = useHydrated();
  const { open, setOpen, buttonRef, wrapperRef, onBlur } = useDisclosure();
  const loggedIn = root.user !== null;
  const cart = activeCart(state);
  const loadedSummary = state.status === 'loaded' && cart ? summaryOfCart(cart) : null;

  useEffect(() => {
    cartStore.setEnv({ locale: root.locale, loggedIn });
  }, [root.locale, loggedIn]);

  // the cart loads when the panel first opens
  useEffect(() => {
    if ((open || state.panelOpen) && state.status === 'unloaded') void cartStore.load();
  }, [open, state.panelOpen, state.status]);

  // a page action changed the cart (the root loader's figures moved): reload what the panel shows
  useEffect(() => {
    if (cartStore.getSnapshot().status !== 'loaded' || !summary) return;
    const current = activeCart(cartStore.getSnapshot());
    if (!current || !sameSummary(summary, summaryOfCart(current))) void cartStore.load();
  }, [summary]);

  const shown = open || state.panelOpen;
  const close = () => {
    setOpen(false);
    cartStore.setPanelOpen(false);
  };
  const pieces = loadedSummary?.pieces ?? summary?.pieces ?? 0;
  const total = loadedSummary
    ? formatMoney(loadedSummary.total, cart!.currency)
    : summary
      ? formatMoney(summary.total, root.currency)
      : null;
  const label = t('cart_widget.trigger', { count: pieces, total: total ?? formatMoney(0, root.currency) });
  const panelId = 'kosik-menu';
  const triggerClass =
    'relative flex h-11 min-w-11 flex-col items-center justify-center rounded-md px-2 text-ink hover:text-brand-dark desktop:flex-row desktop:gap-2';
  const triggerContents = (
    <>
      <span className="relative">
        <CartIcon size={24} />
        {pieces > 0 ? (
          <span
            aria-hidden="true"
            data-testid="cart-count"
            className="absolute -top-2 -right-2.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-pink px-1 text-xs font-bold text-white"
          >
            {pieces}
          </span>
        ) : null}
      </span>
      <span aria-hidden="true" className="hidden text-sm font-semibold desktop:inline">
        {pieces > 0 && total ? <span data-testid="cart-header-total">{total}</span> : t('header.cart')}
      </span>
      <span className="sr-only">{label}</span>
    </>
  );

  return (
    <div ref={wrapperRef} onBlur={onBlur} className="relative" data-testid="cart-widget">
      {hydrated ? (
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={shown}
          aria-controls={panelId}
          onClick={() => (shown ? close() : setOpen(true))}
          className={triggerClass}
        >
          {triggerContents}
        </button>
      ) : (
        <a href={CART_PATH} className={triggerClass}>
          {triggerContents}
        </a>
      )}
      {/* announced even while the panel is closed */}
      <p className="sr-only" aria-live="polite">
        {state.added ? t('cart_widget.added', { name: state.added.name, count: state.added.added }) : ''}
      </p>
      <div
        id={panelId}
        hidden={!shown}
        className="absolute top-full right-0 z-50 mt-2 w-80 max-w-[calc(100vw-1rem)] rounded-lg border border-line bg-white p-4 text-left shadow-xl"
      >
        <div className="mb-2 flex items-center justify-between">
          <p className="font-bold text-ink">{t('header.cart')}</p>
          <button
            type="button"
            onClick={close}
            className="flex h-11 w-11 items-center justify-center rounded-md text-muted hover:bg-surface"
            aria-label={t('cart_widget.close')}
          >
            <CloseIcon size={18} />
          </button>
        </div>
        {state.added ? (
          <div className="mb-3 rounded-lg bg-teal-light p-3 text-sm" data-testid="cart-added-panel">
            <p className="font-bold text-teal">{t('cart_widget.added_title')}</p>
            <p className="text-ink">{t('cart_widget.added', { name: state.added.name, count: state.added.added })}</p>
            {state.added.capped ? (
              <p className="mt-1 font-semibold text-orange" data-testid="cart-added-capped">
                {t('cart_widget.stock_capped', { count: state.added.quantity, added: state.added.added })}
              </p>
            ) : null}
          </div>
        ) : null}
        <WidgetContents state={state} onClose={close} />
      </div>
      <CartSnackbars snackbars={state.snackbars} />
    </div>
  );
}
