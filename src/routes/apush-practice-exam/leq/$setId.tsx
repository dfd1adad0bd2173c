import { createFileRoute, notFound } from '@tanstack/react-router';
import { findLeqSet } from '../../../content/leq';
import { LeqScreen } from '../../../features/free-response/components/writing-screen';
import { SharePage } from '../../../shared/ui/share-page';

export const Route = createFileRoute('/apush-practice-exam/leq/$setId')({
  // An unknown set: the not-found screen. The content is imported lazily here, so it never weighs on the first load.
  beforeLoad: async ({ params }) => {
    const { findLeqSet: find } = await import('../../../content/leq');
    if (!find(params.setId)) throw notFound();
  },
  component: LeqPage,
});

function LeqPage() {
  return (
    <>
      <LeqScreen set={findLeqSet(Route.useParams().setId)!} />
      <SharePage what="exam" />
    </>
  );
}
