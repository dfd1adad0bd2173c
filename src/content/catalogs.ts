/** The study-guide and practice-exam catalogues (docs/product.md#catalogues). Display figures are static by design. */

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
  rating: number;
  reviews: number;
}

export interface PracticeExamItem {
  id: string;
  title: string;
  category: ItemCategory;
  questions: number;
  /** Minutes: the MCQ section (55) plus the SAQ section (40). */
  duration: number;
  difficulty: 'Beginner' | 'Intermediate' | 'Advanced';
  attempts: number;
  avgScore: number;
  description: string;
  topics: string[];
}

export const studyGuides: StudyGuideItem[] = [
  {
    id: 'apush',
    title: 'AP US History',
    description:
      'All nine units from 1491 to the present, each with a guide to every topic, an interactive timeline and a stimulus quiz, and a 114-event timeline.',
    category: 'social',
    emoji: '🦅',
    link: '/apush-study-guide',
    color: '#1d4ed8',
    tags: ['Units 1-9', 'Timelines', 'Practice Questions'],
    rating: 4.9,
    reviews: 1200,
  },
];

export const practiceExams: PracticeExamItem[] = [
  {
    id: 'apush',
    title: 'AP US History Practice Test',
    category: 'social',
    questions: 55,
    duration: 95,
    difficulty: 'Advanced',
    attempts: 31200,
    avgScore: 72,
    description:
      'A full multiple-choice section in the 2014 format with a scantron answer sheet and timer, plus an AI-graded short-answer question.',
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
  unavailableAlert: 'Only 2014 is implemented. Add routes/components for other years.',
};

export const SAQ_YEAR_PICKER: YearPicker = {
  title: 'APUSH Short-Answer Practice',
  lead: 'Answer parts A, B and C, then get AI feedback on each part when you are online.',
  years: SAQ_YEARS,
  availableYear: 2025,
  unavailableAlert: 'Only 2025 SAQ is currently available. More years coming soon!',
};
