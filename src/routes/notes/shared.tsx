import { createFileRoute } from '@tanstack/react-router';
import { SharedNoteScreen } from '../../features/notes/components/shared-note-screen';

// A note or deck carried in the link's fragment (docs/product.md#sharing-a-note-by-link).
export const Route = createFileRoute('/notes/shared')({
  component: () => <SharedNoteScreen />,
});
