/**
 * The dashboard charts' geometry, worked out on the server with d3-scale (decision 0107): the route's component only
 * draws SVG rectangles and texts from these numbers, so the charts need no JavaScript in the browser and d3 never
 * reaches a client chunk. Labels of the buckets are written here too, in shop time (shop-time.ts).
 */
import { scaleBand, scaleLinear } from 'd3-scale';
import type { SalesFigures, SalesPeriod } from '@/domain/back-office/sales-figures';
import { shopDateTimeFormat, shopWallTimeToUtc } from '@/lib/shop-time';

/** One column of the sales chart: its rectangle (SVG units) and its bucket's labels. */
interface Column {
  x: number;
  y: number;
  width: number;
  height: number;
  /** the axis label; empty where the axis skips it so labels never overlap */
  axisLabel: string;
  /** the bucket as the table and the text alternative write it */
  label: string;
}

export interface ColumnChart {
  width: number;
  height: number;
  left: number;
  right: number;
  baseline: number;
  columns: Column[];
  /** y position and value (whole units of the currency) of each grid line */
  ticks: Array<{ y: number; value: number }>;
}

export interface BarChart {
  width: number;
  height: number;
  /** where the bars start (after the labels) */
  barX: number;
  rowHeight: number;
  /** the bar's length per row, in the rows' order */
  bars: number[];
}

const SALES_SIZE = { width: 400, height: 220, left: 58, right: 22, top: 12, bottom: 26 };
const BAR_SIZE = { width: 400, rowHeight: 26, barX: 150, valueRoom: 44 };
/** every n-th bucket gets an axis label (counted back from the newest, which always has one) */
const AXIS_EVERY: Record<SalesPeriod, number> = { day: 5, week: 2, month: 1 };

function bucketLabels(period: SalesPeriod, start: string, localeTag: string): { axis: string; label: string } {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const at = shopWallTimeToUtc(y, m, d, 12)!;
  if (period === 'month') {
    return {
      axis: shopDateTimeFormat(localeTag, { month: 'short' }).format(at),
      label: shopDateTimeFormat(localeTag, { month: 'long', year: 'numeric' }).format(at),
    };
  }
  return {
    axis: shopDateTimeFormat(localeTag, { day: 'numeric', month: 'numeric' }).format(at),
    label: shopDateTimeFormat(localeTag, { day: 'numeric', month: 'numeric', year: 'numeric' }).format(at),
  };
}

/** The sales chart: one column per bucket, revenue on a "nice" linear scale in whole units of the currency. */
export function salesChart(figures: SalesFigures, localeTag: string): ColumnChart {
  const { width, height, left, right, top, bottom } = SALES_SIZE;
  const unit = 10 ** figures.currency.decimals;
  const n = figures.sales.length;
  const x = scaleBand<number>()
    .domain(figures.sales.map((_, i) => i))
    .range([left, width - right])
    .paddingInner(0.2)
    .paddingOuter(0.1);
  const max = Math.max(...figures.sales.map((b) => b.revenue / unit), 0);
  const y = scaleLinear()
    .domain([0, max > 0 ? max : 1])
    .nice(4)
    .range([height - bottom, top]);
  const every = AXIS_EVERY[figures.period];
  return {
    width,
    height,
    left,
    right,
    baseline: height - bottom,
    columns: figures.sales.map((bucket, i) => {
      const labels = bucketLabels(figures.period, bucket.start, localeTag);
      const top = y(bucket.revenue / unit);
      return {
        x: round(x(i)!),
        y: round(top),
        width: round(x.bandwidth()),
        height: round(height - bottom - top),
        axisLabel: (n - 1 - i) % every === 0 ? labels.axis : '',
        label: labels.label,
      };
    }),
    ticks: y.ticks(4).map((value) => ({ y: round(y(value)), value })),
  };
}

/** A horizontal bar per value (orders per state, pieces per product), longest = the room left after labels. */
export function barChart(values: number[]): BarChart {
  const { width, rowHeight, barX, valueRoom } = BAR_SIZE;
  const x = scaleLinear()
    .domain([0, Math.max(...values, 1)])
    .range([0, width - barX - valueRoom]);
  return { width, height: Math.max(values.length, 1) * rowHeight, barX, rowHeight, bars: values.map((v) => round(x(v))) };
}

const round = (v: number) => Math.round(v * 10) / 10;
