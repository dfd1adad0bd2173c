/**
 * Where the journeys, screenshots and benchmark find Chromium (Playwright cannot download its own here), and the
 * one line `npm test` prints up front when there is none.
 */
import { accessSync, constants } from 'node:fs';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** CHROMIUM_PATH, else Debian's chromium. */
export const chromiumPath = (env = process.env) => env.CHROMIUM_PATH || DEFAULT_CHROMIUM;

const isExecutable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** null when a Chromium is there; else one line saying how to get one. */
export function missingChromium(env = process.env, executable = isExecutable) {
  const path = chromiumPath(env);
  if (executable(path)) return null;
  const where = env.CHROMIUM_PATH ? `CHROMIUM_PATH (${path}) is not an executable` : `No Chromium at ${path}`;
  return `${where}: install Debian's (apt-get install chromium), or set CHROMIUM_PATH to a Chromium or Chrome (e.g. after \`npx playwright install chromium\` where the machine can download it).`;
}
