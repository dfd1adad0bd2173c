/** Setup of the functions' tests: point firebase-admin at the Auth emulator of auth-emulator-global-setup.ts. */
import { inject } from 'vitest';

process.env.FIREBASE_AUTH_EMULATOR_HOST = inject('authEmulatorHost');
process.env.FIREBASE_PROJECT_ID = inject('firebaseProjectId');
