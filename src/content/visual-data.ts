/** Pure helpers behind the visual stimuli, shared by the screens and the PDF booklets (docs/content.md#visual-sources). */
import type { Visual } from './schema';
import { STATE_TILES } from './state-tiles';

export const formatNumber = (value: number, decimals?: number): string =>
  value.toLocaleString('en-US', decimals === undefined ? { maximumFractionDigits: 2 } : { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/** The most decimal places among some values, so a column prints 19.0 beside 17.2 rather than 19. */
const decimalsOf = (values: readonly number[]): number => Math.max(0, ...values.map((value) => (String(value).split('.')[1] ?? '').length));

/** 'A', 'B', ... : the letter that marks a legend key on the map, beside its colour. */
export const legendLetter = (index: number): string => String.fromCharCode(65 + index);

/** Round tick values covering [min, max], about `count` of them (1, 2 or 5 times a power of ten apart). */
export function chartTicks(min: number, max: number, count: number): number[] {
  if (max <= min) return [min, min + 1];
  const raw = (max - min) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw)!;
  const first = Math.floor(min / step) * step;
  const ticks: number[] = [];
  for (let t = first; t < max + step - 1e-9; t += step) ticks.push(Number(t.toFixed(10)));
  return ticks;
}

/** A line chart's points as table rows: one row per x, one column per series ('' where a series has no point). */
export function seriesRows(series: Extract<Visual, { kind: 'line-chart' }>['series']): { names: string[]; rows: string[][] } {
  const xs = [...new Set(series.flatMap((s) => s.points.map((p) => p.x)))].sort((a, b) => a - b);
  const decimals = decimalsOf(series.flatMap((s) => s.points.map((p) => p.y)));
  return {
    names: series.map((s) => s.name),
    rows: xs.map((x) => [String(x), ...series.map((s) => {
      const point = s.points.find((p) => p.x === x);
      return point ? formatNumber(point.y, decimals) : '';
    })]),
  };
}

/** The map's states grouped by legend key, in legend order, as "A: label" with state names A to Z. */
export function statesByKey(visual: Extract<Visual, { kind: 'state-map' }>): { label: string; names: string[] }[] {
  return visual.legend.map((entry, i) => ({
    label: `${legendLetter(i)}: ${entry.label}`,
    names: Object.entries(visual.states)
      .filter(([, key]) => key === entry.key)
      .map(([code]) => STATE_TILES[code]!.name)
      .sort(),
  }));
}

/** Every visual as plain rows of text (the PDF booklet's fallback and a test's view of the numbers). */
export function visualAsTable(visual: Visual): { columns: string[]; rows: string[][] } {
  switch (visual.kind) {
    case 'table':
      return { columns: visual.columns, rows: visual.rows };
    case 'bar-chart': {
      const decimals = decimalsOf(visual.bars.map((bar) => bar.value));
      return { columns: ['', visual.valueLabel], rows: visual.bars.map((bar) => [bar.label, formatNumber(bar.value, decimals)]) };
    }
    case 'line-chart': {
      const { names, rows } = seriesRows(visual.series);
      return { columns: [visual.xLabel, ...names.map((name) => (visual.series.length === 1 ? visual.yLabel : name))], rows };
    }
    case 'state-map':
      return { columns: ['Key', 'States'], rows: statesByKey(visual).map(({ label, names }) => [label, names.join(', ')]) };
  }
}

/** A visual as plain text lines (the grader's copy of a data document, and a screen's text-only fallback). */
export function visualAsText(visual: Visual): string {
  const { columns, rows } = visualAsTable(visual);
  const lines = rows.map((row) => row.map((cell, i) => (columns[i] ? `${columns[i]}: ${cell}` : cell)).join('; '));
  return [visual.caption, ...lines, ...(visual.note ? [visual.note] : [])].join('\n');
}
