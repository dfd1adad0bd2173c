import { createFileRoute } from '@tanstack/react-router';
import { SignInScreen } from '../features/auth/components/sign-in-screen';
import { signInSearch } from '../shared/paths';

// /login and /register show the same sign-in screen (docs/product.md#accounts); here Enter and the first button sign up.
export const Route = createFileRoute('/register')({
  validateSearch: signInSearch,
  component: function RegisterRoute() {
    const { from } = Route.useSearch();
    return <SignInScreen intent="register" from={from} />;
  },
});
