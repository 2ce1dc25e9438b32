/**
 * npx tsx bench/summary.ts [--since ISO-date]
 * Prints a Markdown block, ready to paste into a closing note, from bench/results/{http,lighthouse,js}-latest.json
 * (with --since, results older than that date are left out: run-all.sh passes its start time).
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { RESULTS_DIR, parseArgs, round, type BudgetCheck } from './lib/common';
import { ROOT } from './lib/server';
import type { HttpRow } from './http-load';
import type { PageSizes } from './js-size';
import type { LighthouseRow } from './lighthouse';

interface Saved {
  date: string;
  environment?: { node: string; cpus: number; loadavg: number[] };
  options?: Record<string, unknown>;
  budgets?: BudgetCheck[];
}

function load<T extends Saved>(kind: string, since?: Date): T | undefined {
  const file = path.join(RESULTS_DIR, `${kind}-latest.json`);
  if (!existsSync(file)) return undefined;
  const data = JSON.parse(readFileSync(file, 'utf8')) as T;
  if (since && new Date(data.date) < since) return undefined;
  return data;
}

function git(cmd: string): string {
  try {
    return execSync(`git ${cmd}`, { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return '?';
  }
}

const s = (ms: number) => `${round(ms / 1000, 2)} s`;

function main() {
  const args = parseArgs();
  const since = typeof args.since === 'string' ? new Date(args.since) : undefined;
  const http = load<Saved & { targets: HttpRow[] }>('http', since);
  const lh = load<Saved & { pages: LighthouseRow[] }>('lighthouse', since);
  const js = load<Saved & { pages: PageSizes[] }>('js', since);
  const env = http?.environment ?? lh?.environment ?? js?.environment;
  const dirty = git('status --porcelain') ? ' + uncommitted changes' : '';
  const lines: string[] = [];
  lines.push(`#### Bench ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — commit ${git('rev-parse --short HEAD')}${dirty}`);
  if (env)
    lines.push(
      `Machine: ${env.cpus} CPUs, Node ${env.node}, load average ${env.loadavg.join(' / ')} (numbers are noisy when other work runs).`,
    );

  lines.push('');
  if (http) {
    const o = http.options as { connections: number; duration: number; warmup: number };
    lines.push(`HTTP (autocannon, ${o.connections} connections, ${o.duration} s after ${o.warmup} s warm-up):`);
    lines.push('| target | req/s | p50 ms | p99 ms | non-2xx | errors |', '|---|---:|---:|---:|---:|---:|');
    for (const t of http.targets)
      lines.push(`| ${t.method} ${t.path} | ${t.rps} | ${t.p50} | ${t.p99} | ${t.non2xx} | ${t.errors + t.timeouts} |`);
  } else lines.push('HTTP: no result.');

  lines.push('');
  if (lh) {
    lines.push(`Lighthouse 12 mobile (simulated throttling; ${lh.options?.runs ?? 1} run(s), median):`);
    lines.push(
      '| page | visitor | perf | a11y | best-pr | SEO | FCP | LCP | TBT | CLS |',
      '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    );
    for (const p of lh.pages) {
      const v = p.variant === 'returning' ? 'returning (cookies)' : 'first visit (age gate)';
      const sc = p.scores;
      lines.push(
        `| ${p.path} | ${v} | ${sc.performance ?? '-'} | ${sc.accessibility ?? '-'} | ${sc['best-practices'] ?? '-'} | ${sc.seo ?? '-'} | ${s(p.metrics.fcpMs)} | ${s(p.metrics.lcpMs)} | ${p.metrics.tbtMs} ms | ${p.metrics.cls} |`,
      );
    }
    const bench = lh.pages.map((p) => p.benchmarkIndex).filter((n): n is number => typeof n === 'number');
    if (bench.length)
      lines.push(
        `Lighthouse CPU benchmark index ${Math.min(...bench)}–${Math.max(...bench)} (higher = faster CPU; a busy machine inflates TBT).`,
      );
    const failing = lh.pages.flatMap((p) => p.failedAudits.map((a) => `${p.path} (${p.variant}) ${a.id}`));
    if (failing.length) lines.push(`Failed audits: ${failing.join('; ')}.`);
  } else lines.push('Lighthouse: no result.');

  lines.push('');
  if (js) {
    for (const p of js.pages) {
      lines.push(
        `JS shipped on ${p.path}: ${round(p.jsGzipTotal / 1000)} kB gzip (${round(p.jsRawTotal / 1000)} kB raw, ${p.js.length} files); CSS ${round(p.cssGzipTotal / 1000)} kB gzip; HTML ${round(p.html.gzip / 1000)} kB gzip.`,
      );
    }
  } else lines.push('JS size: no result.');

  const checks = [...(http?.budgets ?? []), ...(lh?.budgets ?? []), ...(js?.budgets ?? [])];
  const failed = checks.filter((c) => !c.ok);
  lines.push('');
  lines.push(
    checks.length === 0
      ? 'Budgets: none checked.'
      : failed.length === 0
        ? `Budgets (bench/budgets.json): all ${checks.length} met.`
        : `Budgets (bench/budgets.json): ${failed.length} of ${checks.length} failed — ${failed
            .map((c) => `${c.target} ${c.metric} ${round(c.actual)} (${c.kind === 'min' ? '>=' : '<='} ${c.limit})`)
            .join('; ')}.`,
  );
  console.log(lines.join('\n'));
}

main();
