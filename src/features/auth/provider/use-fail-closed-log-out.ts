/**
 * Logout that fails closed (docs/product.md#accounts): the account is forgotten on this device only once Firebase
 * has signed out; if it fails, nothing changes and the failure shows, with a retry, until dismissed.
 */
import { useCallback, useMemo, useState } from 'react';
import type { AuthUser } from '../lib/auth-user';
import { loadAuthService } from '../lib/load-auth-service';

/** A sign-out that failed: shown until the student retries or dismisses it. */
export interface LogOutFailure {
  failed: boolean;
  dismiss: () => void;
}

export function useFailClosedLogOut(acceptUser: (user: AuthUser | null) => void) {
  const [failed, setFailed] = useState(false);
  /** True when signed out. */
  const logOut = useCallback(async () => {
    try {
      await (await loadAuthService()).logOut();
    } catch {
      setFailed(true);
      return false;
    }
    setFailed(false);
    acceptUser(null);
    return true;
  }, [acceptUser]);
  const failure = useMemo<LogOutFailure>(() => ({ failed, dismiss: () => setFailed(false) }), [failed]);
  return { logOut, failure };
}
