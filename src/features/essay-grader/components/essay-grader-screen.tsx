import { useRef, type FormEvent } from 'react';
import { GradingWaitNotice } from '../../../grading-client/components/grading-wait-notice';
import { AllowanceLine } from '../../../grading-client/components/allowance-line';
import { RUBRICS, SUBJECTS } from '../../../grading-contract/rubrics';
import { useEarlyInput } from '../../../shared/hooks/use-early-input';
import { ReadyButton } from '../../../shared/ui/ready-button';
import { useOnline } from '../../../shared/hooks/use-online';
import { Page } from '../../../shared/ui/page';
import { countWords } from '../../../shared/text-stats';
import { useEssayGrader } from '../use-essay-grader';
import { RubricTable } from './rubric-table';
import styles from './essay-grader.module.css';

export function EssayGraderScreen() {
  const grader = useEssayGrader();
  const online = useOnline();
  // Text typed or pasted before the script arrived reaches the draft (and joins a saved one, see useAccountDraft).
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef);
  const { draft } = grader;
  const rubric = RUBRICS[draft.essayType];
  const subject = SUBJECTS.find((s) => s.id === draft.subject) ?? SUBJECTS[0];
  const words = countWords(draft.essay);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void grader.submit();
  };

  return (
    <Page title="AI Essay Grader" documentTitle="Essay Grader" lead="Paste an AP Seminar essay to get a score and feedback on every rubric row.">
      <div className={styles.layout}>
        <form ref={formRef} className={`card ${styles.form}`} onSubmit={onSubmit} aria-label="Essay grader">
          <div className={styles.selects}>
            <div className="field">
              <label htmlFor="essay-subject">Subject</label>
              <select id="essay-subject" value={draft.subject} onChange={(e) => grader.setSubject(e.target.value as typeof draft.subject)}>
                {SUBJECTS.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="essay-type">Essay type</label>
              <select id="essay-type" value={draft.essayType} onChange={(e) => grader.setEssayType(e.target.value as typeof draft.essayType)}>
                {subject.types.map((type) => (
                  <option key={type} value={type}>
                    {RUBRICS[type].label}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="field">
            <label htmlFor="essay-text">Essay</label>
            <textarea
              id="essay-text"
              required
              rows={14}
              value={draft.essay}
              onChange={(e) => grader.setEssay(e.target.value)}
              aria-describedby="essay-counts essay-saved"
              placeholder="Paste or type your essay here..."
            />
            <p id="essay-counts" className={styles.counts}>
              <span>{draft.essay.length.toLocaleString('en-US')} characters</span>
              <span>{words.toLocaleString('en-US')} words</span>
              <span>Recommended: 500-1500 words</span>
              <span>
                Official limit for the {draft.essayType.toUpperCase()}: {rubric.wordLimit.toLocaleString('en-US')} words
              </span>
            </p>
            {words > rubric.wordLimit ? (
              <p className="message message-warning">Your essay is over the official word limit; readers stop at the limit.</p>
            ) : null}
            <p id="essay-saved" className="muted">
              {grader.loaded ? 'Your draft is saved on this device as you type.' : 'Loading your saved draft…'}
            </p>
          </div>
          {!online && !grader.grading.queued ? (
            <p className="message message-warning" role="status">
              You’re offline. Your essay is saved on this device; if you grade it now, it is graded when you’re back online.
            </p>
          ) : null}
          {grader.grading.waitingFor ? <GradingWaitNotice waitingFor={grader.grading.waitingFor} error={grader.grading.waitingError} work="essay" onCancel={grader.grading.cancelWaiting} /> : null}
          <ReadyButton type="submit" className="btn btn-primary" disabled={!grader.canSubmit}>
            {grader.grading.sending ? 'Analyzing Essay...' : 'Grade Essay'}
          </ReadyButton>
          <AllowanceLine />
          {grader.grading.sending ? (
            <p className="muted" role="status">
              Reading your essay against the {rubric.rows.length}-row rubric. This usually takes 10 to 30 seconds.
            </p>
          ) : null}
        </form>

        <section aria-labelledby="result-heading" className={styles.result}>
          <h2 id="result-heading">Result</h2>
          {grader.grading.error ? (
            <p className="message message-error" role="alert">
              {grader.grading.error}
            </p>
          ) : null}
          {grader.result && !grader.grading.error ? (
            <>
              {grader.result.rubric.rows.length ? <RubricTable rubric={grader.result.rubric} /> : null}
              <label htmlFor="essay-feedback">Feedback</label>
              <textarea id="essay-feedback" readOnly rows={16} value={grader.result.grading} className={styles.feedback} />
            </>
          ) : null}
          {!grader.result && !grader.grading.error ? <p className="muted">Your score and feedback will appear here.</p> : null}
        </section>
      </div>
    </Page>
  );
}
