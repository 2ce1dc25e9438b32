/**
 * npm run bench:js [-- --check] [--only home,…] [--returning]
 * Env: BENCH_URL (reuse a running server).
 *
 * Fetches the SSR HTML of every page of bench/targets.ts (as a first-time visitor with a browser User-Agent; with
 * --returning, with the returning-shopper cookies), collects the same-origin JavaScript it makes the browser load —
 * <script src>, <link rel="modulepreload">, the imports of inline module scripts, and, recursively, the static
 * imports of those modules — fetches each file, gzips it (zlib level 9) and prints raw and gzip sizes.
 * Lazy chunks (dynamic import()) are listed separately and not counted. Also reports the CSS (<link rel=stylesheet>
 * and its @imports) and the HTML document itself. kB = 1000 bytes.
 * Saves bench/results/js-<timestamp>.json; budget: budgets.json → js (maxJsGzipKb, maxCssGzipKb).
 */
import { gzipSync } from 'node:zlib';
import {
  budgetFor,
  check,
  environment,
  loadBudgets,
  parseArgs,
  printTable,
  reportBudgets,
  round,
  saveResults,
  selectTargets,
  type BudgetCheck,
} from './lib/common';
import { withServer } from './lib/server';
import { BROWSER_USER_AGENT, STOREFRONT_COOKIES, cookieHeader, jsPages } from './targets';

export interface AssetSize {
  url: string;
  kind: 'js' | 'css' | 'html';
  /** how it was found: script, modulepreload, inline-import, static-import, stylesheet, css-import, document */
  via: string;
  raw: number;
  gzip: number;
  status: number;
}

export interface PageSizes {
  page: string;
  path: string;
  html: AssetSize;
  js: AssetSize[];
  css: AssetSize[];
  lazyJs: string[];
  jsRawTotal: number;
  jsGzipTotal: number;
  cssRawTotal: number;
  cssGzipTotal: number;
  inlineScriptBytes: number;
}

const gz = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;
const kB = (n: number) => round(n / 1000, 1);

function attr(tag: string, name: string): string | undefined {
  const m = tag.match(new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'));
  return m ? (m[2] ?? m[3] ?? m[4]) : undefined;
}

const isPathSpecifier = (spec: string) => /^(\.{1,2}\/|\/(?!\/))[^\s${}]*$/.test(spec);

/** Module specifiers of static imports/exports in (minified) JS: import"x", import{a}from"x", export*from"x". */
function staticImports(code: string): string[] {
  const out = new Set<string>();
  const re = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g;
  for (const m of code.matchAll(re)) out.add(m[1]);
  const re2 = /\bfrom\s*["']([^"']+)["']/g;
  for (const m of code.matchAll(re2)) out.add(m[1]);
  // only URLs a browser can load: relative or absolute paths (bare names are strings in the code, not imports)
  return [...out].filter(isPathSpecifier);
}

function dynamicImports(code: string): string[] {
  const out = new Set<string>();
  for (const m of code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) out.add(m[1]);
  return [...out].filter(isPathSpecifier);
}

async function measurePage(base: string, page: { name: string; path: string }, returning: boolean): Promise<PageSizes> {
  const origin = new URL(base).origin;
  const headers: Record<string, string> = {
    'user-agent': BROWSER_USER_AGENT,
    accept: 'text/html,application/xhtml+xml',
    ...(returning ? { cookie: cookieHeader(STOREFRONT_COOKIES) } : {}),
  };
  const res = await fetch(base + page.path, { headers });
  const htmlBuf = Buffer.from(await res.arrayBuffer());
  if (!res.ok) console.warn(`WARNING ${page.name}: GET ${page.path} answers ${res.status}`);
  const html = htmlBuf.toString('utf8');
  const pageUrl = new URL(page.path, base);

  const jsQueue: { url: string; via: string }[] = [];
  const cssQueue: { url: string; via: string }[] = [];
  const sameOrigin = (href: string, from: URL) => {
    try {
      const u = new URL(href, from);
      return u.origin === origin ? u : undefined;
    } catch {
      return undefined;
    }
  };

  let inlineScriptBytes = 0;
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const tag = m[1];
    const src = attr(tag, 'src');
    const type = attr(tag, 'type');
    if (type && !/module|javascript/i.test(type)) continue; // JSON data blocks etc.
    if (src) {
      const u = sameOrigin(src, pageUrl);
      if (u) jsQueue.push({ url: u.href, via: 'script' });
    } else {
      inlineScriptBytes += Buffer.byteLength(m[2]);
      // app/entry.server.tsx moves React Router's modulepreload links into an inline script at the end of the body
      if (m[2].includes('modulepreload')) {
        for (const literal of m[2].matchAll(/"(\/[^"]+\.js)"/g)) {
          const u = sameOrigin(literal[1], pageUrl);
          if (u) jsQueue.push({ url: u.href, via: 'modulepreload' });
        }
      }
      if (type === 'module') {
        for (const spec of staticImports(m[2])) {
          const u = sameOrigin(spec, pageUrl);
          if (u) jsQueue.push({ url: u.href, via: 'inline-import' });
        }
      }
    }
  }
  for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
    const rel = (attr(m[1], 'rel') ?? '').toLowerCase();
    const href = attr(m[1], 'href');
    if (!href) continue;
    const u = sameOrigin(href, pageUrl);
    if (!u) continue;
    if (rel.split(/\s+/).includes('modulepreload')) jsQueue.push({ url: u.href, via: 'modulepreload' });
    else if (rel.split(/\s+/).includes('stylesheet')) cssQueue.push({ url: u.href, via: 'stylesheet' });
  }

  const js = new Map<string, AssetSize>();
  const lazy = new Set<string>();
  while (jsQueue.length) {
    const { url, via } = jsQueue.shift()!;
    if (js.has(url)) continue;
    const r = await fetch(url, { headers: { 'user-agent': BROWSER_USER_AGENT } });
    const buf = Buffer.from(await r.arrayBuffer());
    js.set(url, { url, kind: 'js', via, raw: buf.length, gzip: gz(buf), status: r.status });
    const code = buf.toString('utf8');
    for (const spec of staticImports(code)) {
      const u = sameOrigin(spec, new URL(url));
      if (u && !js.has(u.href)) jsQueue.push({ url: u.href, via: 'static-import' });
    }
    for (const spec of dynamicImports(code)) {
      const u = sameOrigin(spec, new URL(url));
      if (u) lazy.add(u.href);
    }
  }
  const css = new Map<string, AssetSize>();
  while (cssQueue.length) {
    const { url, via } = cssQueue.shift()!;
    if (css.has(url)) continue;
    const r = await fetch(url, { headers: { 'user-agent': BROWSER_USER_AGENT } });
    const buf = Buffer.from(await r.arrayBuffer());
    css.set(url, { url, kind: 'css', via, raw: buf.length, gzip: gz(buf), status: r.status });
    for (const m of buf.toString('utf8').matchAll(/@import\s+(?:url\()?\s*["']?([^"')\s;]+)/g)) {
      const u = sameOrigin(m[1], new URL(url));
      if (u) cssQueue.push({ url: u.href, via: 'css-import' });
    }
  }
  for (const u of js.keys()) lazy.delete(u);

  const jsList = [...js.values()].sort((a, b) => b.gzip - a.gzip);
  const cssList = [...css.values()].sort((a, b) => b.gzip - a.gzip);
  const sum = (list: AssetSize[], k: 'raw' | 'gzip') => list.reduce((s, a) => s + a[k], 0);
  return {
    page: page.name,
    path: page.path,
    html: { url: pageUrl.href, kind: 'html', via: 'document', raw: htmlBuf.length, gzip: gz(htmlBuf), status: res.status },
    js: jsList,
    css: cssList,
    lazyJs: [...lazy].map((u) => new URL(u).pathname),
    jsRawTotal: sum(jsList, 'raw'),
    jsGzipTotal: sum(jsList, 'gzip'),
    cssRawTotal: sum(cssList, 'raw'),
    cssGzipTotal: sum(cssList, 'gzip'),
    inlineScriptBytes,
  };
}

async function main() {
  const args = parseArgs();
  const pages = selectTargets(jsPages, args);
  const returning = args.returning === true;
  const budgets = loadBudgets();

  const results: PageSizes[] = [];
  const server = await withServer(async (srv) => {
    console.log(`Server: ${srv.url} (${srv.reused ? 'reused, BENCH_URL' : `started in ${round(srv.startMs / 1000)} s, ${srv.database}`})`);
    console.log(`Visitor: ${returning ? 'returning (cookies)' : 'first visit (no cookies)'}; gzip level 9; kB = 1000 bytes\n`);
    for (const page of pages) results.push(await measurePage(srv.url, page, returning));
    return { url: srv.url, reused: srv.reused, database: srv.database };
  });

  for (const p of results) {
    console.log(`${p.page} ${p.path}`);
    const path = (u: string) => new URL(u).pathname;
    printTable(
      ['file', 'via', 'raw kB', 'gzip kB'],
      [
        ...p.js.map((a) => [path(a.url) + (a.status === 200 ? '' : ` (HTTP ${a.status})`), a.via, kB(a.raw), kB(a.gzip)]),
        ['JS total', `${p.js.length} files`, kB(p.jsRawTotal), kB(p.jsGzipTotal)],
        ...p.css.map((a) => [path(a.url) + (a.status === 200 ? '' : ` (HTTP ${a.status})`), a.via, kB(a.raw), kB(a.gzip)]),
        ['CSS total', `${p.css.length} files`, kB(p.cssRawTotal), kB(p.cssGzipTotal)],
        ['HTML document', `inline scripts ${kB(p.inlineScriptBytes)} kB raw`, kB(p.html.raw), kB(p.html.gzip)],
      ],
    );
    if (p.lazyJs.length) console.log(`lazy chunks (dynamic import, not counted): ${p.lazyJs.join(', ')}`);
    console.log('');
  }

  const checks: BudgetCheck[] = [];
  for (const p of results) {
    const b = budgetFor(budgets.js, p.page);
    checks.push(...check(p.page, 'JS gzip kB', kB(p.jsGzipTotal), b.maxJsGzipKb, 'max'));
    checks.push(...check(p.page, 'CSS gzip kB', kB(p.cssGzipTotal), b.maxCssGzipKb, 'max'));
  }
  const file = saveResults('js', {
    kind: 'js',
    date: new Date().toISOString(),
    server,
    options: { returning, gzipLevel: 9, kB: 1000 },
    environment: await environment(),
    pages: results,
    budgets: checks,
  });
  console.log(`Saved ${file}`);
  process.exitCode = reportBudgets(checks, args.check === true);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
