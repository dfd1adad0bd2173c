/**
 * Everything that touches the Firebase SDK. This module is only ever imported dynamically (see
 * load-auth-service.ts), so firebase/app and firebase/auth stay out of the first-load JavaScript.
 */
import { initializeApp, getApps, getApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
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
  return { uid: user.uid, email: user.email, displayName: user.displayName, photoURL: user.photoURL };
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

function currentUserOrThrow(): User {
  const user = auth.currentUser;
  if (!user) throw Object.assign(new Error('No user'), { code: 'pocket-ap/no-user' });
  return user;
}

export const authService = {
  /** Calls `listener` with the live account now and on every sign-in, sign-out and token change. */
  subscribe(listener: (user: AuthUser | null) => void): () => void {
    return onAuthStateChanged(auth, (user) => listener(user ? snapshot(user) : null));
  },

  async signUp(email: string, password: string): Promise<AuthUser> {
    const credential = await createUserWithEmailAndPassword(auth, email, password);
    return snapshot(credential.user);
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

  /** The signed-in account's ID token (Firebase renews it when close to expiry), or null when signed out. */
  async idToken({ forceRefresh = false } = {}): Promise<string | null> {
    await auth.authStateReady();
    return auth.currentUser ? auth.currentUser.getIdToken(forceRefresh) : null;
  },

  logOut(): Promise<void> {
    return signOut(auth);
  },

  passwordPolicy(): Promise<PasswordPolicy> {
    return loadPasswordPolicy(async () => (await validatePassword(auth, '')).passwordPolicy.customStrengthOptions);
  },
};

export type AuthService = typeof authService;
