import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../shared/ui/page';

// Placeholder: the unit screen is built in the study-guide issue.
export const Route = createFileRoute('/apush-study-guide/unit/$unitId')({
  component: UnitPlaceholder,
});

function UnitPlaceholder() {
  const { unitId } = Route.useParams();
  return <Page title={`Unit ${unitId}`} />;
}
