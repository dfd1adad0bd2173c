import { startClock, stopClock, STOPPED_CLOCK } from '../../exam/clock';
import { countdownView } from '../../exam/countdown';
import { useNow } from '../../exam/use-now';
import { MAX_FRQ_ESSAY_CHARS, type FrqKind } from '../../grading-contract/frq-rubrics';
import { useGrading } from '../../grading-client/use-grading';
import { useGradingHistory } from '../../grading-client/use-grading-history';
import { useAccountDraft } from '../../shared/storage/use-account-draft';
import { emptyFrqDraft, frqDraftStores, frqHistoryStores, isBlankFrqDraft, type FrqDraft, type FrqGrading } from './frq-store';

/** The prompt a screen writes on: a DBQ, or an LEQ set whose prompts the student chooses from. */
export interface FrqScreenPrompt {
  kind: FrqKind;
  /** The DBQ's id, or the LEQ set's id (the draft's key). */
  id: string;
  /** The prompt ids, in order: one for a DBQ, three for an LEQ set. */
  promptIds: readonly string[];
  minutes: number;
}

/** The DBQ and LEQ writing screen's state, one hook for both kinds (docs/product.md#dbq-and-leq). */
export function useFreeResponse(prompt: FrqScreenPrompt) {
  const empty = emptyFrqDraft(prompt.kind);
  const saved = useAccountDraft(frqDraftStores(prompt.kind, prompt.id), empty, isBlankFrqDraft);
  const { account } = saved;
  const draft = saved.value;
  const history = useGradingHistory(frqHistoryStores, account);
  const loaded = saved.loaded && history.loaded;

  const mine = (promptId: string) => prompt.promptIds.includes(promptId);
  // A grading that waited in the outbox: stored in the history, and shown on its own prompt's screen, before the
  // outbox lets it go. One kind serves every DBQ and LEQ, so a result may belong to another prompt's draft.
  const grading = useGrading(
    'frq',
    loaded,
    async (item, result) => {
      const done: FrqGrading = { id: item.id, kind: item.request.kind, promptId: item.request.prompt_id, gradedAt: new Date().toISOString(), essay: item.request.essay, result };
      const historyStore = history.keep(done);
      if (done.kind === prompt.kind && mine(done.promptId)) {
        saved.update({ ...saved.read(), last: done });
        await Promise.all([historyStore.flush(), saved.flush()]);
        return;
      }
      await historyStore.flush();
    },
    (request) => request.kind === prompt.kind && mine(request.prompt_id),
  );
  saved.carryOnSignIn(grading.waitingForSignIn);

  const change = (patch: Partial<FrqDraft>) => saved.update({ ...saved.read(), ...patch });
  const limitMs = prompt.minutes * 60_000;
  const running = draft.clock.startedAt !== null;
  const now = useNow(running, 500);
  // 0 before the first tick (and on the server): a running clock then shows the time it had banked, for a moment.
  const timer = countdownView(draft.clock, now, limitMs);

  const sending = grading.sending;
  const blank = !draft.essay.trim();
  const tooLong = draft.essay.length > MAX_FRQ_ESSAY_CHARS;
  const chosen = draft.choice !== null ? prompt.promptIds[draft.choice] : undefined;
  const canSubmit = !sending && !grading.queued && !blank && !tooLong && chosen !== undefined;

  return {
    draft,
    loaded,
    history: history.gradings.filter((g) => g.kind === prompt.kind && mine(g.promptId)),
    sending,
    error: grading.error,
    queued: grading.queued,
    waitingFor: grading.waitingFor,
    waitingError: grading.waitingError,
    blank,
    tooLong,
    canSubmit,
    timer,
    setEssay: (essay: string) => change({ essay }),
    choose: (choice: number) => change({ choice }),
    startTimer: () => change({ clock: startClock(saved.read().clock, Date.now()) }),
    stopTimer: () => change({ clock: stopClock(saved.read().clock, Date.now()) }),
    resetTimer: () => change({ clock: STOPPED_CLOCK }),
    hideTimer: (hidden: boolean) => change({ hidden }),
    /** Never sends an empty essay, nor one without a chosen prompt. */
    async submit() {
      if (!canSubmit || !chosen) return;
      void saved.flush();
      await grading.submit({ kind: prompt.kind, prompt_id: chosen, essay: draft.essay });
    },
    cancelWaiting: grading.cancelWaiting,
    async startOver() {
      grading.clearError();
      saved.update(empty);
      await saved.flush();
    },
  };
}
