import { describe, expect, it } from 'vitest';
import type { Quiz } from '../../content/schema';
import { flattenQuiz, initialQuizState, quizReducer, scoreQuiz, verdict, type QuizAction, type QuizState } from './quiz-state';

const quiz: Quiz = {
  id: 'q',
  title: 'Quiz',
  stimuli: [
    {
      id: 's1',
      title: 'Stimulus 1',
      text: 'Text 1',
      source: { kind: 'pocket-ap' },
      questions: [
        { id: 'q1', question: 'One?', options: ['a', 'b', 'c', 'd'], answer: 1, explanation: 'B is right.', skill: 'causation' },
        { id: 'q2', question: 'Two?', options: ['a', 'b', 'c', 'd'], answer: 0, explanation: 'A is right.', skill: 'causation' },
      ],
    },
    { id: 's2', title: 'Stimulus 2', text: 'Text 2', source: { kind: 'pocket-ap' }, questions: [{ id: 'q3', question: 'Three?', options: ['a', 'b', 'c', 'd'], answer: 3, explanation: 'D.', skill: 'causation' }] },
  ],
};
const questions = flattenQuiz(quiz);
const run = (...actions: QuizAction[]) => actions.reduce(quizReducer, initialQuizState(questions.length) as QuizState);

describe('quiz reducer', () => {
  it('flattens questions with their stimulus', () => {
    expect(questions.map((q) => `${q.id}:${q.stimulus.id}`)).toEqual(['q1:s1', 'q2:s1', 'q3:s2']);
  });

  it('needs a selection before Next, and Back restores the earlier choice', () => {
    expect(run({ type: 'next' }).index).toBe(0);
    const moved = run({ type: 'select', option: 2 }, { type: 'next' });
    expect(moved.index).toBe(1);
    const back = quizReducer(moved, { type: 'back' });
    expect(back.index).toBe(0);
    expect(back.answers[0]).toBe(2);
    expect(quizReducer(back, { type: 'back' }).index).toBe(0);
  });

  it('does not let a crossed-out option be chosen, and crossing the chosen option clears it', () => {
    const crossed = run({ type: 'toggleCross', option: 1 }, { type: 'select', option: 1 });
    expect(crossed.answers[0]).toBeNull();
    expect(crossed.crossed[0]).toEqual([1]);
    const uncrossed = quizReducer(crossed, { type: 'toggleCross', option: 1 });
    expect(quizReducer(uncrossed, { type: 'select', option: 1 }).answers[0]).toBe(1);
    const chosenThenCrossed = run({ type: 'select', option: 3 }, { type: 'toggleCross', option: 3 });
    expect(chosenThenCrossed.answers[0]).toBeNull();
  });

  it('submits only from the last question with a choice, then locks the answers', () => {
    expect(run({ type: 'select', option: 1 }, { type: 'submit' }).submitted).toBe(false);
    const atLast = run({ type: 'select', option: 1 }, { type: 'next' }, { type: 'select', option: 2 }, { type: 'next' });
    expect(quizReducer(atLast, { type: 'submit' }).submitted).toBe(false);
    const done = quizReducer(quizReducer(atLast, { type: 'select', option: 3 }), { type: 'submit' });
    expect(done.submitted).toBe(true);
    expect(quizReducer(done, { type: 'select', option: 0 }).answers[2]).toBe(3);
    expect(scoreQuiz(questions, done.answers)).toBe(2);
    expect(quizReducer(done, { type: 'restart' })).toEqual(initialQuizState(3));
  });

  it('Skip moves on without an answer, and on the last question submits with it unanswered', () => {
    const skipped = run({ type: 'skip' }, { type: 'select', option: 0 }, { type: 'next' });
    expect(skipped).toMatchObject({ index: 2, answers: [null, 0, null], submitted: false });
    const done = quizReducer(skipped, { type: 'skip' });
    expect(done).toMatchObject({ submitted: true, answers: [null, 0, null] });
    expect(scoreQuiz(questions, done.answers)).toBe(1);
  });

  it('gives the three verdicts', () => {
    const q = questions[0]!;
    expect(verdict(q, 1)).toBe('Correct!');
    expect(verdict(q, 0)).toBe('Incorrect.');
    expect(verdict(q, null)).toBe('You did not answer this question.');
  });
});
