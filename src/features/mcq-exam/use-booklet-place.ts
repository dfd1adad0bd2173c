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
    let frame = 0;
    /** The question last read at the top of the booklet: kept while the page is scrolled above it (up to the view switch). */
    let reading: number | null = null;
    const read = () => {
      frame = 0;
      const questions = Array.from(document.querySelectorAll<HTMLElement>(`[id^="${PREFIX}"]`));
      if (!questions.length) return;
      const line = viewTop(questions[0]!, bar.current);
      // Above the booklet's first set (scrolled up to the view switch, say) the student is not reading it.
      if ((questions[0]!.closest('section') ?? questions[0]!).getBoundingClientRect().top > line) return;
      const top = questions.find((q) => q.getBoundingClientRect().bottom > line && q.getClientRects().length > 0);
      if (top) reading = Number(top.id.slice(PREFIX.length)) - 1;
    };
    // The place follows once the scroll has settled (not through every question a smooth scroll passes), but what
    // was read is noted each frame: a quick scroll up to the switch then keeps it.
    const commit = () => {
      if (reading !== null && reading !== currentRef.current) dispatch({ type: 'goTo', question: reading });
    };
    const settle = () => {
      timer = undefined;
      read();
      commit();
    };
    // Scroll events do not bubble: listen in the capture phase for the page and the desktop pane alike.
    const onScroll = () => {
      frame ||= requestAnimationFrame(read);
      clearTimeout(timer);
      timer = setTimeout(settle, SETTLE_MS);
    };
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      // Leaving the booklet (the view switch tapped) before the scroll settled: what was read is the place.
      if (timer !== undefined) commit();
      clearTimeout(timer);
      cancelAnimationFrame(frame);
      document.removeEventListener('scroll', onScroll, { capture: true });
    };
  }, [active, dispatch, bar]);
}
