/** A unit quiz's state, kept on the device for the account (docs/product.md#quiz); every tap is written at once. */
import { useEffect, useMemo, useState } from 'react';
import { currentAccountId } from '../../shared/account-seam';
import { useAccountDraft } from '../../shared/storage/use-account-draft';
import { initialQuizState, quizReducer, scoreQuiz, type FlatQuestion, type QuizAction, type QuizState } from './quiz-state';
import { quizProgressStores, quizResultsStores, recordQuizAttempt, type QuizResultsHistory, type SavedQuiz } from './quiz-store';

export interface QuizProgress {
  state: QuizState;
  /** When the shown results were submitted. */
  submittedAt: number | null;
  dispatch: (action: QuizAction) => void;
  /** The saved attempt has been read (until then the prerendered first question shows). */
  loaded: boolean;
  history: QuizResultsHistory | undefined;
}

const isBlank = (saved: SavedQuiz) =>
  !saved.state.submitted && saved.state.index === 0 && saved.state.answers.every((a) => a === null) && saved.state.crossed.every((c) => c.length === 0);

export function useQuizProgress(quizId: string, questions: readonly FlatQuestion[]): QuizProgress {
  const empty = useMemo<SavedQuiz>(() => ({ version: 1, state: initialQuizState(questions.length), submittedAt: null }), [questions.length]);
  const saved = useAccountDraft(quizProgressStores(quizId), empty, isBlank);
  const [history, setHistory] = useState<QuizResultsHistory | undefined>(undefined);
  // A saved attempt of a quiz whose questions have changed since starts again.
  const fits = (value: SavedQuiz) => value.state.answers.length === questions.length && value.state.index < questions.length;
  const current = fits(saved.value) ? saved.value : empty;

  useEffect(() => {
    if (saved.account === undefined) return;
    let cancelled = false;
    quizResultsStores(quizId)(saved.account)
      .load()
      .then((value) => !cancelled && setHistory(value))
      .catch(() => {
        /* storage blocked: the quiz still works, it just keeps nothing */
      });
    return () => {
      cancelled = true;
    };
  }, [quizId, saved.account]);

  const dispatch = (action: QuizAction) => {
    const before = fits(saved.read()) ? saved.read() : empty;
    const state = quizReducer(before.state, action);
    if (state === before.state) return;
    const justSubmitted = state.submitted && !before.state.submitted;
    const submittedAt = justSubmitted ? Date.now() : state.submitted ? before.submittedAt : null;
    saved.update({ version: 1, state, submittedAt });
    void saved.flush();
    if (justSubmitted && submittedAt !== null) {
      const owner = saved.account ?? currentAccountId() ?? null;
      recordQuizAttempt(quizId, owner, { score: scoreQuiz(questions, state.answers), total: questions.length, at: submittedAt })
        .then(setHistory)
        .catch(() => {});
    }
  };

  return { state: current.state, submittedAt: current.submittedAt, dispatch, loaded: saved.loaded, history };
}
