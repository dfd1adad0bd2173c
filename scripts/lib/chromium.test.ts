import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM module without types
import { missingChromium } from './chromium.mjs';

describe('the Chromium check npm test runs first', () => {
  it('passes when Debian’s chromium or CHROMIUM_PATH is executable', () => {
    expect(missingChromium({}, (path: string) => path === '/usr/bin/chromium')).toBeNull();
    expect(missingChromium({ CHROMIUM_PATH: '/opt/chrome' }, (path: string) => path === '/opt/chrome')).toBeNull();
  });

  it('says in one line how to get one when there is none', () => {
    const line = missingChromium({}, () => false) as string;
    expect(line).toMatch(/^No Chromium at \/usr\/bin\/chromium: install Debian's \(apt-get install chromium\), or set CHROMIUM_PATH/);
    expect(line).toContain('npx playwright install chromium');
    expect(line).not.toContain('\n');
    expect(missingChromium({ CHROMIUM_PATH: '/nope' }, () => false)).toMatch(/^CHROMIUM_PATH \(\/nope\) is not an executable: /);
  });
});
