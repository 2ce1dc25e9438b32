import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { MenuCategory } from '@/domain/catalog/categories';

/**
 * The menus' categories (the desktop mega menu, the mobile menu) are not part of the root loader's data (decision
 * 0091). A shopper's document does not hold them either (decision 0109: 13 kB of hidden links on every page): a menu
 * fetches them once per page load from GET /api/catalog/menu (cacheable for a minute) when it first opens (or is
 * about to: pointer over or focus on its trigger) or mounts after a client navigation. Crawlers get the links in the
 * server HTML: app/entry.server.tsx fills this context for them from the request's load context, and the browser keeps
 * that HTML as a static island (decision 0041).
 */
const ServerMenuCategories = createContext<MenuCategory[] | null>(null);

export function MenuCategoriesProvider({ value, children }: { value: MenuCategory[] | null; children: ReactNode }) {
  return <ServerMenuCategories.Provider value={value}>{children}</ServerMenuCategories.Provider>;
}

let loaded: MenuCategory[] | null = null;
let loading: Promise<MenuCategory[]> | null = null;

/** Starts the fetch (once; a failed one may be retried by the next call). */
function loadMenuCategories(): Promise<MenuCategory[]> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= fetch('/api/catalog/menu', { headers: { accept: 'application/json' } })
    .then((res) => (res.ok ? (res.json() as Promise<{ data: MenuCategory[] }>) : Promise.reject(new Error(String(res.status)))))
    .then((body) => (loaded = body.data))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** Warms the list before a menu opens (pointer over or focus on its trigger), so that the opening rarely waits. */
export function prefetchMenuCategories(): void {
  loadMenuCategories().catch(() => {}); // the opening tries again
}

/**
 * The categories for a menu: on the server from the context (crawlers only); in the browser null until `needed` and
 * fetched. A component must not render anything that differs from the server HTML with null during hydration: keep
 * the list inside a StaticIsland, and while it is null show a loading line, not a list without handlers (a click on
 * it would be lost).
 */
export function useMenuCategories(needed: boolean): MenuCategory[] | null {
  const server = useContext(ServerMenuCategories);
  const [list, setList] = useState<MenuCategory[] | null>(server ?? loaded);
  useEffect(() => {
    if (!needed || list) return;
    let current = true;
    loadMenuCategories().then(
      (data) => current && setList(data),
      () => {}, // the server HTML stays; the next opening tries again
    );
    return () => {
      current = false;
    };
  }, [needed, list]);
  return list;
}
