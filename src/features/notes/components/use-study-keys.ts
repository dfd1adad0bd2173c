/**
 * The study screen's keyboard, as in Anki: Space or Enter shows the answer, 1 to 4 rate it, Ctrl+Z (⌘Z) undoes the
 * last rating; and focus follows the card, so a keyboard or screen-reader user is always on the next step.
 */
import { useEffect, useRef } from 'react';
import type { Grade } from 'ts-fsrs';
import { GRADES } from '../study/scheduler';

export function useStudyKeys({
  hasCard,
  revealed,
  reveal,
  grade,
  undo,
}: {
  hasCard: boolean;
  revealed: boolean;
  reveal: () => void;
  grade: (rating: Grade) => void;
  undo: () => void;
}) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.defaultPrevented) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (event.ctrlKey || event.metaKey) {
        if (event.key.toLowerCase() === 'z' && !event.shiftKey) {
          event.preventDefault();
          undo();
        }
        return;
      }
      if (!hasCard) return;
      if (!revealed && (event.key === ' ' || event.key === 'Enter')) {
        if (target?.closest('button, a')) return; // the focused control answers the key itself
        event.preventDefault();
        reveal();
      } else if (revealed) {
        const choice = GRADES.find((g) => g.key === event.key);
        if (choice) {
          event.preventDefault();
          grade(choice.grade);
        }
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [revealed, reveal, grade, undo, hasCard]);
}

/** Focus on Show answer for a new card, on Good once the answer shows: the refs for those two buttons. */
export function useCardFocus(revealed: boolean, cardKey: string | undefined) {
  const showRef = useRef<HTMLButtonElement>(null);
  const goodRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    (revealed ? goodRef : showRef).current?.focus();
  }, [revealed, cardKey]);
  return { showRef, goodRef };
}
