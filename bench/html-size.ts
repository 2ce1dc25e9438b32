/**
 * npm run bench:html [-- --check] [--only home,…]
 * Env: BENCH_URL (reuse a running server).
 *
 * Fetches the SSR document of every page of `htmlPages` (bench/targets.ts) as a returning shopper (browser
 * User-Agent, the returning-shopper cookies) and prints its size as sent before compression and gzipped (level 9),
 * with what it is made of: inline <style>, React Router's data (the `__reactRouterContext` scripts), other inline
 * scripts, class attributes and inline SVG. kB = 1000 bytes.
 * Saves bench/results/html-<timestamp>.json; budget: budgets.json → html (maxRawKb, maxGzipKb).
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
import { BROWSER_USER_AGENT, STOREFRONT_COOKIES, cookieHeader, htmlPages, type PageTarget } from './targets';

export interface HtmlSize {
  page: string;
  path: string;
  status: number;
  raw: number;
  gzip: number;
  /** bytes of the parts (they may overlap: a class attribute inside an SVG counts in both) */
  parts: { inlineStyle: number; routerData: number; otherScripts: number; classAttributes: number; svg: number };
}

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
const sum = (matches: Iterable<RegExpMatchArray>) => [...matches].reduce((total, m) => total + bytes(m[0]), 0);
const kB = (n: number) => round(n / 1000);

/** The composition of one document. */
export function measureHtml(html: string): Pick<HtmlSize, 'raw' | 'gzip' | 'parts'> {
  const scripts = [...html.matchAll(/<script\b[^>]*>[\s\S]*?<\/script>/g)].map((m) => m[0]);
  const routerData = scripts.filter((s) => s.includes('__reactRouterContext')).reduce((total, s) => total + bytes(s), 0);
  return {
    raw: bytes(html),
    gzip: gzipSync(html, { level: 9 }).length,
    parts: {
      inlineStyle: sum(html.matchAll(/<style\b[^>]*>[\s\S]*?<\/style>/g)),
      routerData,
      otherScripts: scripts.reduce((total, s) => total + bytes(s), 0) - routerData,
      classAttributes: sum(html.matchAll(/ class="[^"]*"/g)),
      svg: sum(html.matchAll(/<svg\b[\s\S]*?<\/svg>/g)),
    },
  };
}

async function measurePage(baseUrl: string, page: PageTarget): Promise<HtmlSize> {
  const res = await fetch(`${baseUrl}${page.path}`, {
    headers: { 'user-agent': BROWSER_USER_AGENT, cookie: cookieHeader(STOREFRONT_COOKIES), 'accept-encoding': 'identity' },
    redirect: 'manual',
  });
  const html = await res.text();
  return { page: page.name, path: page.path, status: res.status, ...measureHtml(html) };
}

async function main() {
  const args = parseArgs();
  const pages = selectTargets(htmlPages, args);
  const budgets = loadBudgets();
  const results: HtmlSize[] = [];
  const server = await withServer(async (srv) => {
    console.log(`Server: ${srv.url} (${srv.reused ? 'reused, BENCH_URL' : `started in ${round(srv.startMs / 1000)} s, ${srv.database}`})`);
    console.log('Visitor: returning (cookies); sizes as sent before compression, gzip level 9; kB = 1000 bytes\n');
    for (const page of pages) results.push(await measurePage(srv.url, page));
    return { url: srv.url, reused: srv.reused, database: srv.database };
  });

  printTable(
    ['page', 'status', 'raw kB', 'gzip kB', 'style', 'router data', 'other scripts', 'class attrs', 'svg'],
    results.map((r) => [
      `${r.page} ${r.path}`,
      r.status,
      kB(r.raw),
      kB(r.gzip),
      kB(r.parts.inlineStyle),
      kB(r.parts.routerData),
      kB(r.parts.otherScripts),
      kB(r.parts.classAttributes),
      kB(r.parts.svg),
    ]),
  );

  const checks: BudgetCheck[] = [];
  for (const r of results) {
    const b = budgetFor(budgets.html, r.page);
    checks.push(...check(r.page, 'HTML raw kB', kB(r.raw), b.maxRawKb, 'max'));
    checks.push(...check(r.page, 'HTML gzip kB', kB(r.gzip), b.maxGzipKb, 'max'));
  }
  const file = saveResults('html', {
    kind: 'html',
    date: new Date().toISOString(),
    server,
    environment: await environment(),
    pages: results,
    budgets: checks,
  });
  console.log(`\nSaved ${file}`);
  process.exitCode = reportBudgets(checks, args.check === true);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
