import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../grading/error-texts';
import { gradingOutbox, useOutbox } from '../../grading/grading-outbox';
import { SUBJECTS, type EssayType } from '../../grading/rubrics';
import { EMPTY_DRAFT, essayDraftStore, type EssayDraft } from './essay-draft';

export type GraderStatus = 'idle' | 'loading';

/**
 * The essay grader's state machine: idle → loading → result or error, or queued in the grading outbox
 * when the device is offline (the result then arrives by itself). The draft autosaves as the student types;
 * changing the subject resets the type to that subject's first.
 */
export function useEssayGrader() {
  const [draft, setDraft] = useState<EssayDraft>(EMPTY_DRAFT);
  const draftRef = useRef(draft);
  const [loaded, setLoaded] = useState(false);
  const [status, setStatus] = useState<GraderStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const typedBeforeLoad = useRef(false);

  const commit = useCallback((next: EssayDraft) => {
    draftRef.current = next;
    setDraft(next);
    essayDraftStore.save(next);
  }, []);

  useEffect(() => {
    let cancelled = false;
    essayDraftStore
      .load()
      .then((saved) => {
        if (!cancelled && saved && !typedBeforeLoad.current) {
          draftRef.current = { ...EMPTY_DRAFT, ...saved };
          setDraft(draftRef.current);
        }
      })
      .catch(() => {
        /* private mode or storage blocked: the page still works, it just cannot keep the draft */
      })
      .finally(() => !cancelled && setLoaded(true));
    return () => {
      cancelled = true;
      void essayDraftStore.flush();
    };
  }, []);

  // A grading that waited in the outbox: its result is stored in the draft before the outbox lets it go.
  const waiting = useOutbox('essay', loaded, async (item) => {
    if (item.status === 'graded' && item.result) {
      setError(null);
      commit({ ...draftRef.current, result: item.result });
      await essayDraftStore.flush();
    } else {
      setError(item.error ?? null);
    }
  });

  const update = (change: Partial<EssayDraft>) => {
    typedBeforeLoad.current = true;
    commit({ ...draftRef.current, ...change });
  };

  const setEssay = (essay: string) => update({ essay });
  const setEssayType = (essayType: EssayType) => update({ essayType });
  const setSubject = (subject: EssayDraft['subject']) => {
    const first = SUBJECTS.find((s) => s.id === subject)?.types[0] ?? 'iwa';
    update({ subject, essayType: first });
  };

  const queued = waiting.length > 0 && status === 'idle';
  const canSubmit = status === 'idle' && !queued && draft.essay.trim().length > 0;

  const submit = async () => {
    // A blank essay is ignored.
    if (!canSubmit) return;
    setStatus('loading');
    setError(null);
    void essayDraftStore.flush();
    const request = { essay: draft.essay, essay_type: draft.essayType, subject: draft.subject };
    const outcome = await gradingOutbox()
      .submit('essay', request)
      .catch((failure: unknown) => ({ state: 'failed' as const, error: errorMessage(failure) }));
    setStatus('idle');
    if (outcome.state === 'failed') setError(outcome.error);
  };

  return { draft, loaded, status, error, queued, canSubmit, setEssay, setEssayType, setSubject, submit };
}
