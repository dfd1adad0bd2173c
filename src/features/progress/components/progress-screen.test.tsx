import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../../tests/support/render-with-router';
import { unitContents } from '../../../content/unit-registry';
import { publishAccount } from '../../../shared/account-seam';
import type { AnyProgressSource, ProgressPart } from '../../../shared/progress/contract';
import type { ProgressData } from '../progress-data';
import { ProgressScreen } from './progress-screen';

const day = Date.parse('2026-11-20T15:00:00Z');
const data: ProgressData = {
  guides: {}, // read from the content by loadProgress
  quizzes: { status: 'ok', value: [{ unit: 1, best: { score: 8, total: 10, at: day }, last: { score: 6, total: 10, at: day }, attempts: 2 }] },
  topicsOpened: { status: 'ok', value: { 1: 3 } },
  mcq: {
    status: 'ok',
    value: [{ at: day, correct: 30, total: 55, byPeriod: { 5: { correct: 2, total: 6 }, 3: { correct: 5, total: 8 } }, bySkill: { causation: { correct: 4, total: 9 } } }],
  },
  gradings: { status: 'unavailable' },
  flashcards: { status: 'ok', value: { decks: 2, dueNow: 5, reviewedLast7Days: 12, retention: 0.873, reviewTimes: [day] } },
};

/** Sources that answer with `data`'s parts (a part marked unavailable throws), noting each owner they read for. */
function sourcesFrom(pick: (owner: string | null) => ProgressData) {
  const owners: (string | null)[] = [];
  const source = (part: ProgressPart) =>
    ({
      name: part,
      part,
      read: async (owner: string | null) => {
        owners.push(owner);
        const value = pick(owner)[part];
        if (value.status !== 'ok') throw new Error('unreadable');
        return value.value;
      },
    }) as AnyProgressSource;
  const sources = (['quizzes', 'topicsOpened', 'mcq', 'gradings', 'flashcards'] as const).map(source);
  return { sources, owners };
}

describe('My progress', () => {
  beforeEach(() => publishAccount(null));
  afterEach(() => publishAccount('someone-else'));

  it('waits for the account, then shows each part, and a part that could not be read as unavailable', async () => {
    const { sources, owners } = sourcesFrom(() => data);
    await renderWithRouter(<ProgressScreen sources={sources} />);
    expect(await screen.findByText('Your weakest period is 5 (33 % over 1 attempt): read Unit 5 and take its quiz.')).toBeTruthy();
    expect(new Set(owners)).toEqual(new Set([null]));
    const unit1 = screen.getByRole('link', { name: 'Unit 1: World/Exploration' }).closest('li')!;
    expect(within(unit1 as HTMLElement).getByText('Quiz: 8/10 best, 6/10 last')).toBeTruthy();
    expect(within(unit1 as HTMLElement).getByText('Topics opened: 3 of 5')).toBeTruthy();
    expect(screen.getByText(/Gradings on this device could not be read/)).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Accuracy per period, all attempts' })).toBeTruthy();
    expect(screen.getByText('87 %')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Unit 5 quiz' })[0]!.getAttribute('href')).toBe('/apush-study-guide/unit/5/quiz');
  });

  it('shows nothing of one account to another: a switch reads again before showing', async () => {
    const { sources, owners } = sourcesFrom((owner) => (owner === null ? data : { ...data, quizzes: { status: 'ok' as const, value: [] } }));
    await renderWithRouter(<ProgressScreen sources={sources} />);
    expect(await screen.findByText('Quiz: 8/10 best, 6/10 last')).toBeTruthy();
    act(() => publishAccount('uid-2'));
    expect(screen.queryByText('Quiz: 8/10 best, 6/10 last')).toBeNull();
    await waitFor(() => expect(screen.getAllByText('Quiz: not taken yet')).toHaveLength(unitContents.length));
    expect(owners.at(-1)).toBe('uid-2');
  });
});
