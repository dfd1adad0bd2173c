/** The essay grader's state kept on the device: the draft and the last result, so a reload loses nothing. */
import type { EssayType } from '../../grading/rubrics';
import type { EssayResponse } from '../../grading/schemas';
import { createDebouncedStore, type DebouncedStore } from '../../shared/storage/debounced-store';
import { IDB_DATABASES, LEGACY_IDB_DATABASES } from '../../shared/storage/keys';
import { deleteLegacyDatabase, readLegacyValue } from '../../shared/storage/legacy-database';

export interface EssayDraft {
  essay: string;
  essayType: EssayType;
  subject: 'ap_seminar';
  result: EssayResponse | null;
}

export const EMPTY_DRAFT: EssayDraft = { essay: '', essayType: 'iwa', subject: 'ap_seminar', result: null };

const DRAFT_KEY = 'draft';
const store = createDebouncedStore<EssayDraft>(IDB_DATABASES.essayGrader, DRAFT_KEY);

/** The draft store; a draft saved under the database's old name is moved over on first load. */
export const essayDraftStore: DebouncedStore<EssayDraft> = {
  ...store,
  async load() {
    const current = await store.load();
    if (current !== undefined) return current;
    const legacy = await readLegacyValue<EssayDraft>(LEGACY_IDB_DATABASES.essayGrader, DRAFT_KEY);
    if (legacy === undefined) return undefined;
    store.save(legacy);
    await store.flush();
    deleteLegacyDatabase(LEGACY_IDB_DATABASES.essayGrader);
    return legacy;
  },
};
