import { createFileRoute } from '@tanstack/react-router';
import { LEQ_SETS } from '../../../content/leq';
import { PromptListScreen } from '../../../features/free-response/components/prompt-list-screen';
import { SharePage } from '../../../shared/ui/share-page';

export const Route = createFileRoute('/apush-practice-exam/leq/select')({
  component: () => (
    <>
      <PromptListScreen kind="leq" items={LEQ_SETS.map((set) => ({ id: set.id, title: set.title, detail: 'Three prompts, one from each part of the course: periods 1–3, 4–6 and 7–9.' }))} />
      <SharePage what="page" />
    </>
  ),
});
