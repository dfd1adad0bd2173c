/**
 * `npm test`: every check CI runs, in order, stopping at the first failure, with each step's time.
 * Checks first that Chromium is there (scripts/lib/chromium.mjs).
 * lint → type-check → unit tests → build → size budgets → Playwright journeys (with the Auth emulator).
 */
import { missingChromium } from './lib/chromium.mjs';
import { runToEnd } from './lib/processes.mjs';

// The journeys need a browser: say so now, not after minutes of the other steps.
const noBrowser = missingChromium();
if (noBrowser) {
  console.error(`✖ ${noBrowser}`);
  process.exit(1);
}

const steps = [
  ['lint', 'npx eslint .'],
  ['type-check', 'npx tsc --noEmit -p tsconfig.json'],
  ['unit tests', 'npx vitest run'],
  ['build', 'npm run build:emulator'],
  ['size budgets', 'node scripts/check-budgets.mjs'],
  ['journeys', 'node scripts/e2e.mjs --no-build'],
];

const started = Date.now();
for (const [name, command] of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}: ${command}`);
  try {
    await runToEnd(command, { name });
  } catch (error) {
    console.error(`\n✖ ${name} failed (${error instanceof Error ? error.message : error})`);
    process.exit(1);
  }
  console.log(`✔ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
