/**
 * Which generated illustrations may be rendered (decision 0045): only names the data refers to, registered in
 * generated_images after a seed (and, for databases seeded before, by migration 0008). /media/generated/<name> answers
 * 404 for any other name without rendering or writing anything, so nobody can make the servers draw and store
 * millions of pictures.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';

const GENERATED_PREFIX = '/media/generated/';

/** Registers every generated name the catalogue and content refer to (idempotent). */
export async function registerGeneratedImages(db: DbOrTx): Promise<void> {
  await queryRows(
    db,
    sql`INSERT INTO generated_images (name)
        SELECT DISTINCT substr(p, ${GENERATED_PREFIX.length + 1}) FROM (
          SELECT path AS p FROM product_images
          UNION ALL SELECT image FROM categories
          UNION ALL SELECT image FROM stores
          UNION ALL SELECT image FROM posts
          UNION ALL SELECT image FROM services
          UNION ALL SELECT image FROM events
          UNION ALL SELECT thumbnail FROM videos
          UNION ALL SELECT image FROM banners
          UNION ALL SELECT path FROM banners
          UNION ALL SELECT image_mobile FROM banners
        ) refs
        WHERE p LIKE ${GENERATED_PREFIX + '%'}
        ON CONFLICT DO NOTHING`,
  );
}

/** Whether `name` ('balloon-red-1.webp') is a registered illustration. */
export async function isRegisteredGeneratedImage(db: DbOrTx, name: string): Promise<boolean> {
  const rows = await queryRows<{ found: boolean }>(db, sql`SELECT EXISTS (SELECT 1 FROM generated_images WHERE name = ${name}) AS found`);
  return rows[0]?.found === true;
}
