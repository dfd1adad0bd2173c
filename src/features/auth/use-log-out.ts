import { useNavigate } from '@tanstack/react-router';
import { PATHS } from '../../shared/paths';
import { useAuth } from './auth-context';

/**
 * docs/product.md#accounts: Logout signs out, then goes to /login (the caller closes its menu first). If signing
 * out fails, the student stays signed in where they are and AccountNotice says so, with a retry.
 */
export function useLogOut(): () => Promise<void> {
  const { logOut } = useAuth();
  const navigate = useNavigate();
  return async () => {
    if (await logOut()) await navigate({ to: PATHS.login });
  };
}
