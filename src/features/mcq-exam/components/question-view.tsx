import { useRef, useState } from 'react';
import { OPTION_LETTERS } from '../../../content/option-letters';
import { OptionList } from '../../../exam/option-list';
import { useEarlyInput } from '../../../shared/hooks/use-early-input';
import { StimulusBlock } from '../../../exam/stimulus-block';
import { QUESTIONS, SET_OF } from '../exam-data';
import { QUESTION_HEADING_ID } from '../reveal-question';
import type { SheetAction, SheetState } from '../sheet-state';
import { QuestionNavigator } from './question-navigator';
import styles from './mcq.module.css';

interface QuestionViewProps {
  sheet: SheetState;
  ready: boolean;
  keyOptions: readonly number[];
  dispatch: (action: SheetAction) => void;
  /** Moves to a question and shows it (focus on its position line). */
  onGoTo: (question: number) => void;
  /** Next on the last question: the review page before Submit. */
  onCheckWork: () => void;
}


/** One question per screen, as on test day (docs/product.md#mcq-exam), over the sheet's one state. */
export function QuestionView({ sheet, ready, keyOptions, dispatch, onGoTo, onCheckWork }: QuestionViewProps) {
  const [navigatorOpen, setNavigatorOpen] = useState(false);
  const view = useRef<HTMLDivElement>(null);
  // An option tapped before the script ran is kept (docs/decisions.md#controls-that-work-before-the-script).
  useEarlyInput(view);
  const index = Math.min(sheet.current, QUESTIONS.length - 1);
  const question = QUESTIONS[index]!;
  const set = SET_OF[index]!;
  const total = sheet.answers.length;
  const locked = sheet.submitted !== null;
  const flagged = sheet.flags[index] ?? false;
  const first = set.questions[0]!.number;
  const last = set.questions.at(-1)!.number;
  const isLast = index === total - 1;

  return (
    <div ref={view} className={styles.questionView}>
      <div className={styles.questionHead}>
        <h2 id={QUESTION_HEADING_ID} className={styles.position} tabIndex={-1}>{`Question ${index + 1} of ${total}`}</h2>
        <button type="button" className="btn btn-small" aria-expanded={navigatorOpen} aria-controls="mcq-navigator" onClick={() => setNavigatorOpen((open) => !open)}>
          Question navigator
        </button>
      </div>
      {navigatorOpen ? (
        <QuestionNavigator
          id="mcq-navigator"
          sheet={sheet}
          onGoTo={(q) => {
            setNavigatorOpen(false);
            onGoTo(q);
          }}
        />
      ) : null}
      <p className={styles.setLead}>{first === last ? `Question ${first} refers to the following.` : `Questions ${first}–${last} refer to the following.`}</p>
      {/* A long stimulus scrolls in its own box, so the options stay near; focusable so a keyboard can scroll it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (axe: scrollable-region-focusable) */}
      <div className={styles.stimulusScroll} role="region" aria-label={`Source for questions ${first}–${last}`} tabIndex={0}>
        <StimulusBlock stimulus={set.stimulus} headingLevel={3} />
      </div>
      <OptionList
        key={index}
        name={`mcq-question-${index + 1}`}
        legend={`${index + 1}. ${question.question}`}
        options={question.options}
        chosen={sheet.answers[index] ?? null}
        crossed={sheet.marks[index] ?? []}
        disabled={locked}
        eliminatorReady={ready}
        keyOption={locked ? (keyOptions[index] ?? null) : null}
        onSelect={(option) => dispatch({ type: 'select', question: index, option })}
        onToggleCross={(option) => dispatch({ type: 'toggleCross', question: index, option })}
      />
      {locked ? (
        <p className={styles.questionResult}>
          {sheet.answers[index] === null
            ? `Unanswered. Correct answer: ${OPTION_LETTERS[keyOptions[index]!]}.`
            : sheet.answers[index] === keyOptions[index]
              ? 'Correct.'
              : `Wrong. Correct answer: ${OPTION_LETTERS[keyOptions[index]!]}.`}
        </p>
      ) : null}
      <div className={styles.questionActions}>
        <button
          type="button"
          className={`btn btn-small ${styles.markReview}`}
          aria-pressed={flagged}
          disabled={!ready || locked}
          onClick={() => dispatch({ type: 'toggleFlag', question: index })}
        >
          <span aria-hidden="true">⚑ </span>Mark for review
        </button>
      </div>
      <div className={`btn-row ${styles.questionNav}`}>
        <button type="button" className="btn" disabled={index === 0} onClick={() => onGoTo(index - 1)}>
          Back
        </button>
        {isLast && !locked ? (
          <button type="button" className="btn btn-primary" disabled={!ready} onClick={onCheckWork}>
            Check your work
          </button>
        ) : (
          <button type="button" className="btn btn-primary" disabled={isLast} onClick={() => onGoTo(index + 1)}>
            Next
          </button>
        )}
      </div>
    </div>
  );
}
