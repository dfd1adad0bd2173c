/** Practice exam 2: 55 original multiple-choice questions in the current exam's format; the key is derived, never typed. */
import { practiceExam2Part1 } from './practice-exam-2-part1';
import { practiceExam2Part2 } from './practice-exam-2-part2';
import type { McqExam } from './schema';

export const practiceExam2: McqExam = {
  id: 'apush-practice-2',
  title: 'Practice exam 2',
  minutes: 55,
  instructions: [
    'An original practice exam in the format of the current AP U.S. History exam, written for Pocket AP. It is not a College Board exam.',
    'This section has 55 questions in sets. Each set begins with a source, a chart, a table or a map; read it before answering the questions that follow.',
    'Choose the best answer of the four options for each question and mark it on the answer sheet. There is no penalty for guessing.',
    'You have 55 minutes for this section.',
  ],
  sets: [...practiceExam2Part1, ...practiceExam2Part2],
};
