import { SUBJECTS, type EssayType } from '../../grading-contract/rubrics';
import { useGradedScreen } from '../../grading-client/use-graded-screen';
import { keepBoth } from '../../shared/storage/use-account-draft';
import { EMPTY_DRAFT, essayDraftStoreFor, isBlankDraft, type EssayDraft } from './essay-draft';

/**
 * The essay grader's state: the shared grading screen's (useGradedScreen) with the essay type as target
 * (docs/product.md#essay-grader, docs/architecture.md#grading-path).
 */
export function useEssayGrader() {
  const screen = useGradedScreen<'essay', EssayDraft>({
    kind: 'essay',
    shows: (target) => target.kind === 'essay',
    drafts: essayDraftStoreFor,
    empty: EMPTY_DRAFT,
    isBlank: isBlankDraft,
    merge: (stored, typed) => ({ ...stored, essay: keepBoth(stored.essay, typed.essay) }),
  });
  const { draft, grading, change } = screen;
  const canSubmit = !grading.sending && !grading.queued && draft.essay.trim().length > 0;
  return {
    ...screen,
    // A result kept in the draft by an older version shows until a newer grading comes.
    result: screen.latest?.result ?? draft.result,
    signedIn: Boolean(screen.account),
    canSubmit,
    setEssay: (essay: string) => change({ essay }),
    setEssayType: (essayType: EssayType) => change({ essayType }),
    setSubject(subject: EssayDraft['subject']) {
      change({ subject, essayType: SUBJECTS.find((s) => s.id === subject)?.types[0] ?? 'iwa' });
    },
    async submit() {
      if (!canSubmit) return;
      await screen.submit({ essay: draft.essay, essay_type: draft.essayType, subject: draft.subject }, { kind: 'essay', essayType: draft.essayType, screen: window.location.pathname });
    },
  };
}
