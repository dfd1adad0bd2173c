import { createFileRoute } from '@tanstack/react-router';
import { StudyGuideScreen } from '../../features/study-guide/components/study-guide-screen';
import { loadQuizScores } from '../-progress-sources';

export const Route = createFileRoute('/apush-study-guide/')({
  component: () => <StudyGuideScreen loadQuizScores={loadQuizScores} />,
});
