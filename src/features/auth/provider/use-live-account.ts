/**
 * The live account from Firebase, and the one place an account is accepted. Firebase loads once the page is idle,
 * and only on a device that may hold a session; otherwise when something first needs it (the sign-in screen, a
 * grading request). See docs/decisions.md#accounts-load-after-first-paint: Firebase stays out of the first load.
 */
import { startTransition, useCallback, useEffect, useState } from 'react';
import { clearNotesUser, setNotesUser } from '../../../shared/storage/notes-user';
import { whenIdle } from '../../../shared/when-idle';
import { userLabel, type AuthUser } from '../lib/auth-user';
import { writeLastUser } from '../lib/last-user';
import { loadAuthService, whenAuthServiceLoaded } from '../lib/load-auth-service';
import { mayHaveStoredSession } from '../lib/stored-session';

/** `liveUser` is undefined until Firebase reports; `acceptUser` records an account (also one a screen changed). */
export function useLiveAccount() {
  const [liveUser, setLiveUser] = useState<AuthUser | null | undefined>(undefined);

  const acceptUser = useCallback((next: AuthUser | null) => {
    // Firebase may report while the route's content is still hydrating (docs/decisions.md#account-updates-are-transitions).
    startTransition(() => setLiveUser(next));
    writeLastUser(next);
    if (next) setNotesUser(userLabel(next));
    else clearNotesUser();
  }, []);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      mayHaveStoredSession()
        .then((maybe) => (maybe ? loadAuthService() : whenAuthServiceLoaded()))
        .then((service) => {
          if (cancelled) return;
          unsubscribe = service.subscribe(acceptUser);
        })
        .catch(() => {
          // The chunk could not load (offline before it was cached): keep showing the last known account.
        });
    }, 1500);
    return () => {
      cancelled = true;
      cancelIdle();
      unsubscribe?.();
    };
  }, [acceptUser]);

  return { liveUser, acceptUser };
}
