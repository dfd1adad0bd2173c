/** The header's primary navigation (docs/product.md#layout). */
export const NAV_LINKS = [
  { to: '/essay-grader', label: 'Essay Grader' },
  { to: '/study-guides', label: 'Study Guides' },
  { to: '/practice-exams', label: 'Practice Exams' },
] as const;
