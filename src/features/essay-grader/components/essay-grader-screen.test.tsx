import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderLoaded, respondWith, setUpGradingScreen, STUDENT } from '../../../../tests/support/grading-screen-setup';
import { gradingOutbox } from '../../../grading-client/grading-outbox';
import { gradingsRecord } from '../../../grading-client/gradings';
import { quotaHeaders } from '../../../grading-contract/quota';
import { onSignInRequest, publishAccount } from '../../../shared/account-seam';
import { essayDraftStoreFor } from '../essay-draft';
import { EssayGraderScreen } from './essay-grader-screen';

const rubric = {
  type: 'irr',
  rows: [{ name: 'Understand and Analyze Context', score: 4, max: 6, feedback: 'Good context.' }],
  total: 4,
  max: 30,
};

const studentDraft = () => essayDraftStoreFor(STUDENT);

setUpGradingScreen(() => Promise.all([studentDraft().clear(), essayDraftStoreFor(null).clear()]));

const renderReady = () => renderLoaded(<EssayGraderScreen />, 'Your draft is saved on this device as you type.');

describe('EssayGraderScreen', () => {
  it('keeps submit disabled for a blank or whitespace essay and counts characters and words', async () => {
    await renderReady();
    const submit = screen.getByRole('button', { name: 'Grade Essay' });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Essay'), '   ');
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Essay'), 'Two words');
    expect(submit).toBeEnabled();
    expect(screen.getByText('12 characters')).toBeInTheDocument();
    expect(screen.getByText('2 words')).toBeInTheDocument();
    expect(screen.getByText('Recommended: 500-1500 words')).toBeInTheDocument();
    expect(screen.getByText('Official limit for the IWA: 2,000 words')).toBeInTheDocument();
  });

  it('changing the type shows its word limit; changing the subject resets the type to its first', async () => {
    await renderReady();
    await userEvent.selectOptions(screen.getByLabelText('Essay type'), 'irr');
    expect(screen.getByText('Official limit for the IRR: 1,200 words')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Subject'), 'ap_seminar');
    expect(screen.getByLabelText('Essay type')).toHaveValue('iwa');
  });

  it('shows "Analyzing Essay..." while grading, then the rubric table and the feedback', async () => {
    let resolve!: (r: Response) => void;
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) => new Promise<Response>((r) => (resolve = r)));
    vi.stubGlobal('fetch', fetchMock);
    await renderReady();
    await userEvent.selectOptions(screen.getByLabelText('Essay type'), 'irr');
    await userEvent.type(screen.getByLabelText('Essay'), 'My essay');
    await userEvent.click(screen.getByRole('button', { name: 'Grade Essay' }));
    expect(screen.getByRole('button', { name: 'Analyzing Essay...' })).toBeDisabled();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled()); // after the request is stored in the outbox
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({ essay: 'My essay', essay_type: 'irr', subject: 'ap_seminar' });

    resolve(new Response(JSON.stringify({ grading: 'IRR: 4/30\nGood context.', rubric })));
    const table = await screen.findByRole('table', { name: /4 of 30 points/ });
    expect(table).toHaveTextContent('Understand and Analyze Context');
    expect(table).toHaveTextContent('Total4/30');
    expect(screen.getByLabelText('Feedback')).toHaveValue('IRR: 4/30\nGood context.');
    expect(screen.getByRole('button', { name: 'Grade Essay' })).toBeEnabled();
  });

  it.each([
    ['the server error text', () => respondWith({ error: 'AI grading is not configured on this server.' }, 503), 'AI grading is not configured on this server.'],
    ['"No response from grader." for neither grading nor error', () => respondWith({}), 'No response from grader.'],
    ['"Error connecting to grading server." when the body is not JSON', () => respondWith('<html>502</html>', 502), 'Error connecting to grading server.'],
  ])('shows %s', async (_, makeFetch, text) => {
    vi.stubGlobal('fetch', makeFetch());
    await renderReady();
    await userEvent.type(screen.getByLabelText('Essay'), 'My essay');
    await userEvent.click(screen.getByRole('button', { name: 'Grade Essay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText('Essay')).toHaveValue('My essay');
  });

  it('queues the essay when the network fails, then shows the result by itself once the outbox sends it', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await renderReady();
    await userEvent.type(screen.getByLabelText('Essay'), 'My essay');
    await userEvent.click(screen.getByRole('button', { name: 'Grade Essay' }));
    expect(await screen.findByText("Saved. It will be graded when you're back online.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Grade Essay' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    vi.stubGlobal('fetch', respondWith({ grading: 'IRR: 4/30\nGood context.', rubric }));
    await gradingOutbox().flush({ force: true });
    await waitFor(() => expect(screen.getByLabelText('Feedback')).toHaveValue('IRR: 4/30\nGood context.'));
    expect(screen.queryByText("Saved. It will be graded when you're back online.")).not.toBeInTheDocument();
    // Filed in the one gradings store before it left the outbox.
    await waitFor(async () => expect(gradingOutbox().snapshot()).toEqual([]));
    expect((await gradingsRecord(STUDENT).load())?.[0]).toMatchObject({ kind: 'essay', target: { kind: 'essay', essayType: 'iwa' }, result: { grading: 'IRR: 4/30\nGood context.' } });
  });

  it('restores the saved draft after a remount (a reload)', async () => {
    const first = await renderReady();
    await userEvent.type(screen.getByLabelText('Essay'), 'Kept across reloads');
    await userEvent.selectOptions(screen.getByLabelText('Essay type'), 'irr');
    first.unmount(); // flushes the pending save
    await waitFor(async () => expect((await studentDraft().load())?.essay).toBe('Kept across reloads'));
    render(<EssayGraderScreen />);
    await waitFor(() => expect(screen.getByLabelText('Essay')).toHaveValue('Kept across reloads'));
    expect(screen.getByLabelText('Essay type')).toHaveValue('irr');
  });

  it('signed out, Grade Essay asks to sign in, and grades the same essay once signed in and claimed, without retyping', async () => {
    publishAccount(null);
    const fetchMock = respondWith({ grading: 'IRR: 4/30\nGood context.', rubric });
    vi.stubGlobal('fetch', fetchMock);
    const asked = vi.fn();
    const stopListening = onSignInRequest(asked);
    const stopOutbox = gradingOutbox().start();
    await renderReady();
    expect(screen.getByText('AI grading is for signed-in students.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Essay'), 'Typed while signed out');
    await userEvent.click(screen.getByRole('button', { name: 'Grade Essay' }));
    expect(await screen.findByText('Sign in to grade your essay. It stays here, and grading starts as soon as you are signed in.')).toBeInTheDocument();
    expect(asked).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => publishAccount(STUDENT));
    // Nothing goes until the student who signed in says the signed-out grading is theirs (the layout asks).
    await waitFor(() => expect(gradingOutbox().snapshot()).toHaveLength(1));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => gradingOutbox().adopt());
    await waitFor(() => expect(screen.getByLabelText('Feedback')).toHaveValue('IRR: 4/30\nGood context.'));
    expect(JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toMatchObject({ essay: 'Typed while signed out' });
    expect(screen.getByLabelText('Essay')).toHaveValue('Typed while signed out');
    await waitFor(async () => expect((await studentDraft().load())?.essay).toBe('Typed while signed out'));
    expect(await essayDraftStoreFor(null).load()).toBeUndefined(); // not left for the next signed-out user
    stopOutbox();
    stopListening();
  });

  it("signing out empties the screen: the next student never sees the last one's graded essay", async () => {
    studentDraft().save({ essay: 'Mine', essayType: 'irr', subject: 'ap_seminar', result: { grading: 'IRR: 4/30', rubric: rubric as never } });
    await studentDraft().flush();
    await renderReady();
    await waitFor(() => expect(screen.getByLabelText('Essay')).toHaveValue('Mine'));
    expect(screen.getByLabelText('Feedback')).toHaveValue('IRR: 4/30');
    act(() => publishAccount(null));
    expect(screen.getByLabelText('Essay')).toHaveValue('');
    expect(screen.queryByLabelText('Feedback')).not.toBeInTheDocument();
    await screen.findByText('Your draft is saved on this device as you type.');
    expect(screen.getByLabelText('Essay')).toHaveValue('');
  });

  it('sets a malformed saved draft aside instead of breaking the page', async () => {
    (studentDraft() as unknown as { save(value: unknown): void }).save({ essay: 42, essayType: 'poem' });
    await studentDraft().flush();
    await renderReady();
    expect(screen.getByLabelText('Essay')).toHaveValue('');
    expect(await studentDraft().load()).toBeUndefined();
  });

  it('says how many gradings are left today, from the answer', async () => {
    const resetsAt = new Date('2030-01-02T00:00:00.000Z');
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ grading: 'IRR: 4/30', rubric }), { headers: quotaHeaders({ limit: 20, remaining: 19, resetsAt }) })));
    await renderReady();
    await userEvent.type(screen.getByLabelText('Essay'), 'My essay');
    await userEvent.click(screen.getByRole('button', { name: 'Grade Essay' }));
    expect(await screen.findByText('19 of 20 gradings left today.')).toBeInTheDocument();
    // The line shows while the grading is still being stored: let it finish, or its last state update can land
    // after this file's DOM is gone ("window is not defined", an unhandled rejection that failed a CI run).
    await screen.findByRole('button', { name: 'Grade Essay' });
  });
});
