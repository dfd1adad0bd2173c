/** The account state the header and sign-in screen share (docs/product.md#accounts); the notice and a failed logout
 * have contexts of their own, so they re-render only what shows them (docs/decisions.md#the-account-context-is-split). */
import { createContext, startTransition, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { AuthUser } from './lib/auth-user';
import { loadAuthService, type AuthService } from './lib/load-auth-service';
import { useAccountSeam } from './provider/use-account-seam';
import { useFailClosedLogOut, type LogOutFailure } from './provider/use-fail-closed-log-out';
import { useLastKnownAccount } from './provider/use-last-known-account';
import { useLiveAccount } from './provider/use-live-account';
import { usePassingNotice } from './provider/use-passing-notice';

export type { LogOutFailure };

export interface AccountModalState {
  open: boolean;
  /** Opened from Edit Profile: the profile setup shows even when the profile is complete. */
  forceEdit: boolean;
}

interface AuthContextValue {
  user: AuthUser | null;
  service: () => Promise<AuthService>;
  /** Records an account the screens changed (profile save) without waiting for Firebase. */
  acceptUser: (user: AuthUser | null) => void;
  modal: AccountModalState;
  openAccountModal: (options?: { forceEdit?: boolean }) => void;
  closeAccountModal: () => void;
  /** Shows a short message in the page's live region ('Profile updated!' after the modal closed). */
  announce: (message: string | null) => void;
  /** Signs out through Firebase, then forgets the account on this device: true when signed out. */
  logOut: () => Promise<boolean>;
}

const AuthContext = createContext<AuthContextValue | null>(null);
const NoticeContext = createContext<string | null>(null);
const LogOutFailureContext = createContext<LogOutFailure>({ failed: false, dismiss: () => {} });

export function AuthProvider({ children }: { children: ReactNode }) {
  const last = useLastKnownAccount();
  const { liveUser, acceptUser } = useLiveAccount();
  const user = liveUser === undefined ? last.user : liveUser;
  const [modal, setModal] = useState<AccountModalState>({ open: false, forceEdit: false });
  // A tap on the header can come while the route's content is still hydrating: a transition keeps that content.
  const openModal = useCallback((forceEdit: boolean) => startTransition(() => setModal({ open: true, forceEdit })), []);
  const openSignIn = useCallback(() => openModal(false), [openModal]);
  useAccountSeam({ liveUser, lastRecord: last.record, openSignIn });
  const { logOut, failure } = useFailClosedLogOut(acceptUser);
  const [notice, setNotice] = usePassingNotice();

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      service: loadAuthService,
      acceptUser,
      modal,
      openAccountModal: (options) => openModal(Boolean(options?.forceEdit)),
      closeAccountModal: () => setModal({ open: false, forceEdit: false }),
      announce: setNotice,
      logOut,
    }),
    [user, acceptUser, modal, openModal, logOut, setNotice],
  );
  return (
    <AuthContext.Provider value={value}>
      <NoticeContext.Provider value={notice}>
        <LogOutFailureContext.Provider value={failure}>{children}</LogOutFailureContext.Provider>
      </NoticeContext.Provider>
    </AuthContext.Provider>
  );
}

/** Whether the last sign-out failed (the student is still signed in). */
export function useLogOutFailure(): LogOutFailure {
  return useContext(LogOutFailureContext);
}

export function useAccountNotice(): string | null {
  return useContext(NoticeContext);
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
