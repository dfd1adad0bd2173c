import { createFileRoute } from '@tanstack/react-router';
import { quizScoresSource } from '../../app/progress-sources';
import { StudyGuideScreen } from '../../features/study-guide/components/study-guide-screen';

export const Route = createFileRoute('/apush-study-guide/')({
  component: () => <StudyGuideScreen loadQuizScores={quizScoresSource.read} />,
});
