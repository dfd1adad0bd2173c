import { createFileRoute } from '@tanstack/react-router';
import { AboutScreen } from '../features/info-pages/components/about-screen';

export const Route = createFileRoute('/about')({
  component: AboutScreen,
});
