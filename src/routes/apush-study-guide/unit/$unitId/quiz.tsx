import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadUnitQuiz } from '../../../../content/unit-loaders';
import { QuizScreen } from '../../../../features/quiz/components/quiz-screen';
import { unitParams } from '../../../../shared/paths';
import { SharePage } from '../../../../shared/ui/share-page';

export const Route = createFileRoute('/apush-study-guide/unit/$unitId/quiz')({
  params: unitParams,
  // This unit's quiz only, as its own chunk; a unit without content has no quiz: the not-found screen.
  loader: async ({ params }) => {
    const quiz = await loadUnitQuiz(params.unitId);
    if (!quiz) throw notFound();
    return quiz;
  },
  component: UnitQuizPage,
});

function UnitQuizPage() {
  const quiz = Route.useLoaderData();
  return (
    <>
      <QuizScreen quiz={quiz} unit={Route.useParams().unitId as number} />
      <SharePage what="quiz" />
    </>
  );
}
