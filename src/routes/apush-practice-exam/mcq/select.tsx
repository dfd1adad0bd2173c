import { createFileRoute } from '@tanstack/react-router';
import { MCQ_YEAR_PICKER } from '../../../content/catalogs';
import { YearSelectScreen } from '../../../features/catalog/components/year-select-screen';
import { PATHS } from '../../../shared/paths';
import { SharePage } from '../../../shared/ui/share-page';

export const Route = createFileRoute('/apush-practice-exam/mcq/select')({
  component: () => (
    <>
      <YearSelectScreen picker={MCQ_YEAR_PICKER} examPath={PATHS.mcqExam} />
      <SharePage what="page" />
    </>
  ),
});
