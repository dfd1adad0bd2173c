/** Launch settings for Debian's Chromium (Playwright cannot download its own browser on these machines). */
// @ts-expect-error: plain ESM module without types (npm test checks the same path before it starts)
import { chromiumPath } from '../../scripts/lib/chromium.mjs';

export const CHROMIUM_PATH: string = chromiumPath();
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
