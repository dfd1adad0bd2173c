import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../shared/ui/page';

// Placeholder: the screen is built in its own issue.
export const Route = createFileRoute('/essay-grader')({
  component: () => <Page title="Essay Grader" />,
});
