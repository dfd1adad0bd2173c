/**
 * A stimulus's map, chart or table (docs/content.md#visual-sources): charts and the tile map are SVG with
 * role="img" and a title, and their numbers are also a real table a screen reader or a student can open.
 */
import { useId } from 'react';
import type { Visual } from '../content/schema';
import { STATE_TILES } from '../content/state-tiles';
import { chartTicks, formatNumber, legendLetter, visualAsTable } from '../content/visual-data';
import styles from './stimulus-visual.module.css';

type Of<K extends Visual['kind']> = Extract<Visual, { kind: K }>;

/** Fill colours for legend keys and chart series: light enough for dark text, told apart by letter or dash too. */
const FILLS = ['#bcd0f7', '#f5c2b8', '#cde8b5', '#f1df9c', '#dcc8f0', '#bfe3e4'];
const STROKES = ['#1d4ed8', '#b42318', '#2f6b12', '#8a5a00'];
const DASHES = ['', '6 4', '2 3', '10 3 2 3'];

export function StimulusVisual({ visual }: { visual: Visual }) {
  const id = useId();
  const captionId = `${id}-caption`;
  return (
    <div className={styles.visual}>
      <p className={styles.caption} id={captionId}>
        {visual.caption}
      </p>
      {visual.kind === 'table' ? <DataTable visual={visual} captionId={captionId} /> : null}
      {visual.kind === 'bar-chart' ? <BarChart visual={visual} /> : null}
      {visual.kind === 'line-chart' ? <LineChart visual={visual} /> : null}
      {visual.kind === 'state-map' ? <StateMap visual={visual} /> : null}
      {visual.note ? <p className={styles.note}>{visual.note}</p> : null}
    </div>
  );
}

function Table({ columns, rows, caption, labelledBy }: { columns: string[]; rows: string[][]; caption?: string; labelledBy?: string }) {
  return (
    // A wide table scrolls inside its own box at 390 px; the box takes focus so a keyboard can scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : caption}>
      <table className={styles.table}>
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={`${r}-${row[0]}`}>
              {row.map((cell, c) =>
                c === 0 ? (
                  <th key={c} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={c}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DataTable({ visual, captionId }: { visual: Of<'table'>; captionId: string }) {
  return <Table columns={visual.columns} rows={visual.rows} labelledBy={captionId} />;
}

/** The numbers behind a chart or map, folded away under a summary. */
function DataDetails({ visual }: { visual: Visual }) {
  const { columns, rows } = visualAsTable(visual);
  return (
    <details className={styles.details}>
      <summary>{visual.kind === 'state-map' ? 'Show the states as a table' : 'Show the data as a table'}</summary>
      <Table columns={columns} rows={rows} caption={visual.caption} />
    </details>
  );
}

const W = 360;

function BarChart({ visual }: { visual: Of<'bar-chart'> }) {
  const longest = Math.max(...visual.bars.map((bar) => bar.label.length));
  const labelWidth = Math.min(170, 16 + longest * 8);
  const valueWidth = 10 + Math.max(...visual.bars.map((bar) => formatNumber(bar.value).length)) * 8;
  const max = Math.max(...visual.bars.map((bar) => bar.value)) || 1;
  const row = 26;
  const height = visual.bars.length * row + 8;
  const span = W - labelWidth - valueWidth;
  return (
    <>
      <svg className={styles.chart} viewBox={`0 0 ${W} ${height}`} role="img" aria-label={`${visual.caption} (${visual.valueLabel})`}>
        <title>{`${visual.caption} (${visual.valueLabel})`}</title>
        {visual.bars.map((bar, i) => {
          const y = 4 + i * row;
          const width = Math.max(1, (bar.value / max) * span);
          return (
            <g key={bar.label}>
              <text x={labelWidth - 8} y={y + row / 2 + 4} textAnchor="end" className={styles.svgText}>
                {bar.label}
              </text>
              <rect x={labelWidth} y={y + 3} width={width} height={row - 8} fill={STROKES[0]} />
              <text x={labelWidth + width + 4} y={y + row / 2 + 4} className={styles.svgText}>
                {formatNumber(bar.value)}
              </text>
            </g>
          );
        })}
        <line x1={labelWidth} x2={labelWidth} y1={2} y2={height - 2} className={styles.axis} />
      </svg>
      <p className={styles.axisLabel}>{visual.valueLabel}</p>
      <DataDetails visual={visual} />
    </>
  );
}

function LineChart({ visual }: { visual: Of<'line-chart'> }) {
  const pad = { left: 46, right: 22, top: 12, bottom: 30 };
  const height = 230;
  const xs = visual.series.flatMap((s) => s.points.map((p) => p.x));
  const ys = visual.series.flatMap((s) => s.points.map((p) => p.y));
  // The x axis spans the data exactly, with round ticks inside it; the y axis starts at 0 and ends on a round tick.
  const [x0, x1] = [Math.min(...xs), Math.max(...xs)];
  const xTicks = chartTicks(x0, x1, 6).filter((tick) => tick >= x0 && tick <= x1);
  const yTicks = chartTicks(Math.min(0, ...ys), Math.max(...ys), 5);
  const [y0, y1] = [yTicks[0]!, yTicks.at(-1)!];
  const px = (x: number) => pad.left + ((x - x0) / (x1 - x0 || 1)) * (W - pad.left - pad.right);
  const py = (y: number) => height - pad.bottom - ((y - y0) / (y1 - y0 || 1)) * (height - pad.top - pad.bottom);
  return (
    <>
      <p className={styles.axisLabel}>{visual.yLabel}</p>
      <svg className={styles.chart} viewBox={`0 0 ${W} ${height}`} role="img" aria-label={`${visual.caption}: ${visual.yLabel} by ${visual.xLabel}`}>
        <title>{`${visual.caption}: ${visual.yLabel} by ${visual.xLabel}`}</title>
        {yTicks.map((tick) => (
          <g key={`y${tick}`}>
            <line x1={pad.left} x2={W - pad.right} y1={py(tick)} y2={py(tick)} className={styles.grid} />
            <text x={pad.left - 6} y={py(tick) + 4} textAnchor="end" className={styles.svgText}>
              {formatNumber(tick)}
            </text>
          </g>
        ))}
        {xTicks.map((tick) => (
          <text key={`x${tick}`} x={px(tick)} y={height - pad.bottom + 18} textAnchor="middle" className={styles.svgText}>
            {String(tick)}
          </text>
        ))}
        <line x1={pad.left} x2={W - pad.right} y1={py(y0)} y2={py(y0)} className={styles.axis} />
        <line x1={pad.left} x2={pad.left} y1={pad.top} y2={py(y0)} className={styles.axis} />
        {visual.series.map((series, i) => (
          <g key={series.name}>
            <polyline
              points={series.points.map((p) => `${px(p.x)},${py(p.y)}`).join(' ')}
              fill="none"
              stroke={STROKES[i % STROKES.length]}
              strokeWidth={2.5}
              strokeDasharray={DASHES[i % DASHES.length] || undefined}
            />
            {series.points.map((p) => (
              <circle key={p.x} cx={px(p.x)} cy={py(p.y)} r={2.8} fill={STROKES[i % STROKES.length]} />
            ))}
          </g>
        ))}
      </svg>
      <p className={styles.axisLabel}>{visual.xLabel}</p>
      {visual.series.length > 1 ? (
        <ul className={styles.legend}>
          {visual.series.map((series, i) => (
            <li key={series.name}>
              <svg width="28" height="10" aria-hidden="true">
                <line x1="0" x2="28" y1="5" y2="5" stroke={STROKES[i % STROKES.length]} strokeWidth="2.5" strokeDasharray={DASHES[i % DASHES.length] || undefined} />
              </svg>
              {` ${series.name}`}
            </li>
          ))}
        </ul>
      ) : null}
      <DataDetails visual={visual} />
    </>
  );
}

function StateMap({ visual }: { visual: Of<'state-map'> }) {
  const tile = 32;
  const gap = 2;
  const step = tile + gap;
  const keyIndex = new Map(visual.legend.map((entry, i) => [entry.key, i]));
  const shown = Object.entries(visual.states);
  return (
    <>
      <svg className={styles.map} viewBox={`0 0 ${11 * step} ${8 * step}`} role="img" aria-label={visual.caption}>
        <title>{visual.caption}</title>
        {shown.map(([code, key]) => {
          const at = STATE_TILES[code]!;
          const i = keyIndex.get(key)!;
          return (
            <g key={code} transform={`translate(${at.col * step},${at.row * step})`}>
              <rect width={tile} height={tile} rx={3} fill={FILLS[i % FILLS.length]} stroke="#333" strokeWidth={0.75} />
              <text x={tile / 2} y={13} textAnchor="middle" className={styles.tileCode}>
                {code}
              </text>
              <text x={tile / 2} y={26} textAnchor="middle" className={styles.tileKey}>
                {legendLetter(i)}
              </text>
            </g>
          );
        })}
      </svg>
      <ul className={styles.legend}>
        {visual.legend.map((entry, i) => (
          <li key={entry.key}>
            <span className={styles.swatch} style={{ background: FILLS[i % FILLS.length] }} aria-hidden="true">
              {legendLetter(i)}
            </span>
            {` ${entry.label}`}
          </li>
        ))}
      </ul>
      <DataDetails visual={visual} />
    </>
  );
}
