/**
 * Vite plugin for the browser build: each module of ours gets the Slovak texts it names, not the whole storefront
 * catalogue (src/i18n/sk.ts). A module that names a key (`'product.badge_new'`, or a template literal building one,
 * `` `listing.sort_${s}` ``) imports a generated module `<abs>/src/i18n/sk.ts?for=<its file>` that registers exactly
 * those texts with the translator; the translator itself starts with the few areas any page may show without naming
 * them (validation messages that travel as data, error pages). The keys stay in sk.ts (and cs.ts); nothing is
 * generated into the repository. The server build keeps the whole catalogue (decision 0093).
 *
 * The generated modules count as modules of src/ for the storefront chunking rule (decision 0040): one follows its
 * module into shop-core or the route's chunk, so no chunk is added.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transformWithEsbuild, type Plugin } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '..');
const SK = path.join(ROOT, 'src/i18n/sk.ts');
const INDEX = path.join(ROOT, 'src/i18n/index.ts');
const CATALOGUE_FILES = new Set([SK, INDEX, path.join(ROOT, 'src/i18n/cs.ts'), path.join(ROOT, 'src/i18n/load-cs.ts')]);
const FOR_QUERY = '?for=';
const CORE_ID = `${SK}?core`;
/** Texts any page may show without its modules naming them: messages that travel as data (validation), error pages. */
const CORE_PREFIXES = ['app', 'common', 'error', 'validation'];
const isCore = (key: string) => CORE_PREFIXES.includes(key.slice(0, key.indexOf('.')));

/** The whole catalogue, read from src/i18n/sk.ts as the build starts. */
async function loadCatalogue(): Promise<Record<string, string>> {
  const { code } = await transformWithEsbuild(readFileSync(SK, 'utf8'), SK, { loader: 'ts', format: 'esm' });
  const { sk } = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
    sk: Record<string, string>;
  };
  return sk;
}

/**
 * The keys a module's source names: whole keys in quotes (`'product.badge_new'`), and for a template literal that
 * builds a key (`` `listing.sort_${s}` ``) every key starting with its fixed part.
 */
export function namedKeys(code: string, keys: readonly string[]): string[] {
  const known = new Set(keys);
  const found = new Set<string>();
  for (const match of code.matchAll(/(['"`])([a-z][a-z0-9_]*\.[a-z0-9_.]+)\1/g)) if (known.has(match[2]!)) found.add(match[2]!);
  for (const match of code.matchAll(/`([a-z][a-z0-9_]*\.[a-z0-9_.]*)\$\{/g)) {
    const start = match[1]!;
    if (!known.has(start) && !keys.some((key) => key.startsWith(start))) continue;
    for (const key of keys) if (key.startsWith(start)) found.add(key);
  }
  return [...found].sort();
}

export function messageAreas(): Plugin {
  let catalogue: Record<string, string> | null = null;
  const getCatalogue = async () => (catalogue ??= await loadCatalogue());
  /** per module of ours: the keys it names (beyond the core), filled by transform, read by load */
  const keysOf = new Map<string, string[]>();
  let client = false;
  return {
    name: 'shop:message-areas',
    enforce: 'pre',
    configResolved(config) {
      client = config.command === 'build' && !config.build.ssr;
    },
    resolveId(source, importer) {
      if (!client) return null;
      if (source.startsWith(`${SK}${FOR_QUERY}`) || source === CORE_ID) return source;
      // the translator's catalogue in the browser: the always-loaded texts; the rest registers itself
      if (importer && importer.split('?')[0] === INDEX && /^\.\/sk(\.ts)?$/.test(source)) return CORE_ID;
      return null;
    },
    async load(id) {
      if (!client) return null;
      const all = await getCatalogue();
      if (id === CORE_ID) {
        const core = Object.fromEntries(Object.entries(all).filter(([key]) => isCore(key)));
        return `export const sk = ${JSON.stringify(core)};`;
      }
      if (!id.startsWith(`${SK}${FOR_QUERY}`)) return null;
      const texts = Object.fromEntries((keysOf.get(id.slice(SK.length + FOR_QUERY.length)) ?? []).map((key) => [key, all[key]]));
      return `import { registerMessages } from ${JSON.stringify(INDEX)};\nregisterMessages('sk', ${JSON.stringify(texts)});`;
    },
    async transform(code, id) {
      if (!client) return null;
      const file = id.split('?')[0]!;
      if (id.includes('?') || CATALOGUE_FILES.has(file) || file.includes('node_modules') || !/\.(ts|tsx)$/.test(file)) return null;
      if (!file.startsWith(path.join(ROOT, 'app') + path.sep) && !file.startsWith(path.join(ROOT, 'src') + path.sep)) return null;
      const keys = namedKeys(code, Object.keys(await getCatalogue())).filter((key) => !isCore(key));
      if (keys.length === 0) return null;
      keysOf.set(file, keys);
      return { code: `import ${JSON.stringify(`${SK}${FOR_QUERY}${file}`)};\n${code}`, map: null };
    },
  };
}
