import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PastGradings } from './past-gradings';

const gradings = [
  { id: 'b', gradedAt: '2026-11-21T15:05:00.000Z', points: 2 },
  { id: 'a', gradedAt: '2026-11-20T09:30:00.000Z', points: 1 },
];

describe('PastGradings', () => {
  it('lists each grading by date and score, newest first, and opens one in place', async () => {
    render(
      <PastGradings id="test-history" gradings={gradings} score={(g) => `${g.points}/3`}>
        {(g) => <p>Answers of {g.id}</p>}
      </PastGradings>,
    );
    const section = screen.getByRole('region', { name: 'Your past gradings' });
    const summaries = [...section.querySelectorAll('summary')].map((s) => s.textContent);
    expect(summaries).toHaveLength(2);
    expect(summaries[0]).toMatch(/^Nov 21, 2026, .+: 2\/3$/);
    expect(summaries[1]).toMatch(/^Nov 20, 2026, .+: 1\/3$/);
    expect(screen.getByText('Answers of b')).not.toBeVisible();
    await userEvent.click(screen.getByText(summaries[0]!));
    expect(screen.getByText('Answers of b')).toBeVisible();
  });

  it('shows nothing when no grading is kept', () => {
    const { container } = render(
      <PastGradings id="test-history" gradings={[]} score={() => ''}>
        {() => null}
      </PastGradings>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
