// @vitest-environment node
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

  it('sends Strict-Transport-Security on every response: pages (/*) and the functions', async () => {
    const hsts = /for = "\/\*"\s+\[headers\.values\][^[]*Strict-Transport-Security = "max-age=(\d+); includeSubDomains"/.exec(toml);
    expect(Number(hsts?.[1])).toBeGreaterThanOrEqual(31_536_000);
    const { FUNCTION_HEADERS } = await import('../netlify/grading/http');
    expect(FUNCTION_HEADERS['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    const health = (await import('../netlify/functions/health.mts')).default;
    expect((await health(new Request('http://localhost/api/health'))).headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
  });

  it('lets pages reach only the hosts the app calls: no wildcard googleapis.com, no googleusercontent.com', () => {
    expect(directiveOf(pagePolicy, 'connect-src')).toBe(
      "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com https://firestore.googleapis.com",
    );
    expect(directiveOf(pagePolicy, 'img-src')).toBe("img-src 'self' data:");
    expect(directiveOf(pagePolicy, 'frame-src')).toBe("frame-src 'self' https://*.firebaseapp.com https://apis.google.com");
    expect(directiveOf(pagePolicy, 'script-src')).toMatch(/^script-src 'self' 'sha256-[^']+' https:\/\/apis\.google\.com$/);
    expect(pagePolicy).not.toMatch(/\*\.googleapis\.com|googleusercontent/);
  });

  it('builds with Node 22 and npm pinned to 11.19.1, which enforces strict-allow-scripts', () => {
    expect(toml).toMatch(/NODE_VERSION = "22"/);
    expect(toml).toMatch(/NPM_VERSION = "11\.19\.1"/);
  });

  it('installs with strict-allow-scripts: every package with an install script is named in allowScripts', () => {
    const npmrc = readFileSync(new URL('../.npmrc', import.meta.url), 'utf8');
    expect(npmrc).toMatch(/^strict-allow-scripts=true$/m);
    const { allowScripts } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { allowScripts: Record<string, boolean> };
    const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8')) as { packages: Record<string, { hasInstallScript?: boolean }> };
    const withScripts = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([where]) => where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(withScripts.length).toBeGreaterThan(0);
    for (const name of withScripts) expect(allowScripts, `${name} has an install script`).toHaveProperty([name]);
  });

  it('CI installs with the pinned npm, strict inside the nested install of the `node` package too, which brings no script', () => {
    const ci = readFileSync(new URL('../.ci/run', import.meta.url), 'utf8');
    expect(ci).toMatch(/npm install --global --no-audit --no-fund "npm@\$npm_version"/);
    expect(ci.indexOf('export npm_config_strict_allow_scripts=true')).toBeLessThan(ci.indexOf('npm ci'));
    // The `node` package's preinstall runs `npm install --no-save node-<platform>-<arch>@<its version>`, outside the
    // lock: that exact version (published versions never change) must have no install script of its own.
    const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8')) as { packages: Record<string, { version?: string }> };
    const version = lock.packages['node_modules/node']!.version!;
    const setup = readFileSync(new URL('../node_modules/node/installArchSpecificPackage.js', import.meta.url), 'utf8');
    expect(setup).toContain(`("${version}", require)`);
    const nested = new URL('../node_modules/node/node_modules/', import.meta.url);
    const binaries = readdirSync(nested).filter((name) => /^node(-bin)?-(linux|darwin|win|sunos|aix|freebsd)-[a-z0-9]+$/.test(name) && existsSync(new URL(`${name}/package.json`, nested)));
    expect(binaries.length).toBeGreaterThan(0);
    for (const name of binaries) {
      const pkg = JSON.parse(readFileSync(new URL(`${name}/package.json`, nested), 'utf8')) as { version: string; scripts?: Record<string, string> };
      expect(pkg.version).toBe(version);
      for (const hook of ['preinstall', 'install', 'postinstall', 'prepare']) expect(pkg.scripts?.[hook], `${name} ${hook}`).toBeUndefined();
    }
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
