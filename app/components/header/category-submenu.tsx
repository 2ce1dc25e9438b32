import { useId, useState } from 'react';
import { Link } from '~/components/link';
import type { MenuCategory } from '@/domain/catalog/categories';
import { CATEGORY_SUBMENU_ITEMS } from '@/lib/constants';
import { useT } from '~/lib/root/use-root-data';

/**
 * Subcategories of one top category: the first CATEGORY_SUBMENU_ITEMS links until 'Zobraziť všetky' expands the
 * rest (SPEC §4). All links are in the server HTML; the hidden ones are hidden with CSS.
 */
export function CategorySubmenu({
  category,
  linkClassName,
  listClassName,
}: {
  category: MenuCategory;
  linkClassName?: string;
  listClassName?: string;
}) {
  const t = useT();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const subs = category.subcategories;
  if (subs.length === 0) return null;
  const collapsible = subs.length > CATEGORY_SUBMENU_ITEMS;
  const label = expanded ? t('frame.show_less') : t('header.show_all_subcategories');

  return (
    <>
      <ul id={id} className={listClassName}>
        {subs.map((sub, index) => (
          <li key={sub.id} className={collapsible && !expanded && index >= CATEGORY_SUBMENU_ITEMS ? 'hidden' : undefined}>
            <Link to={sub.url} className={linkClassName}>
              {sub.name}
            </Link>
          </li>
        ))}
      </ul>
      {collapsible ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          aria-label={`${label}: ${category.name}`}
          onClick={() => setExpanded((v) => !v)}
          className="mt-1 inline-flex min-h-6 items-center text-sm font-semibold text-brand-dark underline underline-offset-2 hover:text-ink"
        >
          {label}
        </button>
      ) : null}
    </>
  );
}
