import { createFileRoute } from '@tanstack/react-router';
import { FaqScreen } from '../features/info-pages/components/faq-screen';

export const Route = createFileRoute('/faq')({
  component: FaqScreen,
});
