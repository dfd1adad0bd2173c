// @vitest-environment jsdom
/** The boot script's hold and replay of early taps (docs/decisions.md#one-replay-for-early-taps), in jsdom. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SOURCE from './start-after-paint.js?raw';

/** A page before its app: the root's markup, then the boot script run (its loading part never starts here). */
function boot(markup: string) {
  document.body.innerHTML = `<div id="root">${markup}</div>`;
  vi.stubGlobal('requestAnimationFrame', () => 0); // no paint in jsdom: the app is never loaded
  Object.defineProperty(document, 'currentScript', { value: document.createElement('script'), configurable: true });
  new Function(SOURCE)();
}

/** What the app does when it runs: its handlers, then <html data-ready>. */
async function hydrate(handlers: (root: HTMLElement) => void) {
  handlers(document.getElementById('root')!);
  document.documentElement.dataset.ready = '';
  await vi.waitFor(() => expect('replayed' in document.documentElement.dataset).toBe(true));
}

describe('start-after-paint.js: taps before the app', () => {
  beforeEach(() => {
    delete document.documentElement.dataset.ready;
    delete document.documentElement.dataset.replayed;
  });
  afterEach(async () => {
    // Each boot script stops holding once the page is ready: none is left to catch the next test's events.
    document.documentElement.dataset.ready = '';
    await vi.waitFor(() => expect('replayed' in document.documentElement.dataset).toBe(true));
    vi.unstubAllGlobals();
  });

  it('holds a tap on a button and replays it once after hydration, however often it was tapped', async () => {
    boot('<header><button type="button">Menu</button></header>');
    const onClick = vi.fn();
    document.getElementById('root')!.addEventListener('click', onClick); // as React's root listener: not reached while held
    document.querySelector('button')!.click();
    document.querySelector('button')!.click();
    expect(onClick).not.toHaveBeenCalled();
    await hydrate(() => {});
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('finds the control by its place when hydration replaced the node, and drops a tap whose control is gone', async () => {
    boot('<main><button type="button">Booklet</button><button type="button">Share</button></main>');
    const [booklet, share] = document.querySelectorAll('button');
    booklet!.click();
    share!.click();
    const clicked: string[] = [];
    await hydrate((root) => {
      root.querySelector('main')!.innerHTML = '<button type="button">Booklet</button>'; // re-rendered, Share gone
      root.addEventListener('click', (event) => clicked.push((event.target as HTMLElement).textContent!));
    });
    expect(clicked).toEqual(['Booklet']);
  });

  it('drops a tap when another control stands in its place after hydration', async () => {
    boot('<header><button type="button">Login</button></header>');
    document.querySelector('button')!.click();
    const onClick = vi.fn();
    await hydrate((root) => {
      root.querySelector('button')!.textContent = 'Alex';
      root.addEventListener('click', onClick);
    });
    expect(onClick).not.toHaveBeenCalled();
  });

  it('leaves links, summaries and fields to the browser, and holds a label only while its field is disabled', () => {
    boot(
      '<a href="#x">Link</a><details><summary>More</summary></details><label>On <input type="checkbox"></label>' +
        '<label>Exam conditions <input type="checkbox" disabled></label><fieldset disabled><label>A <input type="radio"></label></fieldset>',
    );
    const seen: string[] = [];
    document.getElementById('root')!.addEventListener('click', (event) => seen.push((event.target as HTMLElement).tagName));
    document.querySelector('a')!.click();
    document.querySelector('summary')!.click();
    const [enabled, disabled, inDisabledFieldset] = document.querySelectorAll('label');
    enabled!.click();
    disabled!.click();
    inDisabledFieldset!.click();
    expect(seen).toEqual(['A', 'SUMMARY', 'LABEL', 'INPUT']);
  });

  it('holds the keys a screen names in data-keys, waits while a region is aria-busy, and replays them in order', async () => {
    boot('<main><p aria-busy="true" data-keys="Space 1 2 3 4">Opening your cards…</p></main>');
    const keys: string[] = [];
    const press = (key: string) => document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    press(' ');
    press('3');
    press('x'); // not named: the page's own
    document.documentElement.dataset.ready = '';
    window.addEventListener('keydown', (event) => keys.push(event.key));
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(keys).toEqual([]); // still opening
    document.querySelector('p')!.removeAttribute('aria-busy');
    await vi.waitFor(() => expect('replayed' in document.documentElement.dataset).toBe(true));
    expect(keys).toEqual([' ', '3']);
  });
});
