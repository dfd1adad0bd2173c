import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../shared/ui/page';

// Placeholder: the screen is built in its own issue.
export const Route = createFileRoute('/apush-practice-exam/mcq/2014/')({
  component: () => <Page title="APUSH Practice Exam 2014: Multiple Choice" />,
});
