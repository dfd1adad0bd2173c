/** The APUSH multiple-choice practice exam in the format used since 2015 (its ids and route keep the name 2014), written for Pocket AP; the key is derived, never typed. */
import type { McqExam, McqQuestion } from './schema';
import { mcqSetsPart1 } from './mcq-2014-part1';
import { mcqSetsPart2 } from './mcq-2014-part2';
import { optionLetter, type OptionLetter } from './option-letters';

export const mcqExam2014: McqExam = {
  id: 'apush-mcq-2014',
  year: 2014,
  title: 'AP United States History Practice Exam: Multiple Choice',
  minutes: 55,
  instructions: [
    'Practice exam in the format used since 2015, written for Pocket AP. It is not a College Board exam.',
    'This section has 55 questions in sets. Each set begins with a source; read it before answering the questions that follow.',
    'Choose the best answer of the four options for each question and mark it on the answer sheet. There is no penalty for guessing.',
    'You have 55 minutes for this section.',
  ],
  sets: [...mcqSetsPart1, ...mcqSetsPart2],
};

export const mcqQuestions2014: McqQuestion[] = mcqExam2014.sets.flatMap((set) => set.questions);

export const answerKey2014: OptionLetter[] = mcqQuestions2014.map((q) => optionLetter(q.answer));
