import { SUBJECTS, type EssayType } from '../../grading-contract/rubrics';
import { useGrading } from '../../grading-client/use-grading';
import { keepBoth, useAccountDraft } from '../../shared/storage/use-account-draft';
import { EMPTY_DRAFT, essayDraftStoreFor, essayHistoryStores, isBlankDraft, withEssayGrading, type EssayDraft } from './essay-draft';

export type GraderStatus = 'idle' | 'loading';

/**
 * The essay grader's state: idle → loading → result or error, or queued in the outbox (offline or signed out)
 * with the result arriving by itself (docs/product.md#essay-grader, docs/product.md#grading-outbox).
 */
export function useEssayGrader() {
  const saved = useAccountDraft(essayDraftStoreFor, EMPTY_DRAFT, isBlankDraft, (stored, typed) => ({
    ...stored,
    essay: keepBoth(stored.essay, typed.essay),
  }));
  const draft = saved.value;

  // A grading that waited in the outbox: its result is stored in the draft before the outbox lets it go.
  const grading = useGrading('essay', saved.loaded, async (item, result) => {
    saved.update({ ...saved.read(), result });
    await saved.flush();
    // The history feeds My progress (docs/product.md#my-progress); the draft keeps only the last result.
    const history = essayHistoryStores(saved.account ?? null);
    const summary = { id: item.id, gradedAt: Date.now(), essayType: result.rubric.type, total: result.rubric.total, max: result.rubric.max };
    history.save(withEssayGrading((await history.load()) ?? [], summary));
    await history.flush();
  });
  // Work waiting for a sign-in stays with the essay it grades when the student signs in.
  saved.carryOnSignIn(grading.waitingForSignIn);

  const update = (change: Partial<EssayDraft>) => saved.update({ ...saved.read(), ...change });
  const setEssay = (essay: string) => update({ essay });
  const setEssayType = (essayType: EssayType) => update({ essayType });
  const setSubject = (subject: EssayDraft['subject']) => {
    const first = SUBJECTS.find((s) => s.id === subject)?.types[0] ?? 'iwa';
    update({ subject, essayType: first });
  };

  const status: GraderStatus = grading.sending ? 'loading' : 'idle';
  const canSubmit = status === 'idle' && !grading.queued && draft.essay.trim().length > 0;

  const submit = async () => {
    if (!canSubmit) return;
    void saved.flush();
    await grading.submit({ essay: draft.essay, essay_type: draft.essayType, subject: draft.subject });
  };

  return {
    cancelWaiting: grading.cancelWaiting,
    draft,
    loaded: saved.loaded,
    signedIn: Boolean(saved.account),
    status,
    error: grading.error,
    queued: grading.queued,
    waitingFor: grading.waitingFor,
    waitingError: grading.waitingError,
    canSubmit,
    setEssay,
    setEssayType,
    setSubject,
    submit,
  };
}
