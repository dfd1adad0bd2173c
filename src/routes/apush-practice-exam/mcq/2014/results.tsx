import { createFileRoute } from '@tanstack/react-router';
import { ResultsScreen } from '../../../../features/mcq-exam/components/results-screen';
import { validateResultsSearch } from '../../../../features/mcq-exam';

export const Route = createFileRoute('/apush-practice-exam/mcq/2014/results')({
  validateSearch: validateResultsSearch,
  component: ResultsPage,
});

function ResultsPage() {
  return <ResultsScreen attemptId={Route.useSearch().attempt ?? null} />;
}
