import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion';

const items = [
  { id: 'one', heading: 'First', content: <p>First body</p> },
  { id: 'two', heading: 'Second', content: <p>Second body</p> },
];

const details = (name: string) => screen.getByText(name).closest('details') as HTMLDetailsElement;

describe('Accordion', () => {
  it('starts closed and lets several items be open at once', async () => {
    render(<Accordion items={items} />);
    expect(details('First').open).toBe(false);

    await userEvent.click(screen.getByText('First'));
    await userEvent.click(screen.getByText('Second'));
    expect(details('First').open).toBe(true);
    expect(details('Second').open).toBe(true);

    await userEvent.click(screen.getByText('First'));
    expect(details('First').open).toBe(false);
    expect(details('Second').open).toBe(true);
  });

  it('is <details>/<summary> in the server HTML, so it opens before any script; headings keep their level', () => {
    const html = renderToString(<Accordion items={items} defaultOpen={['two']} headingLevel={2} />);
    const host = document.createElement('div');
    host.innerHTML = html;
    const [first, second] = host.querySelectorAll('details');
    expect(first!.querySelector('summary h2')).toHaveTextContent('First');
    expect(first!.open).toBe(false);
    expect(second!.open).toBe(true);
    expect(second!.querySelector('summary + div')).toHaveTextContent('Second body');
    expect(host.querySelectorAll('button')).toHaveLength(0);
  });
});
