import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { Link } from '~/components/link';
import type { MenuCategory } from '@/domain/catalog/categories';
import { MOBILE_BREAKPOINT_PX } from '@/lib/constants';
import { CurrencySwitch } from '~/components/currency-switch';
import { StaticIsland } from '~/components/static-island';
import { ChevronDownIcon, CloseIcon, StoreIcon } from '~/components/icons';
import { useMenuCategories } from '~/lib/root/menu-categories';
import { useRootData, useT } from '~/lib/root/use-root-data';
import { CategorySubmenu } from './category-submenu';
import { LanguageSwitch } from './language-switch';
import { MenuLinkItem } from './menu-link';
import { SocialLinks } from './social-links';
import { isPageHydrated, useHydrated } from '~/lib/browser/use-hydrated';

export const MOBILE_MENU_ID = 'mobilne-menu';
const CATEGORY_LIST_ID = 'mobilne-kategorie';

/** One top category in the mobile menu: the link and a toggle for its subcategories. */
function MobileCategory({ category }: { category: MenuCategory }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panelId = `mobilne-kategorie-${category.id}`;
  const hasSubs = category.subcategories.length > 0;
  return (
    <li>
      <div>
        <Link to={category.url}>{category.name}</Link>
        {hasSubs ? (
          <button type="button" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen((v) => !v)}>
            <ChevronDownIcon size={20} className={`transition-transform ${open ? 'rotate-180' : ''}`} />
            <span className="sr-only">{t('frame.subcategories_of', { name: category.name })}</span>
          </button>
        ) : null}
      </div>
      {/* rendered only when opened: the toggle needs JavaScript anyway, and the closed panels would add a few hundred
          elements to every page's HTML and hydration */}
      {hasSubs && open ? (
        <div id={panelId} className="pb-3 pl-3">
          <CategorySubmenu category={category} listClassName="space-y-1" linkClassName="block py-1.5 text-ink" />
        </div>
      ) : null}
    </li>
  );
}

/**
 * The mobile menu (below 1024 px): a modal <dialog> (focus kept inside, Escape closes, the page behind is inert),
 * focus returns to the hamburger on close. Without JavaScript the hamburger links to #mobilne-menu and the panel
 * opens with :target.
 */
export function MobileMenu({
  open,
  onClose,
  returnFocusTo,
}: {
  open: boolean;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const t = useT();
  const data = useRootData();
  const hydrated = useHydrated();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const location = useLocation();

  const wasOpen = useRef(false);
  const [live, setLive] = useState(false);
  if (open && !live) setLive(true);
  // the category list is neither in the loader data (decision 0091) nor in a shopper's HTML (decision 0109): fetched
  // at the first opening (or at once when mounted after a client navigation); a loading line until it arrives
  const [mountedLate] = useState(() => typeof document !== 'undefined' && isPageHydrated());
  const categories = useMenuCategories(live || mountedLate);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open) {
      if (!dialog.open) dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else {
      if (dialog.open) dialog.close();
      if (wasOpen.current) returnFocusTo.current?.focus();
    }
    wasOpen.current = open;
  }, [open, returnFocusTo]);

  // a navigation from inside the menu closes it
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    onCloseRef.current();
  }, [location.pathname, location.search]);

  // growing past the breakpoint closes it (the desktop header takes over)
  useEffect(() => {
    if (!open) return;
    const query = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
    const onChange = () => query.matches && onCloseRef.current();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [open]);

  return (
    // A click on the backdrop closes the dialog; the keyboard closes it with Escape (native <dialog>).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      id={MOBILE_MENU_ID}
      aria-labelledby="mobilne-menu-title"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="fixed inset-y-0 left-0 z-[60] m-0 h-full max-h-none w-[min(24rem,88vw)] max-w-none overflow-y-auto bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60 target:block desktop:hidden"
    >
      {/* closed: server HTML, not hydrated; rendered by React from the first opening on (decision 0041) */}
      <StaticIsland id="mobilne-menu-obsah" live={live} className="flex min-h-full flex-col">
        <div className="flex items-center justify-between border-b border-line px-4 py-2">
          <h2 id="mobilne-menu-title" className="text-lg font-bold">
            {t('header.menu')}
          </h2>
          {hydrated ? (
            <button
              type="button"
              data-autofocus
              onClick={onClose}
              className="flex h-11 w-11 items-center justify-center rounded-full hover:bg-surface"
            >
              <CloseIcon size={22} />
              <span className="sr-only">{t('header.close_menu')}</span>
            </button>
          ) : (
            // before hydration the menu is open by :target; "#" clears the target and so closes it
            // eslint-disable-next-line jsx-a11y/anchor-is-valid
            <a href="#" className="flex h-11 w-11 items-center justify-center rounded-full">
              <CloseIcon size={22} />
              <span className="sr-only">{t('header.close_menu')}</span>
            </a>
          )}
        </div>

        <nav aria-label={t('frame.categories_nav')} className="px-4">
          <h3 className="sr-only">{t('header.categories')}</h3>
          <ul id={CATEGORY_LIST_ID} className="mcat">
            {categories === null ? (
              // server HTML: empty for a shopper, the links for a crawler
              live ? (
                <li role="status" className="py-2.5">
                  {t('common.loading')}
                </li>
              ) : null
            ) : (
              categories.map((category) => <MobileCategory key={category.id} category={category} />)
            )}
          </ul>
        </nav>

        {data.topmenu.length > 0 ? (
          <nav aria-label={t('frame.main_nav')} className="px-4 pt-2">
            <ul>
              {data.topmenu.map((item) => (
                <li key={`${item.text}-${item.link}`}>
                  <MenuLinkItem item={item} className="block py-2.5 text-ink" />
                </li>
              ))}
              <li>
                <Link to="/prodejny" className="flex items-center gap-2 py-2.5 text-ink">
                  <StoreIcon size={18} />
                  {t('header.branches')}
                </Link>
              </li>
            </ul>
          </nav>
        ) : (
          <div className="px-4 pt-2">
            <Link to="/prodejny" className="flex items-center gap-2 py-2.5 text-ink">
              <StoreIcon size={18} />
              {t('header.branches')}
            </Link>
          </div>
        )}

        <div className="mt-auto space-y-4 border-t border-line bg-surface px-4 py-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <CurrencySwitch currencies={data.currencies} current={data.currency} variant="panel" />
            <LanguageSwitch className="text-ink" />
          </div>
          <SocialLinks social={data.contacts.social} linkClassName="text-brand-dark hover:bg-white" size={22} />
        </div>
      </StaticIsland>
    </dialog>
  );
}
