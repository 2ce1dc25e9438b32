import { useEffect, useState } from 'react';
import { Link } from '~/components/link';
import { ChevronDownIcon, MenuIcon } from '~/components/icons';
import { StaticIsland } from '~/components/static-island';
import { prefetchMenuCategories, useMenuCategories } from '~/lib/root/menu-categories';
import { useRootData, useT } from '~/lib/root/use-root-data';
import { CategorySubmenu } from './category-submenu';
import { isPageHydrated, useHydrated } from '~/lib/browser/use-hydrated';
import { useDisclosure } from './use-disclosure';

const MEGA_MENU_ID = 'kategorie';

/**
 * The categories mega-menu (desktop): a 'Kategórie' button opening a panel with every top category and its
 * subcategories. Without JavaScript the trigger is a link to #kategorie and the panel opens with :target.
 */
export function CategoryMegaMenu() {
  const t = useT();
  const { menuCategoryCount } = useRootData();
  const hydrated = useHydrated();
  const { open, setOpen, toggle, buttonRef, wrapperRef, onBlur } = useDisclosure();
  // mounted after a client navigation there is no server HTML to keep: the list is needed at once
  const [mountedLate] = useState(() => typeof document !== 'undefined' && isPageHydrated());
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  // rendered by React from the first opening on: a loading line until the list arrives, then the list with its
  // 'Zobraziť všetky' toggles (decision 0109: no server list whose toggles would drop an early click)
  const live = opened || mountedLate;
  const categories = useMenuCategories(live);

  // a click on the no-JS link before hydration left #kategorie in the URL: carry it over into state
  useEffect(() => {
    if (window.location.hash === `#${MEGA_MENU_ID}`) {
      history.replaceState(history.state, '', window.location.pathname + window.location.search);
      setOpen(true);
    }
  }, [setOpen]);

  if (menuCategoryCount === 0) return null;

  const triggerClass =
    'flex h-11 items-center gap-2 rounded-t-md bg-pink px-4 font-semibold text-white hover:bg-ink focus-visible:outline-white focus-visible:-outline-offset-4';
  const label = (
    <>
      <MenuIcon size={18} />
      {t('header.categories')}
      <ChevronDownIcon size={16} className={`transition-transform ${open ? 'rotate-180' : ''}`} />
    </>
  );

  return (
    <div ref={wrapperRef} onBlur={onBlur} className="static">
      {hydrated ? (
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={MEGA_MENU_ID}
          onClick={toggle}
          onPointerEnter={prefetchMenuCategories}
          onFocus={prefetchMenuCategories}
          className={triggerClass}
        >
          {label}
        </button>
      ) : (
        <a href={`#${MEGA_MENU_ID}`} className={triggerClass}>
          {label}
        </a>
      )}
      <div
        id={MEGA_MENU_ID}
        className={`${open ? 'block' : 'hidden target:block'} absolute inset-x-0 top-full z-50 max-h-[calc(100vh-10rem)] overflow-y-auto border-t-4 border-pink bg-white text-ink shadow-xl`}
      >
        {/* hidden until opened (and on phones): empty for a shopper, the links for a crawler (server HTML kept, not
            hydrated: decision 0041) until the first opening */}
        <StaticIsland as="ul" id="kategorie-zoznam" live={live} className="mega-list shop-container">
          {categories === null ? (
            <li role="status">{t('common.loading')}</li>
          ) : (
            categories.map((category) => (
              <li key={category.id}>
                <Link to={category.url}>{category.name}</Link>
                <CategorySubmenu category={category} listClassName="mega-sub" />
              </li>
            ))
          )}
        </StaticIsland>
      </div>
    </div>
  );
}
