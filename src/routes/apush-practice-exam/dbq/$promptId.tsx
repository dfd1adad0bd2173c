import { createFileRoute, notFound } from '@tanstack/react-router';
import { findDbq } from '../../../content/dbq';
import { DbqScreen } from '../../../features/free-response/components/writing-screen';
import { SharePage } from '../../../shared/ui/share-page';

export const Route = createFileRoute('/apush-practice-exam/dbq/$promptId')({
  // An unknown id: the not-found screen. The content is imported lazily here, so it never weighs on the first load.
  beforeLoad: async ({ params }) => {
    const { findDbq: find } = await import('../../../content/dbq');
    if (!find(params.promptId)) throw notFound();
  },
  component: DbqPage,
});

function DbqPage() {
  return (
    <>
      <DbqScreen dbq={findDbq(Route.useParams().promptId)!} />
      <SharePage what="exam" />
    </>
  );
}
