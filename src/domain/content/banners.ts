import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { BANNER_KEYS, banners, type BannerKey } from '../../db/schema';

/** Banner of a banner set (SPEC §3: title, url, target, path, image). */
export interface BannerView {
  id: number;
  title: string | null;
  url: string | null;
  target: string | null;
  path: string | null;
  image: string | null;
}

export type BannersByKey = Record<BannerKey, BannerView[]>;

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
  const result = Object.fromEntries(BANNER_KEYS.map((k) => [k, [] as BannerView[]])) as BannersByKey;
  for (const { key, ...banner } of rows) result[key]?.push(banner);
  return result;
}
