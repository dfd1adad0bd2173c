import { createFileRoute } from '@tanstack/react-router';
import { unit1Quiz } from '../../../../content/unit1-quiz';
import { QuizScreen } from '../../../../features/quiz/components/quiz-screen';

export const Route = createFileRoute('/apush-study-guide/unit/1/quiz')({
  component: () => <QuizScreen quiz={unit1Quiz} />,
});
