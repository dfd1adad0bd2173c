import { createFileRoute } from '@tanstack/react-router';
import { StudyGuidesScreen } from '../features/catalog/components/study-guides-screen';

export const Route = createFileRoute('/study-guides')({
  component: StudyGuidesScreen,
});
