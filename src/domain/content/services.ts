/** Services of the shop (costume rental, decoration, balloon inflating): the home page cards and their links. */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { services } from '../../db/schema';

export interface ServiceCard {
  id: number;
  slug: string;
  title: string;
  perex: string | null;
  /** media path of the card image (1200×675 illustration) */
  image: string | null;
  /** the info page describing the service */
  pageId: number | null;
  /** service page: /sluzby/{id}/{slug} */
  url: string;
}

/** The service page URL (route /sluzby/:id/:slug). */
export const serviceUrl = (service: { id: number; slug: string }) => `/sluzby/${service.id}/${service.slug}`;

/** Published services in their back-office order (position, then id). */
export async function listPublishedServices(db: DbOrTx): Promise<ServiceCard[]> {
  const rows = await db
    .select({
      id: services.id,
      slug: services.slug,
      title: services.title,
      perex: services.perex,
      image: services.image,
      pageId: services.pageId,
    })
    .from(services)
    .where(eq(services.isPublished, true))
    .orderBy(asc(services.position), asc(services.id));
  return rows.map((row) => ({ ...row, url: serviceUrl(row) }));
}
