/** Loads the Firebase-backed service once, on demand (after first paint, or when a sign-in screen opens). */
import type { AuthService } from './firebase-service';

let loading: Promise<AuthService> | null = null;
let announceLoaded: (service: AuthService) => void = () => {};
const loaded = new Promise<AuthService>((resolve) => {
  announceLoaded = resolve;
});

export function loadAuthService(): Promise<AuthService> {
  loading ??= import('./firebase-service').then((module) => {
    announceLoaded(module.authService);
    return module.authService;
  });
  // A failed chunk load (offline before the service worker cached it) may be retried later.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** Resolves once the service has loaded, whoever asked for it (the sign-in screen, a grading request). */
export function whenAuthServiceLoaded(): Promise<AuthService> {
  return loaded;
}

export type { AuthService };
