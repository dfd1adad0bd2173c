import { PATHS } from '../../../shared/paths';

/** The header's primary navigation, as the original site has it (docs/product.md#layout). */
export const NAV_LINKS = [
  { to: PATHS.essayGrader, label: 'Essay Grader' },
  { to: PATHS.studyGuides, label: 'Study Guides' },
  { to: PATHS.practiceExams, label: 'Practice Exams' },
] as const;

/** The header menu's further links, on phones and desktops alike (docs/product.md#layout). */
export const MENU_LINKS: readonly { to: (typeof PATHS)[keyof typeof PATHS]; label: string }[] = [
  { to: PATHS.notes, label: 'Notes & Flashcards' },
  { to: PATHS.apushTimeline, label: 'APUSH Timeline' },
  { to: PATHS.glossary, label: 'APUSH Glossary' },
  { to: PATHS.progress, label: 'My progress' },
];
