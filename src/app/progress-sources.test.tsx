import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../tests/support/render-with-router';
import { frqHistoryStores, type FrqGrading } from '../features/free-response/frq-store';
import { ProgressScreen } from '../features/progress/components/progress-screen';
import { loadProgress } from '../features/progress/progress-data';
import { publishAccount } from '../shared/account-seam';
import { progressSources } from './progress-sources';

const dbqGrading: FrqGrading = {
  id: 'outbox-dbq-1',
  kind: 'dbq',
  promptId: 'slavery-expansion-1820-1860',
  gradedAt: '2026-11-20T15:00:00.000Z',
  essay: 'An essay.',
  result: { kind: 'dbq', prompt_id: 'slavery-expansion-1820-1860', rows: [], total: 5, max: 7 },
};

describe('the app’s progress sources', () => {
  beforeEach(() => publishAccount('uid-dbq'));

  it('list one source per feature that keeps something for My progress, each part read at least once', () => {
    expect(progressSources.map((s) => s.name).sort()).toEqual(['essay-grader', 'free-response', 'gradings', 'mcq-exam', 'notes', 'quiz', 'saq-exam', 'study-guide']);
  });

  it('bring a DBQ grading to My progress with its score', async () => {
    const store = frqHistoryStores('uid-dbq');
    store.save([dbqGrading, { ...dbqGrading, id: 'outbox-leq-1', kind: 'leq', result: { ...dbqGrading.result, kind: 'leq', total: 4, max: 6 } }]);
    await store.flush();

    const data = await loadProgress(progressSources, 'uid-dbq');
    expect(data.gradings).toEqual({
      status: 'ok',
      value: expect.arrayContaining([
        { kind: 'DBQ', at: Date.parse(dbqGrading.gradedAt), score: 5, max: 7 },
        { kind: 'LEQ', at: Date.parse(dbqGrading.gradedAt), score: 4, max: 6 },
      ]),
    });

    await renderWithRouter(<ProgressScreen sources={progressSources} />);
    // The page reads every source (the unit content and the MCQ exam load on demand): slow on a busy machine.
    const dbq = await screen.findByText('DBQ', undefined, { timeout: 15_000 });
    expect(dbq.closest('li')?.textContent).toMatch(/^DBQ: 5\/7 on .* \(first grading\)$/);
    expect(screen.getByText('LEQ').closest('li')?.textContent).toMatch(/^LEQ: 4\/6 on /);
  });
});
