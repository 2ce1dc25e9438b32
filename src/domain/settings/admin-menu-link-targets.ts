/**
 * The menu link picker (decision 0088): the shop's own addresses an owner picks for a menu link instead of typing
 * it — the fixed sections (home, sales, news, blog, events, stores, careers, documents, contacts), visible
 * categories (parents before their children), published pages, blog categories, published services and active
 * branches. The menu form posts `<row>.pick` next to `<row>.link`; `applyMenuLinkPicks` puts a picked address into
 * the link, and refuses a picked value that is not one of these (a stale or forged option). A typed address is still
 * possible for outside links and is validated as before (shopLinkSchema: a shop path or an http(s) address).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import type { MessageKey, Translate } from '../../i18n';
import { categoryUrl } from '../catalog/categories';
import { pageUrl } from '../content/pages';
import { serviceUrl } from '../content/services';
import { storeUrl } from '../stores/stores';

export interface MenuLinkTargetGroup {
  label: string;
  options: { value: string; label: string }[];
}

const SHOP_SECTIONS: ReadonlyArray<[string, MessageKey]> = [
  ['/', 'admin.settings.menu.target.home'],
  ['/produkty/akce', 'admin.settings.menu.target.sale'],
  ['/produkty/novinky', 'admin.settings.menu.target.news'],
  ['/blog', 'admin.settings.menu.target.blog'],
  ['/eventy', 'admin.settings.menu.target.events'],
  ['/prodejny', 'admin.settings.menu.target.stores'],
  ['/kariera', 'admin.settings.menu.target.careers'],
  ['/dokumenty', 'admin.settings.menu.target.documents'],
  ['/kontakty', 'admin.settings.menu.target.contacts'],
];

export async function listMenuLinkTargets(db: DbOrTx, t: Translate): Promise<MenuLinkTargetGroup[]> {
  const [cats, pageRows, blogCats, serviceRows, storeRows] = await Promise.all([
    queryRows<{ id: number; slug: string; name: string; parent_name: string | null }>(
      db,
      sql`SELECT c.id, c.slug, c.name, p.name AS parent_name
            FROM categories c LEFT JOIN categories p ON p.id = c.parent_id
           WHERE c.is_visible AND (p.id IS NULL OR p.is_visible)
           ORDER BY coalesce(p.position, c.position), coalesce(p.id, c.id), c.parent_id NULLS FIRST, c.position, c.id
           LIMIT 1000`,
    ),
    queryRows<{ id: number; slug: string; title: string }>(
      db,
      sql`SELECT id, slug, title FROM pages WHERE is_published ORDER BY title, id`,
    ),
    queryRows<{ slug: string; name: string }>(db, sql`SELECT slug, name FROM post_categories ORDER BY position, id`),
    queryRows<{ id: number; slug: string; title: string }>(
      db,
      sql`SELECT id, slug, title FROM services WHERE is_published ORDER BY position, id`,
    ),
    queryRows<{ id: number; name: string }>(
      db,
      sql`SELECT id, name FROM stores WHERE is_active AND kind <> 'warehouse' ORDER BY position, id`,
    ),
  ]);
  const groups: MenuLinkTargetGroup[] = [
    { label: t('admin.settings.menu.group.shop'), options: SHOP_SECTIONS.map(([value, key]) => ({ value, label: t(key) })) },
    {
      label: t('admin.settings.menu.group.categories'),
      options: cats.map((c) => ({
        value: categoryUrl({ id: Number(c.id), slug: c.slug }),
        label: c.parent_name ? `${c.parent_name} › ${c.name}` : c.name,
      })),
    },
    {
      label: t('admin.settings.menu.group.pages'),
      options: pageRows.map((p) => ({ value: pageUrl({ id: Number(p.id), slug: p.slug }), label: p.title })),
    },
    {
      label: t('admin.settings.menu.group.blog'),
      options: blogCats.map((c) => ({ value: `/blog?kategoria=${encodeURIComponent(c.slug)}`, label: c.name })),
    },
    {
      label: t('admin.settings.menu.group.services'),
      options: serviceRows.map((s) => ({ value: serviceUrl({ id: Number(s.id), slug: s.slug }), label: s.title })),
    },
    {
      label: t('admin.settings.menu.group.stores'),
      options: storeRows.map((s) => ({ value: storeUrl({ id: Number(s.id) }), label: s.name })),
    },
  ];
  return groups.filter((g) => g.options.length > 0);
}

/**
 * Puts every picked address (`….pick`) into its row's link (`….link`); a picked value that is not one of the
 * targets is refused at the link field. Returns the form to read the menus from.
 */
export function applyMenuLinkPicks(
  form: Record<string, string>,
  targets: readonly MenuLinkTargetGroup[],
  t: Translate,
): { ok: true; form: Record<string, string> } | { ok: false; errors: Record<string, string[]> } {
  const allowed = new Set(targets.flatMap((g) => g.options.map((o) => o.value)));
  const out = { ...form };
  const errors: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(form)) {
    if (!key.endsWith('.pick') || !value) continue;
    const linkKey = `${key.slice(0, -'.pick'.length)}.link`;
    if (allowed.has(value)) out[linkKey] = value;
    else errors[linkKey] = [t('admin.settings.error.link_pick')];
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, form: out };
}
