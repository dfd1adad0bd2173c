import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../shared/ui/page';

// Placeholder: the screen is built in its own issue.
export const Route = createFileRoute('/apush-practice-exam/mcq/2014/results')({
  component: () => <Page title="Your Results" />,
});
