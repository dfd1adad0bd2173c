import { createFileRoute } from '@tanstack/react-router';
import { ExamScreen } from '../../../../features/mcq-exam/components/exam-screen';
import { SharePage } from '../../../../shared/ui/share-page';

export const Route = createFileRoute('/apush-practice-exam/mcq/2014/')({
  component: () => (
    <>
      <ExamScreen />
      <SharePage what="exam" />
    </>
  ),
});
