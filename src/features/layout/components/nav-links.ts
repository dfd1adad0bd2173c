import { PATHS } from '../../../shared/paths';

/** The header's primary navigation (docs/product.md#layout). */
export const NAV_LINKS = [
  { to: PATHS.essayGrader, label: 'Essay Grader' },
  { to: PATHS.studyGuides, label: 'Study Guides' },
  { to: PATHS.practiceExams, label: 'Practice Exams' },
] as const;
