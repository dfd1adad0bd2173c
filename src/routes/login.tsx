import { createFileRoute } from '@tanstack/react-router';
import { SignInScreen } from '../features/auth/components/sign-in-screen';
import { signInSearch } from '../shared/paths';

// /login and /register show the same sign-in screen (docs/product.md#accounts).
export const Route = createFileRoute('/login')({
  validateSearch: signInSearch,
  component: function LoginRoute() {
    const { from } = Route.useSearch();
    return <SignInScreen from={from} />;
  },
});
