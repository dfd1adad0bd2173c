/** The exam booklets (MCQ, SAQ, DBQ), rendered from the same content the screens and graders use. */
import type { DbqPrompt, McqExam, McqQuestion, SaqPaper, Stimulus } from '../../src/content/schema';
import { optionLetter } from '../../src/content/option-letters';
import { interpretationLabel, sourceLine } from '../../src/content/source-line';
import { visualAsTable } from '../../src/content/visual-data';
import { PageFlow, type PdfTable, type TextRun } from './layout';

const MUTED: [number, number, number] = [0.32, 0.35, 0.42];

export const MCQ_TAGLINE = 'Practice exam in the format used since 2015, written for Pocket AP';
export const SAQ_TAGLINE = 'Practice exam in the current SAQ format, written for Pocket AP';
export const DBQ_TAGLINE = 'Practice question in the current DBQ format, written for Pocket AP';

function cover(flow: PageFlow, title: string, tagline: string, lines: string[], instructions: string[]): void {
  flow.draw([
    { text: 'Pocket AP', font: 'bold', size: 14, after: 70, color: [0.11, 0.23, 0.54] },
    { text: title, font: 'bold', size: 24, after: 14 },
    { text: tagline, font: 'italic', size: 13, after: 30 },
    ...lines.map((text): TextRun => ({ text, font: 'bold', size: 13, after: 6 })),
  ]);
  flow.draw([{ text: '', font: 'sans', size: 6, after: 18 }]);
  flow.rule(18);
  flow.draw([
    { text: 'Instructions', font: 'bold', size: 13, after: 8 },
    ...instructions.map((text): TextRun => ({ text: `•  ${text}`, font: 'sans', size: 11, hang: 12, after: 6 })),
  ]);
}

/** What a booklet draws in order: runs of text, or a table (a visual stimulus's numbers). */
type Block = TextRun[] | PdfTable;
const isTable = (block: Block): block is PdfTable => !Array.isArray(block);

function measure(flow: PageFlow, blocks: readonly Block[]): number {
  return blocks.reduce((sum, block) => sum + (isTable(block) ? flow.measureTable(block) : flow.measure(block)), 0);
}

function drawBlocks(flow: PageFlow, blocks: readonly Block[], label?: string): void {
  const first = flow.pages.length;
  for (const block of blocks) {
    if (isTable(block)) flow.table(block);
    else flow.draw(block);
  }
  if (label) flow.blockPages.set(label, { first, last: flow.pages.length });
}

/** A map, chart or table as a booklet table: its caption, the rows (bars drawn for a bar chart) and its note. */
function visualBlocks(stimulus: Pick<Stimulus, 'visual'>): Block[] {
  const visual = stimulus.visual;
  if (!visual) return [];
  const { columns, rows } = visualAsTable(visual);
  const max = visual.kind === 'bar-chart' ? Math.max(...visual.bars.map((bar) => bar.value)) || 1 : 1;
  const table: PdfTable = {
    columns,
    rows,
    size: 9.5,
    indent: 12,
    after: 6,
    ...(visual.kind === 'bar-chart' ? { bars: visual.bars.map((bar) => bar.value / max) } : {}),
  };
  return [
    [{ text: visual.caption, font: 'bold', size: 10, indent: 12, after: 4 }],
    table,
    ...(visual.note ? [[{ text: visual.note, font: 'italic', size: 9, indent: 12, after: 6, color: MUTED }] satisfies TextRun[]] : []),
  ];
}

/** A stimulus's body: the quoted paragraphs (serif), or a visual's lead-in (sans) and its table. */
function bodyBlocks(stimulus: Pick<Stimulus, 'text' | 'visual' | 'source'>): Block[] {
  const label = interpretationLabel(stimulus.source);
  const font = stimulus.visual ? 'sans' : 'serif';
  return [
    [
      ...(label ? [{ text: label, font: 'bold', size: 9, indent: 12, after: 4, color: MUTED } satisfies TextRun] : []),
      ...stimulus.text.split('\n\n').map((p): TextRun => ({ text: p, font, size: 10.5, indent: 12, after: 6 })),
    ],
    ...visualBlocks(stimulus),
  ];
}

function stimulusBlocks(stimulus: Stimulus): Block[] {
  return [
    [{ text: stimulus.title, font: 'bold', size: 11.5, after: 6 }],
    ...bodyBlocks(stimulus),
    [{ text: sourceLine(stimulus.source), font: 'italic', size: 9.5, indent: 12, after: 14, color: MUTED }],
  ];
}

function questionRuns(q: McqQuestion): TextRun[] {
  return [
    { text: `${q.number}.  ${q.question}`, font: 'bold', size: 10.5, hang: 18, after: 5 },
    ...q.options.map((option, i): TextRun => ({ text: `(${optionLetter(i)})  ${option}`, font: 'sans', size: 10.5, indent: 18, hang: 22, after: 3 })),
    { text: '', font: 'sans', size: 4, after: 8 },
  ];
}

export async function renderMcqBooklet(exam: McqExam): Promise<Uint8Array> {
  const flow = await PageFlow.create(exam.title);
  const count = exam.sets.reduce((n, set) => n + set.questions.length, 0);
  cover(flow, exam.title, MCQ_TAGLINE, [`Time allowed: ${exam.minutes} minutes`, `Section I, Part A: ${count} questions`], exam.instructions);

  flow.newPage();
  for (const set of exam.sets) {
    const first = set.questions[0]!;
    const last = set.questions.at(-1)!;
    const intro: Block[] = [
      [{ text: `Questions ${first.number}–${last.number} refer to the following.`, font: 'bold', size: 10, after: 8, color: MUTED }],
      ...stimulusBlocks(set.stimulus),
    ];
    // Keep the stimulus with its first question when both fit on one page.
    flow.keepTogether(measure(flow, [...intro, questionRuns(first)]));
    drawBlocks(flow, intro);
    for (const q of set.questions) {
      const runs = questionRuns(q);
      flow.keepTogether(flow.measure(runs)); // never split a question from its options
      flow.draw(runs, q.id);
    }
    flow.rule(16);
  }
  flow.draw([{ text: 'END OF SECTION I, PART A', font: 'bold', size: 11, align: 'center', after: 4 }]);
  return finishWithLayout(flow, exam.title);
}

export async function renderSaqBooklet(paper: SaqPaper): Promise<Uint8Array> {
  const flow = await PageFlow.create(paper.title);
  cover(flow, paper.title, SAQ_TAGLINE, [`Time allowed: ${paper.minutes} minutes`, 'Section I, Part B: 1 question, parts a, b and c'], paper.instructions);
  flow.newPage();
  flow.draw([{ text: `1.  ${paper.prompt_intro}`, font: 'bold', size: 11, hang: 18, after: 12 }]);
  for (const source of paper.sources) {
    const blocks: Block[] = [[{ text: source.label, font: 'bold', size: 10, after: 4, color: MUTED }], ...stimulusBlocks(source)];
    flow.keepTogether(measure(flow, blocks));
    drawBlocks(flow, blocks);
  }
  flow.rule(14);
  for (const part of paper.parts) {
    const runs: TextRun[] = [{ text: `${part.part.toLowerCase()}.  ${part.question}`, font: 'sans', size: 11, hang: 18, after: 12 }];
    flow.keepTogether(flow.measure(runs));
    flow.draw(runs, `part-${part.part}`);
  }
  return finishWithLayout(flow, paper.title);
}

/** A DBQ's booklet: the prompt, then 'Document 1' to 'Document 7', each with its source line, date and situation. */
export async function renderDbqBooklet(dbq: DbqPrompt, minutes: number, readingMinutes: number): Promise<Uint8Array> {
  const title = `APUSH Practice DBQ: ${dbq.title}`;
  const flow = await PageFlow.create(title);
  cover(flow, title, DBQ_TAGLINE, [`Time allowed: ${minutes} minutes`, `Suggested reading period: ${readingMinutes} minutes`, 'Section II, Question 1: 7 documents'], [
    'Read the documents, plan, then write your essay on screen or on paper.',
    'Support an argument using at least four documents, explain the point of view, purpose, historical situation or audience of at least two, and use evidence beyond the documents.',
  ]);
  flow.newPage();
  flow.draw([{ text: `1.  ${dbq.question}`, font: 'bold', size: 11, hang: 18, after: 14 }]);
  for (const document of dbq.documents) {
    const blocks: Block[] = [
      [
        { text: `Document ${document.number}`, font: 'bold', size: 11.5, after: 4 },
        { text: `Source: ${sourceLine(document.source)}`, font: 'italic', size: 9.5, indent: 12, after: 2, color: MUTED },
        { text: `Date: ${document.date}${document.situation ? `. ${document.situation}.` : ''}`, font: 'italic', size: 9.5, indent: 12, after: 6, color: MUTED },
      ],
      ...bodyBlocks(document),
      [{ text: '', font: 'sans', size: 4, after: 10 }],
    ];
    flow.keepTogether(measure(flow, blocks)); // never split a document across pages
    drawBlocks(flow, blocks, `document-${document.number}`);
  }
  flow.draw([{ text: 'END OF DOCUMENTS FOR QUESTION 1', font: 'bold', size: 11, align: 'center', after: 4 }]);
  return finishWithLayout(flow, title);
}

/** Where each labelled block landed, kept beside the bytes for tests. */
export const lastLayout = new WeakMap<Uint8Array, Map<string, { first: number; last: number }>>();

async function finishWithLayout(flow: PageFlow, footer: string): Promise<Uint8Array> {
  const bytes = await flow.finish(footer);
  lastLayout.set(bytes, flow.blockPages);
  return bytes;
}
