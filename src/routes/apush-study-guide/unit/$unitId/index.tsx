import { createFileRoute } from '@tanstack/react-router';
import { loadUnitGuide } from '../../../../content/unit-loaders';
import { UnitScreen } from '../../../../features/study-guide/components/unit-screen';
import { unitParams } from '../../../../shared/paths';
import { SharePage } from '../../../../shared/ui/share-page';

export const Route = createFileRoute('/apush-study-guide/unit/$unitId/')({
  params: unitParams,
  // This unit's guide only, as its own chunk; a prerendered page gets it in the router's state
  // (docs/architecture.md#content-to-screens-pdfs-and-graders).
  loader: ({ params }) => loadUnitGuide(params.unitId),
  component: UnitPage,
});

function UnitPage() {
  const { unitId } = Route.useParams();
  return (
    <>
      <UnitScreen unitId={unitId} guide={Route.useLoaderData()} />
      <SharePage what="unit" />
    </>
  );
}
