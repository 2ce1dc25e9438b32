import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from '~/components/link';
import { HEADER_HOVER_OFFSET_PX } from '@/lib/constants';
import { CurrencySwitch } from '~/components/currency-switch';
import { LogoMark, MailIcon, MenuIcon, PhoneIcon, StoreIcon } from '~/components/icons';
import { useRootData, useT } from '~/lib/root/use-root-data';
import { AccountMenu } from './account-menu';
import { CartWidget } from '~/components/cart/cart-widget';
import { CategoryMegaMenu } from './category-mega-menu';
import { LanguageSwitch } from './language-switch';
import { MenuLinkItem } from './menu-link';
import { MOBILE_MENU_ID, MobileMenu } from './mobile-menu';
import { prefetchMenuCategories } from '~/lib/root/menu-categories';
import { SearchBox } from './search-box';
import { SocialLinks } from './social-links';
import { TopNotice } from './top-notice';
import { useHydrated } from '~/lib/browser/use-hydrated';
import { HydrateLater } from '~/components/hydrate-later';

/** true once the page is scrolled past (header height − HEADER_HOVER_OFFSET_PX): the header's 'hover' style. */
function useHoverStyle(ref: RefObject<HTMLElement | null>): boolean {
  const [hover, setHover] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const height = ref.current?.offsetHeight ?? 0;
      setHover(window.scrollY > Math.max(0, height - HEADER_HOVER_OFFSET_PX));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    frame = requestAnimationFrame(update);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ref]);
  return hover;
}

/**
 * The storefront header (SPEC §2). Server-rendered; every control has a no-JS fallback (links, :target panels,
 * a GET search form) and is enhanced after hydration. The utility bar (desktop) scrolls away; the rest is sticky.
 */
export function Header() {
  const t = useT();
  const data = useRootData();
  const hydrated = useHydrated();
  const headerRef = useRef<HTMLElement>(null);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const hover = useHoverStyle(headerRef);
  const [mobileOpen, setMobileOpen] = useState(false);
  const closeMobile = useCallback(() => setMobileOpen(false), []);
  const { contacts } = data;

  const hamburgerClass = 'flex h-11 w-11 items-center justify-center rounded-md text-ink hover:bg-surface desktop:hidden';

  return (
    <>
      <TopNotice />
      <header
        ref={headerRef}
        data-hover={hover ? '' : undefined}
        className={`sticky top-0 z-40 border-b border-line bg-white transition-shadow desktop:-top-10 ${hover ? 'shadow-[0_4px_16px_rgba(31,41,51,0.16)]' : ''}`}
      >
        {/* utility bar: contacts, social, branches, language, currency (desktop; on mobile they live in the menu) */}
        <HydrateLater>
          <div className="hidden h-10 bg-surface text-sm text-muted desktop:block">
            <div className="shop-container flex h-full items-center justify-between gap-6">
              <div className="flex items-center gap-5">
                {contacts.phone ? (
                  <a
                    href={`tel:${contacts.phone.replace(/\s+/g, '')}`}
                    className="flex items-center gap-1.5 text-ink hover:text-brand-dark"
                  >
                    <PhoneIcon size={16} />
                    {contacts.phone}
                  </a>
                ) : null}
                {contacts.email ? (
                  <a href={`mailto:${contacts.email}`} className="flex items-center gap-1.5 text-ink hover:text-brand-dark">
                    <MailIcon size={16} />
                    {contacts.email}
                  </a>
                ) : null}
                <SocialLinks social={contacts.social} linkClassName="h-8 w-8 text-muted hover:bg-white hover:text-brand-dark" size={16} />
              </div>
              <div className="flex items-center gap-5">
                <Link to="/prodejny" className="flex items-center gap-1.5 font-semibold text-ink hover:text-brand-dark">
                  <StoreIcon size={16} />
                  {t('header.branches')}
                </Link>
                <LanguageSwitch className="text-ink" />
                <CurrencySwitch currencies={data.currencies} current={data.currency} />
              </div>
            </div>
          </div>
        </HydrateLater>

        {/* main row: hamburger, logo, search, account, cart */}
        <HydrateLater>
          <div className="shop-container flex flex-wrap items-center gap-x-2 gap-y-2 py-2 desktop:flex-nowrap desktop:gap-x-6 desktop:py-3">
            {hydrated ? (
              <button
                ref={hamburgerRef}
                type="button"
                aria-expanded={mobileOpen}
                aria-controls={MOBILE_MENU_ID}
                onClick={() => setMobileOpen(true)}
                onPointerEnter={prefetchMenuCategories}
                onFocus={prefetchMenuCategories}
                className={hamburgerClass}
              >
                <MenuIcon size={24} />
                <span className="sr-only">{t('header.open_menu')}</span>
              </button>
            ) : (
              <a href={`#${MOBILE_MENU_ID}`} className={hamburgerClass}>
                <MenuIcon size={24} />
                <span className="sr-only">{t('header.open_menu')}</span>
              </a>
            )}

            <Link to="/" aria-label={t('header.logo_alt')} className="mr-auto flex shrink-0 items-center gap-2 rounded-md desktop:mr-0">
              <LogoMark size={40} />
              <span className="text-xl leading-none font-extrabold tracking-tight text-ink desktop:text-2xl">
                Party <span className="text-brand-dark">shop</span>
              </span>
            </Link>

            <SearchBox
              placeholders={data.searchPlaceholders}
              className="order-last w-full desktop:order-none desktop:mx-auto desktop:w-auto desktop:max-w-xl desktop:flex-1"
            />

            <div className="flex items-center gap-1 desktop:gap-3">
              <AccountMenu user={data.user} />
              <CartWidget />
            </div>
          </div>
        </HydrateLater>

        {/* nav row: categories mega-menu + topmenu (desktop) */}
        <HydrateLater>
          <nav aria-label={t('frame.main_nav')} className="relative hidden bg-brand-dark text-white desktop:block">
            <div className="shop-container flex h-11 items-end gap-6">
              <CategoryMegaMenu />
              {data.topmenu.length > 0 ? (
                <ul className="flex h-11 min-w-0 flex-1 items-center gap-5 overflow-hidden">
                  {data.topmenu.map((item) => (
                    <li key={`${item.text}-${item.link}`} className="shrink-0">
                      <MenuLinkItem item={item} className="font-semibold text-white hover:underline focus-visible:outline-white" />
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </nav>
        </HydrateLater>
      </header>
      <MobileMenu open={mobileOpen} onClose={closeMobile} returnFocusTo={hamburgerRef} />
    </>
  );
}
