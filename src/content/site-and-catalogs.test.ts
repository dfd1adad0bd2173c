import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CATEGORIES, MCQ_YEARS, SAQ_YEARS, practiceExams, studyGuides } from './catalogs';
import { unitSchema } from './schema';
import { FIGURES } from 'virtual:content-figures';
import { contentFigures } from './content-index';
import { mcqQuestions2014 } from './mcq-2014';
import { BENEFITS, CONTACT_SUBJECTS, FAQ, displayNumbers } from './site';
import { timeline } from './timeline';
import { unitContents } from './unit-registry';
import { units } from './units';

describe('units', () => {
  it('are the nine APUSH units with their periods and themes', () => {
    z.array(unitSchema).length(9).parse(units);
    expect(units.map((u) => `${u.number} ${u.period} ${u.theme}`)).toEqual([
      '1 1491-1607 World/Exploration',
      '2 1607-1754 Colonization/Atlantic World',
      '3 1754-1800 American Revolution/New Nation',
      '4 1800-1848 Expansion/Industrialization Begins',
      '5 1844-1877 Civil War',
      '6 1865-1898 Gilded Age/Industry',
      '7 1890-1945 World Wars/Global Power',
      '8 1945-1980 Cold War',
      '9 1980-Present Globalization/Technology',
    ]);
  });
});

describe('catalogues and site copy', () => {
  it('carry the catalogue figures', () => {
    expect(CATEGORIES.map((c) => c.id)).toEqual(['all', 'stem', 'english', 'social', 'languages', 'arts']);
    expect(studyGuides).toEqual([expect.objectContaining({ title: 'AP US History', tags: ['Units 1-9', 'Timelines', 'Practice Questions'] })]);
    expect(practiceExams).toEqual([expect.objectContaining({ category: 'social', duration: 95, difficulty: 'Advanced' })]);
    expect(MCQ_YEARS).toEqual([2014, 2015, 2016, 2017, 2018]);
    expect(SAQ_YEARS).toEqual([2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025]);
    expect(BENEFITS).toHaveLength(6);
    expect(FAQ.length).toBeGreaterThanOrEqual(5);
    expect(CONTACT_SUBJECTS.map((s) => s.value)).toEqual([
      'technical-support', 'essay-grading', 'practice-exams', 'account-billing', 'feature-request', 'general-inquiry', 'other',
    ]);
  });

  it('the FAQ tells the truth about accounts: grading and publishing need one, studying does not', () => {
    const account = FAQ.find((item) => item.question === 'Do I need an account?')!.answer;
    expect(account).not.toMatch(/^No\./);
    expect(account).toMatch(/AI grading/);
    expect(account).toMatch(/publish/);
    expect(account).toMatch(/practice exams/);
  });

  it('show only figures counted from the content: no ratings, reviews, attempts or averages (docs/content.md#counted-from-the-content)', () => {
    const quizQuestions = unitContents.flatMap((unit) => unit.quiz.stimuli.flatMap((stimulus) => stimulus.questions)).length;
    const topics = unitContents.flatMap((unit) => unit.sections).length;
    const keyTerms = unitContents.flatMap((unit) => unit.sections.flatMap((section) => section.keyTerms)).length;
    // The virtual module the pages read is the content counted at build time, not a typed figure.
    expect(FIGURES).toEqual(contentFigures());
    expect(FIGURES).toMatchObject({ examQuestions: mcqQuestions2014.length, quizQuestions, questions: mcqQuestions2014.length + quizQuestions });
    expect(FIGURES).toMatchObject({ units: units.length, topics, keyTerms, timelineEvents: timeline.length });
    expect(displayNumbers(FIGURES)).toEqual([
      { value: String(mcqQuestions2014.length + quizQuestions), label: 'practice questions' },
      { value: String(units.length), label: 'units' },
      { value: String(topics), label: 'topics' },
      { value: String(timeline.length), label: 'timeline events' },
    ]);
    expect(studyGuides[0]!.figures(FIGURES)).toEqual([`${units.length} units`, `${topics} topics`, `${keyTerms} key terms`, `${timeline.length} timeline events`]);
    expect(practiceExams[0]!.figures(FIGURES)).toContainEqual(['Multiple-choice questions', String(mcqQuestions2014.length)]);
    // No field or copy carries a made-up figure again.
    const copy = JSON.stringify({ studyGuides, practiceExams, BENEFITS, FAQ });
    for (const made of ['rating', 'reviews', 'attempts', 'avgScore', '150K', '1000+', '20+', '4.8', '4.9', '1,200', '31,200', '110-event']) {
      expect(copy, made).not.toContain(made);
    }
    // A count of the content typed into the copy ("a 114-event timeline", "516 key terms") goes stale: pages count it.
    expect(copy).not.toMatch(/\d+[- ](event|question|unit|topic|key term|term)s?\b/);
  });
});
