import { createFileRoute } from '@tanstack/react-router';
import { timeline } from '../content/timeline';
import { validateTimelineSearch } from '../features/timeline';
import { TimelineScreen } from '../features/timeline/components/timeline-screen';
import { SharePage } from '../shared/ui/share-page';

export const Route = createFileRoute('/apush-timeline')({
  validateSearch: validateTimelineSearch,
  component: TimelinePage,
});

function TimelinePage() {
  return (
    <>
      <TimelineScreen events={timeline} filter={Route.useSearch()} />
      <SharePage what="timeline" />
    </>
  );
}
