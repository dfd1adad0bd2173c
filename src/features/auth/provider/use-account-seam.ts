/**
 * Fills in the seam below features (src/shared/account-seam.ts): whose device data to show, a fresh ID token for
 * grading, and sign-in requests that open the header's modal.
 */
import { useEffect } from 'react';
import { onSignInRequest, provideIdToken, publishAccount } from '../../../shared/account-seam';
import type { AuthUser } from '../lib/auth-user';
import { parseLastUser, readLastUserRecord } from '../lib/last-user';
import { loadAuthService } from '../lib/load-auth-service';

export function useAccountSeam({
  liveUser,
  lastRecord,
  openSignIn,
}: {
  liveUser: AuthUser | null | undefined;
  lastRecord: string | null;
  openSignIn: () => void;
}) {
  // Read from the device, not from the context's `user` (the server's signed-out snapshot during hydration), so
  // the first account published is already the right one.
  useEffect(() => {
    const known = liveUser === undefined ? parseLastUser(lastRecord ?? readLastUserRecord()) : liveUser;
    publishAccount(known?.uid ?? null);
  }, [liveUser, lastRecord]);

  useEffect(() => {
    const withdraw = provideIdToken(async (options) => (await loadAuthService()).idToken(options));
    const stopListening = onSignInRequest(openSignIn);
    return () => {
      withdraw();
      stopListening();
    };
  }, [openSignIn]);
}
