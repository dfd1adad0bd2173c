/** Shows the current question in the view switched to, scrolled just below the timer bar (docs/product.md#mcq-exam). */
import type { ExamView } from './sheet-state';

export const bookletQuestionId = (index: number) => `booklet-q-${index + 1}`;
export const sheetRowId = (index: number) => `mcq-row-${index + 1}`;
export const QUESTION_HEADING_ID = 'mcq-question-position';
const GAP_PX = 8;

/** The nearest ancestor that scrolls on its own (a desktop pane), or null when the page itself scrolls. */
export function scrollingPane(element: Element): HTMLElement | null {
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return null;
}

/**
 * The line under which content is in view: the timer bar's bottom once it sticks under the header (it may not
 * stick yet when the page is scrolled near its top), or a scrolling pane's top if lower.
 */
export function viewTop(element: Element, bar: HTMLElement | null): number {
  const pane = scrollingPane(element);
  const stuckBottom = bar ? (Number.parseFloat(getComputedStyle(bar).top) || 0) + bar.offsetHeight : 0;
  return Math.max(stuckBottom, pane?.getBoundingClientRect().top ?? 0);
}

function scrollJustBelow(element: HTMLElement, bar: HTMLElement | null) {
  const offset = element.getBoundingClientRect().top - viewTop(element, bar) - GAP_PX;
  const pane = scrollingPane(element);
  if (pane) pane.scrollTop += offset;
  else window.scrollBy(0, offset);
}

export function revealQuestion(view: ExamView, index: number, focus: boolean, bar: HTMLElement | null): void {
  if (view === 'question') {
    // Opening the page at question N needs no scroll; a move the student asked for puts the question at the top.
    if (!focus) return;
    const heading = document.getElementById(QUESTION_HEADING_ID);
    if (!heading) return;
    scrollJustBelow(heading, bar);
    heading.focus({ preventScroll: true });
  } else if (view === 'sheet') {
    const row = document.getElementById(sheetRowId(index));
    row?.scrollIntoView({ block: 'center' });
    if (focus) (row?.querySelector<HTMLInputElement>('input:checked') ?? row?.querySelector<HTMLInputElement>('input'))?.focus({ preventScroll: true });
  } else {
    const question = document.getElementById(bookletQuestionId(index));
    if (question) scrollJustBelow(question, bar);
  }
}
