import { createFileRoute, notFound } from '@tanstack/react-router';
import { findUnitContent } from '../../../../content/unit-registry';
import { QuizScreen } from '../../../../features/quiz/components/quiz-screen';
import { unitParams } from '../../../../shared/paths';
import { SharePage } from '../../../../shared/ui/share-page';

export const Route = createFileRoute('/apush-study-guide/unit/$unitId/quiz')({
  params: unitParams,
  // A unit without content has no quiz: the not-found screen. The registry is imported lazily, off the first load.
  beforeLoad: async ({ params }) => {
    const registry = await import('../../../../content/unit-registry');
    if (!registry.findUnitContent(params.unitId)) throw notFound();
  },
  component: UnitQuizPage,
});

function UnitQuizPage() {
  const content = findUnitContent(Route.useParams().unitId)!;
  return (
    <>
      <QuizScreen quiz={content.quiz} unit={content.number} />
      <SharePage what="quiz" />
    </>
  );
}
