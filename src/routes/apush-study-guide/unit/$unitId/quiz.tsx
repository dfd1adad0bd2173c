import { createFileRoute, notFound } from '@tanstack/react-router';
import { findUnitContent } from '../../../../content/unit-registry';
import { QuizScreen } from '../../../../features/quiz/components/quiz-screen';
import { unitParams } from '../../../../shared/paths';

export const Route = createFileRoute('/apush-study-guide/unit/$unitId/quiz')({
  params: unitParams,
  // A unit without content has no quiz: the not-found screen, as for any unknown path.
  beforeLoad: ({ params }) => {
    if (!findUnitContent(params.unitId)) throw notFound();
  },
  component: UnitQuizPage,
});

function UnitQuizPage() {
  const content = findUnitContent(Route.useParams().unitId)!;
  return <QuizScreen quiz={content.quiz} unit={content.number} />;
}
