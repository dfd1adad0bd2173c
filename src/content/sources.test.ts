import { describe, expect, it } from 'vitest';
import { mcqExam2014 } from './mcq-2014';
import { saqPaper2025 } from './saq-2025';
import { saqQuestion2 } from './saq-section';
import type { Stimulus } from './schema';
import { sourceLine } from './source-line';
import { unitContents } from './unit-registry';

/** Every stimulus a student reads: the MCQ sets, every unit quiz and the SAQ sources. */
const stimuli: { where: string; stimulus: Stimulus }[] = [
  ...mcqExam2014.sets.map((set) => ({ where: `MCQ ${set.id}`, stimulus: set.stimulus })),
  ...unitContents.flatMap((unit) => unit.quiz.stimuli.map((stimulus) => ({ where: `Unit ${unit.number} quiz ${stimulus.id}`, stimulus }))),
  ...saqPaper2025.sources.map((stimulus) => ({ where: `SAQ ${stimulus.label}`, stimulus })),
  ...saqQuestion2.sources.map((stimulus) => ({ where: `SAQ Q2 ${stimulus.label}`, stimulus })),
];

/** Problems with how a stimulus shows where it comes from (docs/content.md#rules). */
function sourceProblems(where: string, stimulus: Stimulus): string[] {
  const { source } = stimulus;
  const line = sourceLine(source);
  if (source.kind === 'pocket-ap') {
    return line === 'Interpretation written for Pocket AP' ? [] : [`${where}: source line "${line}"`];
  }
  const problems: string[] = [];
  const when = source.kind === 'public-domain' && source.written ? `written ${source.year}` : `${source.year}`;
  const role = source.kind === 'public-domain' && source.historian ? ', historian' : '';
  const expected = `${source.adapted ? 'Adapted from ' : ''}${source.author}${role}, ${source.work}, ${when}`;
  if (line !== expected) problems.push(`${where}: source line "${line}", expected "${expected}"`);
  // A verbatim excerpt must show where it skips text. Our excerpts are always cut from longer works, so one of
  // several paragraphs shown unadapted must mark its cuts with "…" (or be marked adapted).
  if (!source.adapted && stimulus.text.includes('\n\n') && !stimulus.text.includes('…')) {
    problems.push(`${where}: shown verbatim in several paragraphs but marks no cut with "…"`);
  }
  return problems;
}

describe('stimulus sources', () => {
  it('every public-domain stimulus shows author, work and year, with "Adapted from" exactly when adapted, and verbatim excerpts mark their cuts', () => {
    const quizStimuli = unitContents.reduce((n, unit) => n + unit.quiz.stimuli.length, 0);
    expect(stimuli.length).toBe(mcqExam2014.sets.length + quizStimuli + saqPaper2025.sources.length + saqQuestion2.sources.length);
    expect(stimuli.flatMap(({ where, stimulus }) => sourceProblems(where, stimulus))).toEqual([]);
  });

  it('dates a text published after it was written by its writing: "written 1788"', () => {
    expect(sourceLine({ kind: 'public-domain', author: 'Benjamin Franklin', work: 'Autobiography', year: 1788, adapted: true, written: true })).toBe(
      'Adapted from Benjamin Franklin, Autobiography, written 1788',
    );
  });

  it('catches a verbatim excerpt that hides its cuts', () => {
    const verbatim: Stimulus = {
      title: 'Two passages',
      text: 'First passage.\n\nA later passage.',
      source: { kind: 'public-domain', author: 'Someone', work: 'A Work', year: 1850, adapted: false },
    };
    expect(sourceProblems('x', verbatim)).toEqual(['x: shown verbatim in several paragraphs but marks no cut with "…"']);
    expect(sourceProblems('x', { ...verbatim, text: 'First passage. …\n\nA later passage.' })).toEqual([]);
    expect(sourceProblems('x', { ...verbatim, source: { ...verbatim.source, adapted: true } } as Stimulus)).toEqual([]);
  });
});
