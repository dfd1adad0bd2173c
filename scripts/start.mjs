/**
 * `npm start`: build, then serve dist/ with the functions and netlify.toml rules on http://localhost:8888, with
 * the Firebase Auth emulator on 127.0.0.1:9099 and the Firestore emulator on 127.0.0.1:8080 (ports: scripts/lib/ports.mjs). Ctrl-C stops everything it started.
 */
import { startAuthEmulator } from './lib/auth-emulator.mjs';
import { startFirestoreEmulator } from './lib/firestore-emulator.mjs';
import { AUTH_EMULATOR_URL, FIRESTORE_EMULATOR_HOST, ports } from './lib/ports.mjs';
import { loadDotEnv, runToEnd, stopOnExit } from './lib/processes.mjs';
import { startSiteServer } from './site-server.mjs';

loadDotEnv();
let site;
const stop = stopOnExit(async () => site?.stop());

try {
  if (!process.argv.includes('--no-build')) await runToEnd('npm run build:emulator', { name: 'build' });
  await Promise.all([startAuthEmulator(), startFirestoreEmulator()]);
  site = await startSiteServer({ port: ports.site, staticDir: 'dist' });
  // Compress every file once in the background, so no first visit waits for it (as at a CDN's warmed edge).
  site.warm().catch((error) => console.error(`Warming the local server failed: ${error instanceof Error ? error.message : error}`));
  console.log(`\nPocket AP is running at ${site.origin}`);
  console.log(process.env.OPENAI_API_KEY ? 'AI grading: on' : 'AI grading: off (no OPENAI_API_KEY; grading answers "not configured")');
  console.log(process.env.VITE_FIREBASE_API_KEY ? 'Accounts: your Firebase project' : `Accounts: Firebase Auth emulator on ${AUTH_EMULATOR_URL}, Firestore emulator on ${FIRESTORE_EMULATOR_HOST}`);
  console.log('Press Ctrl-C to stop.\n');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
}
