/** The loopback ports of the e2e stack, from scripts/lib/ports.mjs (each moved by an environment variable). */
// @ts-expect-error: plain ESM module without types
import { AUTH_EMULATOR_URL, ports, SITE_ORIGIN as siteOrigin } from '../../scripts/lib/ports.mjs';

export const SITE_PORT: number = ports.site;
export const FAKE_OPENAI_PORT: number = ports.fakeOpenAI;
export const AUTH_EMULATOR_ORIGIN: string = AUTH_EMULATOR_URL;
export const SITE_ORIGIN: string = siteOrigin;
// @ts-expect-error: plain ESM module without types
import { FIRESTORE_EMULATOR_HOST as firestoreHost } from '../../scripts/lib/ports.mjs';
export const FIRESTORE_EMULATOR_ORIGIN = `http://${firestoreHost as string}`;
