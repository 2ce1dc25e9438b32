import type { BannerView } from '@/domain/content/banners';
import type { CardBrand } from '@/domain/checkout/delivery-payment-facts';
import type { CurrencyView } from '@/domain/lists/lists';
import type { BottomMenuGroup, ContactsSetting, MenuLink } from '@/domain/settings/settings';
import type { Locale } from '@/i18n';
import type { ConsentKind } from '@/lib/constants';

/** The root loader's data: what the frame of every page needs. Read it with `useRootData()`. */
export interface RootData {
  locale: Locale;
  maintenance: boolean;
  isBot: boolean;
  year: number;
  publicUrl: string;
  currency: CurrencyView | null;
  currencies: CurrencyView[];
  /**
   * How many categories the menus list. The list itself is not in the loader data (decision 0091): the server
   * renders the menus from the load context, the browser fetches it when a menu needs it (app/lib/root/menu-categories.tsx).
   */
  menuCategoryCount: number;
  topmenu: MenuLink[];
  bottommenu: BottomMenuGroup[];
  contacts: ContactsSetting;
  introPopup: { enabled: boolean; desktop: BannerView | null; mobile: BannerView | null };
  promoBanner: BannerView | null;
  searchPlaceholders: string[];
  /**
   * What the frame may promise, from the configured carriers and payment methods (decision 0061): the card brands
   * accepted (none when card payments are not offered) and the free-delivery threshold in `currency` (minor units).
   */
  deliveryOffer: { cardBrands: readonly CardBrand[]; freeDeliveryFrom: number | null };
  cookies: {
    ageConfirmed: boolean;
    /** cookie cookies-show is 'hidden': the consent bar is not shown */
    consentsDecided: boolean;
    consents: Record<ConsentKind, boolean>;
    introPopupHidden: boolean;
    topBannerHidden: boolean;
    topNoticeHidden: boolean;
  };
  /** the logged-in customer (filled by the accounts issue) */
  user: {
    firstname: string;
    lastname: string;
    group: { id: number; name: string; description: string | null; discount: number } | null;
    /** an admin or editor: the account menu and page link to /admin */
    staff: boolean;
  } | null;
  // captcha
  /** reCAPTCHA v3 of the public forms: site key and the Slovak script address; null when not configured (off) */
  captcha: { siteKey: string; scriptSrc: string } | null;
}
