import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderLoaded, respondWith, setUpGradingScreen, STUDENT } from '../../../../tests/support/grading-screen-setup';
import { DBQ_PROMPTS } from '../../../content/dbq';
import { GRADING_ERRORS } from '../../../grading-contract/error-texts';
import { frqDraftStores, frqHistoryStores } from '../frq-store';
import { DbqScreen } from './writing-screen';

const dbq = DBQ_PROMPTS[0]!;

setUpGradingScreen(() => Promise.all([frqDraftStores('dbq', dbq.id)(STUDENT).clear(), frqHistoryStores(STUDENT).clear()]));

const renderReady = () => renderLoaded(<DbqScreen dbq={dbq} />, 'Your essay is saved on this device as you type.', { withRouter: true });

describe('DbqScreen', () => {
  it("sends the essay with the DBQ's id, reads 'Grading...', and keeps the essay when grading fails", async () => {
    let answer!: (response: Response) => void;
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    await renderReady();
    await userEvent.type(screen.getByLabelText('Your essay'), 'Cotton made the West a slave frontier.');
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(screen.getByRole('button', { name: 'Grading...' })).toBeDisabled();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toMatchObject({ kind: 'dbq', prompt_id: dbq.id, essay: 'Cotton made the West a slave frontier.' });

    answer(await respondWith({ error: GRADING_ERRORS.modelUnavailable }, 503)());
    expect(await screen.findByRole('alert')).toHaveTextContent(GRADING_ERRORS.modelUnavailable);
    expect(screen.getByLabelText('Your essay')).toHaveValue('Cotton made the West a slave frontier.');
    expect(screen.getByRole('button', { name: 'SUBMIT' })).toBeEnabled();
  });
});
