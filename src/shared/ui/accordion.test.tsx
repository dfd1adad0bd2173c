import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion';

const items = [
  { id: 'one', heading: 'First', content: <p>First body</p> },
  { id: 'two', heading: 'Second', content: <p>Second body</p> },
];

describe('Accordion', () => {
  it('starts closed and lets several items be open at once', async () => {
    render(<Accordion items={items} />);
    const first = screen.getByRole('button', { name: 'First' });
    const second = screen.getByRole('button', { name: 'Second' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('First body')).not.toBeVisible();

    await userEvent.click(first);
    await userEvent.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('First body')).toBeVisible();
    expect(screen.getByText('Second body')).toBeVisible();

    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Second body')).toBeVisible();
  });

  it('wires each button to its panel', () => {
    render(<Accordion items={items} defaultOpen={['two']} headingLevel={2} />);
    const second = screen.getByRole('button', { name: 'Second' });
    expect(document.getElementById(second.getAttribute('aria-controls')!)).toHaveTextContent('Second body');
    expect(screen.getByRole('heading', { level: 2, name: 'Second' })).toContainElement(second);
  });
});
