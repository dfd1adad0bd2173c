import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderLoaded, respondWith, setUpGradingScreen, STUDENT } from '../../../../tests/support/grading-screen-setup';
import { saqPaper2025 } from '../../../content/saq-2025';
import { gradingsRecord } from '../../../grading-client/gradings';
import { publishAccount } from '../../../shared/account-seam';
import { saqDraftStores, saqHistoryStores } from '../saq-store';
import { SaqExamScreen } from './saq-exam-screen';

const RESULT = {
  result: [
    { score: 1, explanation: 'Names both claims.', guideline: 'Describes a real difference.' },
    { score: 0, explanation: 'No event from 1776-1789.', guideline: 'Names a specific event.' },
    { score: 1, explanation: 'The Great Compromise fits.', guideline: 'Shows political ideas.' },
  ],
};

const saqDraftStore = (paperId: string) => saqDraftStores(paperId)(STUDENT);
const saqHistoryStore = saqHistoryStores(STUDENT);

setUpGradingScreen(() => Promise.all([saqDraftStore(saqPaper2025.id).clear(), saqHistoryStore.clear()]));

const renderReady = () =>
  renderLoaded(<SaqExamScreen paper={saqPaper2025} pdfUrl="/exams/apush-saq-2025.pdf" />, 'Your answers are saved on this device as you type.');

describe('SaqExamScreen', () => {
  it('shows the paper as HTML with the PDF link, three labelled answers, and SUBMIT disabled while all are blank', async () => {
    await renderReady();
    expect(screen.getByRole('link', { name: 'click here to open in a new tab' })).toHaveAttribute('href', '/exams/apush-saq-2025.pdf');
    expect(screen.getByText(saqPaper2025.parts[1].question)).toBeInTheDocument();
    expect(screen.getByText('Adapted from Charles A. Beard, An Economic Interpretation of the Constitution of the United States, 1913')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your SAQ Answers' })).toBeInTheDocument();
    for (const [n, part] of [[1, 'a'], [2, 'b'], [3, 'c']]) expect(screen.getByLabelText(`SAQ ${n} (${part})`)).toHaveAttribute('placeholder', `Type your answer for SAQ ${n} here...`);
    const submit = screen.getByRole('button', { name: 'SUBMIT' });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('SAQ 2 (b)'), '   ');
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('SAQ 2 (b)'), 'Shays Rebellion');
    expect(submit).toBeEnabled();
    expect(screen.getByText('2 words')).toBeInTheDocument();
  });

  it('warns before the 4,000-character limit and refuses to submit past it', async () => {
    await renderReady();
    fireEvent.change(screen.getByLabelText('SAQ 1 (a)'), { target: { value: 'a'.repeat(3700) } });
    expect(screen.getByText('SAQ 1 is close to the 4,000-character limit (300 left).')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SUBMIT' })).toBeEnabled();
    fireEvent.change(screen.getByLabelText('SAQ 1 (a)'), { target: { value: 'a'.repeat(4001) } });
    expect(screen.getByText('SAQ 1 is over the 4,000-character limit. Shorten it to submit.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SUBMIT' })).toBeDisabled();
  });

  it("reads 'Grading...' with the answers disabled, then shows the three result lines with their guidelines and keeps them in the history", async () => {
    let resolve!: (r: Response) => void;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((r) => (resolve = r))));
    await renderReady();
    await userEvent.type(screen.getByLabelText('SAQ 1 (a)'), 'Beard says property.');
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(screen.getByRole('button', { name: 'Grading...' })).toBeDisabled();
    for (const n of [1, 2, 3]) expect(screen.getByLabelText(new RegExp(`^SAQ ${n} \\([abc]\\)$`))).toBeDisabled();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    resolve(new Response(JSON.stringify(RESULT)));
    const box = await screen.findByRole('region', { name: 'AI Grading Results' });
    const items = within(box).getAllByRole('listitem');
    // Each result line has the paper's part beside it.
    expect(items.map((li) => li.firstChild?.textContent)).toEqual(['(a)', '(b)', '(c)']);
    expect(items[0]).toHaveTextContent(/^\(a\) SAQ A: 1\/1 - Names both claims\./);
    expect(items[1]).toHaveTextContent(/^\(b\) SAQ B: 0\/1 - No event from 1776-1789\./);
    expect(items[2]).toHaveTextContent(/^\(c\) SAQ C: 1\/1 - The Great Compromise fits\./);
    expect(items[1]).toHaveTextContent('What earns the point: Names a specific event.');
    expect(screen.getByLabelText('SAQ 1 (a)')).toBeEnabled();
    expect(screen.getByLabelText('SAQ 1 (a)')).toHaveValue('Beard says property.');
    expect(await screen.findByRole('heading', { name: 'Your past gradings' })).toBeInTheDocument();
    // Filed in the one gradings store with its target (docs/architecture.md#grading-path).
    await waitFor(async () => expect((await gradingsRecord(STUDENT).load())?.[0]).toMatchObject({ kind: 'saq', target: { kind: 'saq', paperId: saqPaper2025.id }, request: { answers: ['Beard says property.', '', ''] } }));
  });

  it.each([
    ['a non-OK answer', () => respondWith({ error: 'x' }, 500), 'Failed to contact AI grading service.'],
    ['an unreadable result', () => respondWith({ result: 'not a list' }), 'AI response could not be parsed. Please try again.'],
  ])("shows the product's error text for %s in the red error line", async (_, makeFetch, text) => {
    vi.stubGlobal('fetch', makeFetch());
    await renderReady();
    await userEvent.type(screen.getByLabelText('SAQ 3 (c)'), 'The Great Compromise.');
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'SUBMIT' })).toBeEnabled();
  });

  it('Start over asks first, then clears the answers', async () => {
    await renderReady();
    await userEvent.type(screen.getByLabelText('SAQ 1 (a)'), 'Something');
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('SAQ 1 (a)')).toHaveValue('Something');
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear answers' }));
    expect(screen.getByLabelText('SAQ 1 (a)')).toHaveValue('');
    expect((await saqDraftStore(saqPaper2025.id).load())?.answers).toEqual(['', '', '']);
  });

  it("keeps answers and past gradings per account: signing out shows neither, a malformed history is set aside", async () => {
    const grading = { id: 'g1', paperId: saqPaper2025.id, gradedAt: '2026-11-20T10:00:00.000Z', answers: ['Mine', '', ''], result: RESULT.result };
    saqDraftStore(saqPaper2025.id).save({ answers: ['Mine', '', ''], last: grading } as never); // a version 1 draft
    saqHistoryStore.save([grading as never]);
    await Promise.all([saqDraftStore(saqPaper2025.id).flush(), saqHistoryStore.flush()]);
    const signedOutHistory = saqHistoryStores(null) as unknown as { save(value: unknown): void; flush(): Promise<void> };
    signedOutHistory.save([{ id: 7 }]);
    await signedOutHistory.flush();

    await renderReady();
    await waitFor(() => expect(screen.getByLabelText('SAQ 1 (a)')).toHaveValue('Mine'));
    expect(screen.getByRole('heading', { name: 'Your past gradings' })).toBeInTheDocument();
    act(() => publishAccount(null));
    expect(screen.getByLabelText('SAQ 1 (a)')).toHaveValue('');
    expect(screen.queryByRole('region', { name: 'AI Grading Results' })).not.toBeInTheDocument();
    await screen.findByText('AI grading is for signed-in students.');
    expect(screen.queryByRole('heading', { name: 'Your past gradings' })).not.toBeInTheDocument();
    expect(await saqHistoryStores(null).load()).toBeUndefined();
  });
});
