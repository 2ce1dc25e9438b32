/** Small helpers shared by the bench scripts: CLI args, budgets, results files, tables. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './server';

const BENCH_DIR = path.join(ROOT, 'bench');
export const RESULTS_DIR = path.join(BENCH_DIR, 'results');

/** Parses `--flag`, `--key=value`, `--key value` and short `-c 10`. */
export function parseArgs(argv = process.argv.slice(2)): Record<string, string | true> {
  const out: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('-')) continue;
    const key = arg.replace(/^--?/, '');
    const eq = key.indexOf('=');
    if (eq >= 0) out[key.slice(0, eq)] = key.slice(eq + 1);
    else if (argv[i + 1] !== undefined && !argv[i + 1].startsWith('-')) out[key] = argv[++i];
    else out[key] = true;
  }
  return out;
}

/** A numeric option from args (any of the names) or an env variable, else the default. */
export function numberOption(args: Record<string, string | true>, names: string[], envName: string, fallback: number): number {
  for (const n of names) {
    const v = args[n];
    if (typeof v === 'string' && v !== '' && Number.isFinite(Number(v))) return Number(v);
  }
  const e = process.env[envName];
  if (e !== undefined && e !== '' && Number.isFinite(Number(e))) return Number(e);
  return fallback;
}

/** --only=a,b or BENCH_ONLY=a,b: filter targets by name. */
export function selectTargets<T extends { name: string }>(targets: T[], args: Record<string, string | true>): T[] {
  const only = typeof args.only === 'string' ? args.only : process.env.BENCH_ONLY;
  if (!only) return targets;
  const names = new Set(only.split(',').map((s) => s.trim()));
  const picked = targets.filter((t) => names.has(t.name));
  if (picked.length === 0) throw new Error(`--only=${only}: no such target (have: ${targets.map((t) => t.name).join(', ')})`);
  return picked;
}

export interface Budgets {
  http?: Record<string, HttpBudget>;
  lighthouse?: Record<string, LighthouseBudget>;
  js?: Record<string, JsBudget>;
  html?: Record<string, HtmlBudget>;
  /** bench/orders.ts: the buying path's calls (cart-read, add-to-cart, orders), the same keys as `http` */
  orders?: Record<string, HttpBudget>;
}
/** The SSR document of a page (bench/html-size.ts): raw bytes as sent before compression, kB = 1000 bytes. */
interface HtmlBudget {
  maxRawKb?: number;
  maxGzipKb?: number;
}
interface HttpBudget {
  minRps?: number;
  maxP50Ms?: number;
  maxP99Ms?: number;
  maxNon2xx?: number;
  maxErrors?: number;
}
/** Minimum Lighthouse scores 0-100 for the returning-shopper run. */
interface LighthouseBudget {
  performance?: number;
  accessibility?: number;
  'best-practices'?: number;
  seo?: number;
}
interface JsBudget {
  maxJsGzipKb?: number;
  maxCssGzipKb?: number;
}

export function loadBudgets(): Budgets {
  return JSON.parse(readFileSync(path.join(BENCH_DIR, 'budgets.json'), 'utf8')) as Budgets;
}

/** The budget of a target: its own entry merged over the section's "*" default. */
export function budgetFor<T extends object>(section: Record<string, T> | undefined, name: string): T {
  return { ...(section?.['*'] ?? {}), ...(section?.[name] ?? {}) } as T;
}

export interface BudgetCheck {
  target: string;
  metric: string;
  actual: number;
  limit: number;
  kind: 'min' | 'max';
  ok: boolean;
}

export function check(target: string, metric: string, actual: number, limit: number | undefined, kind: 'min' | 'max'): BudgetCheck[] {
  if (limit === undefined) return [];
  const ok = Number.isFinite(actual) && (kind === 'min' ? actual >= limit : actual <= limit);
  return [{ target, metric, actual, limit, kind, ok }];
}

/** Prints the budget lines; returns the process exit code (1 only with --check and a failed budget). */
export function reportBudgets(checks: BudgetCheck[], enforce: boolean): number {
  if (checks.length === 0) return 0;
  console.log(`\nBudgets (bench/budgets.json)${enforce ? '' : ' — informational, pass --check to enforce'}:`);
  for (const c of checks) {
    const op = c.kind === 'min' ? '>=' : '<=';
    console.log(`  ${c.ok ? 'PASS' : 'FAIL'}  ${c.target}  ${c.metric} ${round(c.actual)} ${op} ${c.limit}`);
  }
  const failed = checks.filter((c) => !c.ok).length;
  console.log(failed ? `  ${failed} budget(s) failed.` : '  all budgets met.');
  return enforce && failed ? 1 : 0;
}

export function round(n: number, digits = 1): number {
  if (!Number.isFinite(n)) return n;
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

export function timestamp(d = new Date()): string {
  return d
    .toISOString()
    .replace(/[:]/g, '-')
    .replace(/\.\d+Z$/, 'Z');
}

/** Writes bench/results/<kind>-<timestamp>.json and bench/results/<kind>-latest.json; returns the first path. */
export function saveResults(kind: string, data: unknown): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${kind}-${timestamp()}.json`);
  const text = JSON.stringify(data, null, 2);
  writeFileSync(file, text);
  writeFileSync(path.join(RESULTS_DIR, `${kind}-latest.json`), text);
  return path.relative(ROOT, file);
}

/** Plain-text table; numeric columns right-aligned. */
export function printTable(headers: string[], rows: (string | number)[][]): void {
  const cells = rows.map((r) => r.map((c) => String(c)));
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((r) => (r[i] ?? '').length)));
  const numeric = headers.map((_, i) => rows.length > 0 && rows.every((r) => typeof r[i] === 'number' || r[i] === '-'));
  const line = (r: string[]) =>
    r
      .map((c, i) => (numeric[i] ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of cells) console.log(line(r));
}

/** Machine info recorded next to every result (numbers are only comparable on the same machine). */
export async function environment() {
  const os = await import('node:os');
  return {
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    loadavg: os.loadavg().map((n) => round(n, 2)),
    platform: `${os.platform()} ${os.release()}`,
  };
}
