// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { mcqExam2014, mcqQuestions2014 } from '../../src/content/mcq-2014';
import type { McqExam } from '../../src/content/schema';
import { saqPaper2025 } from '../../src/content/saq-2025';
import { SAQ_SECTION_PAPERS } from '../../src/content/saq-section';
import { sourceLine } from '../../src/content/source-line';
import { SAQ_SCORING_NOTES } from '../../netlify/grading/saq-scoring-notes';
import { DBQ_MINUTES, DBQ_PROMPTS, DBQ_READING_MINUTES } from '../../src/content/dbq';
import { DBQ_TAGLINE, MCQ_TAGLINE, SAQ_TAGLINE, lastLayout, renderDbqBooklet, renderMcqBooklet, renderSaqBooklet } from './booklets';

const squash = (text: string) => text.replace(/\s+/g, '');

/** The text of every page, whitespace removed (wrapping splits sentences across lines). */
async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(squash(content.items.map((item) => ('str' in item ? item.str : '')).join('')));
  }
  return pages;
}

/** The page on which a text first appears, or -1. */
const pageOf = (pages: string[], text: string) => pages.findIndex((page) => page.includes(squash(text)));

/** A small exam with long stimuli, to exercise page breaks. */
const longText = 'The frontier moved west with every generation, and each move changed the people who made it. '.repeat(14);
const synthetic: McqExam = {
  ...mcqExam2014,
  sets: [1, 2, 3].map((s) => ({
    id: `set-${s}`,
    stimulus: { title: `Long stimulus ${s}`, text: `${longText}\n\n${longText}`, source: { kind: 'pocket-ap' as const } },
    questions: Array.from({ length: s === 3 ? 2 : 3 }, (_, i) => {
      const number = (s - 1) * 3 + i + 1;
      return {
        id: `q-${number}`,
        number,
        question: `Synthetic question ${number}: which of the following best explains the development described in the excerpt above?`,
        options: [`Option one of ${number}, with enough words to wrap onto a second line in the booklet layout`, `Option two of ${number}`, `Option three of ${number}`, `Option four of ${number}`] as [string, string, string, string],
        answer: 0,
        explanation: 'x',
        period: 4,
        skill: 'causation' as const,
      };
    }),
  })),
};

/** Rendering and parsing the 55-question booklet takes 10–20 s on a loaded two-core machine: these tests get 60. */
const BOOKLET_TIMEOUT = 60_000;

describe('the MCQ booklet', () => {
  it('is small and holds the cover, every stimulus source, every question and every option', { timeout: BOOKLET_TIMEOUT }, async () => {
    const bytes = await renderMcqBooklet(mcqExam2014);
    expect(bytes.length).toBeLessThanOrEqual(400 * 1024);
    const pages = await pageTexts(bytes);
    const all = pages.join('');
    expect(pages[0]).toContain(squash(MCQ_TAGLINE));
    expect(pages[0]).toContain(squash('Time allowed: 55 minutes'));
    for (const q of mcqQuestions2014) {
      expect(all, `question ${q.number}`).toContain(squash(`${q.number}. ${q.question}`));
      q.options.forEach((option, i) => expect(all, `question ${q.number} option ${i}`).toContain(squash(`(${'ABCD'[i]}) ${option}`)));
    }
    for (const set of mcqExam2014.sets) expect(all, set.id).toContain(squash(set.stimulus.text.split('\n\n')[0]!));
    // Every stimulus shows its source line, with "Adapted from" when adapted (docs/content.md#rules).
    for (const set of mcqExam2014.sets) expect(all, set.id).toContain(squash(sourceLine(set.stimulus.source)));
    // No answers in the booklet.
    expect(all).not.toContain(squash(mcqQuestions2014[0]!.explanation));
  });

  it('never splits a question from its options across pages', { timeout: BOOKLET_TIMEOUT }, async () => {
    for (const exam of [mcqExam2014, synthetic]) {
      const bytes = await renderMcqBooklet(exam);
      const layout = lastLayout.get(bytes)!;
      const pages = await pageTexts(bytes);
      for (const q of exam.sets.flatMap((s) => s.questions)) {
        const block = layout.get(q.id)!;
        expect(block.first, `${q.id} drawn on one page`).toBe(block.last);
        const stem = pageOf(pages, `${q.number}. ${q.question}`);
        expect(stem, `${q.id} stem found`).toBeGreaterThan(0);
        expect(pageOf(pages, `(D) ${q.options[3]}`), `${q.id} last option on the stem's page`).toBe(stem);
      }
    }
  });
});

describe('visual stimuli in the booklets', () => {
  it('prints a chart or map as a table of its numbers, with its caption and note, beside the lead-in and source line', async () => {
    const visualExam: McqExam = {
      ...synthetic,
      sets: [
        { ...synthetic.sets[0]!, stimulus: { title: 'Immigration', text: 'Lead-in for the chart.', source: { kind: 'us-government', author: 'U.S. Census Bureau', work: 'Historical Statistics', year: 1975, adapted: true }, visual: { kind: 'bar-chart', caption: 'Immigrants by decade', valueLabel: 'Thousands', bars: [{ label: '1881–1890', value: 5247 }, { label: '1891–1900', value: 3688 }], note: 'Rounded to the nearest thousand.' } } },
        { ...synthetic.sets[1]!, stimulus: { title: 'Election', text: 'Lead-in for the map.', source: { kind: 'pocket-ap' }, visual: { kind: 'state-map', caption: 'Election of 1860', legend: [{ key: 'l', label: 'Lincoln' }, { key: 'b', label: 'Breckinridge' }], states: { NY: 'l', SC: 'b', OH: 'l' } } } },
      ],
    };
    const all = (await pageTexts(await renderMcqBooklet(visualExam))).join('');
    for (const text of ['Lead-in for the chart.', 'Immigrants by decade', 'Thousands', '1881–1890', '5,247', 'Rounded to the nearest thousand.', 'Adapted from U.S. Census Bureau, Historical Statistics, 1975']) expect(all).toContain(squash(text));
    for (const text of ['Election of 1860', 'A: Lincoln', 'New York, Ohio', 'B: Breckinridge', 'South Carolina']) expect(all).toContain(squash(text));
  });
});

describe('the SAQ booklet', () => {
  it('is small and holds the cover, the prompt, both sources and the three parts, but no scoring notes', async () => {
    const bytes = await renderSaqBooklet(saqPaper2025);
    expect(bytes.length).toBeLessThanOrEqual(400 * 1024);
    const pages = await pageTexts(bytes);
    const all = pages.join('');
    expect(pages[0]).toContain(squash(SAQ_TAGLINE));
    expect(all).toContain(squash(saqPaper2025.prompt_intro));
    for (const source of saqPaper2025.sources) expect(all).toContain(squash(source.text.split('\n\n')[1]!));
    for (const source of saqPaper2025.sources) expect(all, source.label).toContain(squash(sourceLine(source.source)));
    for (const part of saqPaper2025.parts) expect(all).toContain(squash(`${part.part.toLowerCase()}. ${part.question}`));
    expect(all).not.toContain(squash(SAQ_SCORING_NOTES[saqPaper2025.id]!.A.earnsPointFor));
  });
});

describe('the SAQ section booklets', () => {
  it.each(Object.values(SAQ_SECTION_PAPERS).map((paper) => [paper.id, paper] as const))('%s: every part and source line, no scoring notes', async (id, paper) => {
    const all = (await pageTexts(await renderSaqBooklet(paper))).join('');
    for (const part of paper.parts) expect(all).toContain(squash(part.question));
    for (const source of paper.sources) expect(all).toContain(squash(sourceLine(source.source)));
    for (const notes of Object.values(SAQ_SCORING_NOTES[id]!)) expect(all).not.toContain(squash(notes.earnsPointFor));
  });
});

describe('the DBQ booklets', () => {
  it.each(DBQ_PROMPTS.map((dbq) => [dbq.id, dbq] as const))('%s: the prompt and Documents 1 to 7 with their source lines, none split across pages', async (_, dbq) => {
    const bytes = await renderDbqBooklet(dbq, DBQ_MINUTES, DBQ_READING_MINUTES);
    expect(bytes.length).toBeLessThan(400 * 1024);
    const pages = await pageTexts(bytes);
    const all = pages.join('');
    expect(all).toContain(squash(DBQ_TAGLINE));
    expect(all).toContain(squash(dbq.question));
    for (const document of dbq.documents) {
      expect(all).toContain(squash(`Document ${document.number}`));
      expect(all).toContain(squash(`Source: ${sourceLine(document.source)}`));
      expect(all).toContain(squash(document.text.split('\n\n').at(-1)!));
      const block = lastLayout.get(bytes)!.get(`document-${document.number}`)!;
      expect(block.first, `document ${document.number}`).toBe(block.last);
    }
  });
});
