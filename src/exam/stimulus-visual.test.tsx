import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { stimulusSchema, visualSchema, type Stimulus, type Visual } from '../content/schema';
import { visualAsTable, visualAsText } from '../content/visual-data';
import { StimulusBlock } from './stimulus-block';

const source = { kind: 'us-government', author: 'U.S. Census Bureau', work: 'Historical Statistics of the United States', year: 1975, adapted: true } as const;
const bar: Visual = { kind: 'bar-chart', caption: 'Immigrants by decade', valueLabel: 'Immigrants (thousands)', bars: [{ label: '1881–1890', value: 5247 }, { label: '1891–1900', value: 3688 }], note: 'Rounded.' };
const line: Visual = {
  kind: 'line-chart',
  caption: 'Unemployment, 1929–1933',
  xLabel: 'Year',
  yLabel: 'Percent of the labor force',
  series: [{ name: 'Unemployed', points: [{ x: 1929, y: 3.2 }, { x: 1931, y: 15.9 }, { x: 1933, y: 24.9 }] }],
};
const map: Visual = {
  kind: 'state-map',
  caption: 'Free and slave states',
  legend: [{ key: 'free', label: 'Free state' }, { key: 'slave', label: 'Slave state' }],
  states: { NY: 'free', OH: 'free', VA: 'slave' },
};
const table: Visual = { kind: 'table', caption: 'Urban share', columns: ['Year', 'Percent urban'], rows: [['1880', '28.2'], ['1920', '51.2']] };
const stimulus = (visual: Visual): Stimulus => ({ title: 'A visual', text: 'The lead-in a screen reader reads first.', source, visual });

describe('visual stimuli', () => {
  it('a bar chart is an SVG image with a title, its numbers in a table under "Show the data as a table"', () => {
    render(<StimulusBlock stimulus={stimulus(bar)} />);
    const image = screen.getByRole('img', { name: 'Immigrants by decade (Immigrants (thousands))' });
    expect(image.querySelector('title')?.textContent).toBe('Immigrants by decade (Immigrants (thousands))');
    expect(screen.getByText('Show the data as a table').closest('details')).not.toBeNull();
    const data = screen.getByRole('table', { name: 'Immigrants by decade', hidden: true });
    expect(within(data).getByRole('rowheader', { name: '1881–1890', hidden: true })).toBeTruthy();
    expect(within(data).getByRole('cell', { name: '5,247', hidden: true })).toBeTruthy();
    expect(screen.getByText('Rounded.')).toBeTruthy();
    // The lead-in is read before the chart, and is not a quotation.
    expect(screen.getByText('The lead-in a screen reader reads first.').closest('blockquote')).toBeNull();
  });

  it('a line chart draws one line per series and tabulates every point', () => {
    const { container } = render(<StimulusBlock stimulus={stimulus(line)} />);
    expect(screen.getByRole('img', { name: 'Unemployment, 1929–1933: Percent of the labor force by Year' })).toBeTruthy();
    expect(container.querySelectorAll('polyline')).toHaveLength(1);
    expect(visualAsTable(line)).toEqual({ columns: ['Year', 'Percent of the labor force'], rows: [['1929', '3.2'], ['1931', '15.9'], ['1933', '24.9']] });
    // A column keeps one number of decimals: 19.0 beside 17.2, not 19.
    const decimals: Visual = { ...line, series: [{ name: 'x', points: [{ x: 1938, y: 19 }, { x: 1939, y: 17.2 }] }] };
    expect(visualAsTable(decimals).rows).toEqual([['1938', '19.0'], ['1939', '17.2']]);
    // The x axis starts at the first year: no tick before the data.
    const ticks = [...container.querySelectorAll('svg text')].map((t) => t.textContent);
    expect(ticks).toContain('1930');
    expect(ticks).not.toContain('1925');
  });

  it('a state map marks each state with its code and legend letter, and lists the states by key', () => {
    const { container } = render(<StimulusBlock stimulus={stimulus(map)} />);
    expect(screen.getByRole('img', { name: 'Free and slave states' })).toBeTruthy();
    const tiles = [...container.querySelectorAll('svg g')].map((tile) => tile.textContent);
    expect(tiles.sort()).toEqual(['NYA', 'OHA', 'VAB']);
    expect(screen.getByText('Free state')).toBeTruthy();
    expect(visualAsTable(map).rows).toEqual([['A: Free state', 'New York, Ohio'], ['B: Slave state', 'Virginia']]);
  });

  it('a table is a real table named by its caption', () => {
    render(<StimulusBlock stimulus={stimulus(table)} />);
    const shown = screen.getByRole('region', { name: 'Urban share' });
    expect(within(shown).getAllByRole('row')).toHaveLength(3);
    expect(within(shown).getByRole('columnheader', { name: 'Percent urban' })).toBeTruthy();
  });

  it('the grader reads a visual as text', () => {
    expect(visualAsText(bar)).toBe('Immigrants by decade\n1881–1890; Immigrants (thousands): 5,247\n1891–1900; Immigrants (thousands): 3,688\nRounded.');
  });

  it('the schema refuses ragged tables, one-bar charts, unknown states and keys not in the legend', () => {
    for (const v of [table, bar, line, map]) expect(stimulusSchema.safeParse(stimulus(v)).success, v.kind).toBe(true);
    expect(visualSchema.safeParse({ ...table, rows: [['1880']] }).success).toBe(false);
    expect(visualSchema.safeParse({ ...bar, bars: [bar.kind === 'bar-chart' && bar.bars[0]] }).success).toBe(false);
    expect(visualSchema.safeParse({ ...map, states: { XX: 'free', NY: 'free' } }).success).toBe(false);
    expect(visualSchema.safeParse({ ...map, states: { OH: 'free', NY: 'unknown' } }).success).toBe(false);
    expect(visualSchema.safeParse({ ...line, series: [{ name: 'x', points: [{ x: 2, y: 1 }, { x: 1, y: 1 }] }] }).success).toBe(false);
  });
});

describe('visual stimuli as prerendered HTML', () => {
  // One text node per line, as the booklet test asks of the whole exam (docs/decisions.md#one-text-node-per-line).
  it.each([bar, line, map, table, { ...line, series: [...line.series, { name: 'Second', points: [{ x: 1929, y: 1 }, { x: 1933, y: 2 }] }] }] as Visual[])(
    '%# leaves no seams between text nodes',
    (visual) => {
      expect(renderToString(<StimulusBlock stimulus={stimulus(visual)} />)).not.toContain('<!-- -->');
    },
  );
});
