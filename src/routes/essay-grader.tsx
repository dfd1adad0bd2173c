import { createFileRoute } from '@tanstack/react-router';
import { EssayGraderScreen } from '../features/essay-grader/components/essay-grader-screen';

export const Route = createFileRoute('/essay-grader')({
  component: EssayGraderScreen,
});
