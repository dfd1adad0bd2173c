import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CATEGORIES, MCQ_YEARS, SAQ_YEARS, practiceExams, studyGuides } from './catalogs';
import { unitSchema } from './schema';
import { BENEFITS, CONTACT_SUBJECTS, DISPLAY_NUMBERS, FAQ } from './site';
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
    expect(studyGuides).toEqual([
      expect.objectContaining({ title: 'AP US History', rating: 4.9, reviews: 1200, tags: ['Units 1-9', 'Timelines', 'Practice Questions'] }),
    ]);
    expect(practiceExams).toEqual([
      expect.objectContaining({ category: 'social', questions: 55, duration: 95, difficulty: 'Advanced', attempts: 31200, avgScore: 72 }),
    ]);
    expect(MCQ_YEARS).toEqual([2014, 2015, 2016, 2017, 2018]);
    expect(SAQ_YEARS).toEqual([2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025]);
    expect(DISPLAY_NUMBERS.map((n) => n.value)).toEqual(['20+', '1000+', '150K+', '4.8']);
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
});
