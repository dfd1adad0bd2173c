/**
 * While the student reads the HTML booklet, the question at the top of it becomes the current question, so that
 * switching to the question view or the sheet (or reloading) lands on the question they were reading.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { bookletQuestionId, viewTop } from './reveal-question';
import type { SheetAction } from './sheet-state';

const SETTLE_MS = 150;
const PREFIX = bookletQuestionId(0).slice(0, -1);

export function useBookletPlace(active: boolean, current: number, dispatch: (action: SheetAction) => void, bar: RefObject<HTMLElement | null>): void {
  const currentRef = useRef(current);
  useEffect(() => {
    currentRef.current = current;
  }, [current]);
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      const questions = Array.from(document.querySelectorAll<HTMLElement>(`[id^="${PREFIX}"]`));
      if (!questions.length) return;
      const line = viewTop(questions[0]!, bar.current);
      // Above the booklet's first set (scrolled up to the view switch, say) the student is not reading it: the place stays.
      if ((questions[0]!.closest('section') ?? questions[0]!).getBoundingClientRect().top > line) return;
      const top = questions.find((q) => q.getBoundingClientRect().bottom > line && q.getClientRects().length > 0);
      if (!top) return;
      const index = Number(top.id.slice(PREFIX.length)) - 1;
      if (index !== currentRef.current) dispatch({ type: 'goTo', question: index });
    };
    // Scroll events do not bubble: listen in the capture phase for the page and the desktop pane alike.
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(update, SETTLE_MS);
    };
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      clearTimeout(timer);
      document.removeEventListener('scroll', onScroll, { capture: true });
    };
  }, [active, dispatch, bar]);
}
