import { describe, expect, it } from 'vitest';
import { assertDeployableFirebaseEnv, AUTH_EMULATOR_URL, FIRESTORE_EMULATOR_HOST, parseFirebaseEnv } from './env';

describe('parseFirebaseEnv', () => {
  it('uses the demo project and the Auth emulator when nothing is configured', () => {
    const settings = parseFirebaseEnv({});
    expect(settings.emulatorUrl).toBe(AUTH_EMULATOR_URL);
    expect(settings.firestoreEmulatorHost).toBe(FIRESTORE_EMULATOR_HOST);
    expect(settings.options.projectId).toMatch(/^demo-/);
  });

  it('connects to the emulator the build names (another port, for a second checkout)', () => {
    expect(parseFirebaseEnv({ VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:19099' }).emulatorUrl).toBe('http://127.0.0.1:19099');
    expect(parseFirebaseEnv({ VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:18080' }).firestoreEmulatorHost).toBe('127.0.0.1:18080');
  });

  it('uses a real project when all four variables are set', () => {
    const settings = parseFirebaseEnv({
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_AUTH_DOMAIN: 'pocket-ap.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'pocket-ap',
      VITE_FIREBASE_APP_ID: '1:2:web:3',
    });
    expect(settings).toEqual({
      options: { apiKey: 'key', authDomain: 'pocket-ap.firebaseapp.com', projectId: 'pocket-ap', appId: '1:2:web:3' },
      emulatorUrl: null,
      firestoreEmulatorHost: null,
    });
  });

  it('names the missing variables when only some are set', () => {
    expect(() => parseFirebaseEnv({ VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_PROJECT_ID: ' ' })).toThrow(
      /VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_APP_ID/,
    );
  });
});

describe('assertDeployableFirebaseEnv', () => {
  const real = {
    VITE_FIREBASE_API_KEY: 'key',
    VITE_FIREBASE_AUTH_DOMAIN: 'pocket-ap.firebaseapp.com',
    VITE_FIREBASE_PROJECT_ID: 'pocket-ap',
    VITE_FIREBASE_APP_ID: '1:2:web:3',
  };

  it('fails a Netlify build without the Firebase variables, naming them', () => {
    expect(() => assertDeployableFirebaseEnv({ CONTEXT: 'production' })).toThrow(
      'This Netlify build has no Firebase project: set VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_APP_ID',
    );
    expect(() => assertDeployableFirebaseEnv({ NETLIFY: 'true', ...real, VITE_FIREBASE_APP_ID: ' ' })).toThrow(/set VITE_FIREBASE_APP_ID in/);
  });

  it('fails a production build anywhere without them, naming them and the emulator build', () => {
    expect(() => assertDeployableFirebaseEnv({})).toThrow(
      'This production build has no Firebase project: set VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_APP_ID (in the environment or an untracked .env), or run `npm run build:emulator`',
    );
    expect(() => assertDeployableFirebaseEnv({ ...real, VITE_FIREBASE_API_KEY: '' })).toThrow(/set VITE_FIREBASE_API_KEY \(/);
  });

  it('lets a build with a project through, and a local build made for the emulator (never on Netlify)', () => {
    expect(() => assertDeployableFirebaseEnv({ CONTEXT: 'deploy-preview', ...real })).not.toThrow();
    expect(() => assertDeployableFirebaseEnv(real)).not.toThrow();
    expect(() => assertDeployableFirebaseEnv({ POCKET_AP_EMULATOR_BUILD: '1' })).not.toThrow();
    expect(() => assertDeployableFirebaseEnv({ POCKET_AP_EMULATOR_BUILD: '1', NETLIFY: 'true' })).toThrow(/This Netlify build has no Firebase project/);
  });
});
