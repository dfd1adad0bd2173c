/**
 * `npm run test:e2e [-- playwright args]`: build (unless --no-build), then run the Playwright journeys with the
 * Firebase Auth emulator around them. A lock in /tmp keeps two runs on one machine (two checkouts) from fighting over the loopback ports.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { missingChromium } from './lib/chromium.mjs';
import { FIREBASE_PROJECT, runToEnd } from './lib/processes.mjs';

// No browser: say how to get one before building.
const noBrowser = missingChromium();
if (noBrowser) {
  console.error(`✖ ${noBrowser}`);
  process.exit(1);
}

const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const playwrightArgs = args.filter((arg) => arg !== '--no-build').map((arg) => JSON.stringify(arg)).join(' ');
const lock = '/tmp/pocket-ap-e2e.lock';

/** The pid that holds the lock, or null when nobody alive holds it. */
function lockHolder() {
  try {
    const pid = Number(readFileSync(`${lock}/pid`, 'utf8'));
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

async function acquireLock() {
  let told = false;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(`${lock}/pid`, String(process.pid));
      return;
    } catch {
      // A lock left by a run that died (or anything that is not our lock folder) is taken over.
      await new Promise((r) => setTimeout(r, 1000));
      if (lockHolder() === null) {
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      if (!told) console.log(`Waiting for another journey run to finish (${lock})…`);
      told = true;
    }
  }
}

process.on('SIGINT', () => process.exit(130));
try {
  // dist/ belongs to this checkout: build before taking the lock, which guards only the shared ports.
  if (build) await runToEnd('npm run build:emulator', { name: 'build' });
  await acquireLock();
  process.on('exit', () => rmSync(lock, { recursive: true, force: true }));
  await runToEnd(
    `npx firebase emulators:exec --only auth --project ${FIREBASE_PROJECT} ${JSON.stringify(`npx playwright test ${playwrightArgs}`)}`,
    { name: 'e2e' },
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
