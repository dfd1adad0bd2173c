import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../shared/ui/page';

// Placeholder: the screen is built in its own issue.
export const Route = createFileRoute('/apush-study-guide/')({
  component: () => <Page title="APUSH Study Guide" />,
});
