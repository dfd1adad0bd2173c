import { useCallback, useEffect, useState } from 'react';
import { BookletFrame } from '../../../exam/booklet-frame';
import { Page } from '../../../shared/ui/page';
import { useIsClient } from '../../../shared/hooks/use-is-client';
import { useNow } from '../../../exam/use-now';
import { COUNTDOWN_MS, EXAM, KEY, PDF_URL, WARNING_MS } from '../exam-data';
import { newAttemptId } from '../sheet-state';
import { timerView } from '../timer-view';
import { useExamSheet, type Notice, type SaveStatus } from '../use-exam-sheet';
import { AnswerSheet } from './answer-sheet';
import { AttemptHistory } from './attempt-history';
import { HtmlBooklet } from './html-booklet';
import { TimerPanel } from './timer-panel';
import styles from './mcq.module.css';

type PhoneView = 'booklet' | 'sheet';

const SAVE_TEXT: Record<SaveStatus, string> = {
  idle: 'Saved on this device',
  saving: 'Saving…',
  saved: 'Saved on this device',
  failed: 'Could not save on this device. Keep this page open.',
};

const NOTICE_TEXT: Record<Exclude<Notice, null>, string> = {
  unreadable:
    'Part of your saved exam on this device could not be read, so it was set aside (not deleted) and the exam started clean where needed.',
  unavailable: 'This browser does not let Pocket AP save on this device (private mode or site data turned off): your answers will be lost if you leave the page.',
};

/** The MCQ practice exam: booklet, scantron answer sheet and timer, saved on the device. See docs/product.md#mcq-exam. */
export function ExamScreen() {
  const { sheet, ready, dispatch, saveStatus, notice, attempts, submittedRecord } = useExamSheet();
  const [view, setView] = useState<PhoneView>('booklet');
  const hydrated = useIsClient();
  const locked = sheet.submitted !== null;
  const now = useNow(ready && sheet.timer.clock.startedAt !== null);
  const timer = timerView(sheet.timer, now, COUNTDOWN_MS, WARNING_MS);

  const submit = useCallback(
    (timeUp = false) => dispatch({ type: 'submit', now: Date.now(), key: KEY, timeUp, limitMs: COUNTDOWN_MS }),
    [dispatch],
  );

  // At 00:00 the sheet submits itself (also when the exam is reopened after its deadline).
  useEffect(() => {
    if (ready && now > 0 && timer.timeUp && !locked) {
      submit(true);
    }
  }, [ready, now, timer.timeUp, locked, submit]);

  return (
    <Page
      title="APUSH Practice Exam 2014: Multiple Choice"
      documentTitle="APUSH MCQ Practice Exam"
      lead={`A practice exam in the 2014 format, written for Pocket AP (not a College Board exam): ${KEY.length} questions, ${EXAM.minutes} minutes.`}
    >
      {notice ? (
        <p className="message message-warning" role="alert">
          {NOTICE_TEXT[notice]}
        </p>
      ) : null}
      <div className={styles.toolbar}>
        <TimerPanel timer={sheet.timer} view={timer} locked={locked} timeUp={sheet.submitted?.timeUp ?? false} disabled={!ready} dispatch={dispatch} minutes={EXAM.minutes} />
        <div className={styles.switch} role="group" aria-label="Show">
          {(['booklet', 'sheet'] as const).map((id) => (
            <button key={id} type="button" className="btn btn-small" aria-pressed={view === id} disabled={!hydrated} onClick={() => setView(id)}>
              {id === 'booklet' ? 'Booklet' : 'Answer sheet'}
            </button>
          ))}
        </div>
        {/* Not a live region: announcing every save would talk over each answer; only a failed save is announced. */}
        <p className={`${styles.saved} ${saveStatus === 'failed' ? styles.savedFailed : ''}`} role={saveStatus === 'failed' ? 'alert' : undefined}>
          {ready ? SAVE_TEXT[saveStatus] : 'Opening your saved answers…'}
        </p>
      </div>
      <div className={styles.layout} data-view={view}>
        <section aria-labelledby="mcq-booklet-title" className={styles.bookletPane}>
          <h2 id="mcq-booklet-title" className={styles.paneTitle}>
            Booklet
          </h2>
          <BookletFrame pdfUrl={PDF_URL} title="APUSH multiple-choice practice exam booklet (PDF)" sideBySide="(min-width: 60rem)">
            <HtmlBooklet exam={EXAM} />
          </BookletFrame>
        </section>
        <div className={styles.sheetPane}>
          <AnswerSheet
            sheet={sheet}
            ready={ready}
            keyOptions={KEY}
            dispatch={dispatch}
            onSubmit={() => submit()}
            onReset={() => {
              const at = Date.now();
              dispatch({ type: 'reset', now: at, attemptId: newAttemptId(at) });
            }}
            record={submittedRecord}
          />
        </div>
      </div>
      <AttemptHistory attempts={attempts} />
    </Page>
  );
}
