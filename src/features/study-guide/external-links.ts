/** Study links outside Pocket AP (docs/product.md#study-guide): they open in a new tab and need a connection. */
export const EXTERNAL_STUDY_LINKS = [
  {
    kind: 'Shared document',
    label: 'AP US History course and exam description',
    href: 'https://apcentral.collegeboard.org/courses/ap-united-states-history',
  },
  { kind: 'Flashcard site', label: 'APUSH flashcard sets on Quizlet', href: 'https://quizlet.com/subject/apush/' },
  { kind: 'Lessons and practice', label: 'Khan Academy: US history', href: 'https://www.khanacademy.org/humanities/us-history' },
  { kind: 'Video', label: 'Crash Course US History on YouTube', href: 'https://www.youtube.com/@crashcourse' },
] as const;
