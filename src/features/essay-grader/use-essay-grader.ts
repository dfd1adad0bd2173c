import { useCallback, useEffect, useRef, useState } from 'react';
import { gradeEssay } from '../../grading/client';
import { SUBJECTS, type EssayType } from '../../grading/rubrics';
import { EMPTY_DRAFT, essayDraftStore, type EssayDraft } from './essay-draft';

export type GraderStatus = 'idle' | 'loading';

/**
 * The essay grader's state machine (docs/product.md#essay-grader): idle → loading → result or error. The draft autosaves as the
 * student types; changing the subject resets the type to that subject's first.
 */
export function useEssayGrader() {
  const [draft, setDraft] = useState<EssayDraft>(EMPTY_DRAFT);
  const [loaded, setLoaded] = useState(false);
  const [status, setStatus] = useState<GraderStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const typedBeforeLoad = useRef(false);

  useEffect(() => {
    let cancelled = false;
    essayDraftStore
      .load()
      .then((saved) => {
        if (!cancelled && saved && !typedBeforeLoad.current) setDraft({ ...EMPTY_DRAFT, ...saved });
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

  const update = useCallback((change: Partial<EssayDraft>) => {
    typedBeforeLoad.current = true;
    setDraft((current) => {
      const next = { ...current, ...change };
      essayDraftStore.save(next);
      return next;
    });
  }, []);

  const setEssay = (essay: string) => update({ essay });
  const setEssayType = (essayType: EssayType) => update({ essayType });
  const setSubject = (subject: EssayDraft['subject']) => {
    const first = SUBJECTS.find((s) => s.id === subject)?.types[0] ?? 'iwa';
    update({ subject, essayType: first });
  };

  const canSubmit = status === 'idle' && draft.essay.trim().length > 0;

  const submit = async () => {
    // A blank essay is ignored (docs/product.md#essay-grader).
    if (!canSubmit) return;
    setStatus('loading');
    setError(null);
    void essayDraftStore.flush();
    const outcome = await gradeEssay({ essay: draft.essay, essay_type: draft.essayType, subject: draft.subject });
    setStatus('idle');
    if (outcome.ok) update({ result: outcome.data });
    else setError(outcome.error);
  };

  return { draft, loaded, status, error, canSubmit, setEssay, setEssayType, setSubject, submit };
}
