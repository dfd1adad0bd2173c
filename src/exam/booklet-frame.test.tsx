import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookletFrame } from './booklet-frame';

/** A controllable matchMedia for one query (jsdom has none). */
function fakeMedia(initial: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: initial,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  };
  vi.stubGlobal('matchMedia', vi.fn(() => query));
  return {
    set(matches: boolean) {
      query.matches = matches;
      listeners.forEach((fn) => fn());
    },
  };
}

function viewer(enabled: boolean) {
  Object.defineProperty(navigator, 'pdfViewerEnabled', { configurable: true, get: () => enabled });
}

const booklet = () => (
  <BookletFrame pdfUrl="/exams/test.pdf" title="Test booklet (PDF)" sideBySide="(min-width: 60rem)">
    <p>Question 1 as HTML</p>
  </BookletFrame>
);

describe('BookletFrame', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    // The own property set by viewer() shadows jsdom's; removing it leaves navigator as it was.
    delete (navigator as { pdfViewerEnabled?: boolean }).pdfViewerEnabled;
  });

  it('shows the PDF inline only where the browser has a viewer and the screen shows it beside the answers', () => {
    viewer(true);
    const media = fakeMedia(true);
    render(booklet());
    expect(screen.getByTitle('Test booklet (PDF)')).toHaveAttribute('src', '/exams/test.pdf');
    expect(screen.queryByText('Question 1 as HTML')).toBeNull();

    act(() => media.set(false)); // the window is narrowed to a phone's width
    expect(screen.queryByTitle('Test booklet (PDF)')).toBeNull();
    expect(screen.getByText('Question 1 as HTML')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'click here to open in a new tab' })).toHaveAttribute('href', '/exams/test.pdf');
  });

  it('shows the HTML booklet where the browser cannot show a PDF, however wide the screen', () => {
    viewer(false);
    fakeMedia(true);
    render(booklet());
    expect(screen.queryByTitle('Test booklet (PDF)')).toBeNull();
    expect(screen.getByText('Question 1 as HTML')).toBeInTheDocument();
  });
});
