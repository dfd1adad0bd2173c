import { createFileRoute, redirect } from '@tanstack/react-router';
import { PATHS } from '../../../shared/paths';
import { NoteEditScreen } from '../../../features/notes/components/note-edit-screen';
import { parseNoteId } from '../../../features/notes';

export const Route = createFileRoute('/notes/edit/$id')({
  // A note id is its creation timestamp: anything else cannot be a note, so it goes straight back to the board.
  beforeLoad: ({ params }) => {
    if (parseNoteId(params.id) === null) throw redirect({ to: PATHS.notes, replace: true });
  },
  component: EditNotePage,
});

function EditNotePage() {
  return <NoteEditScreen id={parseNoteId(Route.useParams().id) ?? -1} />;
}
