/**
 * `npm run test:e2e [-- playwright args]`: build (unless --no-build), then run the Playwright journeys with the
 * Firebase Auth emulator around them. A lock in /tmp keeps two runs on one machine from fighting over ports and dist/.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { FIREBASE_PROJECT, runToEnd } from './lib/processes.mjs';

const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const playwrightArgs = args.filter((arg) => arg !== '--no-build').map((arg) => JSON.stringify(arg)).join(' ');
const lock = '/tmp/pocket-ap-e2e.lock';

async function acquireLock() {
  const deadline = Date.now() + 20 * 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`Could not take ${lock}: remove it if no other run is going.`);
      await new Promise((r) => setTimeout(r, 2000));
    }
  }
}

await acquireLock();
const release = () => rmSync(lock, { recursive: true, force: true });
process.on('exit', release);
process.on('SIGINT', () => process.exit(130));
try {
  if (build) await runToEnd('npm run build', { name: 'build' });
  await runToEnd(
    `npx firebase emulators:exec --only auth --project ${FIREBASE_PROJECT} ${JSON.stringify(`npx playwright test ${playwrightArgs}`)}`,
    { name: 'e2e' },
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
