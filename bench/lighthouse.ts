/**
 * npm run bench:lighthouse [-- --check] [--runs 3] [--only home,…] [--no-first-visit] [--html]
 * Env: BENCH_URL (reuse a running server), BENCH_LH_RUNS, CHROME_PATH (default /usr/bin/chromium).
 *
 * Lighthouse 12 (default config = mobile: Moto G Power emulation, simulated slow 4G + 4x CPU throttling) on every
 * page of bench/targets.ts, categories performance, accessibility, best-practices, seo.
 *  - "returning" run: Chrome holds the cookies age-confirmed=1, cookies-show=hidden, intro-popup=hidden,
 *    top-banner=hidden (the page a returning shopper sees; see cookieSetter). The budgets (budgets.json → lighthouse)
 *    apply to this run.
 *  - "first-visit" run: no cookies (age gate, cookie bar, intro popup) — for information only.
 * With --runs N each variant runs N times and the run with the median performance score is reported.
 * Saves bench/results/lighthouse-<timestamp>.json (summary) and, with --html, the full reports (HTML + LHR JSON).
 */
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import {
  RESULTS_DIR,
  budgetFor,
  check,
  environment,
  loadBudgets,
  numberOption,
  parseArgs,
  printTable,
  reportBudgets,
  round,
  saveResults,
  selectTargets,
  timestamp,
  type BudgetCheck,
} from './lib/common';
import { ROOT, withServer } from './lib/server';
import { LIGHTHOUSE_COOKIES, cookieHeader, lighthousePages } from './targets';

const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
  '--no-first-run',
  '--no-default-browser-check',
  '--mute-audio',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;

type Variant = 'returning' | 'first-visit';

export interface LighthouseRow {
  page: string;
  path: string;
  variant: Variant;
  scores: Record<Category, number | null>;
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; siMs: number };
  /** The LCP element (selector + snippet), when Lighthouse found one. */
  lcpElement?: string;
  /** Lighthouse's CPU benchmark of this machine during the run (higher = faster; < ~1000 means a busy or slow CPU). */
  benchmarkIndex?: number;
  runs: number;
  allPerformanceScores: (number | null)[];
  runtimeError?: string;
  warnings: string[];
  /** Accessibility / best-practices / SEO audits that failed, with the offending nodes. */
  failedAudits: { category: Category; id: string; title: string; score: number | null; items: string[] }[];
  /** Performance audits that cost time (opportunities and diagnostics with score < 0.9). */
  performanceFindings: { id: string; title: string; displayValue?: string; savingsMs?: number; items: string[] }[];
  reportHtml?: string;
}

/**
 * Puts the returning-shopper cookies into Chrome's cookie jar as real cookies (visible to the server AND to
 * document.cookie after hydration), without any CDP client: a throw-away HTTP server on the same host (cookies are
 * per host, not per port) answers Chrome's starting page with Set-Cookie headers. Lighthouse's storage reset does
 * not clear cookies (default clearStorageTypes), so the audited navigation carries them.
 * Returns the starting URL and a promise resolved once Chrome has loaded it.
 */
async function cookieSetter(hostname: string, cookies: Record<string, string>) {
  let loaded!: () => void;
  const done = new Promise<void>((resolve) => (loaded = resolve));
  const server = createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'set-cookie': Object.entries(cookies).map(([k, v]) => `${k}=${encodeURIComponent(v)}; Path=/; Max-Age=31536000; SameSite=Lax`),
    });
    res.end('<!doctype html><title>cookies set</title>');
    res.on('finish', loaded);
  });
  await new Promise<void>((resolve) => server.listen(0, hostname === 'localhost' ? '127.0.0.1' : hostname, resolve));
  const port = (server.address() as AddressInfo).port;
  const host = hostname.includes(':') ? `[${hostname}]` : hostname;
  return {
    startingUrl: `http://${host}:${port}/`,
    done,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

async function runOnce(url: string, variant: Variant): Promise<Result> {
  const hostname = new URL(url).hostname;
  // real cookies for a local server; a Cookie request header (server side only) for a remote one
  const setter = variant === 'returning' && LOCAL_HOSTS.has(hostname) ? await cookieSetter(hostname, LIGHTHOUSE_COOKIES) : undefined;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
    startingUrl: setter?.startingUrl ?? 'about:blank',
  });
  try {
    if (setter) {
      const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('Chrome did not load the cookie page')), 30_000));
      await Promise.race([setter.done, timeout]);
      await new Promise((r) => setTimeout(r, 300)); // let Chrome commit the cookies
    }
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // localhost only: nothing to wait for on the network; keep the defaults otherwise (mobile, simulated throttling)
      maxWaitForLoad: 60_000,
      extraHeaders: variant === 'returning' && !setter ? { Cookie: cookieHeader(LIGHTHOUSE_COOKIES) } : undefined,
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error('Lighthouse returned no result');
    return result.lhr;
  } finally {
    await chrome.kill();
    await setter?.close();
  }
}

/** Short description of the nodes/URLs of an audit's details table. */
function auditItems(audit: Result['audits'][string], max = 5): string[] {
  const details = audit.details as { type?: string; items?: Record<string, unknown>[] } | undefined;
  if (!details?.items || !Array.isArray(details.items)) return [];
  const out: string[] = [];
  for (const item of details.items.slice(0, max)) {
    const node = item.node as { selector?: string; snippet?: string; explanation?: string } | undefined;
    if (node?.snippet || node?.selector) {
      out.push(`${node.selector ?? ''} ${node.snippet ?? ''}`.trim().slice(0, 200));
      continue;
    }
    const url = typeof item.url === 'string' ? item.url : undefined;
    if (url) {
      const extra = [
        typeof item.total === 'number' ? `${round(item.total, 0)} ms CPU` : '',
        typeof item.wastedMs === 'number' ? `${round(item.wastedMs, 0)} ms` : '',
        typeof item.totalBytes === 'number' ? `${round(item.totalBytes / 1024)} kB` : '',
        typeof item.wastedBytes === 'number' ? `wasted ${round(item.wastedBytes / 1024)} kB` : '',
      ].filter(Boolean);
      out.push(`${url.replace(/^https?:\/\/[^/]+/, '')}${extra.length ? ` (${extra.join(', ')})` : ''}`);
      continue;
    }
    const label = ['description', 'label', 'source', 'groupLabel'].map((k) => item[k]).find((v) => typeof v === 'string');
    // skip generic advice rows (markdown links to the Lighthouse docs)
    if (label && !String(label).includes('](http')) {
      out.push(`${String(label).slice(0, 200)}${typeof item.duration === 'number' ? ` ${round(item.duration, 0)} ms` : ''}`);
    }
  }
  if (details.items.length > max) out.push(`… ${details.items.length - max} more`);
  return out;
}

function lcpElement(lhr: Result): string | undefined {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { selector?: string; snippet?: string } }[] }[] } | undefined;
  for (const table of details?.items ?? []) {
    const node = table.items?.[0]?.node;
    if (node) return `${node.selector ?? ''} ${node.snippet ?? ''}`.trim().slice(0, 200);
  }
  return undefined;
}

function summarize(lhr: Result, page: { name: string; path: string }, variant: Variant, all: Result[]): LighthouseRow {
  const score = (c: Category) => {
    const s = lhr.categories[c]?.score;
    return s === null || s === undefined ? null : Math.round(s * 100);
  };
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failedAudits: LighthouseRow['failedAudits'] = [];
  for (const c of CATEGORIES) {
    if (c === 'performance') continue;
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (!a || ref.weight === 0 || a.score === null || a.score >= 1) continue;
      if (a.scoreDisplayMode === 'notApplicable' || a.scoreDisplayMode === 'manual' || a.scoreDisplayMode === 'informative') continue;
      failedAudits.push({ category: c, id: a.id, title: a.title, score: a.score, items: auditItems(a) });
    }
  }
  const metricIds = new Set(Object.values(METRICS) as string[]);
  metricIds.add('interactive').add('max-potential-fid');
  const performanceFindings: LighthouseRow['performanceFindings'] = [];
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    const a = lhr.audits[ref.id];
    if (!a || metricIds.has(a.id) || a.score === null || a.score >= 0.9) continue;
    if (a.scoreDisplayMode === 'notApplicable' || a.scoreDisplayMode === 'manual') continue;
    // largest estimated saving of a time metric (CLS savings are unitless)
    const savings = Object.entries(a.metricSavings ?? {}).filter(([k]) => k !== 'CLS');
    const savingsMs = savings.length ? savings.reduce((m, [, v]) => Math.max(m, v ?? 0), 0) : undefined;
    performanceFindings.push({ id: a.id, title: a.title, displayValue: a.displayValue, savingsMs, items: auditItems(a) });
  }
  performanceFindings.sort((a, b) => (b.savingsMs ?? 0) - (a.savingsMs ?? 0));
  return {
    page: page.name,
    path: page.path,
    variant,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Record<Category, number | null>,
    metrics: {
      fcpMs: round(num(METRICS.fcp), 0),
      lcpMs: round(num(METRICS.lcp), 0),
      tbtMs: round(num(METRICS.tbt), 0),
      cls: round(num(METRICS.cls), 3),
      siMs: round(num(METRICS.si), 0),
    },
    lcpElement: lcpElement(lhr),
    benchmarkIndex: lhr.environment?.benchmarkIndex ? Math.round(lhr.environment.benchmarkIndex) : undefined,
    runs: all.length,
    allPerformanceScores: all.map((r) =>
      r.categories.performance?.score == null ? null : Math.round(r.categories.performance.score * 100),
    ),
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
    warnings: lhr.runWarnings,
    failedAudits,
    performanceFindings,
  };
}

/** The run with the median performance score. */
function median(results: Result[]): Result {
  const sorted = [...results].sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

async function main() {
  const args = parseArgs();
  const runs = Math.max(1, numberOption(args, ['runs', 'n'], 'BENCH_LH_RUNS', 1));
  const pages = selectTargets(lighthousePages, args);
  const variants: Variant[] = args['no-first-visit'] ? ['returning'] : ['returning', 'first-visit'];
  const saveHtml = args.html === true || process.env.BENCH_LH_HTML === '1';
  const budgets = loadBudgets();
  const stamp = timestamp();

  const rows: LighthouseRow[] = [];
  const server = await withServer(async (srv) => {
    console.log(`Server: ${srv.url} (${srv.reused ? 'reused, BENCH_URL' : `started in ${round(srv.startMs / 1000)} s, ${srv.database}`})`);
    console.log(`Lighthouse mobile, ${runs} run(s) per page and variant, Chrome ${CHROME_PATH}\n`);
    for (const page of pages) {
      for (const variant of variants) {
        const results: Result[] = [];
        for (let i = 0; i < runs; i++) {
          process.stdout.write(`${page.name} (${variant}) run ${i + 1}/${runs} … `);
          let lhr = await runOnce(srv.url + page.path, variant);
          // a trace hiccup (NO_NAVSTART, NO_FCP, …) on a busy machine: try again, twice at most
          for (let retry = 1; retry <= 2 && (lhr.runtimeError || lhr.categories.performance?.score == null); retry++) {
            process.stdout.write(`${lhr.runtimeError?.code ?? 'no score'}, retry ${retry} … `);
            lhr = await runOnce(srv.url + page.path, variant);
          }
          results.push(lhr);
          console.log(
            `performance ${round((lhr.categories.performance?.score ?? Number.NaN) * 100, 0)} (TBT ${round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN, 0)} ms, CPU benchmark index ${round(lhr.environment?.benchmarkIndex ?? Number.NaN, 0)})`,
          );
        }
        const chosen = median(results);
        const row = summarize(chosen, page, variant, results);
        if (saveHtml) {
          const { generateReport } = await import('lighthouse');
          const file = path.join(RESULTS_DIR, `lighthouse-${stamp}-${page.name}-${variant}.html`);
          writeFileSync(file, generateReport(chosen, 'html'));
          writeFileSync(file.replace(/\.html$/, '.report.json'), JSON.stringify(chosen));
          row.reportHtml = path.relative(ROOT, file);
        }
        rows.push(row);
      }
    }
    return { url: srv.url, reused: srv.reused, database: srv.database };
  });

  console.log('');
  printTable(
    ['page', 'variant', 'perf', 'a11y', 'best-pr', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms'],
    rows.map((r) => [
      `${r.page} ${r.path}`,
      r.variant,
      r.scores.performance ?? '-',
      r.scores.accessibility ?? '-',
      r.scores['best-practices'] ?? '-',
      r.scores.seo ?? '-',
      r.metrics.fcpMs,
      r.metrics.lcpMs,
      r.metrics.tbtMs,
      r.metrics.cls,
      r.metrics.siMs,
    ]),
  );

  for (const r of rows) {
    if (r.lcpElement) console.log(`\n${r.page} (${r.variant}) LCP element: ${r.lcpElement}`);
    if (r.runtimeError) console.log(`\n${r.page} (${r.variant}) RUNTIME ERROR ${r.runtimeError}`);
    for (const w of r.warnings) console.log(`\n${r.page} (${r.variant}) warning: ${w}`);
    if (r.failedAudits.length) {
      console.log(`\n${r.page} (${r.variant}) failed audits:`);
      for (const a of r.failedAudits) {
        console.log(`  [${a.category}] ${a.id}: ${a.title}`);
        for (const item of a.items) console.log(`      ${item}`);
      }
    }
    if (r.performanceFindings.length) {
      console.log(`\n${r.page} (${r.variant}) performance findings:`);
      for (const f of r.performanceFindings) {
        const savings = f.savingsMs ? ` (est. savings ${round(f.savingsMs, 0)} ms)` : '';
        console.log(`  ${f.id}: ${f.title}${f.displayValue ? ` — ${f.displayValue}` : ''}${savings}`);
        for (const item of f.items) console.log(`      ${item}`);
      }
    }
    if (r.reportHtml) console.log(`\n${r.page} (${r.variant}) HTML report: ${r.reportHtml}`);
  }

  const checks: BudgetCheck[] = [];
  for (const r of rows.filter((row) => row.variant === 'returning')) {
    const b = budgetFor(budgets.lighthouse, r.page);
    for (const c of CATEGORIES) checks.push(...check(r.page, c, r.scores[c] ?? Number.NaN, b[c], 'min'));
  }
  const file = saveResults('lighthouse', {
    kind: 'lighthouse',
    date: new Date().toISOString(),
    server,
    options: { runs, variants, formFactor: 'mobile', chrome: CHROME_PATH },
    environment: await environment(),
    pages: rows,
    budgets: checks,
  });
  console.log(`\nSaved ${file}`);
  process.exitCode = reportBudgets(checks, args.check === true);
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(2);
});
