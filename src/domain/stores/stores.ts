/**
 * The branches shoppers see (/prodejny, /prodejny/{id}, GET /api/stores): active stores of kind 'branch' in their
 * back-office order. The e-shop warehouse (kind 'warehouse') is never listed here. The open-now state is computed
 * for the moment passed in (services.now()), in the shop's time zone (opening-hours.ts).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { stores } from '../../db/schema';
import { normalizeOpeningHours, openStateAt, type DayHours, type OpenState } from './opening-hours';

export interface StoreView {
  id: number;
  slug: string;
  name: string;
  town: string | null;
  street: string | null;
  zip: string | null;
  email: string | null;
  phone: string | null;
  /** Monday … Sunday; open/close null on a closed day */
  openingHours: DayHours[];
  openNow: OpenState;
  lat: number | null;
  lng: number | null;
  description: string | null;
  /** media path of the photo */
  image: string | null;
  /** the detail page: /prodejny/{id} */
  url: string;
  /** a map of the place on openstreetmap.org (a link only; nothing is fetched from it) */
  mapUrl: string | null;
}

export const storeUrl = (store: { id: number }) => `/prodejny/${store.id}`;

function openStreetMapUrl(lat: number | null, lng: number | null): string | null {
  if (lat === null || lng === null || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  const la = lat.toFixed(5);
  const lo = lng.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${la}&mlon=${lo}#map=17/${la}/${lo}`;
}

const columns = {
  id: stores.id,
  slug: stores.slug,
  name: stores.name,
  town: stores.town,
  street: stores.street,
  zip: stores.zip,
  email: stores.email,
  phone: stores.phone,
  openingHours: stores.openingHours,
  lat: stores.lat,
  lng: stores.lng,
  description: stores.description,
  image: stores.image,
};

interface Row {
  id: number;
  slug: string;
  name: string;
  town: string | null;
  street: string | null;
  zip: string | null;
  email: string | null;
  phone: string | null;
  openingHours: unknown;
  lat: number | string | null;
  lng: number | string | null;
  description: string | null;
  image: string | null;
}

function toView(row: Row, now: Date): StoreView {
  const openingHours = normalizeOpeningHours(row.openingHours);
  const lat = row.lat === null ? null : Number(row.lat);
  const lng = row.lng === null ? null : Number(row.lng);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    town: row.town,
    street: row.street,
    zip: row.zip,
    email: row.email,
    phone: row.phone,
    openingHours,
    openNow: openStateAt(openingHours, now),
    lat,
    lng,
    description: row.description,
    image: row.image,
    url: storeUrl(row),
    mapUrl: openStreetMapUrl(lat, lng),
  };
}

const isShownBranch = and(eq(stores.kind, 'branch'), eq(stores.isActive, true));

/** Every active branch (13 in the demo), in their order; open-now as of `now`. */
export async function listBranches(db: DbOrTx, now: Date): Promise<StoreView[]> {
  const rows = await db.select(columns).from(stores).where(isShownBranch).orderBy(asc(stores.position), asc(stores.id));
  return rows.map((row) => toView(row, now));
}

/** One active branch, or null (unknown id, the warehouse, an inactive store). */
export async function findBranch(db: DbOrTx, id: number, now: Date): Promise<StoreView | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const [row] = await db
    .select(columns)
    .from(stores)
    .where(and(eq(stores.id, id), isShownBranch))
    .limit(1);
  return row ? toView(row, now) : null;
}
