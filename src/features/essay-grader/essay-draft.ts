/** The essay grader's state kept on the device: the draft and the last result, so a reload loses nothing. */
import type { EssayType } from '../../grading/rubrics';
import type { EssayResponse } from '../../grading/schemas';
import { createDebouncedStore } from '../../shared/storage/debounced-store';

export interface EssayDraft {
  essay: string;
  essayType: EssayType;
  subject: 'ap_seminar';
  result: EssayResponse | null;
}

export const EMPTY_DRAFT: EssayDraft = { essay: '', essayType: 'iwa', subject: 'ap_seminar', result: null };

export const essayDraftStore = createDebouncedStore<EssayDraft>('pocket-ap-essay-grader', 'draft');
