/** The study-guide and practice-exam catalogues (docs/product.md#catalogues). Every figure is counted from the content. */
import type { ContentFigures } from './content-index';

export const CATEGORIES = [
  { id: 'all', label: 'All' },
  { id: 'stem', label: 'STEM' },
  { id: 'english', label: 'English' },
  { id: 'social', label: 'Social Studies' },
  { id: 'languages', label: 'Languages' },
  { id: 'arts', label: 'Arts' },
] as const;
export type CategoryId = (typeof CATEGORIES)[number]['id'];
export type ItemCategory = Exclude<CategoryId, 'all'>;

export interface StudyGuideItem {
  id: string;
  title: string;
  description: string;
  category: ItemCategory;
  emoji: string;
  link: string;
  color: string;
  tags: string[];
  /** What the card counts, from the content: ['9 units', '87 topics', ...]. */
  figures: (counted: ContentFigures) => string[];
}

export interface PracticeExamItem {
  id: string;
  title: string;
  category: ItemCategory;
  /** Minutes: the MCQ section (55) plus the SAQ section (40). */
  duration: number;
  difficulty: 'Beginner' | 'Intermediate' | 'Advanced';
  /** The card's counted figures, label and value: [['Questions', '55'], ...]. */
  figures: (counted: ContentFigures) => [label: string, value: string][];
  description: string;
  topics: string[];
}

export const studyGuides: StudyGuideItem[] = [
  {
    id: 'apush',
    title: 'AP US History',
    description:
      'All nine units from 1491 to the present, each with a guide to every topic, an interactive timeline and a stimulus quiz, plus the full course timeline and a glossary of key terms.',
    category: 'social',
    emoji: '🦅',
    link: '/apush-study-guide',
    color: '#1d4ed8',
    tags: ['Units 1-9', 'Timelines', 'Practice Questions'],
    figures: (counted) => [
      `${counted.units} units`,
      `${counted.topics} topics`,
      `${counted.keyTerms} key terms`,
      `${counted.timelineEvents} timeline events`,
    ],
  },
];

export const practiceExams: PracticeExamItem[] = [
  {
    id: 'apush',
    title: 'AP US History Practice Test',
    category: 'social',
    duration: 95,
    difficulty: 'Advanced',
    figures: (counted) => [
      ['Multiple-choice questions', String(counted.examQuestions)],
      ['Free-response prompts', String(counted.freeResponsePrompts)],
    ],
    description:
      'A full multiple-choice section in the format used since 2015, with a scantron answer sheet and timer, plus an AI-graded short-answer question.',
    topics: ['Periods 1-9', 'Stimulus-based MCQ', 'Short-answer questions'],
  },
];

export const MCQ_YEARS = [2014, 2015, 2016, 2017, 2018] as const;
export const SAQ_YEARS = [2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025] as const;

/** What a year picker page says (docs/product.md#year-pickers); the route adds the path of the exam it opens. */
export interface YearPicker {
  title: string;
  lead: string;
  years: readonly number[];
  /** The one year that opens an exam; every other year shows `unavailableAlert`. */
  availableYear: number;
  unavailableAlert: string;
}

export const MCQ_YEAR_PICKER: YearPicker = {
  title: 'APUSH Multiple-Choice Practice Exam',
  lead: '55 questions in stimulus-based sets, 55 minutes, with a scantron answer sheet and a timer.',
  years: MCQ_YEARS,
  availableYear: 2014,
  unavailableAlert: 'Only the 2014 paper is available so far. Choose 2014 to start the exam.',
};

export const SAQ_YEAR_PICKER: YearPicker = {
  title: 'APUSH Short-Answer Practice',
  lead: 'Answer parts A, B and C, then get AI feedback on each part when you are online.',
  years: SAQ_YEARS,
  availableYear: 2025,
  unavailableAlert: 'Only 2025 SAQ is currently available. More years coming soon!',
};
