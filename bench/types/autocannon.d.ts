// Minimal typings for the parts of autocannon 8 the bench uses (the package ships none).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    [key: string]: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    pipelining?: number;
    timeout?: number;
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    warmup?: { connections?: number; duration?: number };
    workers?: number;
    [key: string]: unknown;
  }
  interface Result {
    url: string;
    duration: number;
    connections: number;
    requests: Histogram & { sent: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '1xx': number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
    statusCodeStats?: Record<string, { count: number }>;
    start: Date;
    finish: Date;
    [key: string]: unknown;
  }
  interface Instance extends Promise<Result> {
    on(event: string, listener: (...args: unknown[]) => void): this;
    stop(): void;
  }
  function autocannon(options: Options): Instance;
  export type { Options, Result, Histogram, Instance };
  export default autocannon;
}
