import type { SaqPaper } from '../../../content/schema';
import { BookletFrame } from '../../../exam/booklet-frame';
import { GradingShell } from '../../../grading-client/components/grading-shell';
import { MAX_SAQ_ANSWER_CHARS } from '../../../grading-contract/limits';
import { Page } from '../../../shared/ui/page';
import { useSaqExam } from '../use-saq-exam';
import { SaqPaperHtml } from './saq-paper';
import { partOf, SaqHistory, SaqResults } from './saq-results';
import styles from './saq-exam.module.css';

interface SaqExamScreenProps {
  paper: SaqPaper;
  pdfUrl: string;
}

/** Warn from here on, before the server's 4,000-character limit. */
export const NEAR_LIMIT_CHARS = 3_600;

/** The SAQ page: the paper on the left, the three answers in the grading shell on the right. See docs/product.md#saq-exam. */
export function SaqExamScreen({ paper, pdfUrl }: SaqExamScreenProps) {
  const exam = useSaqExam(paper);
  return (
    <Page title={paper.heading ?? `APUSH Short-Answer Practice ${paper.year}`} documentTitle={paper.heading ? 'SAQ Practice' : `SAQ ${paper.year}`}>
      <div className={styles.layout}>
        <section className={styles.booklet} aria-label="The question">
          <BookletFrame pdfUrl={pdfUrl} title={paper.heading ? `${paper.title} booklet (PDF)` : `APUSH SAQ ${paper.year} booklet (PDF)`} sideBySide="(min-width: 64rem)">
            <SaqPaperHtml paper={paper} />
          </BookletFrame>
        </section>
        <div className={styles.answers}>
          <GradingShell
            id="saq"
            heading="Your SAQ Answers"
            work="answers"
            grading={exam.grading}
            loaded={exam.loaded}
            fields={exam.draft.answers.map((answer, i) => ({
              id: `saq-answer-${i + 1}`,
              // The original's label, with the paper's part beside it: 'SAQ 1' answers part (a).
              label: (
                <>
                  SAQ {i + 1} <span className={styles.part}>{partOf(i)}</span>
                </>
              ),
              name: `SAQ ${i + 1}`,
              value: answer,
              onChange: (value) => exam.setAnswer(i, value),
              rows: 6,
              limit: MAX_SAQ_ANSWER_CHARS,
              nearLimit: NEAR_LIMIT_CHARS,
              placeholder: `Type your answer for SAQ ${i + 1} here...`,
            }))}
            canSubmit={exam.canSubmit}
            canStartOver={!exam.blank || Boolean(exam.last)}
            startOverQuestion="Clear your three answers and the results on screen? Your past gradings stay below."
            clearLabel="Clear answers"
            onStartOver={() => void exam.startOver()}
            onSubmit={() => void exam.submit()}
            result={exam.last ? <SaqResults grading={exam.last} /> : null}
            history={<SaqHistory history={exam.history} />}
          />
        </div>
      </div>
    </Page>
  );
}
