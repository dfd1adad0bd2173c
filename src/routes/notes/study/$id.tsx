import { createFileRoute, redirect } from '@tanstack/react-router';
import { PATHS } from '../../../shared/paths';
import { StudyScreen } from '../../../features/notes/components/study-screen';
import { parseNoteId } from '../../../features/notes';

export const Route = createFileRoute('/notes/study/$id')({
  beforeLoad: ({ params }) => {
    if (parseNoteId(params.id) === null) throw redirect({ to: PATHS.notes, replace: true });
  },
  component: StudyDeckPage,
});

function StudyDeckPage() {
  return <StudyScreen deckId={parseNoteId(Route.useParams().id) ?? -1} />;
}
