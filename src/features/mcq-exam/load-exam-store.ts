/** The device store loads after the screen renders (docs/decisions.md#the-mcq-device-store-loads-after-the-screen). */
export type ExamStore = typeof import('./exam-store');

export const loadExamStore = (): Promise<ExamStore> => import('./exam-store');
