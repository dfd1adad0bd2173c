import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gradingOutbox } from '../../../grading/grading-outbox';
import { essayDraftStore } from '../essay-draft';
import { EssayGraderScreen } from './essay-grader-screen';

const rubric = {
  type: 'irr',
  rows: [{ name: 'Understand and Analyze Context', score: 4, max: 6, feedback: 'Good context.' }],
  total: 4,
  max: 30,
};

function respondWith(body: unknown, status = 200) {
  return vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
}

beforeEach(async () => {
  await essayDraftStore.clear();
  await emptyOutbox();
});

async function emptyOutbox() {
  await gradingOutbox().refresh();
  for (const item of gradingOutbox().snapshot()) await gradingOutbox().remove(item.id);
}
afterEach(() => vi.unstubAllGlobals());

async function renderReady() {
  render(<EssayGraderScreen />);
  await screen.findByText('Your draft is saved on this device as you type.');
}

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
    // Stored in the draft before it left the outbox.
    await waitFor(async () => expect(gradingOutbox().snapshot()).toEqual([]));
    expect((await essayDraftStore.load())?.result?.grading).toBe('IRR: 4/30\nGood context.');
  });

  it('restores the saved draft after a remount (a reload)', async () => {
    const first = render(<EssayGraderScreen />);
    await screen.findByText('Your draft is saved on this device as you type.');
    await userEvent.type(screen.getByLabelText('Essay'), 'Kept across reloads');
    await userEvent.selectOptions(screen.getByLabelText('Essay type'), 'irr');
    first.unmount(); // flushes the pending save
    await waitFor(async () => expect((await essayDraftStore.load())?.essay).toBe('Kept across reloads'));
    render(<EssayGraderScreen />);
    await waitFor(() => expect(screen.getByLabelText('Essay')).toHaveValue('Kept across reloads'));
    expect(screen.getByLabelText('Essay type')).toHaveValue('irr');
  });
});
