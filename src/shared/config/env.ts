/**
 * The one place the browser build's environment is validated. Firebase is configured from four VITE_FIREBASE_*
 * variables; with none of them set (local runs, tests) the app uses the demo project and the Auth emulator.
 */
export const DEMO_FIREBASE_PROJECT = 'demo-pocket-ap';
/** The emulator's default address; `npm run build:emulator` names the one in use (scripts/lib/ports.mjs). */
export const AUTH_EMULATOR_URL = 'http://127.0.0.1:9099';

const FIREBASE_KEYS = ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_AUTH_DOMAIN', 'VITE_FIREBASE_PROJECT_ID', 'VITE_FIREBASE_APP_ID'] as const;

/** The trimmed value when it is a non-empty string (four strings need no schema library in the browser bundle). */
function filled(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export interface FirebaseSettings {
  options: { apiKey: string; authDomain: string; projectId: string; appId: string };
  /** The Auth emulator to connect to, or null for a real Firebase project. */
  emulatorUrl: string | null;
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
    };
  }
  const [apiKey, authDomain, projectId, appId] = values;
  if (apiKey === null || authDomain === null || projectId === null || appId === null) {
    const missing = FIREBASE_KEYS.filter((_, i) => values[i] === null);
    throw new Error(`Firebase is only partly configured: set ${missing.join(', ')} as well (or none of them to use the Auth emulator).`);
  }
  return { options: { apiKey, authDomain, projectId, appId }, emulatorUrl: null };
}

/**
 * Set to 1 by `npm run build:emulator` (and so by `npm start`, `npm test`, the journeys and the benchmark): this
 * build is for this machine and may talk to the Auth emulator. Ignored on Netlify.
 */
export const EMULATOR_BUILD_FLAG = 'POCKET_AP_EMULATOR_BUILD';

/**
 * A production build, made anywhere, must name a real Firebase project: without one the site would ship a client
 * that talks to an Auth emulator on the visitor's own machine. Throws naming what is missing, unless the build says
 * it is for the local emulator (never on Netlify: CONTEXT or NETLIFY set).
 */
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

/** The settings of this build. */
export function firebaseSettings(): FirebaseSettings {
  return parseFirebaseEnv(import.meta.env);
}
