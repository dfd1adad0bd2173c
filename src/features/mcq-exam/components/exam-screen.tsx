import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { BookletFrame } from '../../../exam/booklet-frame';
import { formatScore } from '../../../exam/scoring';
import { useNow } from '../../../exam/use-now';
import { PATHS } from '../../../shared/paths';
import { Page } from '../../../shared/ui/page';
import { COUNTDOWN_MS, EXAM, KEY, PDF_URL, WARNING_MS } from '../exam-data';
import { newAttemptId, type ExamView } from '../sheet-state';
import { timerView } from '../timer-view';
import { useExamSheet, type Notice, type SaveStatus } from '../use-exam-sheet';
import { AnswerSheet } from './answer-sheet';
import { AttemptHistory } from './attempt-history';
import { CheckYourWork } from './check-your-work';
import { HtmlBooklet } from './html-booklet';
import { QuestionView } from './question-view';
import { ExamConditionsToggle, TimerPanel } from './timer-panel';
import { useBookletPlace } from '../use-booklet-place';
import { QUESTION_HEADING_ID, revealQuestion } from '../reveal-question';
import styles from './mcq.module.css';

const SAVE_TEXT: Record<SaveStatus, string> = {
  idle: 'Saved on this device',
  saving: 'Saving…',
  saved: 'Saved on this device',
  failed: 'Could not save on this device. Keep this page open.',
};

const NOTICE_TEXT: Record<Exclude<Notice, null>, string> = {
  unreadable: 'Part of your saved exam on this device could not be read, so it was set aside (not deleted) and the exam started clean where needed.',
  unavailable:
    'This browser does not let Pocket AP save on this device (private mode or site data turned off): your answers will be lost if you leave the page.',
};

const VIEW_NAMES: Record<ExamView, string> = {
  question: 'Question',
  booklet: 'Booklet',
  sheet: 'Answer sheet',
};

/** The MCQ practice exam (docs/decisions.md#the-mcq-exam-one-state-three-views-the-question-view-first). */
export function ExamScreen() {
  const { sheet, ready, dispatch, saveStatus, notice, attempts, submittedRecord } = useExamSheet();
  const [checking, setChecking] = useState(false);
  const locked = sheet.submitted !== null;
  // A sheet submitted by the timer leaves Check Your Work too.
  const reviewing = checking && !locked;
  const { view, current } = sheet;
  const now = useNow(ready && sheet.timer.clock.startedAt !== null);
  const timer = timerView(sheet.timer, now, COUNTDOWN_MS, WARNING_MS);
  const toolbar = useRef<HTMLDivElement>(null);
  const scoreBox = useRef<HTMLElement>(null);
  /** Set by a move the student asked for (and by the first open): the next render shows the current question. */
  const reveal = useRef<{ focus: boolean } | null>({ focus: false });
  /** Set by a Submit made now (not a reopened locked sheet): the score is then scrolled into view and focused. */
  const showScore = useRef(false);

  const submit = useCallback(
    (timeUp = false) => {
      showScore.current = true;
      dispatch({
        type: 'submit',
        now: Date.now(),
        key: KEY,
        timeUp,
        limitMs: COUNTDOWN_MS,
      });
    },
    [dispatch],
  );

  const goTo = useCallback(
    (question: number, view: ExamView = 'question') => {
      reveal.current = { focus: true };
      setChecking(false);
      dispatch({ type: 'goTo', question, view });
    },
    [dispatch],
  );

  // At 00:00 the sheet submits itself (also when the exam is reopened after its deadline).
  useEffect(() => {
    if (ready && now > 0 && timer.timeUp && !locked) {
      submit(true);
    }
  }, [ready, now, timer.timeUp, locked, submit]);

  // Switching views, the navigator and the first open land on the question the student is on.
  useEffect(() => {
    if (!ready || reviewing || !reveal.current) return;
    const { focus } = reveal.current;
    reveal.current = null;
    revealQuestion(view, current, focus, toolbar.current);
  }, [ready, reviewing, view, current]);

  // After Submit, the score is what the student sees first.
  useEffect(() => {
    if (!locked || !showScore.current || !scoreBox.current) return;
    showScore.current = false;
    scoreBox.current.scrollIntoView({ block: 'center' });
    scoreBox.current.focus({ preventScroll: true });
  }, [locked]);

  // Reading down the HTML booklet moves the current question along with it.
  useBookletPlace(ready && view === 'booklet' && !reviewing, current, dispatch, toolbar);

  // The booklet is built the first time it is shown, then kept: in the page's HTML it was a third of what parsed
  // before the first answer could be tapped (docs/decisions.md#the-mcq-booklet-is-built-when-first-shown).
  const [bookletBuilt, setBookletBuilt] = useState(false);
  if (view === 'booklet' && !bookletBuilt) setBookletBuilt(true);

  const showView = (view: ExamView) => {
    reveal.current = { focus: false };
    setChecking(false);
    dispatch({ type: 'setView', view });
  };

  return (
    <Page
      title="APUSH Practice Exam: Multiple Choice"
      documentTitle="APUSH MCQ Practice Exam"
      lead={`A practice exam in the format used since 2015, written for Pocket AP (not a College Board exam): ${KEY.length} questions, ${EXAM.minutes} minutes.`}
    >
      {notice ? (
        <p className="message message-warning" role="alert">
          {NOTICE_TEXT[notice]}
        </p>
      ) : null}
      {/* Only the timer stays in view (docs/product.md#mcq-exam: at most 15% of a phone's screen). */}
      {/* aria-busy until the saved sheet is open: taps made before then wait for it (docs/decisions.md#one-replay-for-early-taps). */}
      <div className={styles.toolbar} ref={toolbar} aria-busy={!ready || undefined}>
        <TimerPanel timer={sheet.timer} view={timer} locked={locked} disabled={!ready} dispatch={dispatch} minutes={EXAM.minutes} />
      </div>
      <div className={styles.examBar} aria-busy={!ready || undefined}>
        <ExamConditionsToggle timer={sheet.timer} disabled={!ready || locked} dispatch={dispatch} minutes={EXAM.minutes} />
        <div className={styles.switch} role="group" aria-label="Show">
          {(['question', 'booklet', 'sheet'] as const).map((id) => (
            <button
              key={id}
              type="button"
              className={`btn btn-small ${id === 'sheet' ? styles.sheetSwitch : ''}`}
              aria-pressed={sheet.view === id}
              onClick={() => showView(id)}
            >
              {VIEW_NAMES[id]}
            </button>
          ))}
        </div>
        {/* Not a live region: announcing every save would talk over each answer; only a failed save is announced. */}
        <p className={`${styles.saved} ${saveStatus === 'failed' ? styles.savedFailed : ''}`} role={saveStatus === 'failed' ? 'alert' : undefined}>
          {ready ? SAVE_TEXT[saveStatus] : 'Opening your saved answers…'}
        </p>
        <p className={styles.timerNote} aria-live="polite">
          {timer.warning && !locked ? '5 minutes left.' : ''}
        </p>
      </div>
      {locked ? (
        <section aria-label="Your score" ref={scoreBox} tabIndex={-1} className={`message message-success ${styles.scoreBox}`}>
          {sheet.submitted!.timeUp ? <p className={styles.timeUp}>Time is up: your answer sheet was submitted.</p> : null}
          <p className={styles.score}>
            Score: <strong>{formatScore(sheet.submitted!.correct, sheet.answers.length)}</strong>
          </p>
          {submittedRecord ? (
            <Link to={PATHS.mcqResults} search={{ attempt: submittedRecord.id }} state={{ mcqAttempt: submittedRecord }} className="btn btn-primary">
              View results
            </Link>
          ) : null}
        </section>
      ) : null}
      {reviewing ? (
        <CheckYourWork
          sheet={sheet}
          onGoTo={(q) => goTo(q)}
          onBack={() => {
            reveal.current = { focus: true };
            setChecking(false);
          }}
          onSubmit={() => {
            setChecking(false);
            submit();
          }}
        />
      ) : null}
      {/* Hidden, not unmounted, during Check Your Work: 55 rows and the booklet come back at once. */}
      <div className={styles.layout} data-view={sheet.view} hidden={reviewing}>
        <section aria-labelledby={QUESTION_HEADING_ID} className={styles.questionPane}>
          <QuestionView sheet={sheet} ready={ready} keyOptions={KEY} dispatch={dispatch} onGoTo={goTo} onCheckWork={() => setChecking(true)} />
        </section>
        <section aria-labelledby="mcq-booklet-title" className={styles.bookletPane}>
          <h2 id="mcq-booklet-title" className={styles.paneTitle}>
            Booklet
          </h2>
          {bookletBuilt ? (
            <BookletFrame pdfUrl={PDF_URL} title="APUSH multiple-choice practice exam booklet (PDF)" sideBySide="(min-width: 60rem)">
              <HtmlBooklet exam={EXAM} />
            </BookletFrame>
          ) : null}
        </section>
        <div className={styles.sheetPane}>
          <AnswerSheet
            sheet={sheet}
            ready={ready}
            keyOptions={KEY}
            dispatch={dispatch}
            onSubmit={() => setChecking(true)}
            onReset={() => {
              const at = Date.now();
              dispatch({ type: 'reset', now: at, attemptId: newAttemptId(at) });
            }}
          />
        </div>
      </div>
      <AttemptHistory attempts={attempts} />
    </Page>
  );
}
