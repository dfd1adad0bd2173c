/** Loopback ports of the e2e stack. Override with env vars when two stacks must run side by side. */
export const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 8888);
export const FAKE_OPENAI_PORT = Number(process.env.E2E_FAKE_OPENAI_PORT ?? 8890);
export const AUTH_EMULATOR_ORIGIN = 'http://127.0.0.1:9099';
export const SITE_ORIGIN = `http://localhost:${SITE_PORT}`;
