import { Link } from 'react-router';
import { CartIcon } from '~/components/icons';
import { useT } from '~/lib/use-root-data';
import { useDisclosure, useHydrated } from './use-disclosure';

/**
 * Cart dropdown shell: icon + 'Košík' and a panel. The cart work fills the contents (items, loading state,
 * 'show more' above CART_WIDGET_MAX_ITEMS); until then the panel honestly shows the empty-cart notice.
 * Without JavaScript the trigger is a link to the cart page.
 */
export function CartMenu() {
  const t = useT();
  const hydrated = useHydrated();
  const { open, toggle, buttonRef, wrapperRef, onBlur } = useDisclosure();
  const panelId = 'kosik-menu';

  const triggerClass =
    'flex h-11 min-w-11 flex-col items-center justify-center rounded-md px-2 text-ink hover:text-brand-dark desktop:flex-row desktop:gap-2';
  const label = (
    <>
      <CartIcon size={24} />
      <span className="sr-only text-sm font-semibold desktop:not-sr-only">{t('header.cart')}</span>
    </>
  );

  return (
    <div ref={wrapperRef} onBlur={onBlur} className="relative">
      {hydrated ? (
        <button ref={buttonRef} type="button" aria-expanded={open} aria-controls={panelId} onClick={toggle} className={triggerClass}>
          {label}
        </button>
      ) : (
        <a href="/kosik" className={triggerClass}>
          {label}
        </a>
      )}
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-2 w-72 rounded-lg border border-line bg-white p-4 text-left shadow-xl"
      >
        <p className="text-ink">{t('header.cart_empty')}</p>
        <Link
          to="/kosik"
          className="mt-3 block rounded-full bg-brand-dark px-4 py-2 text-center font-semibold text-white hover:bg-ink"
        >
          {t('header.cart_open')}
        </Link>
      </div>
    </div>
  );
}
