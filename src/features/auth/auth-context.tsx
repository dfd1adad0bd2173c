/**
 * The account state the header and the sign-in screen share. It starts from the last known account (so the
 * header shows the name on first paint), loads Firebase once the page has painted (on a device that may hold a
 * session; otherwise when something first needs it), and then follows the live state. It also owns the header's account modal and the notes user name (docs/product.md#accounts).
 * The passing notice ('Profile updated!') has a context of its own, so showing or clearing it re-renders only
 * the notice, not every account consumer (docs/decisions.md#the-account-context-is-split).
 */
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { onSignInRequest, provideIdToken, publishAccount } from '../../shared/account-seam';
import { pageBeganHydrating } from '../../shared/hydration';
import { whenIdle } from '../../shared/when-idle';
import { clearNotesUser, setNotesUser } from '../../shared/storage/notes-user';
import { userLabel, type AuthUser } from './lib/auth-user';
import { parseLastUser, readLastUserRecord, subscribeLastUser, writeLastUser } from './lib/last-user';
import { loadAuthService, whenAuthServiceLoaded, type AuthService } from './lib/load-auth-service';
import { mayHaveStoredSession } from './lib/stored-session';

export interface AccountModalState {
  open: boolean;
  /** Opened from Edit Profile: the profile setup shows even when the profile is complete. */
  forceEdit: boolean;
}

interface AuthContextValue {
  /** The live account once known, before that the last known one. */
  user: AuthUser | null;
  service: () => Promise<AuthService>;
  /** Records an account the screens changed (profile save) without waiting for Firebase. */
  acceptUser: (user: AuthUser | null) => void;
  modal: AccountModalState;
  openAccountModal: (options?: { forceEdit?: boolean }) => void;
  closeAccountModal: () => void;
  /** Shows a short message in the page's live region ('Profile updated!' after the modal closed). */
  announce: (message: string | null) => void;
  /**
   * Signs out through Firebase and only then forgets the account on this device: true when signed out. If Firebase
   * fails, nothing changes (the session is still there and would come back) and the failure is shown with a retry.
   */
  logOut: () => Promise<boolean>;
}

/** A sign-out that failed: shown until the student retries or dismisses it (docs/product.md#accounts). */
export interface LogOutFailure {
  failed: boolean;
  dismiss: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);
const NoticeContext = createContext<string | null>(null);
const LogOutFailureContext = createContext<LogOutFailure>({ failed: false, dismiss: () => {} });

/**
 * The last known account is device state: prerendered pages carry the signed-out header, and the browser shows the
 * stored account right after hydration (docs/architecture.md#prerender). Read in an effect, not with
 * useSyncExternalStore, and as a transition: React 18 hydrates the route's content (inside the router's Suspense
 * boundary) after the layout, and any urgent update of this context reaching it before then makes React throw the
 * server's HTML away and render it afresh (error #421). A transition waits for that content to hydrate first
 * (docs/decisions.md#account-updates-are-transitions).
 */
function useLastUserRecord(): string | null {
  const [record, setRecord] = useState<string | null>(() => (pageBeganHydrating() ? null : readLastUserRecord()));
  useEffect(() => {
    const read = () => startTransition(() => setRecord(readLastUserRecord()));
    read();
    return subscribeLastUser(read);
  }, []);
  return record;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const lastRecord = useLastUserRecord();
  const lastUser = useMemo(() => parseLastUser(lastRecord), [lastRecord]);
  /** The live account from Firebase; undefined until it reports. */
  const [liveUser, setUser] = useState<AuthUser | null | undefined>(undefined);
  const user = liveUser === undefined ? lastUser : liveUser;
  const [modal, setModal] = useState<AccountModalState>({ open: false, forceEdit: false });
  const [notice, setNotice] = useState<string | null>(null);
  const [logOutFailed, setLogOutFailed] = useState(false);
  // A tap on the header's button can come while the route's content is still hydrating (see useLastUserRecord).
  const openModal = useCallback((forceEdit: boolean) => startTransition(() => setModal({ open: true, forceEdit })), []);

  const acceptUser = useCallback((next: AuthUser | null) => {
    // Firebase may report while the route's content is still hydrating (see useLastUserRecord).
    startTransition(() => setUser(next));
    writeLastUser(next);
    if (next) setNotesUser(userLabel(next));
    else clearNotesUser();
  }, []);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      // A device with no stored session loads Firebase only when something needs it (the sign-in screen, a
      // grading request), and follows the live state from then on.
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

  // The seam below features: whose device data to show, a fresh ID token for grading, sign-in requests. The
  // account is read from the device here (not from `user`, which is the server's signed-out snapshot during
  // hydration), so the first account published is already the right one.
  useEffect(() => {
    const known = liveUser === undefined ? parseLastUser(lastRecord ?? readLastUserRecord()) : liveUser;
    publishAccount(known?.uid ?? null);
  }, [liveUser, lastRecord]);
  useEffect(() => {
    const withdraw = provideIdToken(async (options) => (await loadAuthService()).idToken(options));
    const stopListening = onSignInRequest(() => openModal(false));
    return () => {
      withdraw();
      stopListening();
    };
  }, [openModal]);

  // Fails closed: the account is forgotten here only once Firebase has signed out (docs/product.md#accounts).
  const logOut = useCallback(async () => {
    try {
      await (await loadAuthService()).logOut();
    } catch {
      setLogOutFailed(true);
      return false;
    }
    setLogOutFailed(false);
    acceptUser(null);
    return true;
  }, [acceptUser]);
  const failure = useMemo<LogOutFailure>(() => ({ failed: logOutFailed, dismiss: () => setLogOutFailed(false) }), [logOutFailed]);

  useEffect(() => {
    if (!notice) return;
    const id = setTimeout(() => setNotice(null), 6000);
    return () => clearTimeout(id);
  }, [notice]);

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
    [user, acceptUser, modal, openModal, logOut],
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

/** The passing account notice, or null. */
export function useAccountNotice(): string | null {
  return useContext(NoticeContext);
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
