import { useState } from 'react';
import { errorMessage } from '../../grading/error-texts';
import { gradingOutbox, useOutbox } from '../../grading/grading-outbox';
import type { OutboxItem } from '../../grading/outbox';
import { SUBJECTS, type EssayType } from '../../grading/rubrics';
import { requestSignIn } from '../../shared/account-seam';
import { useAccountDraft } from '../../shared/storage/use-account-draft';
import { EMPTY_DRAFT, essayDraftStoreFor, isBlankDraft, type EssayDraft } from './essay-draft';

export type GraderStatus = 'idle' | 'loading';

/**
 * The essay grader's state machine: idle → loading → result or error, or queued in the grading outbox
 * when the device is offline (the result then arrives by itself). Grading needs an account: signed out, the
 * essay waits in the outbox, the header's sign-in opens, and grading starts once the student has signed in,
 * the essay coming along (docs/product.md#who-may-grade-and-how-much). The draft autosaves per account as the
 * student types; changing the subject resets the type to that subject's first.
 */
export function useEssayGrader() {
  const saved = useAccountDraft(essayDraftStoreFor, EMPTY_DRAFT, isBlankDraft);
  const draft = saved.value;
  const [status, setStatus] = useState<GraderStatus>('idle');
  const [error, setError] = useState<string | null>(null);

  // A grading that waited in the outbox: its result is stored in the draft before the outbox lets it go.
  const waiting = useOutbox('essay', saved.loaded, async (item) => {
    if (item.status === 'graded' && item.result) {
      setError(null);
      saved.update({ ...saved.read(), result: item.result });
      await saved.flush();
    } else {
      setError(item.error ?? null);
    }
  });
  /** Why the waiting grading waits, if one does: the screen says it. */
  const waitingItem: OutboxItem<'essay'> | undefined = waiting[0];
  // Work waiting for a sign-in stays with the essay it grades when the student signs in.
  saved.carryOnSignIn(waiting.some((item) => item.waitingFor === 'sign-in'));

  const update = (change: Partial<EssayDraft>) => saved.update({ ...saved.read(), ...change });
  const setEssay = (essay: string) => update({ essay });
  const setEssayType = (essayType: EssayType) => update({ essayType });
  const setSubject = (subject: EssayDraft['subject']) => {
    const first = SUBJECTS.find((s) => s.id === subject)?.types[0] ?? 'iwa';
    update({ subject, essayType: first });
  };

  const queued = Boolean(waitingItem) && status === 'idle';
  const canSubmit = status === 'idle' && !queued && draft.essay.trim().length > 0;

  const submit = async () => {
    // A blank essay is ignored.
    if (!canSubmit) return;
    setStatus('loading');
    setError(null);
    void saved.flush();
    const request = { essay: draft.essay, essay_type: draft.essayType, subject: draft.subject };
    const outcome = await gradingOutbox()
      .submit('essay', request)
      .catch((failure: unknown) => ({ state: 'failed' as const, error: errorMessage(failure) }));
    setStatus('idle');
    if (outcome.state === 'failed') setError(outcome.error);
    if (outcome.state === 'sign-in') requestSignIn();
  };

  /** Takes back a grading that has not been sent yet (e.g. the student does not want to sign in now). */
  const cancelWaiting = async () => {
    if (waitingItem?.status === 'waiting') await gradingOutbox().remove(waitingItem.id);
  };

  return {
    cancelWaiting,
    draft,
    loaded: saved.loaded,
    signedIn: Boolean(saved.account),
    status,
    error,
    queued,
    waitingFor: queued ? (waitingItem?.waitingFor ?? 'connection') : null,
    waitingError: waitingItem?.error ?? null,
    canSubmit,
    setEssay,
    setEssayType,
    setSubject,
    submit,
  };
}
