/** The one place the browser build's environment is validated; with no VITE_FIREBASE_* set, the demo project and emulator. */
export const DEMO_FIREBASE_PROJECT = 'demo-pocket-ap';
/** The emulator's default address; `npm run build:emulator` names the one in use (scripts/lib/ports.mjs). */
export const AUTH_EMULATOR_URL = 'http://127.0.0.1:9099';
/** The Firestore emulator's default host:port; the build names the one in use (VITE_FIRESTORE_EMULATOR_HOST). */
export const FIRESTORE_EMULATOR_HOST = '127.0.0.1:8080';

const FIREBASE_KEYS = ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_AUTH_DOMAIN', 'VITE_FIREBASE_PROJECT_ID', 'VITE_FIREBASE_APP_ID'] as const;

/** The trimmed value when it is a non-empty string (four strings need no schema library in the browser bundle). */
function filled(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export interface FirebaseSettings {
  options: { apiKey: string; authDomain: string; projectId: string; appId: string };
  emulatorUrl: string | null;
  /** host:port of the Firestore emulator; null with a real project. */
  firestoreEmulatorHost: string | null;
}

/** Reads the Firebase settings from an env object (import.meta.env); throws a readable error when half-configured. */
export function parseFirebaseEnv(env: Record<string, unknown>): FirebaseSettings {
  const values = FIREBASE_KEYS.map((key) => filled(env[key]));
  if (values.every((value) => value === null)) {
    return {
      options: {
        apiKey: 'demo-api-key',
        authDomain: `${DEMO_FIREBASE_PROJECT}.firebaseapp.com`,
        projectId: DEMO_FIREBASE_PROJECT,
        appId: '1:000000000000:web:0000000000000000',
      },
      emulatorUrl: filled(env.VITE_AUTH_EMULATOR_URL) ?? AUTH_EMULATOR_URL,
      firestoreEmulatorHost: filled(env.VITE_FIRESTORE_EMULATOR_HOST) ?? FIRESTORE_EMULATOR_HOST,
    };
  }
  const [apiKey, authDomain, projectId, appId] = values;
  if (apiKey === null || authDomain === null || projectId === null || appId === null) {
    const missing = FIREBASE_KEYS.filter((_, i) => values[i] === null);
    throw new Error(`Firebase is only partly configured: set ${missing.join(', ')} as well (or none of them to use the Auth emulator).`);
  }
  return { options: { apiKey, authDomain, projectId, appId }, emulatorUrl: null, firestoreEmulatorHost: null };
}

/** Set to 1 by `npm run build:emulator`: a build for this machine (docs/decisions.md#production-fails-closed). */
export const EMULATOR_BUILD_FLAG = 'POCKET_AP_EMULATOR_BUILD';

/** A production build must name a real Firebase project, unless built for the local emulator (never on Netlify):
 * docs/decisions.md#production-fails-closed. */
export function assertDeployableFirebaseEnv(env: Record<string, string | undefined>): void {
  const onNetlify = Boolean(env.CONTEXT || env.NETLIFY);
  if (!onNetlify && env[EMULATOR_BUILD_FLAG] === '1') return;
  const missing = FIREBASE_KEYS.filter((key) => !env[key]?.trim());
  if (!missing.length) return;
  throw new Error(
    onNetlify
      ? `This Netlify build has no Firebase project: set ${missing.join(', ')} in the site's environment variables.`
      : `This production build has no Firebase project: set ${missing.join(', ')} (in the environment or an untracked .env), or run \`npm run build:emulator\` for a build that uses the local Auth emulator.`,
  );
}

export function firebaseSettings(): FirebaseSettings {
  return parseFirebaseEnv(import.meta.env);
}
