import { useNavigate } from '@tanstack/react-router';
import { PATHS } from '../../shared/paths';
import { useAuth } from './auth-context';

/** docs/product.md#accounts: Logout signs out, then goes to /login (the caller closes its menu first). */
export function useLogOut(): () => Promise<void> {
  const { service, acceptUser } = useAuth();
  const navigate = useNavigate();
  return async () => {
    try {
      await (await service()).logOut();
    } finally {
      // Signing out is local to the device; even if Firebase could not be loaded, forget the account here.
      acceptUser(null);
      await navigate({ to: PATHS.login });
    }
  };
}
