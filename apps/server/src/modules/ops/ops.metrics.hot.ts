import type { Metric, Registry } from 'prom-client';

/**
 * Counters and histograms for the hot paths (decision 130). prom-client's own hash a label set
 * into a key on every `inc`/`observe`, even through a child from `labels()`: measured at about
 * 4-7 µs per HTTP answer on the loaded development machine, more than the rest of the metrics'
 * work together. Here a series is a plain record its caller keeps: counting is one addition (a
 * histogram: a scan of a dozen bounds). The registry reads them only when Prometheus scrapes,
 * in prom-client's own exposition, next to its metrics.
 */
export interface HotCounterSeries {
  value: number;
}

export interface HotHistogramSeries {
  /** per bucket, not cumulative; the last is +Inf */
  counts: Float64Array;
  sum: number;
  count: number;
}

interface Registered {
  name: string;
  help: string;
  type: 'counter' | 'histogram';
  get(): Promise<{ name: string; help: string; type: string; aggregator: 'sum'; values: Sample[] }>;
  reset(): void;
}

interface Sample {
  labels: Record<string, string | number>;
  value: number;
  metricName?: string;
}

function register(registry: Registry, metric: Registered): void {
  registry.registerMetric(metric as unknown as Metric);
}

export class HotCounter {
  private readonly all = new Map<string, { labels: Record<string, string>; series: HotCounterSeries }>();

  constructor(registry: Registry, name: string, help: string) {
    const get = async () => ({
      name,
      help,
      type: 'counter',
      aggregator: 'sum' as const,
      values: [...this.all.values()].map((s) => ({ labels: s.labels, value: s.series.value })),
    });
    register(registry, { name, help, type: 'counter', get, reset: () => this.all.clear() });
  }

  /** Every series with its labels (the operations screen). */
  list(): { labels: Record<string, string>; series: HotCounterSeries }[] {
    return [...this.all.values()];
  }

  /** The series of these labels, created once; the caller keeps it and adds to `value`. */
  series(labels: Record<string, string>): HotCounterSeries {
    const key = JSON.stringify(labels);
    let s = this.all.get(key);
    if (!s) {
      s = { labels, series: { value: 0 } };
      this.all.set(key, s);
    }
    return s.series;
  }
}

export class HotHistogram {
  private readonly all = new Map<string, { labels: Record<string, string>; series: HotHistogramSeries }>();

  constructor(
    registry: Registry,
    name: string,
    help: string,
    private readonly bounds: readonly number[],
  ) {
    const get = async () => ({
      name,
      help,
      type: 'histogram',
      aggregator: 'sum' as const,
      values: [...this.all.values()].flatMap((s) => this.samples(name, s.labels, s.series)),
    });
    register(registry, { name, help, type: 'histogram', get, reset: () => this.all.clear() });
  }

  series(labels: Record<string, string>): HotHistogramSeries {
    const key = JSON.stringify(labels);
    let s = this.all.get(key);
    if (!s) {
      s = { labels, series: { counts: new Float64Array(this.bounds.length + 1), sum: 0, count: 0 } };
      this.all.set(key, s);
    }
    return s.series;
  }

  list(): { labels: Record<string, string>; series: HotHistogramSeries }[] {
    return [...this.all.values()];
  }

  /** The upper bound of the bucket holding quantile `q` (Infinity past the last); null when empty. */
  quantileBound(series: HotHistogramSeries, q: number): number | null {
    if (series.count === 0) return null;
    const rank = q * series.count;
    let cumulative = 0;
    for (let i = 0; i < this.bounds.length; i++) {
      cumulative += series.counts[i]!;
      if (cumulative >= rank) return this.bounds[i]!;
    }
    return Number.POSITIVE_INFINITY;
  }

  observe(series: HotHistogramSeries, value: number): void {
    const bounds = this.bounds;
    let i = 0;
    while (i < bounds.length && value > bounds[i]!) i++;
    series.counts[i]!++;
    series.sum += value;
    series.count++;
  }

  private samples(name: string, labels: Record<string, string>, s: HotHistogramSeries): Sample[] {
    const out: Sample[] = [];
    let cumulative = 0;
    for (let i = 0; i <= this.bounds.length; i++) {
      cumulative += s.counts[i]!;
      const le = i < this.bounds.length ? this.bounds[i]! : '+Inf';
      out.push({ labels: { ...labels, le }, value: cumulative, metricName: `${name}_bucket` });
    }
    out.push({ labels, value: s.sum, metricName: `${name}_sum` });
    out.push({ labels, value: s.count, metricName: `${name}_count` });
    return out;
  }
}
