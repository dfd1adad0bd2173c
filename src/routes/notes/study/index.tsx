import { createFileRoute } from '@tanstack/react-router';
import { StudyScreen } from '../../../features/notes/components/study-screen';

// Every deck's due cards (the board's "Study due cards").
export const Route = createFileRoute('/notes/study/')({
  component: () => <StudyScreen />,
});
