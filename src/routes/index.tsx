import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from '../features/info-pages/components/home-screen';

export const Route = createFileRoute('/')({
  component: HomeScreen,
});
