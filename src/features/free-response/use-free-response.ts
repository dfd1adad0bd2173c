import { startClock, stopClock, STOPPED_CLOCK } from '../../exam/clock';
import { countdownView } from '../../exam/countdown';
import { useNow } from '../../exam/use-now';
import type { Graded } from '../../grading-client/gradings';
import { useGradedScreen } from '../../grading-client/use-graded-screen';
import { useGradingHistory } from '../../grading-client/use-grading-history';
import { MAX_FRQ_ESSAY_CHARS, type FrqKind } from '../../grading-contract/frq-rubrics';
import { emptyFrqDraft, frqDraftStores, frqHistoryStores, isBlankFrqDraft, type FrqGrading } from './frq-store';

/** The prompt a screen writes on: a DBQ, or an LEQ set whose prompts the student chooses from. */
export interface FrqScreenPrompt {
  kind: FrqKind;
  /** The DBQ's id, or the LEQ set's id (the draft's key). */
  id: string;
  /** The prompt ids, in order: one for a DBQ, three for an LEQ set. */
  promptIds: readonly string[];
  minutes: number;
}

const asFrqGrading = (g: Graded<'frq'>): FrqGrading => ({ id: g.id, kind: g.request.kind, promptId: g.request.prompt_id, gradedAt: new Date(g.gradedAt).toISOString(), essay: g.request.essay, result: g.result });

/** The DBQ and LEQ writing screen's state: the shared grading screen's plus the timer and the prompt chosen (docs/product.md#dbq-and-leq). */
export function useFreeResponse(prompt: FrqScreenPrompt) {
  const mine = (kind: FrqKind, promptId: string) => kind === prompt.kind && prompt.promptIds.includes(promptId);
  const screen = useGradedScreen({
    kind: 'frq',
    shows: (target) => target.kind === 'frq' && mine(target.frqKind, target.promptId),
    drafts: frqDraftStores(prompt.kind, prompt.id),
    empty: emptyFrqDraft(prompt.kind),
    isBlank: isBlankFrqDraft,
  });
  const legacy = useGradingHistory(frqHistoryStores, screen.account);
  const { draft, grading, change } = screen;
  const history = [...screen.history.map(asFrqGrading), ...legacy.gradings.filter((g) => mine(g.kind, g.promptId))];
  const last = history.find((g) => Date.parse(g.gradedAt) > (draft.clearedAt ?? 0)) ?? null;

  const running = draft.clock.startedAt !== null;
  const now = useNow(running, 500);
  const blank = !draft.essay.trim();
  const chosen = draft.choice !== null ? prompt.promptIds[draft.choice] : undefined;
  const canSubmit = !grading.sending && !grading.queued && !blank && draft.essay.length <= MAX_FRQ_ESSAY_CHARS && chosen !== undefined;

  return {
    ...screen,
    loaded: screen.loaded && legacy.loaded,
    last,
    history,
    blank,
    canSubmit,
    // 0 before the first tick (and on the server): a running clock then shows the time it had banked, for a moment.
    timer: countdownView(draft.clock, now, prompt.minutes * 60_000),
    setEssay: (essay: string) => change({ essay }),
    choose: (choice: number) => change({ choice }),
    startTimer: () => change({ clock: startClock(screen.read().clock, Date.now()) }),
    stopTimer: () => change({ clock: stopClock(screen.read().clock, Date.now()) }),
    resetTimer: () => change({ clock: STOPPED_CLOCK }),
    hideTimer: (hidden: boolean) => change({ hidden }),
    /** Never sends an empty essay, nor one without a chosen prompt. */
    async submit() {
      if (!canSubmit || !chosen) return;
      await screen.submit({ kind: prompt.kind, prompt_id: chosen, essay: draft.essay }, { kind: 'frq', frqKind: prompt.kind, promptId: chosen, screen: window.location.pathname });
    },
  };
}
