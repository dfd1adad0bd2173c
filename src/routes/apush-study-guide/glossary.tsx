import { createFileRoute } from '@tanstack/react-router';
import { GLOSSARY, TOPIC_HEADINGS } from 'virtual:glossary';
import { GlossaryScreen } from '../../features/glossary/components/glossary-screen';
import { SharePage } from '../../shared/ui/share-page';

export const Route = createFileRoute('/apush-study-guide/glossary')({
  component: () => (
    <>
      <GlossaryScreen entries={GLOSSARY} topicHeadings={TOPIC_HEADINGS} />
      <SharePage what="glossary" />
    </>
  ),
});
