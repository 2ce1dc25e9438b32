import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { banners } from '../../db/schema';

/** Banner of a banner set (SPEC §3: title, url, target, path, image). */
export interface BannerView {
  id: number;
  title: string | null;
  url: string | null;
  target: string | null;
  path: string | null;
  image: string | null;
}

/**
 * The sets GET /api/poster answers (SPEC §3). The intro popup is ONE banner 'banner.popup' (decision 0088); it is
 * answered as the two sets the storefront knows, with the same text and link: banner.popup_desktop with its image,
 * banner.popup_mobile with its phone image (or the same image when it has none).
 */
const POSTER_KEYS = ['banner.promo', 'banner.popup_desktop', 'banner.popup_mobile'] as const;
export type BannersByKey = Record<(typeof POSTER_KEYS)[number], BannerView[]>;

/** Active banners within their window, grouped by key (GET /api/poster). */
export async function listBannersByKey(db: Db, now: Date): Promise<BannersByKey> {
  const rows = await db
    .select({
      id: banners.id,
      key: banners.key,
      title: banners.title,
      url: banners.url,
      target: banners.target,
      path: banners.path,
      image: banners.image,
      imageMobile: banners.imageMobile,
    })
    .from(banners)
    .where(
      and(
        eq(banners.isActive, true),
        or(isNull(banners.activeFrom), lte(banners.activeFrom, now)),
        or(isNull(banners.activeTo), gte(banners.activeTo, now)),
      ),
    )
    .orderBy(asc(banners.position), asc(banners.id));
  const result = Object.fromEntries(POSTER_KEYS.map((k) => [k, [] as BannerView[]])) as BannersByKey;
  for (const { key, imageMobile, ...banner } of rows) {
    if (key === 'banner.popup') {
      result['banner.popup_desktop'].push(banner);
      const phone = imageMobile ?? banner.image ?? banner.path;
      result['banner.popup_mobile'].push({ ...banner, image: phone, path: phone });
    } else if (key === 'banner.promo') result['banner.promo'].push(banner);
  }
  return result;
}
