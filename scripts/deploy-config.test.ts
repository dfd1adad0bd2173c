// @vitest-environment node
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM module without types
import { allowingBootScriptOf, withEmulator } from './lib/local-csp.mjs';
import { directiveOf, pagePolicyOf } from './lib/page-policy';

const toml = readFileSync(new URL('../netlify.toml', import.meta.url), 'utf8');
const pagePolicy = pagePolicyOf(toml);

describe('what Netlify deploys', () => {
  it('has a production page policy that never lists the Auth emulator', () => {
    expect(pagePolicy).toContain("default-src 'self'");
    expect(toml).not.toMatch(/127\.0\.0\.1|localhost/);
  });

  it("allows no inline script but the pages' one boot script, by its hash (the build checks which hash)", () => {
    const scriptSrc = directiveOf(pagePolicy, 'script-src');
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc.match(/'sha256-[A-Za-z0-9+/]+=*'/g)).toHaveLength(1);
  });

  it('builds with Node 22 and npm 11', () => {
    expect(toml).toMatch(/NODE_VERSION = "22"/);
    expect(toml).toMatch(/NPM_VERSION = "11"/);
  });

  it('adds the emulator to connect-src and frame-src for local runs only', () => {
    const local = withEmulator(pagePolicy, 'http://127.0.0.1:9099') as string;
    expect(local).toMatch(/connect-src 'self'[^;]* http:\/\/127\.0\.0\.1:9099;/);
    expect(local).toMatch(/frame-src 'self'[^;]* http:\/\/127\.0\.0\.1:9099;/);
    expect(local.replace(/ http:\/\/127\.0\.0\.1:9099/g, '')).toBe(pagePolicy);
  });

  it("lets an older build's boot script run when the benchmark serves it beside today's", () => {
    const older = 'console.log("an older loader")';
    const source = `'sha256-${createHash('sha256').update(older).digest('base64')}'`;
    const html = `<div id="root"></div><script type="application/json" id="boot">{}</script><script>${older}</script>`;
    const allowed = allowingBootScriptOf(html, toml) as string;
    expect(directiveOf(pagePolicyOf(allowed), 'script-src')).toBe(directiveOf(pagePolicy, 'script-src').replace("'self'", `'self' ${source}`));
    expect(allowingBootScriptOf(html, allowed)).toBe(allowed);
    expect(allowingBootScriptOf('<div id="root"></div>', toml)).toBe(toml);
  });
});
