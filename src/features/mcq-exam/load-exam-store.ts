/**
 * The device store (IndexedDB and its zod checks) loads in its own chunk right after a screen renders: the sheet
 * shows at once, disabled for the moment it takes to read the saved answers. See docs/decisions.md.
 */
export type ExamStore = typeof import('./exam-store');

export const loadExamStore = (): Promise<ExamStore> => import('./exam-store');
