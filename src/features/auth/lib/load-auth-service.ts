/** Loads the Firebase-backed service once, on demand (after first paint, or when a sign-in screen opens). */
import type { AuthService } from './firebase-service';

let loading: Promise<AuthService> | null = null;

export function loadAuthService(): Promise<AuthService> {
  loading ??= import('./firebase-service').then((module) => module.authService);
  // A failed chunk load (offline before the service worker cached it) may be retried later.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

export type { AuthService };
