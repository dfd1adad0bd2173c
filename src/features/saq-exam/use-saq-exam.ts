import type { SaqPaper } from '../../content/schema';
import { buildSaqRequest } from '../../grading-client/client';
import type { Graded } from '../../grading-client/gradings';
import { useGradedScreen } from '../../grading-client/use-graded-screen';
import { useGradingHistory } from '../../grading-client/use-grading-history';
import { MAX_SAQ_ANSWER_CHARS } from '../../grading-contract/limits';
import { keepBoth } from '../../shared/storage/use-account-draft';
import { EMPTY_SAQ_DRAFT, isBlankSaqDraft, saqDraftStores, saqHistoryStores, type SaqDraft, type SaqGrading } from './saq-store';

const asSaqGrading = (g: Graded<'saq'>, paperId: string): SaqGrading => ({ id: g.id, paperId, gradedAt: new Date(g.gradedAt).toISOString(), answers: g.request.answers, result: g.result.result });

/**
 * The SAQ screen's state: the shared grading screen's (useGradedScreen) with three answers and the paper as target.
 * See docs/product.md#saq-exam and docs/architecture.md#grading-path.
 */
export function useSaqExam(paper: SaqPaper) {
  const screen = useGradedScreen({
    kind: 'saq',
    shows: (target) => target.kind === 'saq' && target.paperId === paper.id,
    drafts: saqDraftStores(paper.id),
    empty: EMPTY_SAQ_DRAFT,
    isBlank: isBlankSaqDraft,
    merge: (stored, typed) => ({ ...stored, answers: [0, 1, 2].map((i) => keepBoth(stored.answers[i] ?? '', typed.answers[i] ?? '')) as SaqDraft['answers'] }),
  });
  const legacy = useGradingHistory(saqHistoryStores, screen.account);
  const { draft, grading } = screen;
  const cleared = draft.clearedAt ?? 0;
  const history = [...screen.history.map((g) => asSaqGrading(g, paper.id)), ...legacy.gradings.filter((g) => g.paperId === paper.id)];
  const last = history.find((g) => Date.parse(g.gradedAt) > cleared) ?? null;

  const blank = isBlankSaqDraft(draft);
  const tooLong = draft.answers.some((answer) => answer.length > MAX_SAQ_ANSWER_CHARS);
  const canSubmit = !grading.sending && !grading.queued && !blank && !tooLong;

  return {
    ...screen,
    loaded: screen.loaded && legacy.loaded,
    last,
    history,
    blank,
    canSubmit,
    setAnswer(index: number, value: string) {
      const answers = [...screen.read().answers] as SaqDraft['answers'];
      answers[index] = value;
      screen.change({ answers });
    },
    async submit() {
      if (canSubmit) await screen.submit(buildSaqRequest(paper, draft.answers), { kind: 'saq', paperId: paper.id, screen: window.location.pathname });
    },
  };
}
