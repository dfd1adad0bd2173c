import { useCallback, useRef, useState } from 'react';
import { flaggedQuestions, unansweredQuestions, type SheetAction, type SheetState } from '../sheet-state';
import { AnswerRow, SheetOpened, rowId } from './answer-row';
import styles from './mcq.module.css';
import { GETTING_READY, ReadyButton } from '../../../shared/ui/ready-button';
import { useEarlyInput } from '../../../shared/hooks/use-early-input';

interface AnswerSheetProps {
  sheet: SheetState;
  ready: boolean;
  keyOptions: readonly number[];
  dispatch: (action: SheetAction) => void;
  /** Opens Check Your Work, which has the final Submit. */
  onSubmit: () => void;
  onReset: () => void;
}

/** Moves focus to a row's chosen radio (else its first), scrolling it into view. */
function jumpTo(index: number) {
  const row = document.getElementById(rowId(index));
  const radio = row?.querySelector<HTMLInputElement>('input:checked') ?? row?.querySelector<HTMLInputElement>('input');
  row?.scrollIntoView({ block: 'center' });
  radio?.focus({ preventScroll: true });
}

function JumpList({ label, questions }: { label: string; questions: number[] }) {
  if (!questions.length) return null;
  return (
    <details className={styles.jump}>
      <summary>
        {label} ({questions.length})
      </summary>
      <ul className={styles.jumpList}>
        {questions.map((q) => (
          <li key={q}>
            <button type="button" className="btn btn-small" onClick={() => jumpTo(q)}>
              <span className="visually-hidden">Go to question </span>
              {q + 1}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The scantron (docs/product.md#mcq-exam): 55 rows, a summary with jumps, Mark mode, Submit and Reset. */
export function AnswerSheet({ sheet, ready, keyOptions, dispatch, onSubmit, onReset }: AnswerSheetProps) {
  const [markMode, setMarkMode] = useState(false);
  const rows = useRef<HTMLFieldSetElement>(null);
  // A letter tapped before the script ran is chosen by the HTML alone and kept (docs/decisions.md#controls-that-work-before-the-script).
  useEarlyInput(rows);
  const locked = sheet.submitted !== null;
  const unanswered = unansweredQuestions(sheet);
  const flagged = flaggedQuestions(sheet);
  const total = sheet.answers.length;

  const onSelect = useCallback((question: number, option: number) => dispatch({ type: 'select', question, option }), [dispatch]);
  const onToggleMark = useCallback((question: number, option: number) => dispatch({ type: 'toggleMark', question, option }), [dispatch]);
  const onToggleFlag = useCallback((question: number) => dispatch({ type: 'toggleFlag', question }), [dispatch]);

  const reset = () => {
    if (window.confirm('Clear every answer, mark, flag and the timer, and start a new attempt?')) onReset();
  };

  return (
    <section aria-label="Answer sheet" className={styles.sheet}>
      <h2 className={styles.sheetTitle}>Answer sheet</h2>
      {locked ? null : (
        <p className={`muted ${styles.help}`}>
          {ready ? null : <strong>{GETTING_READY} </strong>}
          Tap a letter to answer. Right-click, long-press, press M, or turn on Mark mode to put a red mark on an option you want to rule out.
        </p>
      )}
      <div className={styles.summary}>
        <p className={styles.counts}>
          <span>Answered {total - unanswered.length}</span>
          <span>Unanswered {unanswered.length}</span>
          <span>Flagged {flagged.length}</span>
        </p>
        <JumpList label="Go to unanswered" questions={unanswered} />
        <JumpList label="Go to flagged" questions={flagged} />
        {!locked ? (
          <button type="button" className={`btn btn-small ${styles.markMode}`} aria-pressed={markMode} disabled={!ready} onClick={() => setMarkMode((on) => !on)}>
            Mark mode
          </button>
        ) : null}
      </div>
      {/* One disabled fieldset after Submit, and the flags' readiness as a context: neither re-renders a row (answer-row.tsx). */}
      <SheetOpened.Provider value={ready}>
        <fieldset ref={rows} className={`${styles.rows} ${markMode ? styles.rowsMarking : ''}`} disabled={locked}>
          {sheet.answers.map((answer, i) => (
            <AnswerRow
              key={i}
              index={i}
              answer={answer}
              marks={sheet.marks[i] ?? []}
              flagged={sheet.flags[i] ?? false}
              markMode={markMode}
              correct={locked ? (keyOptions[i] ?? null) : null}
              onSelect={onSelect}
              onToggleMark={onToggleMark}
              onToggleFlag={onToggleFlag}
            />
          ))}
        </fieldset>
      </SheetOpened.Provider>
      <div className={`btn-row ${styles.sheetActions}`}>
        <ReadyButton type="button" className="btn btn-primary" ready={ready} disabled={locked} onClick={onSubmit}>
          Submit
        </ReadyButton>
        <button type="button" className="btn" disabled={!ready} onClick={reset}>
          Reset
        </button>
      </div>
    </section>
  );
}
