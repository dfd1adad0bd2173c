import { useRef, type FormEvent } from 'react';
import type { SaqPaper } from '../../../content/schema';
import { BookletFrame } from '../../../exam/booklet-frame';
import { AllowanceLine } from '../../../grading-client/components/allowance-line';
import { StartOverConfirm, startOverId, useStartOverConfirm } from '../../../grading-client/components/start-over-confirm';
import { GradingWaitNotice } from '../../../grading-client/components/grading-wait-notice';
import { MAX_SAQ_ANSWER_CHARS } from '../../../grading-contract/limits';
import { useEarlyInput } from '../../../shared/hooks/use-early-input';
import { ReadyButton } from '../../../shared/ui/ready-button';
import { useOnline } from '../../../shared/hooks/use-online';
import { Page } from '../../../shared/ui/page';
import { countWords } from '../../../shared/text-stats';
import { useSaqExam } from '../use-saq-exam';
import { SaqPaperHtml } from './saq-paper';
import { partOf, SaqHistory, SaqResults } from './saq-results';
import shared from '../../../grading-client/components/grading-screen.module.css';
import styles from './saq-exam.module.css';

interface SaqExamScreenProps {
  paper: SaqPaper;
  pdfUrl: string;
}

/** Warn from here on, before the server's 4,000-character limit. */
export const NEAR_LIMIT_CHARS = 3_600;
const fmt = (n: number) => n.toLocaleString('en-US');

/** The SAQ page: the paper on the left, the answers and the AI grading on the right. See docs/product.md#saq-exam. */
export function SaqExamScreen({ paper, pdfUrl }: SaqExamScreenProps) {
  const exam = useSaqExam(paper);
  const online = useOnline();
  // Answers typed or pasted before the script arrived reach the draft (and join saved ones, see useAccountDraft).
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef);
  const startOver = useStartOverConfirm('saq-confirm');
  const grading = exam.status === 'grading';
  const { draft } = exam;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void exam.submit();
  };

  return (
    <Page title={paper.heading ?? `APUSH Short-Answer Practice ${paper.year}`} documentTitle={paper.heading ? 'SAQ Practice' : `SAQ ${paper.year}`}>
      <div className={styles.layout}>
        <section className={styles.booklet} aria-label="The question">
          <BookletFrame pdfUrl={pdfUrl} title={paper.heading ? `${paper.title} booklet (PDF)` : `APUSH SAQ ${paper.year} booklet (PDF)`} sideBySide="(min-width: 64rem)">
            <SaqPaperHtml paper={paper} />
          </BookletFrame>
        </section>

        <div className={styles.answers}>
          <form ref={formRef} className="card" onSubmit={onSubmit} aria-labelledby="saq-answers-heading">
            <h2 id="saq-answers-heading">Your SAQ Answers</h2>
            {draft.answers.map((answer, i) => {
              const n = i + 1;
              const over = answer.length > MAX_SAQ_ANSWER_CHARS;
              const near = !over && answer.length >= NEAR_LIMIT_CHARS;
              return (
                <div className="field" key={n}>
                  {/* The original's label, with the paper's part beside it: 'SAQ 1' answers part (a). */}
                  <label htmlFor={`saq-answer-${n}`}>
                    SAQ {n} <span className={styles.part}>{partOf(i)}</span>
                  </label>
                  <textarea
                    id={`saq-answer-${n}`}
                    rows={6}
                    value={answer}
                    disabled={grading}
                    placeholder={`Type your answer for SAQ ${n} here...`}
                    onChange={(e) => exam.setAnswer(i, e.target.value)}
                    aria-describedby={`saq-count-${n}${over || near ? ` saq-limit-${n}` : ''}`}
                    aria-invalid={over || undefined}
                  />
                  <p id={`saq-count-${n}`} className={shared.counts}>
                    <span>{fmt(countWords(answer))} words</span>
                    <span>
                      {fmt(answer.length)} / {fmt(MAX_SAQ_ANSWER_CHARS)} characters
                    </span>
                  </p>
                  {over ? (
                    <p id={`saq-limit-${n}`} className="field-error">
                      SAQ {n} is over the {fmt(MAX_SAQ_ANSWER_CHARS)}-character limit. Shorten it to submit.
                    </p>
                  ) : near ? (
                    <p id={`saq-limit-${n}`} className={shared.nearLimit}>
                      SAQ {n} is close to the {fmt(MAX_SAQ_ANSWER_CHARS)}-character limit ({fmt(MAX_SAQ_ANSWER_CHARS - answer.length)} left).
                    </p>
                  ) : null}
                </div>
              );
            })}
            <p className="muted">{exam.loaded ? 'Your answers are saved on this device as you type.' : 'Loading your saved answers…'}</p>
            {!online && !exam.queued ? (
              <p className="message message-warning">You’re offline. Submit now and your answers are graded when you’re back online.</p>
            ) : null}
            {exam.waitingFor ? <GradingWaitNotice waitingFor={exam.waitingFor} error={exam.waitingError} work="answers" onCancel={exam.cancelWaiting} /> : null}
            <div className="btn-row">
              <ReadyButton type="submit" className="btn btn-primary" disabled={!exam.canSubmit}>
                {grading ? 'Grading...' : 'SUBMIT'}
              </ReadyButton>
              <button
                id={startOverId(startOver.id)}
                type="button"
                className="btn"
                aria-expanded={startOver.confirming}
                disabled={grading || (exam.blank && !draft.last)}
                onClick={startOver.ask}
              >
                Start over
              </button>
            </div>
            <AllowanceLine />
            <StartOverConfirm
              confirm={startOver}
              question="Clear your three answers and the results on screen? Your past gradings stay below."
              clearLabel="Clear answers"
              onClear={() => {
                void exam.startOver();
                document.getElementById('saq-answer-1')?.focus();
              }}
            />
            {exam.error ? (
              <p className={shared.error} role="alert">
                {exam.error}
              </p>
            ) : null}
          </form>
          {draft.last && !exam.error ? <SaqResults grading={draft.last} /> : null}
          <SaqHistory history={exam.history} />
        </div>
      </div>
    </Page>
  );
}
