/**
 * `npm run test:e2e [-- playwright args]`: build (unless --no-build), then run the Playwright journeys with the
 * Firebase Auth and Firestore emulators around them, on the ports of scripts/lib/ports.mjs. A lock in /tmp per port keeps two
 * runs on the same ports (two checkouts) from fighting over them; runs on other ports go side by side.
 */
import { missingChromium } from './lib/chromium.mjs';
import { FIREBASE_PROJECT, writeEmulatorConfig } from './lib/auth-emulator.mjs';
import { startFirestoreEmulator } from './lib/firestore-emulator.mjs';
import { holdPortLocks } from './lib/port-locks.mjs';
import { ports } from './lib/ports.mjs';
import { runToEnd, stopAll } from './lib/processes.mjs';

// No browser: say how to get one before building.
const noBrowser = missingChromium();
if (noBrowser) {
  console.error(`✖ ${noBrowser}`);
  process.exit(1);
}

const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const playwrightArgs = args.filter((arg) => arg !== '--no-build').map((arg) => JSON.stringify(arg)).join(' ');

process.on('SIGINT', () => process.exit(130));
try {
  // dist/ belongs to this checkout: build before taking the locks, which guard only the ports.
  if (build) await runToEnd('npm run build:emulator', { name: 'build' });
  const release = await holdPortLocks([ports.site, ports.fakeOpenAI, ports.authEmulator, ports.firestoreEmulator]);
  const emulator = await writeEmulatorConfig();
  process.on('exit', () => {
    stopAll();
    emulator.remove();
    release();
  });
  await startFirestoreEmulator();
  await runToEnd(
    `npx firebase emulators:exec --only auth --project ${FIREBASE_PROJECT} --config ${emulator.config} ${JSON.stringify(`npx playwright test ${playwrightArgs}`)}`,
    { name: 'e2e' },
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  stopAll(); // the Firestore emulator
}
