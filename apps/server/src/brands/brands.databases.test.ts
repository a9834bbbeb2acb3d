import { describe, expect, it } from 'vitest';
import { mergeExpositions } from '../modules/ops/ops.metrics-server';
import { brandDatabaseUrl } from './brands.databases';

describe('brand databases and metrics', () => {
  it("should keep the primary brand on the deployment's database and give every other brand its own", () => {
    const url = 'postgres://u:p@127.0.0.1:5433/platform?sslmode=disable';
    expect(brandDatabaseUrl(url, 'xc03', true)).toBe(url);
    expect(brandDatabaseUrl(url, 'xc04', false)).toBe('postgres://u:p@127.0.0.1:5433/platform_xc04?sslmode=disable');
  });

  it("should write each metric's family once with every brand's samples", () => {
    const a =
      '# HELP x_total X\n# TYPE x_total counter\nx_total{brand="xc03"} 1\n# HELP y Y\n# TYPE y gauge\ny{brand="xc03"} 2\n';
    const b = '# HELP x_total X\n# TYPE x_total counter\nx_total{brand="xc04"} 5\n';
    expect(mergeExpositions([a, b])).toBe(
      '# HELP x_total X\n# TYPE x_total counter\nx_total{brand="xc03"} 1\nx_total{brand="xc04"} 5\n# HELP y Y\n# TYPE y gauge\ny{brand="xc03"} 2\n',
    );
  });
});
