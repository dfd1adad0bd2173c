import { createFileRoute } from '@tanstack/react-router';
import { ContactScreen } from '../features/info-pages/components/contact-screen';

export const Route = createFileRoute('/contact')({
  component: ContactScreen,
});
