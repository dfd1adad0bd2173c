/**
 * `npm run build:emulator`: the production build, for this machine. Without the VITE_FIREBASE_* variables it uses
 * the Auth and Firestore emulators of the demo project, which `npm run build` alone refuses (src/shared/config/env.ts), at the
 * address scripts/lib/ports.mjs gives. Used by `npm start`, `npm test`, the journeys and the benchmark.
 */
import { AUTH_EMULATOR_URL, FIRESTORE_EMULATOR_HOST } from './lib/ports.mjs';
import { runToEnd } from './lib/processes.mjs';

await runToEnd('npm run build', { name: 'build', env: { POCKET_AP_EMULATOR_BUILD: '1', VITE_AUTH_EMULATOR_URL: AUTH_EMULATOR_URL, VITE_FIRESTORE_EMULATOR_HOST: FIRESTORE_EMULATOR_HOST } }).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
