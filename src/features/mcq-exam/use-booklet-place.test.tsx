import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { bookletQuestionId } from './reveal-question';
import { useBookletPlace } from './use-booklet-place';

/** A booklet of five 100 px questions whose first set starts 200 px down the page; `scroll` moves it up. */
let scroll = 0;
function layBooklet() {
  const section = document.createElement('section');
  for (let i = 0; i < 5; i++) {
    const question = document.createElement('div');
    question.id = bookletQuestionId(i);
    section.append(question);
  }
  document.body.replaceChildren(section);
  vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(() => [{}] as unknown as DOMRectList);
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const index = this.tagName === 'SECTION' ? 0 : Number(this.id.replace(bookletQuestionId(0).slice(0, -1), '')) - 1;
    const top = 200 + 100 * index - scroll;
    return { top, bottom: top + 100 } as DOMRect;
  });
}

const scrollTo = async (y: number) => {
  scroll = y;
  document.dispatchEvent(new Event('scroll'));
  await new Promise((resolve) => requestAnimationFrame(resolve));
};

describe('the booklet place', () => {
  beforeEach(layBooklet);
  afterEach(() => vi.restoreAllMocks());

  it('keeps the question read when the page is then scrolled up above the booklet (to the view switch)', async () => {
    const dispatch = vi.fn();
    renderHook(() => useBookletPlace(true, 0, dispatch, { current: null }));
    await scrollTo(500); // question 4 is at the top
    await scrollTo(0); // up to the switch, above the booklet's first set
    await vi.waitFor(() => expect(dispatch).toHaveBeenCalledWith({ type: 'goTo', question: 3 }));
    expect(dispatch).toHaveBeenCalledTimes(1);
  });

  it('takes the question read when the booklet view is left before the scroll settled', async () => {
    const dispatch = vi.fn();
    const { rerender } = renderHook(({ active }) => useBookletPlace(active, 0, dispatch, { current: null }), { initialProps: { active: true } });
    await scrollTo(500);
    await scrollTo(0);
    rerender({ active: false }); // the Question button tapped within the settle time
    expect(dispatch).toHaveBeenCalledWith({ type: 'goTo', question: 3 });
  });
});
