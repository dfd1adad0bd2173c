import { createFileRoute } from '@tanstack/react-router';
import { SAQ_YEARS } from '../../../content/catalogs';
import { YearSelectScreen } from '../../../features/catalog/components/year-select-screen';

export const Route = createFileRoute('/apush-practice-exam/saq/select')({
  component: () => (
    <YearSelectScreen
      title="APUSH Short-Answer Practice"
      lead="Answer parts A, B and C, then get AI feedback on each part when you are online."
      years={SAQ_YEARS}
      availableYear={2025}
      examPath="/apush-practice-exam/saq/2025"
      unavailableAlert="Only 2025 SAQ is currently available. More years coming soon!"
    />
  ),
});
