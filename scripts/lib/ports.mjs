/**
 * Every loopback port the project uses, in one place. Each can be moved with an environment variable, so two
 * checkouts can run `npm start` or `npm test` side by side (docs/boot-and-local-server.md#local-server).
 */

/** name → [environment variable, default port] */
const PORTS = {
  site: ['POCKET_AP_SITE_PORT', 8888],
  functions: ['POCKET_AP_FUNCTIONS_PORT', 8889],
  vite: ['POCKET_AP_VITE_PORT', 5173],
  fakeOpenAI: ['POCKET_AP_FAKE_OPENAI_PORT', 8890],
  authEmulator: ['POCKET_AP_AUTH_EMULATOR_PORT', 9099],
  loadCheck: ['POCKET_AP_LOAD_PORT', 8899],
  screenshots: ['POCKET_AP_SHOTS_PORT', 8799],
  bench: ['POCKET_AP_BENCH_PORT', 4180],
  firstTap: ['POCKET_AP_FIRST_TAP_PORT', 4190],
};

/** Older names that still work. */
const ALIASES = { site: ['E2E_SITE_PORT'], fakeOpenAI: ['E2E_FAKE_OPENAI_PORT'], loadCheck: ['LOAD_PORT'], screenshots: ['SHOTS_PORT'], bench: ['BENCH_PORT'], firstTap: ['FIRST_TAP_PORT'] };

/** @typedef {keyof typeof PORTS} PortName */

/** @param {NodeJS.ProcessEnv} [env] @returns {Record<PortName, number>} */
export function portsFrom(env = process.env) {
  return Object.fromEntries(
    Object.entries(PORTS).map(([name, [variable, fallback]]) => {
      const key = [variable, ...(ALIASES[name] ?? [])].find((k) => env[k]?.trim());
      const port = key ? Number(env[key]) : fallback;
      if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${key}=${env[key]} is not a port`);
      return [name, port];
    }),
  );
}

export const ports = portsFrom();

/** Where the Auth emulator listens; the browser build is told at build time (VITE_AUTH_EMULATOR_URL). */
export const AUTH_EMULATOR_URL = `http://127.0.0.1:${ports.authEmulator}`;
export const SITE_ORIGIN = `http://localhost:${ports.site}`;
