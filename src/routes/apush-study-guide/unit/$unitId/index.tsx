import { createFileRoute } from '@tanstack/react-router';
import { UnitScreen } from '../../../../features/study-guide/components/unit-screen';
import { unitParams } from '../../../../shared/paths';
import { SharePage } from '../../../../shared/ui/share-page';

export const Route = createFileRoute('/apush-study-guide/unit/$unitId/')({
  params: unitParams,
  component: UnitPage,
});

function UnitPage() {
  const { unitId } = Route.useParams();
  return (
    <>
      <UnitScreen unitId={unitId} />
      <SharePage what="unit" />
    </>
  );
}
