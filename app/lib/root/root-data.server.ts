import { isCrawler } from '@/lib/crawler';
import type { AppLoadContext } from 'react-router';
import { hasAdminRole } from '@/domain/back-office/roles';
import { pickMenuCategories, toMenuCategories, type CategoryNode, type MenuCategory } from '@/domain/catalog/categories';
import { pickCurrency } from '@/domain/lists/lists';
import { BASE_CURRENCY } from '@/domain/catalog/listing';
import { deliveryPaymentFacts, offerSwitches } from '@/domain/checkout/delivery-payment-facts';
import {
  AGE_GATE_COOKIE,
  CONSENT_KINDS,
  COOKIES_SHOW_COOKIE,
  CURRENCY_COOKIE,
  DEFAULT_CURRENCY_ID,
  INTRO_POPUP_COOKIE,
  TOP_BANNER_COOKIE,
  TOP_NOTICE_COOKIE,
  consentCookieName,
} from '@/lib/constants';
import { parseCookies } from '../http/cookies';
import { getSessionUser } from '../session/guards.server';
import type { RootData } from './root-data';
// captcha
import { captchaScriptSrc } from '@/domain/security/captcha';

/** The menus' categories per cached tree and menu setting: computed once per process, not per request. */
const menus = new WeakMap<CategoryNode[], { ids: string; menu: MenuCategory[] }>();
function menuCategories(tree: CategoryNode[], ids: number[]): MenuCategory[] {
  const key = ids.join(',');
  const known = menus.get(tree);
  if (known?.ids === key) return known.menu;
  const menu = toMenuCategories(pickMenuCategories(tree, ids));
  menus.set(tree, { ids: key, menu });
  return menu;
}

/**
 * Everything the frame (header, footer, popups) needs, loaded in parallel.
 * In maintenance mode banners, currencies, categories, carts and placeholders are not loaded (SPEC §4).
 */
export async function loadRootData(request: Request, context: AppLoadContext): Promise<RootData> {
  const { services } = context;
  const { config } = services;
  const cookies = parseCookies(request.headers.get('cookie'));
  const settings = await services.settings.get();
  const maintenance = settings.maintenance.is_enabled;

  // In maintenance mode banners, currencies, categories and placeholders are not loaded (SPEC §4).
  const [frame, sessionUser] = await Promise.all([maintenance ? null : services.frame.get(), getSessionUser(request, context)]);
  const tree = frame?.categoryTree ?? [];
  const currencies = frame?.currencies ?? [];
  const placeholders = frame?.searchPlaceholders ?? [];
  const banners = frame?.banners ?? null;

  const requestedCurrency = Number(cookies[CURRENCY_COOKIE]);
  const currency = pickCurrency(currencies, requestedCurrency, DEFAULT_CURRENCY_ID);
  // what the frame may promise: the checkout's offer from the cached records, no query (decision 0061)
  const facts = frame
    ? deliveryPaymentFacts(frame.delivery, { ...offerSwitches(config), currency: currency ?? BASE_CURRENCY, locale: config.locale })
    : null;

  const consents = Object.fromEntries(
    CONSENT_KINDS.map((k) => [k, k === 'technical' || cookies[consentCookieName(k)] === '1']),
  ) as RootData['cookies']['consents'];
  const userAgent = request.headers.get('user-agent') ?? '';
  // the menus are rendered on the server from the load context, not serialized into the page (decision 0091)
  const menu = menuCategories(tree, settings.categoriesMenu.category_ids);
  context.menuCategories = menu;

  return {
    locale: config.locale,
    maintenance,
    isBot: isCrawler(userAgent),
    year: services.now().getFullYear(),
    publicUrl: config.publicUrl,
    currency,
    currencies,
    menuCategoryCount: menu.length,
    topmenu: settings.topmenu,
    bottommenu: settings.bottommenu,
    contacts: settings.contacts,
    introPopup: {
      enabled: settings.intropopup.is_enabled && !maintenance,
      desktop: banners?.['banner.popup_desktop'][0] ?? null,
      mobile: banners?.['banner.popup_mobile'][0] ?? null,
    },
    promoBanner: banners?.['banner.promo'][0] ?? null,
    searchPlaceholders: placeholders.map((p) => p.text),
    deliveryOffer: { cardBrands: facts?.cardBrands ?? [], freeDeliveryFrom: facts?.freeDeliveryFrom ?? null },
    cookies: {
      ageConfirmed: cookies[AGE_GATE_COOKIE] === '1',
      consentsDecided: cookies[COOKIES_SHOW_COOKIE] === 'hidden',
      consents,
      introPopupHidden: cookies[INTRO_POPUP_COOKIE] === 'hidden',
      topBannerHidden: cookies[TOP_BANNER_COOKIE] === 'hidden',
      topNoticeHidden: cookies[TOP_NOTICE_COOKIE] === 'hidden',
    },
    user: sessionUser
      ? {
          firstname: sessionUser.firstname,
          lastname: sessionUser.lastname,
          group: sessionUser.group,
          staff: hasAdminRole(sessionUser.scope, 'editor'),
        }
      : null,
    // captcha
    captcha: config.captcha
      ? { siteKey: config.captcha.siteKey, scriptSrc: captchaScriptSrc(config.captcha.scriptUrl, config.captcha.siteKey, config.locale) }
      : null,
  };
}
