import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../shared/ui/page';

// Placeholder: the screen is built in its own issue.
export const Route = createFileRoute('/apush-study-guide/unit/1/quiz')({
  component: () => <Page title="Unit 1 Quiz" />,
});
