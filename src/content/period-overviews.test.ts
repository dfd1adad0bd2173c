import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { periodOverviews } from './period-overviews';
import { periodOverviewSchema, type PeriodOverview } from './schema';
import { units } from './units';

const words = (overview: PeriodOverview) =>
  [overview.lead, ...overview.changed, ...overview.why, ...overview.links].join(' ').split(/\s+/).filter(Boolean).length;

describe('period overviews (docs/content.md#period-overviews)', () => {
  it('are one per period, 1 to 9 in order, each parsing against its schema', () => {
    z.array(periodOverviewSchema).parse(periodOverviews);
    expect(periodOverviews.map((o) => o.period)).toEqual(units.map((u) => u.number));
  });

  it('run about 400 words each (350 to 450)', () => {
    const counts = periodOverviews.map((o) => [o.period, words(o)] as const);
    console.log('period overview words:', counts.map(([p, n]) => `${p}: ${n}`).join(', '));
    expect(counts.filter(([, n]) => n < 350 || n > 450)).toEqual([]);
  });
});
