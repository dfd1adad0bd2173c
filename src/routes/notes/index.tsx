import { createFileRoute } from '@tanstack/react-router';
import { NotesBoard } from '../../features/notes/components/notes-board';
import { validateNotesSearch } from '../../features/notes';

export const Route = createFileRoute('/notes/')({
  validateSearch: validateNotesSearch,
  component: NotesPage,
});

function NotesPage() {
  const navigate = Route.useNavigate();
  return <NotesBoard search={Route.useSearch()} onSearch={(search) => void navigate({ search, replace: true })} />;
}
