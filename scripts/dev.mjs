/**
 * `npm run dev`: Vite with hot reload on http://localhost:5173; /api goes to the functions (our runtime on
 * 127.0.0.1:8889); the Auth emulator runs on 127.0.0.1:9099 and the Firestore emulator on 127.0.0.1:8080 (ports:
 * scripts/lib/ports.mjs). Ctrl-C stops everything.
 */
import { startAuthEmulator } from './lib/auth-emulator.mjs';
import { startFirestoreEmulator } from './lib/firestore-emulator.mjs';
import { AUTH_EMULATOR_URL, FIRESTORE_EMULATOR_HOST, ports } from './lib/ports.mjs';
import { loadDotEnv, run, runToEnd, stopOnExit } from './lib/processes.mjs';
import { startSiteServer } from './site-server.mjs';

loadDotEnv();
let functions;
const stop = stopOnExit(async () => functions?.stop());

try {
  await runToEnd('npx tsx scripts/build-pdfs.ts', { name: 'exam PDFs' });
  await Promise.all([startAuthEmulator(), startFirestoreEmulator()]);
  functions = await startSiteServer({ port: ports.functions, staticDir: null });
  const vite = run(`npx vite --port ${ports.vite}`, {
    name: 'vite',
    env: { POCKET_AP_FUNCTIONS_ORIGIN: `http://127.0.0.1:${ports.functions}`, VITE_AUTH_EMULATOR_URL: AUTH_EMULATOR_URL, VITE_FIRESTORE_EMULATOR_HOST: FIRESTORE_EMULATOR_HOST },
  });
  vite.on('exit', (code) => stop(code ?? 0));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
}
