/**
 * The dashboard's SVG charts (decision 0107), drawn from geometry the loader worked out with d3-scale
 * (app/lib/admin/dashboard-charts.server.ts): plain SVG, visible without JavaScript. Each chart is an image with a
 * text alternative (aria-label with the main figures) and the full figures in a table under it (ChartData).
 * The SVG scales with its box (viewBox); its texts stay readable from a 390 px phone to a desktop.
 */
import type { ReactNode } from 'react';
import type { BarChart, ColumnChart } from '~/lib/admin/dashboard-charts.server';

const BAR_FILL = 'var(--color-brand-dark)';
const GRID = 'var(--color-line)';
const TEXT = 'var(--color-ink)';
const MUTED = 'var(--color-muted)';

export function SalesColumns({ chart, label, tick }: { chart: ColumnChart; label: string; tick: (value: number) => string }) {
  return (
    <svg
      viewBox={`0 0 ${chart.width} ${chart.height}`}
      role="img"
      aria-label={label}
      className="h-auto w-full max-w-xl"
      data-chart="sales"
      fontSize={12}
    >
      {chart.ticks.map((t) => (
        <g key={t.value}>
          <line x1={chart.left} x2={chart.width - chart.right} y1={t.y} y2={t.y} stroke={GRID} />
          <text x={chart.left - 6} y={t.y} dy="0.32em" textAnchor="end" fill={MUTED}>
            {tick(t.value)}
          </text>
        </g>
      ))}
      {chart.columns.map((c, i) => (
        <g key={i}>
          {c.height > 0 ? <rect x={c.x} y={c.y} width={c.width} height={c.height} fill={BAR_FILL} rx={1.5} /> : null}
          {c.axisLabel ? (
            <text x={c.x + c.width / 2} y={chart.baseline + 16} textAnchor="middle" fill={MUTED}>
              {c.axisLabel}
            </text>
          ) : null}
        </g>
      ))}
      <line x1={chart.left} x2={chart.width - chart.right} y1={chart.baseline} y2={chart.baseline} stroke={TEXT} />
    </svg>
  );
}

/** Horizontal bars with the row's label on the left and its value after the bar. */
export function HorizontalBars({
  chart,
  rows,
  label,
  name,
}: {
  chart: BarChart;
  rows: Array<{ key: string; label: string; value: string }>;
  label: string;
  name: string;
}) {
  const shorten = (text: string) => (text.length > 22 ? `${text.slice(0, 21)}…` : text);
  return (
    <svg
      viewBox={`0 0 ${chart.width} ${chart.height}`}
      role="img"
      aria-label={label}
      className="h-auto w-full max-w-xl"
      data-chart={name}
      fontSize={12}
    >
      {rows.map((row, i) => {
        const y = i * chart.rowHeight;
        const width = chart.bars[i] ?? 0;
        return (
          <g key={row.key}>
            <text x={chart.barX - 8} y={y + chart.rowHeight / 2} dy="0.32em" textAnchor="end" fill={TEXT}>
              {shorten(row.label)}
            </text>
            {width > 0 ? <rect x={chart.barX} y={y + 4} width={width} height={chart.rowHeight - 8} fill={BAR_FILL} rx={1.5} /> : null}
            <text x={chart.barX + width + 6} y={y + chart.rowHeight / 2} dy="0.32em" fill={TEXT}>
              {row.value}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** The chart's figures as a table, folded under the chart (a details element: keyboard and screen readers reach it). */
export function ChartData({ summary, caption, head, children }: { summary: string; caption: string; head: string[]; children: ReactNode }) {
  return (
    <details className="mt-2">
      <summary className="cursor-pointer text-sm font-semibold text-brand-dark underline underline-offset-2">{summary}</summary>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-line text-left">
              {head.map((h, i) => (
                <th key={h} scope="col" className={`py-1 pr-3 ${i > 0 ? 'text-right' : ''}`}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </details>
  );
}
