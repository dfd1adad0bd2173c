import { createContext, memo, useContext, useRef, type MouseEvent, type PointerEvent } from 'react';
import { OPTION_LETTERS } from '../../../content/option-letters';
import type { Answer } from '../../../exam/scoring';
import { sheetRowId } from '../reveal-question';
import styles from './mcq.module.css';

const LONG_PRESS_MS = 500;

interface AnswerRowProps {
  index: number;
  answer: Answer;
  marks: readonly number[];
  flagged: boolean;
  /** Mark mode: a tap toggles the mark instead of selecting. */
  markMode: boolean;
  /** After Submit: the key, shown beside the row. */
  correct: number | null;
  onSelect: (index: number, option: number) => void;
  onToggleMark: (index: number, option: number) => void;
  onToggleFlag: (index: number) => void;
}

export const rowId = sheetRowId;

/** Whether the saved sheet is open: a flag needs it, a letter does not (a context, so no row re-renders for it). */
export const SheetOpened = createContext(true);

function FlagButton({ number, flagged, onClick }: { number: number; flagged: boolean; onClick: () => void }) {
  const opened = useContext(SheetOpened);
  return (
    <button type="button" className={styles.flag} aria-label={`Flag question ${number} for review`} aria-pressed={flagged} disabled={!opened} onClick={onClick}>
      ⚑
    </button>
  );
}

/**
 * Rows are disabled by the sheet's one fieldset (docs/decisions.md#one-disabled-fieldset-for-the-answer-sheet); a
 * label's own events still fire there, so they ask whether their radio matches `:disabled`.
 */
const rowDisabled = (element: Element) => (element.querySelector('input') ?? element).matches(':disabled');

/** Rows re-render when their own answer, marks, flag or mode change; marks compare by value (a loaded sheet has new arrays). */
function sameRow(before: AnswerRowProps, after: AnswerRowProps) {
  return (
    before.answer === after.answer &&
    before.flagged === after.flagged &&
    before.markMode === after.markMode &&
    before.correct === after.correct &&
    before.index === after.index &&
    before.onSelect === after.onSelect &&
    before.onToggleMark === after.onToggleMark &&
    before.onToggleFlag === after.onToggleFlag &&
    before.marks.length === after.marks.length &&
    before.marks.every((option, i) => option === after.marks[i])
  );
}

/** One scantron row: a click selects; right-click, long-press, M or Mark mode marks (docs/product.md#mcq-exam). */
export const AnswerRow = memo(function AnswerRow(props: AnswerRowProps) {
  const { index, answer, marks, flagged, markMode, correct, onSelect, onToggleMark, onToggleFlag } = props;
  const number = index + 1;
  const press = useRef<{ timer: ReturnType<typeof setTimeout>; fired: boolean } | null>(null);
  const suppressClick = useRef(false);
  /** A click that marked must not also select: React reports a radio's change from that same click. */
  const ignoreChange = useRef(false);

  const cancelPress = () => {
    if (press.current) clearTimeout(press.current.timer);
  };
  const onPointerDown = (option: number) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse' || rowDisabled(event.currentTarget)) return;
    cancelPress();
    const current = { fired: false, timer: setTimeout(() => {
      current.fired = true;
      suppressClick.current = true;
      onToggleMark(index, option);
    }, LONG_PRESS_MS) };
    press.current = current;
  };
  const onContextMenu = (option: number) => (event: MouseEvent) => {
    event.preventDefault();
    if (rowDisabled(event.currentTarget)) return;
    // A long-press already toggled the mark (Android follows it with a contextmenu event).
    if (press.current?.fired) return;
    cancelPress();
    onToggleMark(index, option);
  };
  const onClick = (option: number) => (event: MouseEvent) => {
    if (!suppressClick.current && !markMode) return;
    event.preventDefault();
    if (!suppressClick.current && !rowDisabled(event.currentTarget)) onToggleMark(index, option);
    suppressClick.current = false;
    ignoreChange.current = true;
    queueMicrotask(() => (ignoreChange.current = false));
  };
  const onChange = (option: number) => () => {
    if (!ignoreChange.current) onSelect(index, option);
  };

  const result = correct === null ? null : answer === correct ? 'correct' : answer === null ? 'unanswered' : 'wrong';
  return (
    <div
      id={rowId(index)}
      role="radiogroup"
      aria-label={`Question ${number}`}
      className={`${styles.row} ${flagged ? styles.rowFlagged : ''}`}
    >
      <span aria-hidden="true" className={styles.rowNumber}>
        {number}
      </span>
      <span className={styles.bubbles}>
        {OPTION_LETTERS.map((letter, option) => {
          const marked = marks.includes(option);
          const markedId = `${rowId(index)}-${letter}-marked`;
          return (
            <label
              key={letter}
              className={`${styles.bubble} ${answer === option ? styles.bubbleChosen : ''} ${marked ? styles.bubbleMarked : ''} ${correct === option ? styles.bubbleKey : ''}`}
              onContextMenu={onContextMenu(option)}
              onPointerDown={onPointerDown(option)}
              onPointerUp={cancelPress}
              onPointerLeave={cancelPress}
              onPointerCancel={cancelPress}
            >
              <input
                type="radio"
                name={rowId(index)}
                value={letter}
                checked={answer === option}
                aria-describedby={marked ? markedId : undefined}
                onChange={onChange(option)}
                onClick={onClick(option)}
                onKeyDown={(event) => {
                  if (event.key === 'm' || event.key === 'M') {
                    event.preventDefault();
                    onToggleMark(index, option);
                  }
                }}
              />
              {letter}
              {marked ? (
                <span id={markedId} hidden>
                  marked
                </span>
              ) : null}
            </label>
          );
        })}
      </span>
      <FlagButton number={number} flagged={flagged} onClick={() => onToggleFlag(index)} />
      {result ? (
        <span className={`${styles.rowResult} ${result === 'correct' ? styles.resultCorrect : styles.resultWrong}`}>
          {result === 'correct' ? '✓' : '✗'} <span className="visually-hidden">{result === 'correct' ? 'Correct' : result === 'wrong' ? 'Wrong' : 'Unanswered'}, correct answer </span>
          <span aria-hidden="true">Key </span>
          {OPTION_LETTERS[correct!]}
        </span>
      ) : null}
    </div>
  );
}, sameRow);
