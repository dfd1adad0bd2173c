/** The header's primary navigation (SPEC §2). */
export const NAV_LINKS = [
  { to: '/essay-grader', label: 'Essay Grader' },
  { to: '/study-guides', label: 'Study Guides' },
  { to: '/practice-exams', label: 'Practice Exams' },
] as const;
