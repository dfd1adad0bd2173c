import { createFileRoute } from '@tanstack/react-router';
import { SignInScreen } from '../features/auth/components/sign-in-screen';

// /login and /register show the same sign-in screen (docs/product.md#accounts).
export const Route = createFileRoute('/register')({
  component: () => <SignInScreen />,
});
