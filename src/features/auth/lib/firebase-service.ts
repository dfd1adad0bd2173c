/** Everything that touches the Firebase SDK; imported only dynamically (load-auth-service.ts) to stay out of first load. */
import { initializeApp, getApps, getApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  deleteUser,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  validatePassword,
  type Auth,
  type User,
} from 'firebase/auth';
import { firebaseSettings } from '../../../shared/config/env';
import type { AuthUser } from './auth-user';
import { loadPasswordPolicy, type PasswordPolicy } from './password-policy';

function snapshot(user: User): AuthUser {
  return { uid: user.uid, email: user.email, displayName: user.displayName, photoURL: user.photoURL, emailVerified: user.emailVerified };
}

function createAuth(): Auth {
  const settings = firebaseSettings();
  const app = getApps().length ? getApp() : initializeApp(settings.options);
  // IndexedDB first, then localStorage, then sessionStorage (docs/product.md#accounts). No popupRedirectResolver here: it would
  // load Google's iframe script on every page; signInWithPopup passes it only when a student asks for Google.
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  });
  if (settings.emulatorUrl) connectAuthEmulator(auth, settings.emulatorUrl, { disableWarnings: true });
  return auth;
}

const auth = createAuth();
/** Firebase's window for sensitive actions, less a minute of margin for the data deletion before the account's. */
const RECENT_SIGN_IN_MS = 4 * 60_000;

function currentUserOrThrow(): User {
  const user = auth.currentUser;
  if (!user) throw Object.assign(new Error('No user'), { code: 'pocket-ap/no-user' });
  return user;
}

export const authService = {
  /** Live account now and on every change (a renewed token after a reload carries a newly confirmed email). */
  subscribe(listener: (user: AuthUser | null) => void): () => void {
    return onIdTokenChanged(auth, (user) => listener(user ? snapshot(user) : null));
  },

  /** Creates the account and sends the verification link (grading needs a confirmed email); a failed send can be retried. */
  async signUp(email: string, password: string): Promise<AuthUser> {
    const credential = await createUserWithEmailAndPassword(auth, email, password);
    await sendEmailVerification(credential.user).catch(() => undefined);
    return snapshot(credential.user);
  },

  sendVerification(): Promise<void> {
    return sendEmailVerification(currentUserOrThrow());
  },

  /** Reads the account again from Firebase (its email may have been confirmed in another tab or app). */
  async reloadUser(): Promise<AuthUser | null> {
    await auth.authStateReady();
    if (!auth.currentUser) return null;
    await auth.currentUser.reload();
    await auth.currentUser.getIdToken(true);
    return snapshot(auth.currentUser);
  },

  async logIn(email: string, password: string): Promise<AuthUser> {
    const credential = await signInWithEmailAndPassword(auth, email, password);
    return snapshot(credential.user);
  },

  async logInWithGoogle(): Promise<AuthUser> {
    const credential = await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
    return snapshot(credential.user);
  },

  sendPasswordReset(email: string): Promise<void> {
    return sendPasswordResetEmail(auth, email);
  },

  async saveProfile(displayName: string, icon: string): Promise<AuthUser> {
    const user = currentUserOrThrow();
    await updateProfile(user, { displayName, photoURL: icon });
    return snapshot(user);
  },

  /** Null when signed out. A forced renewal reloads the account first, so a token made after confirmation says so. */
  async idToken({ forceRefresh = false } = {}): Promise<string | null> {
    await auth.authStateReady();
    const user = auth.currentUser;
    if (!user) return null;
    if (forceRefresh) await user.reload().catch(() => undefined);
    return user.getIdToken(forceRefresh);
  },

  logOut(): Promise<void> {
    return signOut(auth);
  },

  /**
   * Whether the student signed in within the last 5 minutes, as Firebase asks before deleting an account
   * (otherwise auth/requires-recent-login): checked first, so nothing is deleted when it would be refused.
   */
  async signedInRecently(now = Date.now()): Promise<boolean> {
    const { authTime } = await currentUserOrThrow().getIdTokenResult();
    return now - Date.parse(authTime) < RECENT_SIGN_IN_MS;
  },

  /** Deletes the account itself (signing it out); its synced data goes first (features/auth/components/delete-account.tsx). */
  deleteAccount(): Promise<void> {
    return deleteUser(currentUserOrThrow());
  },

  passwordPolicy(): Promise<PasswordPolicy> {
    return loadPasswordPolicy(async () => (await validatePassword(auth, '')).passwordPolicy.customStrengthOptions);
  },
};

export type AuthService = typeof authService;
