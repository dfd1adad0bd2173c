import { SAQ_PAPERS } from '../../content/saq-papers';
import type { SaqPaper } from '../../content/schema';
import { buildSaqRequest } from '../../grading-client/client';
import { MAX_SAQ_ANSWER_CHARS } from '../../grading-contract/limits';
import { useGrading } from '../../grading-client/use-grading';
import { useGradingHistory } from '../../grading-client/use-grading-history';
import { keepBoth, useAccountDraft } from '../../shared/storage/use-account-draft';
import { EMPTY_SAQ_DRAFT, isBlankSaqDraft, saqDraftStores, saqHistoryStores, type SaqDraft, type SaqGrading } from './saq-store';

export type SaqStatus = "idle" | "grading";

/** The paper whose questions a request asked (a grading that waited may belong to another SAQ page). */
const paperIdOf = (questions: readonly string[]) =>
  SAQ_PAPERS.find((p) =>
    p.parts.every((part, i) => questions[i] === part.question),
  )?.id;

/**
 * The SAQ screen's state: idle → grading → results or error, or queued in the outbox (offline or signed out) with
 * the results arriving by themselves. See docs/product.md#saq-exam and docs/product.md#grading-outbox.
 */
export function useSaqExam(paper: SaqPaper) {
  const saved = useAccountDraft(saqDraftStores(paper.id), EMPTY_SAQ_DRAFT, isBlankSaqDraft, (stored, typed) => ({
    ...stored,
    answers: [0, 1, 2].map((i) => keepBoth(stored.answers[i] ?? '', typed.answers[i] ?? '')) as SaqDraft['answers'],
  }));
  const { account } = saved;
  const draft = saved.value;
  const history = useGradingHistory(saqHistoryStores, account);
  const loaded = saved.loaded && history.loaded;
  // One history for every SAQ question; each page shows its own question's gradings.
  const shownHistory = history.gradings.filter((g) => g.paperId === paper.id);
  /** The outbox has one 'saq' kind for every question: a request is this page's when it asks this paper's questions. */
  const mine = (request: { questions: readonly string[] }) =>
    paper.parts.every((part, i) => request.questions[i] === part.question);

  // A grading that waited in the outbox: stored in the history and on screen before the outbox lets it go.
  const grading = useGrading(
    "saq",
    loaded,
    async (item, result) => {
      const done: SaqGrading = {
        id: item.id,
        paperId: paperIdOf(item.request.questions) ?? paper.id,
        gradedAt: new Date().toISOString(),
        answers: [...item.request.answers],
        result: result.result,
      };
      const historyStore = history.keep(done);
      if (!mine(item.request)) return historyStore.flush();
      saved.update({ ...saved.read(), last: done });
      await Promise.all([historyStore.flush(), saved.flush()]);
    },
    mine,
  );
  saved.carryOnSignIn(grading.waitingForSignIn);

  const setAnswer = (index: number, value: string) => {
    const answers = [...saved.read().answers] as SaqDraft["answers"];
    answers[index] = value;
    saved.update({ ...saved.read(), answers });
  };

  const status: SaqStatus = grading.sending ? "grading" : "idle";
  const blank = draft.answers.every((answer) => !answer.trim());
  const tooLong = draft.answers.some(
    (answer) => answer.length > MAX_SAQ_ANSWER_CHARS,
  );
  const canSubmit = status === "idle" && !grading.queued && !blank && !tooLong;

  const submit = async () => {
    if (!canSubmit) return;
    void saved.flush();
    await grading.submit(buildSaqRequest(paper, draft.answers));
  };

  const startOver = async () => {
    grading.clearError();
    saved.update(EMPTY_SAQ_DRAFT);
    await saved.flush();
  };

  return {
    draft,
    history: shownHistory,
    loaded,
    status,
    error: grading.error,
    queued: grading.queued,
    waitingFor: grading.waitingFor,
    waitingError: grading.waitingError,
    blank,
    tooLong,
    canSubmit,
    setAnswer,
    submit,
    cancelWaiting: grading.cancelWaiting,
    startOver,
  };
}
