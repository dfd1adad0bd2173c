import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Page } from './page';

afterEach(() => {
  delete document.documentElement.dataset.ready;
});

describe('Page', () => {
  it('names the tab and marks <html data-ready> once it runs in the browser', () => {
    render(<Page title="FAQ" />);
    expect(document.title).toBe('FAQ · Pocket AP');
    expect('ready' in document.documentElement.dataset).toBe(true);
  });

  it('does not mark the page ready when it is only rendered to HTML', () => {
    renderToString(<Page title="FAQ" />);
    expect('ready' in document.documentElement.dataset).toBe(false);
  });
});
