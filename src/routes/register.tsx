import { createFileRoute } from '@tanstack/react-router';
import { SignInScreen } from '../features/auth/components/sign-in-screen';

// SPEC §2: /login and /register show the same sign-in screen.
export const Route = createFileRoute('/register')({
  component: () => <SignInScreen />,
});
