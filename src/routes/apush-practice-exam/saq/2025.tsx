import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../shared/ui/page';

// Placeholder: the screen is built in its own issue.
export const Route = createFileRoute('/apush-practice-exam/saq/2025')({
  component: () => <Page title="APUSH Short-Answer Practice 2025" />,
});
