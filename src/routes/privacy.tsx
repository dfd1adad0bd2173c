import { createFileRoute } from '@tanstack/react-router';
import { PrivacyScreen } from '../features/info-pages/components/privacy-screen';

export const Route = createFileRoute('/privacy')({
  component: PrivacyScreen,
});
