import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { postCategories } from '../../db/schema';

export interface PostCategoryView {
  id: number;
  slug: string;
  name: string;
}

export async function listPostCategories(db: Db): Promise<PostCategoryView[]> {
  return db
    .select({ id: postCategories.id, slug: postCategories.slug, name: postCategories.name })
    .from(postCategories)
    .orderBy(asc(postCategories.position), asc(postCategories.name));
}
