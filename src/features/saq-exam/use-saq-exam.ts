import { useEffect, useRef, useState } from 'react';
import type { SaqPaper } from '../../content/schema';
import { buildSaqRequest } from '../../grading/client';
import { errorMessage } from '../../grading/error-texts';
import { gradingOutbox, useOutbox } from '../../grading/grading-outbox';
import { MAX_SAQ_ANSWER_CHARS } from '../../grading/limits';
import { EMPTY_SAQ_DRAFT, saqDraftStore, saqHistoryStore, withGrading, type SaqDraft, type SaqGrading } from './saq-store';

export type SaqStatus = 'idle' | 'grading';

/**
 * The SAQ screen's state: idle → grading (inputs disabled) → results or error, or queued in the grading
 * outbox when offline, the results then arriving by themselves. Answers autosave; gradings go to a history.
 */
export function useSaqExam(paper: SaqPaper) {
  const store = saqDraftStore(paper.id);
  const [draft, setDraft] = useState<SaqDraft>(EMPTY_SAQ_DRAFT);
  const [history, setHistory] = useState<SaqGrading[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [status, setStatus] = useState<SaqStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const draftRef = useRef(draft);
  const historyRef = useRef(history);
  const typedBeforeLoad = useRef(false);

  const commit = (next: SaqDraft) => {
    draftRef.current = next;
    setDraft(next);
    store.save(next);
  };

  useEffect(() => {
    let cancelled = false;
    Promise.all([store.load(), saqHistoryStore.load()])
      .then(([saved, past]) => {
        if (cancelled) return;
        if (saved && !typedBeforeLoad.current) {
          draftRef.current = { ...EMPTY_SAQ_DRAFT, ...saved };
          setDraft(draftRef.current);
        }
        historyRef.current = past ?? [];
        setHistory(historyRef.current);
      })
      .catch(() => {
        /* storage blocked: the screen works, it just cannot keep anything */
      })
      .finally(() => !cancelled && setLoaded(true));
    return () => {
      cancelled = true;
      void store.flush();
    };
  }, [store]);

  // A grading that waited in the outbox: stored in the history and on screen before the outbox lets it go.
  const waiting = useOutbox('saq', loaded, async (item) => {
    if (item.status !== 'graded' || !item.result) {
      setError(item.error ?? null);
      return;
    }
    const grading: SaqGrading = {
      id: item.id,
      paperId: paper.id,
      gradedAt: new Date().toISOString(),
      answers: [...item.request.answers],
      result: item.result.result,
    };
    setError(null);
    historyRef.current = withGrading(historyRef.current, grading);
    setHistory(historyRef.current);
    saqHistoryStore.save(historyRef.current);
    commit({ ...draftRef.current, last: grading });
    await Promise.all([saqHistoryStore.flush(), store.flush()]);
  });

  const setAnswer = (index: number, value: string) => {
    typedBeforeLoad.current = true;
    const answers = [...draftRef.current.answers] as SaqDraft['answers'];
    answers[index] = value;
    commit({ ...draftRef.current, answers });
  };

  const queued = waiting.length > 0 && status === 'idle';
  const blank = draft.answers.every((answer) => !answer.trim());
  const tooLong = draft.answers.some((answer) => answer.length > MAX_SAQ_ANSWER_CHARS);
  const canSubmit = status === 'idle' && !queued && !blank && !tooLong;

  const submit = async () => {
    if (!canSubmit) return;
    setStatus('grading');
    setError(null);
    void store.flush();
    const outcome = await gradingOutbox()
      .submit('saq', buildSaqRequest(paper, draft.answers))
      .catch((failure: unknown) => ({ state: 'failed' as const, error: errorMessage(failure) }));
    setStatus('idle');
    if (outcome.state === 'failed') setError(outcome.error);
  };

  /** Clears the answers and the grading on screen; the history stays. */
  const startOver = async () => {
    setError(null);
    commit(EMPTY_SAQ_DRAFT);
    await store.flush();
  };

  return { draft, history, loaded, status, error, queued, blank, tooLong, canSubmit, setAnswer, submit, startOver };
}
