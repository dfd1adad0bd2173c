import { createFileRoute, notFound } from '@tanstack/react-router';
import { findPeriodOverview } from '../../../../content/period-overviews';
import { PeriodContextScreen } from '../../../../features/study-guide/components/period-context-screen';
import { unitParams } from '../../../../shared/paths';
import { SharePage } from '../../../../shared/ui/share-page';

export const Route = createFileRoute('/apush-study-guide/unit/$unitId/context')({
  params: unitParams,
  // Any id but 1 to 9: the not-found screen. The overviews are imported lazily, off the first load.
  beforeLoad: async ({ params }) => {
    const overviews = await import('../../../../content/period-overviews');
    if (!overviews.findPeriodOverview(params.unitId)) throw notFound();
  },
  component: PeriodContextPage,
});

function PeriodContextPage() {
  return (
    <>
      <PeriodContextScreen overview={findPeriodOverview(Route.useParams().unitId)!} />
      <SharePage what="overview" />
    </>
  );
}
