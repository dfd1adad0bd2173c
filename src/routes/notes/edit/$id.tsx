import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../shared/ui/page';

// Placeholder: the notes board is built in its own issue.
export const Route = createFileRoute('/notes/edit/$id')({
  component: () => <Page title="Edit Note" />,
});
