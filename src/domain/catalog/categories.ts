import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema';

/** Category node of the menu and of GET /api/catalog/category/{locale} (SPEC §3: id, slug, name, image, subcategories). */
export interface CategoryNode {
  id: number;
  slug: string;
  name: string;
  image: string | null;
  url: string;
  subcategories: CategoryNode[];
}

export const categoryUrl = (category: { id: number; slug: string }) => `/${category.id}/${category.slug}`;

/** The visible category tree, ordered by position then name. One query; the tree is built in memory. */
export async function listCategoryTree(db: Db): Promise<CategoryNode[]> {
  const rows = await db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      slug: categories.slug,
      name: categories.name,
      image: categories.image,
    })
    .from(categories)
    .where(eq(categories.isVisible, true))
    .orderBy(asc(categories.position), asc(categories.name), asc(categories.id));

  const nodes = new Map<number, CategoryNode>();
  for (const row of rows) {
    nodes.set(row.id, { id: row.id, slug: row.slug, name: row.name, image: row.image, url: categoryUrl(row), subcategories: [] });
  }
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    if (row.parentId === null) roots.push(node);
    else nodes.get(row.parentId)?.subcategories.push(node); // children of hidden parents stay hidden
  }
  return roots;
}

/** A category as the menus show it: a name and a link, with its subcategories (no slug, no image). */
export interface MenuCategory {
  id: number;
  name: string;
  url: string;
  subcategories: { id: number; name: string; url: string }[];
}

/** The menus' form of the mega-menu's categories: two levels, names and links only. */
export function toMenuCategories(categories: CategoryNode[]): MenuCategory[] {
  return categories.map(({ id, name, url, subcategories }) => ({
    id,
    name,
    url,
    subcategories: subcategories.map((sub) => ({ id: sub.id, name: sub.name, url: sub.url })),
  }));
}

/** The mega-menu: top categories named by the categoriesMenu setting (all when the list is empty), in that order. */
export function pickMenuCategories(tree: CategoryNode[], categoryIds: number[]): CategoryNode[] {
  if (categoryIds.length === 0) return tree;
  const byId = new Map(tree.map((c) => [c.id, c]));
  return categoryIds.map((id) => byId.get(id)).filter((c): c is CategoryNode => c !== undefined);
}
