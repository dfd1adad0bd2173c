/**
 * A small page-flow engine over pdf-lib: wraps text to the column, measures blocks before drawing them so a
 * block that does not fit starts a new page, and stamps a running footer on every page at the end.
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const FONT_DIR = fileURLToPath(new URL('./fonts/', import.meta.url));
const PAGE = { width: 612, height: 792 }; // US Letter
const MARGIN = 54;
const FOOTER_SPACE = 28;
const BUILD_DATE = new Date('2025-01-01T00:00:00Z'); // fixed, so builds are reproducible

export interface Fonts {
  sans: PDFFont;
  bold: PDFFont;
  serif: PDFFont;
  italic: PDFFont;
}

/** One run of text: a paragraph in one font, wrapped to the column. */
export interface TextRun {
  text: string;
  font: keyof Fonts;
  size: number;
  /** Left indent in points (hanging indents use `hang`). */
  indent?: number;
  /** Extra indent for wrapped lines after the first (for "(A) ..." options). */
  hang?: number;
  after?: number;
  color?: [number, number, number];
  align?: 'left' | 'center';
}

/** A table of text cells (a visual stimulus's numbers in the booklets). */
export interface PdfTable {
  columns: string[];
  rows: string[][];
  size: number;
  indent?: number;
  /** One bar length per row, 0 to 1, drawn after the last column (a bar chart). */
  bars?: number[];
  after?: number;
}

export class PageFlow {
  private page!: PDFPage;
  private y = 0;
  readonly pages: PDFPage[] = [];
  /** Which page each labelled block started on (tests use it to check nothing is split). */
  readonly blockPages = new Map<string, { first: number; last: number }>();

  private constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {}

  static async create(title: string): Promise<PageFlow> {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const embed = (file: string) => doc.embedFont(readFileSync(`${FONT_DIR}${file}`), { subset: true });
    const fonts: Fonts = {
      sans: await embed('DejaVuSans.ttf'),
      bold: await embed('DejaVuSans-Bold.ttf'),
      serif: await embed('DejaVuSerif.ttf'),
      italic: await embed('DejaVuSerif-Italic.ttf'),
    };
    doc.setTitle(title);
    doc.setAuthor('Pocket AP');
    doc.setCreator('Pocket AP');
    doc.setProducer('Pocket AP (pdf-lib)');
    doc.setCreationDate(BUILD_DATE);
    doc.setModificationDate(BUILD_DATE);
    const flow = new PageFlow(doc, fonts);
    flow.newPage();
    return flow;
  }

  get columnWidth(): number {
    return PAGE.width - 2 * MARGIN;
  }

  private get bottom(): number {
    return MARGIN + FOOTER_SPACE;
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - MARGIN;
  }

  /** Wrapped lines by run: a block is measured before it is drawn, so each run would otherwise be wrapped twice. */
  private readonly wrapped = new Map<string, string[]>();

  lines(run: TextRun): string[] {
    const key = `${run.font}|${run.size}|${run.indent ?? 0}|${run.hang ?? 0}|${run.text}`;
    const cached = this.wrapped.get(key);
    if (cached) return cached;
    const out = this.wrap(run);
    this.wrapped.set(key, out);
    return out;
  }

  private wrap(run: TextRun): string[] {
    const font = this.fonts[run.font];
    const out: string[] = [];
    const indent = run.indent ?? 0;
    for (const paragraph of run.text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        // Every line after the first is indented by `hang` as well.
        const width = this.columnWidth - indent - (out.length ? (run.hang ?? 0) : 0);
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, run.size) <= width || !line) line = candidate;
        else {
          out.push(line);
          line = word;
        }
      }
      out.push(line);
    }
    return out;
  }

  private lineHeight(run: TextRun): number {
    return run.size * 1.35;
  }

  measure(runs: readonly TextRun[]): number {
    return runs.reduce((sum, run) => sum + this.lines(run).length * this.lineHeight(run) + (run.after ?? 0), 0);
  }

  get remaining(): number {
    return this.y - this.bottom;
  }

  get pageHeightForContent(): number {
    return PAGE.height - MARGIN - this.bottom;
  }

  /** Starts a new page unless `height` fits on this one (a block taller than a page just starts fresh). */
  keepTogether(height: number): void {
    const atTop = this.y === PAGE.height - MARGIN;
    if (height > this.remaining && !atTop) this.newPage();
  }

  /** Draws runs, breaking pages between lines if it must. Records the pages used under `label`. */
  draw(runs: readonly TextRun[], label?: string): void {
    const first = this.pages.length;
    for (const run of runs) {
      const font = this.fonts[run.font];
      const height = this.lineHeight(run);
      this.lines(run).forEach((line, i) => {
        if (this.y - height < this.bottom) this.newPage();
        this.y -= height;
        const x = MARGIN + (run.indent ?? 0) + (i > 0 ? run.hang ?? 0 : 0);
        const lineWidth = font.widthOfTextAtSize(line, run.size);
        const drawX = run.align === 'center' ? (PAGE.width - lineWidth) / 2 : x;
        this.page.drawText(line, { x: drawX, y: this.y + height * 0.25, size: run.size, font, color: rgb(...(run.color ?? [0.08, 0.1, 0.17])) });
      });
      this.y -= run.after ?? 0;
    }
    if (label) this.blockPages.set(label, { first, last: this.pages.length });
  }

  /** Column widths for a table: each column's widest cell, scaled down to fit `width` when the table is wider. */
  private columnWidths(table: PdfTable, width: number): number[] {
    const pad = 8;
    const widest = table.columns.map((column, c) =>
      Math.max(this.fonts.bold.widthOfTextAtSize(column, table.size), ...table.rows.map((row) => this.fonts.sans.widthOfTextAtSize(row[c] ?? '', table.size))) + pad,
    );
    const barSpace = table.bars ? Math.min(160, width * 0.35) : 0;
    const room = width - barSpace;
    const total = widest.reduce((a, b) => a + b, 0);
    return total <= room ? widest : widest.map((w) => Math.max(40, (w / total) * room));
  }

  private cellLines(text: string, font: keyof Fonts, size: number, width: number): string[] {
    return this.lines({ text, font, size, indent: this.columnWidth - width + 6 });
  }

  /** The height a table takes (rows never split across pages, so a table is measured whole). */
  measureTable(table: PdfTable): number {
    const widths = this.columnWidths(table, this.columnWidth - (table.indent ?? 0));
    const lineHeight = table.size * 1.35;
    const rowHeight = (row: string[], font: keyof Fonts) => Math.max(...row.map((cell, c) => this.cellLines(cell, font, table.size, widths[c]!).length)) * lineHeight + 4;
    return rowHeight(table.columns, 'bold') + table.rows.reduce((sum, row) => sum + rowHeight(row, 'sans'), 0) + (table.after ?? 0);
  }

  /** Draws a table with a bold header row and thin rules; `bars` (0 to 1 per row) adds a bar after the last column. */
  table(table: PdfTable, label?: string): void {
    const first = this.pages.length;
    const indent = table.indent ?? 0;
    const widths = this.columnWidths(table, this.columnWidth - indent);
    const lineHeight = table.size * 1.35;
    const ink = rgb(0.08, 0.1, 0.17);
    const drawRow = (row: string[], font: keyof Fonts, bar?: number) => {
      const lines = row.map((cell, c) => this.cellLines(cell, font, table.size, widths[c]!));
      const height = Math.max(...lines.map((l) => l.length)) * lineHeight + 4;
      if (this.y - height < this.bottom) this.newPage();
      let x = MARGIN + indent;
      lines.forEach((cellLines, c) => {
        cellLines.forEach((line, i) => {
          this.page.drawText(line, { x: x + 3, y: this.y - (i + 1) * lineHeight + lineHeight * 0.3, size: table.size, font: this.fonts[font], color: ink });
        });
        x += widths[c]!;
      });
      if (bar !== undefined) {
        const room = MARGIN + this.columnWidth - x - 4;
        this.page.drawRectangle({ x: x + 2, y: this.y - lineHeight + 2, width: Math.max(1, bar * room), height: lineHeight - 4, color: rgb(0.11, 0.3, 0.85) });
      }
      this.y -= height;
      this.page.drawLine({ start: { x: MARGIN + indent, y: this.y + 1 }, end: { x: MARGIN + this.columnWidth, y: this.y + 1 }, thickness: 0.4, color: rgb(0.7, 0.72, 0.78) });
    };
    drawRow(table.columns, 'bold');
    table.rows.forEach((row, r) => drawRow(row, 'sans', table.bars?.[r]));
    this.y -= table.after ?? 0;
    if (label) this.blockPages.set(label, { first, last: this.pages.length });
  }

  rule(after = 10): void {
    if (this.remaining < after + 2) this.newPage();
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: PAGE.width - MARGIN, y: this.y }, thickness: 0.6, color: rgb(0.7, 0.72, 0.78) });
    this.y -= after;
  }

  /** Running footer on every page: the title and "Page n of N". */
  async finish(footer: string): Promise<Uint8Array> {
    const total = this.pages.length;
    this.pages.forEach((page, i) => {
      const size = 8.5;
      const right = `Page ${i + 1} of ${total}`;
      page.drawText(footer, { x: MARGIN, y: MARGIN - 6, size, font: this.fonts.sans, color: rgb(0.35, 0.38, 0.45) });
      page.drawText(right, {
        x: PAGE.width - MARGIN - this.fonts.sans.widthOfTextAtSize(right, size),
        y: MARGIN - 6,
        size,
        font: this.fonts.sans,
        color: rgb(0.35, 0.38, 0.45),
      });
    });
    return this.doc.save({ useObjectStreams: true });
  }
}
