import { act } from 'react';
import { hydrateRoot, createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PrerenderedHtml } from './prerendered-html';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let renders = 0;
function Question({ text }: { text: string }) {
  renders++;
  return <p className="question">{text}</p>;
}

const island = (
  <main>
    <h1>Exam</h1>
    <PrerenderedHtml id="booklet-test" className="booklet">
      <Question text="Which colony was founded first?" />
      <Question text="Who wrote Common Sense?" />
    </PrerenderedHtml>
  </main>
);

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
  renders = 0;
});

/** A page as prerender writes it: the server's markup in the root. */
function prerenderedPage() {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderToString(island);
  document.body.append(container);
  renders = 0;
  return container;
}

describe('PrerenderedHtml', () => {
  it('renders its children on the server', () => {
    const html = renderToString(island);
    expect(html).toContain('<div id="booklet-test" class="booklet"><p class="question">Which colony was founded first?</p>');
  });

  it('keeps the prerendered markup while hydrating: the same nodes, no render of its children, no warning', () => {
    const container = prerenderedPage();
    const firstQuestion = container.querySelector('.question');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    act(() => {
      root = hydrateRoot(container, island);
    });
    expect(renders).toBe(0);
    expect(container.querySelector('.question')).toBe(firstQuestion);
    expect(container.querySelectorAll('#booklet-test .question')).toHaveLength(2);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('puts the arrived nodes back when React throws the hydration away and renders the page afresh', () => {
    const container = prerenderedPage();
    const firstQuestion = container.querySelector('.question');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const mismatched = (
      <main>
        <h1>Exam, but not the markup the page arrived with</h1>
        <PrerenderedHtml id="booklet-test" className="booklet">
          <Question text="Which colony was founded first?" />
          <Question text="Who wrote Common Sense?" />
        </PrerenderedHtml>
      </main>
    );
    act(() => {
      root = hydrateRoot(container, mismatched, { onRecoverableError: () => {} });
    });
    errors.mockRestore();
    expect(container.querySelector('h1')).toHaveTextContent('not the markup');
    expect(renders).toBe(0);
    expect(container.querySelector('#booklet-test .question')).toBe(firstQuestion);
    expect(container.querySelectorAll('#booklet-test .question')).toHaveLength(2);
  });

  it('renders its children where the page did not arrive with them (a page reached by a link)', () => {
    const container = document.body.appendChild(document.createElement('div'));
    act(() => {
      root = createRoot(container);
      root.render(island);
    });
    expect(renders).toBe(2);
    expect(container.querySelector('#booklet-test')).toHaveTextContent('Who wrote Common Sense?');
  });
});
