import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { publishAccount } from '../../../shared/account-seam';
import { quizProgressStores, quizResultsStores, readQuizResults } from '../quiz-store';
import type { Quiz } from '../../../content/schema';
import { renderWithRouter } from '../../../../tests/support/render-with-router';
import { flattenQuiz } from '../quiz-state';
import { QuizResults } from './quiz-results';
import { QuizScreen } from './quiz-screen';

const quiz: Quiz = {
  id: 'test-quiz',
  title: 'Test Quiz',
  stimuli: [
    {
      id: 's1',
      title: 'A letter',
      text: 'First paragraph.\n\nSecond paragraph.',
      source: { kind: 'public-domain', author: 'Christopher Columbus', work: 'Letter on the first voyage', year: 1493, adapted: true },
      questions: [
        { id: 'q1', question: 'Which crop?', options: ['Maize', 'Wheat', 'Rice', 'Barley'], answer: 0, explanation: 'Maize came from the Americas.', skill: 'claims-and-evidence' },
        { id: 'q2', question: 'Which animal?', options: ['Llama', 'Horse', 'Bison', 'Turkey'], answer: 1, explanation: 'Horses came from Europe.', skill: 'claims-and-evidence' },
      ],
    },
  ],
};

beforeEach(async () => {
  publishAccount(null);
  await quizProgressStores(quiz.id)(null).clear();
  await quizResultsStores(quiz.id)(null).clear();
});

/** The quiz opens once the device's saved attempt (if any) has been read. */
async function openQuiz() {
  const view = await renderWithRouter(<QuizScreen quiz={quiz} unit={1} />);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Skip' })).toBeEnabled(), { timeout: 5000 });
  return view;
}

describe('QuizScreen', () => {
  it('shows one question with its stimulus, needs a choice for Next, and Back restores it', async () => {
    await openQuiz();
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'A letter' })).toBeInTheDocument();
    expect(screen.getByText('Adapted from Christopher Columbus, Letter on the first voyage, 1493')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'C) Rice' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Question 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Skip' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: 'C) Rice' })).toBeChecked();
  });

  it('crossed-out options cannot be chosen until the cross-out is undone', async () => {
    await openQuiz();
    await userEvent.click(screen.getByRole('button', { name: 'Cross out A' }));
    expect(screen.getByRole('radio', { name: 'A) Maize' })).toBeDisabled();
    await userEvent.click(screen.getByText('A) Maize'));
    expect(screen.getByRole('radio', { name: 'A) Maize' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Undo cross out A' }));
    await userEvent.click(screen.getByRole('radio', { name: 'A) Maize' }));
    expect(screen.getByRole('radio', { name: 'A) Maize' })).toBeChecked();
  });

  it('submits to a results view with the score, verdicts, the wrong choice and explanations', async () => {
    await openQuiz();
    await userEvent.click(screen.getByRole('radio', { name: 'A) Maize' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('radio', { name: 'D) Turkey' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('heading', { name: 'Your score: 1 out of 2' })).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('listitem').filter((li) => li.className.includes('result'));
    expect(within(first!).getByText('Correct!')).toBeInTheDocument();
    expect(within(second!).getByText('Incorrect.')).toBeInTheDocument();
    expect(second).toHaveTextContent('Correct answer: B) Horse');
    expect(second).toHaveTextContent('Your answer: D) Turkey');
    expect(second).toHaveTextContent('Horses came from Europe.');
    expect(screen.getByRole('link', { name: 'Go Back to Unit' })).toHaveAttribute('href', '/apush-study-guide/unit/1');
  });

  it('keeps its place and answers when opened again, and the last results until the student starts again', async () => {
    const first = await openQuiz();
    await userEvent.click(screen.getByRole('button', { name: 'Cross out B' }));
    await userEvent.click(screen.getByRole('radio', { name: 'A) Maize' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    first.unmount();
    await openQuiz();
    expect(screen.getByText('Question 2 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: 'A) Maize' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'B) Wheat' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Skip on the last question submits it unanswered.
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByRole('heading', { name: 'Your score: 1 out of 2' })).toBeInTheDocument();
    expect(screen.getByText('You did not answer this question.')).toBeInTheDocument();
    await waitFor(async () => expect(await readQuizResults(quiz.id, null)).toMatchObject({ best: { score: 1, total: 2 }, last: { score: 1, total: 2 }, attempts: 1 }));
  });
});

describe('QuizResults', () => {
  it('Show wrong only keeps the wrong and unanswered questions, and each stimulus is collapsed under its question', async () => {
    await renderWithRouter(<QuizResults questions={flattenQuiz(quiz)} answers={[0, null]} unit={1} />);
    expect(screen.getAllByText('Source: A letter')).toHaveLength(2);
    expect(screen.getAllByRole('heading', { name: 'A letter', hidden: true })[0]).not.toBeVisible();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show wrong only' }));
    expect(screen.queryByText('1. Which crop?')).toBeNull();
    expect(screen.getByText('2. Which animal?')).toBeInTheDocument();
  });

  it('says when a question was not answered', async () => {
    await renderWithRouter(<QuizResults questions={flattenQuiz(quiz)} answers={[0, null]} unit={1} />);
    expect(screen.getByText('You did not answer this question.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your score: 1 out of 2' })).toBeInTheDocument();
    expect(screen.queryByText(/Your answer:/)).not.toBeInTheDocument();
  });
});
