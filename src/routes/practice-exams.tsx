import { createFileRoute } from '@tanstack/react-router';
import { PracticeExamsScreen } from '../features/catalog/components/practice-exams-screen';

export const Route = createFileRoute('/practice-exams')({
  component: PracticeExamsScreen,
});
