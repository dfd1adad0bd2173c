import { createFileRoute } from '@tanstack/react-router';
import { MCQ_YEARS } from '../../../content/catalogs';
import { YearSelectScreen } from '../../../features/catalog/components/year-select-screen';

export const Route = createFileRoute('/apush-practice-exam/mcq/select')({
  component: () => (
    <YearSelectScreen
      title="APUSH Multiple-Choice Practice Exam"
      lead="55 questions in stimulus-based sets, 55 minutes, with a scantron answer sheet and a timer."
      years={MCQ_YEARS}
      availableYear={2014}
      examPath="/apush-practice-exam/mcq/2014"
      unavailableAlert="Only 2014 is implemented. Add routes/components for other years."
    />
  ),
});
