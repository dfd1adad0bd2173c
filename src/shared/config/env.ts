/**
 * The one place the browser build's environment is validated. Firebase is configured from four VITE_FIREBASE_*
 * variables; with none of them set (local runs, tests) the app uses the demo project and the Auth emulator.
 */
import './zod-without-eval';
import { z } from 'zod';

export const DEMO_FIREBASE_PROJECT = 'demo-pocket-ap';
export const AUTH_EMULATOR_URL = 'http://127.0.0.1:9099';

const FIREBASE_KEYS = ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_AUTH_DOMAIN', 'VITE_FIREBASE_PROJECT_ID', 'VITE_FIREBASE_APP_ID'] as const;

const filled = z.string().trim().min(1);
const firebaseEnvSchema = z.object({
  VITE_FIREBASE_API_KEY: filled,
  VITE_FIREBASE_AUTH_DOMAIN: filled,
  VITE_FIREBASE_PROJECT_ID: filled,
  VITE_FIREBASE_APP_ID: filled,
});

export interface FirebaseSettings {
  options: { apiKey: string; authDomain: string; projectId: string; appId: string };
  /** The Auth emulator to connect to, or null for a real Firebase project. */
  emulatorUrl: string | null;
}

/** Reads the Firebase settings from an env object (import.meta.env); throws a readable error when half-configured. */
export function parseFirebaseEnv(env: Record<string, unknown>): FirebaseSettings {
  const given = FIREBASE_KEYS.filter((key) => typeof env[key] === 'string' && (env[key] as string).trim() !== '');
  if (given.length === 0) {
    return {
      options: {
        apiKey: 'demo-api-key',
        authDomain: `${DEMO_FIREBASE_PROJECT}.firebaseapp.com`,
        projectId: DEMO_FIREBASE_PROJECT,
        appId: '1:000000000000:web:0000000000000000',
      },
      emulatorUrl: AUTH_EMULATOR_URL,
    };
  }
  const parsed = firebaseEnvSchema.safeParse(env);
  if (!parsed.success) {
    const missing = FIREBASE_KEYS.filter((key) => !given.includes(key));
    throw new Error(`Firebase is only partly configured: set ${missing.join(', ')} as well (or none of them to use the Auth emulator).`);
  }
  const data = parsed.data;
  return {
    options: {
      apiKey: data.VITE_FIREBASE_API_KEY,
      authDomain: data.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: data.VITE_FIREBASE_PROJECT_ID,
      appId: data.VITE_FIREBASE_APP_ID,
    },
    emulatorUrl: null,
  };
}

/**
 * A Netlify build (CONTEXT or NETLIFY set) must name a real Firebase project: without one the site would ship a
 * client that talks to an Auth emulator on the visitor's own machine. Throws naming what is missing.
 */
export function assertDeployableFirebaseEnv(env: Record<string, string | undefined>): void {
  if (!env.CONTEXT && !env.NETLIFY) return;
  const missing = FIREBASE_KEYS.filter((key) => !env[key]?.trim());
  if (missing.length) {
    throw new Error(`This Netlify build has no Firebase project: set ${missing.join(', ')} in the site's environment variables.`);
  }
}

/** The settings of this build. */
export function firebaseSettings(): FirebaseSettings {
  return parseFirebaseEnv(import.meta.env);
}
