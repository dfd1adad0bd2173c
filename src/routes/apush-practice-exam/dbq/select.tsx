import { createFileRoute } from '@tanstack/react-router';
import { DBQ_PROMPTS } from '../../../content/dbq';
import { PromptListScreen } from '../../../features/free-response/components/prompt-list-screen';
import { SharePage } from '../../../shared/ui/share-page';

export const Route = createFileRoute('/apush-practice-exam/dbq/select')({
  component: () => (
    <>
      <PromptListScreen kind="dbq" items={DBQ_PROMPTS.map((p) => ({ id: p.id, title: p.title, detail: p.question }))} />
      <SharePage what="page" />
    </>
  ),
});
