import { createFileRoute } from '@tanstack/react-router';
import { SAQ_YEAR_PICKER } from '../../../content/catalogs';
import { YearSelectScreen } from '../../../features/catalog/components/year-select-screen';
import { SaqSectionLinks } from '../../../features/saq-exam/components/saq-section-links';
import { PATHS } from '../../../shared/paths';
import { SharePage } from '../../../shared/ui/share-page';

export const Route = createFileRoute('/apush-practice-exam/saq/select')({
  component: () => (
    <>
      <YearSelectScreen picker={SAQ_YEAR_PICKER} examPath={PATHS.saqExam} />
      <SaqSectionLinks />
      <SharePage what="page" />
    </>
  ),
});
