/**
 * Vite/Rollup manualChunks for the browser build: the small modules every storefront page loads (hooks, formatters,
 * icons, price and tile components…) go into one chunk, `shop-core`, instead of the ~20 chunks of a few hundred bytes
 * Rollup would cut along the route boundaries. Each chunk is a request and a modulepreload; on HTTP/1.1 (6
 * connections per host) 25 of them cost round trips and main-thread time when the preloads start (decision 0040).
 *
 * A module joins shop-core when it is our own code (app/ or src/, not a route module) and it is imported, directly
 * or through other modules, by the root or the storefront layout (so every storefront page loads it anyway), or by
 * at least MIN_ROUTES storefront routes, one of them a shopping page (SHOPPING_ROUTES), and by no back-office route:
 * code only the account, sign-in or content pages share gets a chunk of its own those pages load (decision 0111),
 * so the home, listing, product, search and cart pages do not carry it. Everything else stays where Rollup puts it:
 * back-office code, code of one or two routes, and packages (react-dom sits in the entry, react-router in its own
 * chunk).
 */
import path from 'node:path';

interface ModuleInfoLike {
  isIncluded: boolean | null;
  importedIds?: readonly string[];
  importers: readonly string[];
  dynamicImporters: readonly string[];
}
type GetModuleInfo = (id: string) => ModuleInfoLike | null;

const ROOT = path.resolve(import.meta.dirname, '..');
const APP = path.join(ROOT, 'app') + path.sep;
const SRC = path.join(ROOT, 'src') + path.sep;
const ROUTES = path.join(APP, 'routes') + path.sep;
const ADMIN_ROUTES = path.join(ROUTES, 'admin') + path.sep;
const ROOT_ROUTE = path.join(APP, 'root.tsx');
const LAYOUT_ROUTE = path.join(ROUTES, 'layout-default.tsx');
const MIN_ROUTES = 3;
/** The pages most shoppers see (bench/js-size.ts measures them): shared code of theirs is worth one chunk. */
const SHOPPING_ROUTES = new Set(
  ['home', 'category', 'product', 'product-list-special', 'search', 'cart'].map((name) => path.join(ROUTES, `${name}.tsx`)),
);
/**
 * Packages that only the pages with a form need (decision 0078): a module of ours importing one of them (the form
 * hook, the zod schemas a form checks in the browser) stays out of shop-core, so zod and conform load with the
 * form pages only.
 */
const FORM_PACKAGES = /[\\/]node_modules[\\/](zod|@conform-to)[\\/]/;

function cleanId(id: string): string {
  return id.split('?')[0]!;
}

function isRouteModule(id: string): boolean {
  return id === ROOT_ROUTE || id.startsWith(ROUTES);
}

/** The route modules (and the root) that import `id` statically, directly or through other modules. */
function routesReaching(
  id: string,
  getModuleInfo: GetModuleInfo,
  memo: Map<string, Set<string>>,
  visiting = new Set<string>(),
): Set<string> {
  const known = memo.get(id);
  if (known) return known;
  const routes = new Set<string>();
  if (visiting.has(id)) return routes;
  visiting.add(id);
  for (const importer of getModuleInfo(id)?.importers ?? []) {
    if (!getModuleInfo(importer)?.isIncluded) continue; // server code the client build shook off
    const clean = cleanId(importer);
    if (isRouteModule(clean)) routes.add(clean);
    else for (const route of routesReaching(importer, getModuleInfo, memo, visiting)) routes.add(route);
  }
  visiting.delete(id);
  memo.set(id, routes);
  return routes;
}

/** Whether `id` imports zod or conform, directly or through other modules of ours. */
function reachesFormPackages(id: string, getModuleInfo: GetModuleInfo, memo: Map<string, boolean>): boolean {
  const known = memo.get(id);
  if (known !== undefined) return known;
  memo.set(id, false); // cycles
  const imported = getModuleInfo(id)?.importedIds ?? [];
  const found = imported.some(
    (child) => FORM_PACKAGES.test(child) || (!child.includes('node_modules') && reachesFormPackages(child, getModuleInfo, memo)),
  );
  memo.set(id, found);
  return found;
}

export function storefrontChunks() {
  const memo = new Map<string, Set<string>>();
  const formMemo = new Map<string, boolean>();
  return (id: string, { getModuleInfo }: { getModuleInfo: GetModuleInfo }): string | undefined => {
    const file = cleanId(id);
    if (!(file.startsWith(APP) || file.startsWith(SRC)) || isRouteModule(file) || file.includes('node_modules')) return undefined;
    if (!/\.(ts|tsx)$/.test(file) || !getModuleInfo(id)?.isIncluded) return undefined;
    if (reachesFormPackages(id, getModuleInfo, formMemo)) return undefined;
    // a lazily imported module (the Czech catalog, heavy widgets) keeps its own chunk
    if ((getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0) return undefined;
    const routes = routesReaching(id, getModuleInfo, memo);
    if (routes.size === 0) return undefined;
    if ([...routes].some((route) => route.startsWith(ADMIN_ROUTES))) return undefined;
    if (routes.has(ROOT_ROUTE) || routes.has(LAYOUT_ROUTE)) return 'shop-core';
    if (routes.size >= MIN_ROUTES && [...routes].some((route) => SHOPPING_ROUTES.has(route))) return 'shop-core';
    return undefined;
  };
}
